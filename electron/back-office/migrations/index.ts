import type { StoreMigration } from './types';
import { s001StoresTills } from './001-stores-tills';
import { s002JournalAudit } from './002-journal-audit';
import { s003SessionsOrders } from './003-sessions-orders';
import { s004OrderStates } from './004-order-states';
import { s005TenderBackOffice } from './005-tender-back-office';
import { s006DrawerOpenings } from './006-drawer-openings';
import { s007Fortress } from './007-fortress';
import { s008TillIdentity } from './008-till-identity';
import { s009CodeHashPrivacy } from './009-code-hash-privacy';
import { s010MoneyFacts } from './010-money-facts';
import { s011StoreManagers } from './011-store-managers';
import { s012Rollups } from './012-rollups';

export type { StoreMigration };

/** Every migration of the store database, in order. Append only. */
export const storeMigrations: readonly StoreMigration[] = [
  s001StoresTills,
  s002JournalAudit,
  s003SessionsOrders,
  s004OrderStates,
  s005TenderBackOffice,
  s006DrawerOpenings,
  s007Fortress,
  s008TillIdentity,
  s009CodeHashPrivacy,
  s010MoneyFacts,
  s011StoreManagers,
  s012Rollups,
];
