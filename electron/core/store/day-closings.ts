// Days closed by the old "close day" (migration 010): the closing as it was then (the report and the
// receipt input), kept per mode/service and day and read back so it reprints identically.
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
