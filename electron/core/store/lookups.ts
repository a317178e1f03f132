// Last-known voucher lookups: what the service said about a code and when, for offline answers.
import type { z } from 'zod';
import type { Db } from './database';
import { readStoredJson } from './stored-json';
import { activeScope } from './scope';

/** Stores the latest lookup of a code (replacing the previous one). */
export function saveLookup(db: Db, code: string, data: unknown, now: Date): void {
  const scope = activeScope(db);
  db.prepare(
    `INSERT INTO voucher_lookups (mode, service, code, data, fetched_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(mode, service, code) DO UPDATE SET data = excluded.data, fetched_at = excluded.fetched_at`,
  ).run(scope.mode, scope.service, code, JSON.stringify(data), now.toISOString());
}

/** The cached lookup of a code validated with `schema`, or undefined (absent or unreadable). */
export function getLookup<S extends z.ZodType>(db: Db, code: string, schema: S): { data: z.output<S>; fetchedAt: string } | undefined {
  const scope = activeScope(db);
  const row = db
    .prepare('SELECT data, fetched_at FROM voucher_lookups WHERE mode = ? AND service = ? AND code = ?')
    .get(scope.mode, scope.service, code) as { data: string; fetched_at: string } | undefined;
  if (!row) return undefined;
  const parsed = readStoredJson(row.data, schema);
  return parsed.success ? { data: parsed.data, fetchedAt: row.fetched_at } : undefined;
}
