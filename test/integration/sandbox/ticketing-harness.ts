// Test harness of the ticketing area: the real startSandbox server on a loopback port with a
// fixed clock and its database in a temporary file, plus a second connection to that file so tests
// can count rows or change a product, and the in-flight hook of Book Tickets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../../../electron/common/sqlite';
import { createSandboxClock, startSandbox } from '../../../electron/sandbox';
import type { TicketingOptions } from '../../../electron/sandbox/ticketing';
import type { SandboxClock } from '../../../electron/sandbox/types';

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticketing-'));
  const file = path.join(dir, 'sandbox.sqlite');
  const sandbox = await startSandbox({ dbFile: file, clock: createSandboxClock(START), ticketing: options });
  const db: Db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const { baseUrl, keys, clock } = sandbox;

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
      db.close();
      await sandbox.close();
      fs.rmSync(dir, { recursive: true, force: true });
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
