import type { Migration } from '../../../common/sqlite';

/**
 * BRANCH-ONLY GAP FILLER (h/reservation): number 8 belongs to h/receipts (008-payments). This no-op
 * only lets migration 9 run on this branch; DROP this file and its line in index.ts on merge.
 */
export const m008PlaceholderReceipts: Migration = {
  version: 8,
  name: 'placeholder-receipts',
  up() {},
};
