// Test harness of the ticketing area: the built-in service's own app (createApp, auth, faults,
// migrations 1 + 2, both seeds) on a real loopback port, with the ticketing routes mounted and a
// fixed clock. Like startSandbox, plus access to the db and the in-flight hook of Book Tickets.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { openSqlite, type Db } from '../../../electron/common/sqlite';
import { createAuthenticate, listKeys } from '../../../electron/sandbox/auth';
import { createSandboxClock } from '../../../electron/sandbox/clock';
import { sandboxMigration1 } from '../../../electron/sandbox/db/migration-1';
import { createFaults } from '../../../electron/sandbox/faults';
import { seedSandbox } from '../../../electron/sandbox/seed';
import { createApp } from '../../../electron/sandbox/server';
import { seedTicketing, ticketingMigration, ticketingRoutes, type TicketingOptions } from '../../../electron/sandbox/ticketing';
import type { SandboxClock, SandboxDeps } from '../../../electron/sandbox/types';

/** Fixed start of every test run: a Wednesday morning (local time). */
export const START = new Date(2026, 2, 18, 9, 0, 0);

/** A running ticketing test server. */
export interface Harness {
  baseUrl: string;
  keys: Record<string, string>;
  clock: SandboxClock;
  db: Db;
  /** GET/POST JSON with the key of a role; returns status, parsed body and headers. */
  call(method: 'GET' | 'POST', path: string, opts?: CallOptions): Promise<Reply>;
  close(): Promise<void>;
}

/** Options of one call. */
export interface CallOptions {
  role?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/** A parsed reply. */
export interface Reply {
  status: number;
  // Bodies are checked field by field in the tests (and with the wire schemas where useful).
  body: Record<string, unknown> & { error_code?: string };
  text: string;
  headers: Headers;
}

/** Starts the server with a fixed clock at START. */
export async function startTicketing(options: TicketingOptions = {}): Promise<Harness> {
  const clock = createSandboxClock(START);
  const db = openSqlite({ file: ':memory:', migrations: [sandboxMigration1, ticketingMigration] });
  db.transaction(() => {
    seedSandbox(db, clock);
    seedTicketing(db, clock);
  })();
  let baseUrl = '';
  const deps: SandboxDeps = { db, clock, baseUrl: () => baseUrl, authenticate: createAuthenticate(db) };
  const app = createApp({
    deps,
    faults: createFaults(),
    areas: [{ prefix: '/v1/ticketing', routes: (d) => ticketingRoutes(d, options) }],
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys: Record<string, string> = { ...listKeys(db), invalid: 'demo-invalid-key-0000' };

  async function call(method: 'GET' | 'POST', path: string, opts: CallOptions = {}): Promise<Reply> {
    const url = new URL(`${baseUrl}/v1/ticketing${path}`);
    const role = opts.role === undefined ? 'integration' : opts.role;
    if (role !== null) url.searchParams.set('apikey', keys[role] ?? role);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    const res = await fetch(url, { method, body, headers: { 'content-type': 'application/json', ...opts.headers } });
    const text = await res.text();
    let parsed: Reply['body'] = {};
    try {
      parsed = JSON.parse(text) as Reply['body'];
    } catch {
      parsed = {};
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  }

  return {
    baseUrl,
    keys,
    clock,
    db,
    call,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      db.close();
    },
  };
}

/** Adds days to a Date (local), keeping the time. */
export function plusDays(d: Date, days: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, d.getHours(), d.getMinutes(), d.getSeconds());
}

/** `YYYY-MM-DD` of a Date (local). */
export function isoDay(d: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
