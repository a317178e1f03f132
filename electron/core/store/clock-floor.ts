// The till's time never runs back behind what it has recorded: the latest moment of its journal,
// orders, till sessions (a Z among them) and audit log is the floor. A clock behind it (set back,
// a dead CMOS battery, a wrong time zone) would book today's steps into a day that is closed; the
// steps that move value are refused until the clock is right again or a manager confirms it (the
// confirmation names the floor it accepts: a newer floor asks again).
import { z } from 'zod';
import type { Db } from './database';
import { getSetting, setSetting } from './settings';

/** A clock this much behind the floor is taken as set back (small steps of time sync are not). */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

const confirmedSchema = z.object({ floor: z.string(), at: z.string(), by: z.string().nullable() });

/** The latest moment the till has recorded, or null on a new till (index lookups only). */
export function recordedFloor(db: Db): string | null {
  const r = db
    .prepare(
      `SELECT max(
         coalesce((SELECT max(created_at, updated_at) FROM journal ORDER BY repl_seq DESC LIMIT 1), ''),
         coalesce((SELECT max(created_at, updated_at) FROM orders ORDER BY repl_seq DESC LIMIT 1), ''),
         coalesce((SELECT max(at) FROM audit_log), ''),
         coalesce((SELECT max(opened_at) FROM till_sessions), ''),
         coalesce((SELECT max(closed_at) FROM till_sessions), '')
       ) AS floor`,
    )
    .get() as { floor: string };
  return r.floor === '' ? null : r.floor;
}

export interface ClockBehind {
  now: string;
  floor: string;
}

/** The clock behind the recorded floor (and not confirmed by a manager for this floor), or null. */
export function clockBehind(db: Db, now: Date): ClockBehind | null {
  const floor = recordedFloor(db);
  if (floor === null || now.getTime() >= Date.parse(floor) - CLOCK_TOLERANCE_MS) return null;
  const confirmed = getSetting(db, 'clock.confirmed', confirmedSchema.nullable(), null);
  if (confirmed && confirmed.floor >= floor) return null;
  return { now: now.toISOString(), floor };
}

/** A manager took the clock as right although it is behind `floor`: steps go on until a newer floor. */
export function confirmClock(db: Db, c: { floor: string; now: Date; by: string | null }): void {
  setSetting(db, 'clock.confirmed', { floor: c.floor, at: c.now.toISOString(), by: c.by }, c.now);
}
