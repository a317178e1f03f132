// Closed days (migration 008): the closing as it was when the day was closed (the report and the
// receipt input), kept per mode/service and day, so it reprints identically whatever comes later.
import type { Db } from './database';
import type { Scope } from './scope';

/** A closed day as stored: the JSON snapshot is validated by the reports side. */
export interface ClosedDayRow {
  day: string;
  closedAt: string;
  closedBy: string | null;
  snapshot: string;
}

/** The closed day, or null while the day is open. */
export function findClosedDay(db: Db, scope: Scope, day: string): ClosedDayRow | null {
  const r = db
    .prepare('SELECT day, closed_at, closed_by, snapshot FROM day_closings WHERE mode = ? AND service = ? AND day = ?')
    .get(scope.mode, scope.service, day) as { day: string; closed_at: string; closed_by: string | null; snapshot: string } | undefined;
  return r ? { day: r.day, closedAt: r.closed_at, closedBy: r.closed_by, snapshot: r.snapshot } : null;
}

/** Stores a closed day once (a second close keeps the first snapshot). */
export function insertClosedDay(db: Db, scope: Scope, row: ClosedDayRow): void {
  db.prepare(
    `INSERT INTO day_closings (mode, service, day, closed_at, closed_by, snapshot) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (mode, service, day) DO NOTHING`,
  ).run(scope.mode, scope.service, row.day, row.closedAt, row.closedBy, row.snapshot);
}
