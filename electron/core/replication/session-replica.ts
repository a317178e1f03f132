// A till session as the store keeps it: the float, the counted cash and the difference, and its Z
// snapshot exactly as the till printed it, except that a voucher code among the open items leaves
// only masked (the store never holds a full code). Expected cash is the Z's (float + cash taken −
// change − cash refunds); while the session runs, its X's so far (the figure the till's X shows,
// given by `runningCash`). Its drawer openings leave with it, at its version.
import { sessionReportSchema } from '../contract';
import type { DrawerOpeningReplica, SessionReplica } from '../../back-office/client/replica';
import type { Db } from '../store/database';
import { terminalDay } from '../store/journal';
import { openingsOfSession, type SessionChange } from '../store/replication';
import { readStoredJson } from '../store/stored-json';
import { getSession, storedZ } from '../store/till-sessions';
import { maskCodesDeep, maskCodesIn } from './code-mask';

export interface SessionReplicaSet {
  session: SessionReplica;
  openings: DrawerOpeningReplica[];
}

export function sessionReplica(db: Db, change: SessionChange, runningCash?: (sessionId: string) => number | null): SessionReplicaSet {
  const s = getSession(db, change.id);
  const stored = storedZ(db, s.id);
  const parsed = stored === null ? null : readStoredJson(stored, sessionReportSchema);
  const z = parsed?.success ? parsed.data : null;
  // Codes under a code key masked whole, every other text searched for one.
  const snapshot = z ? (maskCodesDeep(z) as Record<string, unknown>) : null;
  const expected = z ? z.drawer.expectedCents : s.state === 'open' ? (runningCash?.(s.id) ?? null) : null;
  const session: SessionReplica = {
    local_id: s.id,
    version: change.seq,
    state: s.state,
    cashier: s.openedBy,
    business_day: s.day ?? terminalDay(db, new Date(s.openedAt)),
    opened_at: s.openedAt,
    closed_at: s.closedAt,
    opening_float_cents: s.floatCents,
    expected_cash_cents: expected,
    counted_cash_cents: s.countedCents,
    difference_cents: s.differenceCents,
    z_number: s.number,
    z_snapshot: snapshot,
    close_reason: s.closeReason === null ? null : maskCodesIn(s.closeReason),
    closed_by: s.closedBy === null ? null : maskCodesIn(s.closedBy),
  };
  // The till's integer id starts again in a till restored from an older backup: with its time it
  // never names another opening the store already holds.
  const openings = openingsOfSession(db, s.id).map(
    (o): DrawerOpeningReplica => ({
      local_id: `${s.id}:${o.id}:${o.at}`,
      version: change.seq,
      session_local_id: s.id,
      at: o.at,
      actor: o.actor,
      reason: maskCodesIn(o.reason),
      business_day: terminalDay(db, new Date(o.at)),
    }),
  );
  return { session, openings };
}
