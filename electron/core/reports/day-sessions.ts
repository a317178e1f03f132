// The sessions of a terminal day as the day's money reads them: the Zs of the sessions that ended
// that day (as stored, so the day always tells what its Zs told) and, on the current day, the X of
// the session still open, named apart.
import type { PaymentMethod, PeriodTotals, SessionReport, TillSession } from '../contract';
import { sessionReportSchema } from '../contract';
import type { Db } from '../store/database';
import { terminalDay } from '../store/journal';
import type { Scope } from '../store/scope';
import { readStoredJson } from '../store/stored-json';
import { findOpenSession, sessionsEnded, storedZ } from '../store/till-sessions';
import { buildSessionReport } from './till-report';
import { periodTotals } from './till-period';

/** A closed session's Z: as stored, else as its rows tell it (a migrated session not read yet). */
export function zOfSession(db: Db, session: TillSession, scope: Scope, now: Date): SessionReport | null {
  const stored = storedZ(db, session.id);
  if (stored === null) return buildSessionReport(db, session, scope, 'z', now);
  const parsed = readStoredJson(stored, sessionReportSchema);
  return parsed.success ? parsed.data : null;
}

export interface DaySessions {
  zs: SessionReport[];
  /** The X of the session still open on `day` (the current day only), else null. */
  open: SessionReport | null;
  totals: PeriodTotals;
}

/** The day as its sessions tell it: the sum of its Zs and of the X of the session still open. */
export function daySessions(db: Db, scope: Scope, day: string, now: Date, configured: readonly PaymentMethod[]): DaySessions {
  const zs = sessionsEnded(db, scope, { day }).flatMap((s) => zOfSession(db, s, scope, now) ?? []);
  const running = terminalDay(db, now) === day ? findOpenSession(db, scope) : null;
  const open = running ? buildSessionReport(db, running, scope, 'x', now) : null;
  return { zs, open, totals: periodTotals(open ? [...zs, open] : zs, configured) };
}
