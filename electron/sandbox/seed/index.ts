// Seeds the built-in service's own tables (ticketing seeds itself after this, in the same DB).
import type { Db } from '../../common/sqlite';
import { formatTimestamp } from '../../core/service/wire';
import type { SandboxClock } from '../types';
import { seedCatalog } from './catalog';
import { seedHistory } from './history';
import { seedMerchants } from './merchants';
import { seedStateVouchers } from './states';
import { seedDemoVouchers } from './vouchers';

/** Inserts merchants, keys, catalog, demo vouchers, fifty vouchers per state and sales history, relative to the clock's now. */
export function seedSandbox(db: Db, clock: SandboxClock): void {
  const base = clock.now().getTime();
  const at = (days: number): string => formatTimestamp(new Date(base + days * 86_400_000));
  seedMerchants(db);
  seedCatalog(db, at(0), at);
  seedDemoVouchers(db, at);
  seedHistory(db, clock.now());
  seedStateVouchers(db, clock.now());
}
