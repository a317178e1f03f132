// Cached monthly voucher archives per scope (training, or live with its base URL) and complimentary
// filter. Past months can still change at the service, so rows carry `fetched_at` and are refreshed;
// a refresh that finds another total keeps the one before (`corrected_from_cents`, migration 008).
import type { Db } from './database';
import type { Scope } from './scope';

export interface ArchiveCacheRow {
  month: string;
  complimentary: string;
  total_balance_cents: number;
  fetched_at: string;
  /** The total cached before the service's total changed (null: never corrected). */
  corrected_from_cents: number | null;
  /** When that change was seen. */
  corrected_at: string | null;
}

export function getArchiveRows(db: Db, scope: Scope, complimentary: string, months: readonly string[]): ArchiveCacheRow[] {
  if (months.length === 0) return [];
  const marks = months.map(() => '?').join(',');
  return db
    .prepare(
      `SELECT month, complimentary, total_balance_cents, fetched_at, corrected_from_cents, corrected_at FROM archive_cache
       WHERE mode = ? AND service = ? AND complimentary = ? AND month IN (${marks}) ORDER BY month`,
    )
    .all(scope.mode, scope.service, complimentary, ...months) as ArchiveCacheRow[];
}

/** Stores a fetched month; its correction is replaced only when the row names a new one. */
export function putArchiveRow(db: Db, scope: Scope, row: ArchiveCacheRow): void {
  db.prepare(
    `INSERT INTO archive_cache (mode, service, month, complimentary, total_balance_cents, fetched_at, corrected_from_cents, corrected_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(mode, service, month, complimentary) DO UPDATE SET total_balance_cents = excluded.total_balance_cents,
       fetched_at = excluded.fetched_at,
       corrected_from_cents = COALESCE(excluded.corrected_from_cents, archive_cache.corrected_from_cents),
       corrected_at = COALESCE(excluded.corrected_at, archive_cache.corrected_at)`,
  ).run(
    scope.mode,
    scope.service,
    row.month,
    row.complimentary,
    row.total_balance_cents,
    row.fetched_at,
    row.corrected_from_cents,
    row.corrected_at,
  );
}
