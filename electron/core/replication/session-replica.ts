// A till session as the store keeps it: the float, the counted cash and the difference, and its Z
// snapshot exactly as the till printed it, except that a voucher code among the open items leaves
// only masked (the store never holds a full code). Expected cash is the Z's (float + cash taken −
// change − cash refunds); null while the session runs (its X changes with every sale).
import { sessionReportSchema } from '../contract';
import type { SessionReplica } from '../../back-office/client/replica';
import type { Db } from '../store/database';
import { terminalDay } from '../store/journal';
import type { SessionChange } from '../store/replication';
import { readStoredJson } from '../store/stored-json';
import { getSession, storedZ } from '../store/till-sessions';
import { scrubText } from './replica-of';

export function sessionReplica(db: Db, change: SessionChange): SessionReplica {
  const s = getSession(db, change.id);
  const stored = storedZ(db, s.id);
  const parsed = stored === null ? null : readStoredJson(stored, sessionReportSchema);
  const z = parsed?.success ? parsed.data : null;
  const snapshot = z
    ? { ...z, openItems: z.openItems.map((i) => (i.type === 'step' && i.code !== null ? { ...i, code: `…${i.code.slice(-4)}` } : i)) }
    : null;
  return {
    local_id: s.id,
    version: change.seq,
    state: s.state,
    cashier: s.openedBy,
    business_day: s.day ?? terminalDay(db, new Date(s.openedAt)),
    opened_at: s.openedAt,
    closed_at: s.closedAt,
    opening_float_cents: s.floatCents,
    expected_cash_cents: z?.drawer.expectedCents ?? null,
    counted_cash_cents: s.countedCents,
    difference_cents: s.differenceCents,
    z_number: s.number,
    z_snapshot: snapshot,
    close_reason: s.closeReason,
    closed_by: s.closedBy === null ? null : scrubText(s.closedBy),
  };
}
