// The built-in voucher service, started in-process (training mode, tests) or by `npm run sandbox`.
// Listens on 127.0.0.1 only.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from '../common/log';
import { openSqlite, type Db } from '../common/sqlite';
import type { AdminControl } from './admin/routes';
import { buildAreas, type SandboxArea } from './areas';
import { createAuthenticate, listKeys } from './auth';
import { createSandboxClock } from './clock';
import { cacheStatements } from '../common/statement-cache';
import { createFaults, type FaultControl } from './faults';
import type { SandboxFlavour } from './flavour';
import { DEMO_KEYS } from './seed/merchants';
import { createApp } from './server';
import { createShortCodes } from './short-codes';
import { bookCorrection } from './store';
import { normalizeVoucherCode } from '../core/service/wire';
import { deleteTicket, type TicketingOptions } from './ticketing';
import type { SandboxClock, SandboxDeps } from './types';

export { createSandboxClock } from './clock';
export type { FaultControl, FaultSpec, FaultInfo } from './faults';
export type { SandboxClock } from './types';
export { SANDBOX_FLAVOURS, type SandboxFlavour } from './flavour';

/** Options of `startSandbox`. */
export interface StartSandboxOptions {
  /** SQLite file path, or ':memory:'. */
  dbFile: string;
  /** 0 (default) picks a free port. */
  port?: number;
  clock?: SandboxClock;
  /** Wipe all data and seed again. */
  reset?: boolean;
  /** Serve the admin prefix `/__sandbox/...` (faults, clock, reset over HTTP). */
  admin?: boolean;
  logger?: Logger;
  /** Test hooks of the ticketing area. */
  ticketing?: TicketingOptions;
  /** `production`: answer like the production service's published examples (flavour.ts). Default `interface`. */
  flavour?: SandboxFlavour;
}

/** A running built-in service. */
export interface RunningSandbox {
  /** `http://127.0.0.1:<port>` (no trailing slash); endpoint paths start with `/v1`. */
  baseUrl: string;
  /** Role -> API key (`integration`, `integration-2`, `ordinary`, `other-merchant`, `legacy-merchant`, `invalid`). */
  keys: Record<string, string>;
  /** Which examples the answers follow. */
  flavour: SandboxFlavour;
  clock: SandboxClock;
  faults: FaultControl;
  /** Issues a short-lived 6-digit short code the balance endpoint accepts for `code` (default merchant m-demo). */
  issueShortCode(code: string, merchantId?: string, ttlMs?: number): { shortCode: string; expiresAt: Date };
  /** Books a back-office correction dated into `month` (YYYY-MM): past archive totals change. Returns the new balance. */
  bookCorrection(code: string, month: string, deltaInCents: number): number;
  /** The back office deletes one ticket of a booking (a later cancellation answers without it); false when none is valid. */
  deleteTicket(ticketNumber: string): boolean;
  /** Wipes all data and seeds again (same as `reset: true` at start). */
  reset(): void;
  close(): Promise<void>;
}

/** Deletes every row of every table (schema kept) and seeds again. */
function resetData(db: Db, clock: SandboxClock, areas: readonly SandboxArea[]): void {
  const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as {
    name: string;
  }[];
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const t of tables) db.prepare(`delete from "${t.name}"`).run();
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  seedAll(db, clock, areas);
}

function seedAll(db: Db, clock: SandboxClock, areas: readonly SandboxArea[]): void {
  db.transaction(() => {
    for (const area of areas) area.seed(db, clock);
  })();
}

/** Opens (migrates, seeds when empty) the database and starts listening on 127.0.0.1. */
export async function startSandbox(opts: StartSandboxOptions): Promise<RunningSandbox> {
  const clock = opts.clock ?? createSandboxClock();
  const areas = buildAreas(opts.ticketing);
  const db = cacheStatements(openSqlite({ file: opts.dbFile, migrations: areas.flatMap((a) => a.migrations), quickCreate: true }));
  if (opts.reset) resetData(db, clock, areas);
  else if (!db.prepare('select 1 from merchants limit 1').get()) seedAll(db, clock, areas);

  let baseUrl = '';
  const faults = createFaults();
  const auth = createAuthenticate(db);
  const reset = () => {
    resetData(db, clock, areas);
    auth.clear();
  };
  const flavour = opts.flavour ?? 'interface';
  const deps: SandboxDeps = { db, clock, baseUrl: () => baseUrl, authenticate: auth.authenticate, flavour };
  const shortCodes = createShortCodes(clock);
  const issueShortCode = (code: string, merchantId = 'm-demo', ttlMs?: number) =>
    shortCodes.issue(normalizeVoucherCode(code), merchantId, ttlMs);
  const correction = (code: string, month: string, delta: number) => bookCorrection(db, normalizeVoucherCode(code), month, delta);
  const admin: AdminControl = {
    clock,
    faults,
    reset,
    keys: () => keysOf(db),
    issueShortCode,
    bookCorrection: correction,
  };
  const app = createApp({
    deps,
    faults,
    shortCodes,
    areas: areas.flatMap((a) => (a.mount ? [a.mount] : [])),
    admin: opts.admin ? admin : undefined,
    logger: opts.logger,
  });

  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  let closed = false;
  return {
    baseUrl,
    flavour,
    keys: keysOf(db),
    clock,
    faults,
    issueShortCode,
    bookCorrection: correction,
    deleteTicket: (ticketNumber) => deleteTicket(db, ticketNumber),
    reset,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      db.close();
    },
  };
}

function keysOf(db: Db): Record<string, string> {
  return { ...listKeys(db), invalid: DEMO_KEYS.invalid ?? 'demo-invalid-key-0000' };
}
