// The areas of the built-in service: each brings its migrations, its seed and (optionally) routes
// mounted under a prefix. Migrations are numbered across areas (openSqlite sorts them): vouchers
// 1 and 3, ticketing 2.
import type { Db, Migration } from '../common/sqlite';
import { sandboxMigration1 } from './db/migration-1';
import { sandboxMigration3 } from './db/migration-3';
import { seedSandbox } from './seed';
import type { MountedArea } from './server';
import { seedTicketing, ticketingMigration, ticketingRoutes, type TicketingOptions } from './ticketing';
import type { SandboxClock } from './types';

/** One area of the service. */
export interface SandboxArea {
  name: string;
  migrations: readonly Migration[];
  seed: (db: Db, clock: SandboxClock) => void;
  mount?: MountedArea;
}

/** Every area, in seeding order (ticketing seeds after the merchants and users it refers to). */
export function buildAreas(ticketing: TicketingOptions = {}): readonly SandboxArea[] {
  return [
    { name: 'vouchers', migrations: [sandboxMigration1, sandboxMigration3], seed: seedSandbox },
    {
      name: 'ticketing',
      migrations: [ticketingMigration],
      seed: seedTicketing,
      mount: { prefix: '/v1/ticketing', routes: (deps) => ticketingRoutes(deps, ticketing) },
    },
  ];
}
