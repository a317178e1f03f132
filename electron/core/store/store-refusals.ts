// Rows the store refused at a push, kept at the till (migration 018) to show the manager.
import type { Db } from './database';

export interface StoreRefusalRow {
  table: string;
  localId: string;
  version: number;
  state: string | null;
  storedVersion: number | null;
  storedState: string | null;
  reason: string;
  at: string;
}

/** Keeps refused rows (the same row and version refused again is kept once). */
export function keepStoreRefusals(db: Db, rows: readonly Omit<StoreRefusalRow, 'at'>[], at: Date): void {
  const put = db.prepare(
    `INSERT INTO store_refusals (table_name, local_id, version, state, stored_version, stored_state, reason, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (table_name, local_id, version) DO UPDATE SET reason = excluded.reason`,
  );
  db.transaction(() => {
    for (const r of rows) put.run(r.table, r.localId, r.version, r.state, r.storedVersion, r.storedState, r.reason, at.toISOString());
  })();
}

/** Every refused row, newest first (at most `limit`), and how many there are. */
export function storeRefusals(db: Db, limit = 20): { count: number; rows: StoreRefusalRow[] } {
  const count = (db.prepare('SELECT count(*) AS n FROM store_refusals').get() as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT table_name AS "table", local_id AS localId, version, state, stored_version AS storedVersion,
         stored_state AS storedState, reason, at FROM store_refusals ORDER BY at DESC, version DESC LIMIT ?`,
    )
    .all(limit) as StoreRefusalRow[];
  return { count, rows };
}
