import type { StoreMigration } from './types';

/**
 * A tender the till hands to the back office (a redemption the service confirmed without its
 * token, so the till cannot give it back): it no longer pays its order and never comes back, so it
 * ranks with the other final tender states. A tender moves there from `checking` or `taken`.
 */
export const s005TenderBackOffice: StoreMigration = {
  version: 5,
  name: 'tender-back-office',
  sql: `INSERT INTO store_state_ranks VALUES ('tenders', 'back_office', 1, true);`,
};
