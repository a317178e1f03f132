// Cached monthly voucher archives per service (training or a live base URL) and complimentary filter.
// Past months can still change at the service, so rows carry `fetched_at` and are refreshed.
import type { Db } from './database';

export interface ArchiveCacheRow {
  month: string;
  complimentary: string;
  total_balance_cents: number;
  fetched_at: string;
}

export function getArchiveRows(db: Db, source: string, complimentary: string, months: readonly string[]): ArchiveCacheRow[] {
  if (months.length === 0) return [];
  const marks = months.map(() => '?').join(',');
  return db
    .prepare(
      `SELECT month, complimentary, total_balance_cents, fetched_at FROM archive_cache
       WHERE source = ? AND complimentary = ? AND month IN (${marks}) ORDER BY month`,
    )
    .all(source, complimentary, ...months) as ArchiveCacheRow[];
}

export function putArchiveRow(db: Db, source: string, row: ArchiveCacheRow): void {
  db.prepare(
    `INSERT INTO archive_cache (source, month, complimentary, total_balance_cents, fetched_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(source, month, complimentary) DO UPDATE SET total_balance_cents = excluded.total_balance_cents,
       fetched_at = excluded.fetched_at`,
  ).run(source, row.month, row.complimentary, row.total_balance_cents, row.fetched_at);
}
