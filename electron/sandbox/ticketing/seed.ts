// Deterministic ticketing demo data (after the merchants/users seed of version 1, same database).
// Dates are placed relative to the seed clock so slots, events and orders stay plausible.
import type { Db } from '../../common/sqlite';
import type { SandboxClock } from '../types';
import { seedCatalog } from './seed-catalog';
import { seedOrders } from './seed-orders';
import { ts } from './util';

/** Seeds products, events and orders of 'm-demo' (and a little of 'm-other') in one transaction. */
export function seedTicketing(db: Db, clock: SandboxClock): void {
  const now = clock.now();
  const at = (days: number, hhmm: string): string => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return ts(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, h, m, 0));
  };
  db.transaction(() => {
    seedCatalog(db, at(-60, '08:00'), at);
    seedOrders(db, at);
  })();
}
