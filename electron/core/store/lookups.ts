// Last-known voucher lookups: what the service said about a code and when, for offline answers.
import type { z } from 'zod';
import type { Db } from './database';
import { readStoredJson } from './stored-json';
import { activeScope, type Scope } from './scope';

/** Stores the latest lookup of a code (replacing the previous one). */
export function saveLookup(db: Db, code: string, data: unknown, now: Date): void {
  writeLookup(db, activeScope(db), code, data, now);
}

function writeLookup(db: Db, scope: Scope, code: string, data: unknown, now: Date): void {
  db.prepare(
    `INSERT INTO voucher_lookups (mode, service, code, data, fetched_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(mode, service, code) DO UPDATE SET data = excluded.data, fetched_at = excluded.fetched_at`,
  ).run(scope.mode, scope.service, code, JSON.stringify(data), now.toISOString());
}

// Writes queued by saveLookupSoon, per database, until the next turn of the event loop.
const queued = new WeakMap<Db, (() => void)[]>();

/** Writes the queued lookups of `db` now (a reader calls it first, so it never misses one). */
export function flushLookups(db: Db): void {
  const writes = queued.get(db);
  if (!writes) return;
  queued.delete(db);
  for (const write of writes) write();
}

/**
 * Like saveLookup, but written right after the answer went out (the next turn of the event loop),
 * not on the lookup's own path; getLookup writes what is still queued before it reads. The scope
 * is the one in use now. A write that fails (the database closed meanwhile) is dropped: the cache
 * only helps offline answers.
 */
export function saveLookupSoon(db: Db, code: string, data: unknown, now: Date): void {
  const scope = activeScope(db);
  const write = () => {
    try {
      if (db.open) writeLookup(db, scope, code, data, now);
    } catch {
      /* a cache entry less */
    }
  };
  const writes = queued.get(db);
  if (writes) return void writes.push(write);
  queued.set(db, [write]);
  setImmediate(() => flushLookups(db));
}

/** The cached lookup of a code validated with `schema`, or undefined (absent or unreadable). */
export function getLookup<S extends z.ZodType>(db: Db, code: string, schema: S): { data: z.output<S>; fetchedAt: string } | undefined {
  flushLookups(db);
  const scope = activeScope(db);
  const row = db
    .prepare('SELECT data, fetched_at FROM voucher_lookups WHERE mode = ? AND service = ? AND code = ?')
    .get(scope.mode, scope.service, code) as { data: string; fetched_at: string } | undefined;
  if (!row) return undefined;
  const parsed = readStoredJson(row.data, schema);
  return parsed.success ? { data: parsed.data, fetchedAt: row.fetched_at } : undefined;
}
