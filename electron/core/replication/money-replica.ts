// The money facts that leave with an ended order or a succeeded step (the money module's facts of
// the till's own rows, domain/step-money.ts), at their source's version and business day. A source
// that is not final yet has none: its facts leave once it is, and never change after.
import type { MoneyFactReplica, OrderReplica } from '../../back-office/client/replica';
import type { MoneyFact } from '../money';
import { readPaymentMethods } from '../payments/methods';
import type { Db } from '../store/database';
import type { JournalChange } from '../store/replication';
import { orderFactsOf, stepFactsOf } from '../domain/step-money';

/** The replicas of one source's facts, one per fact, at the source's version. */
export function factReplicas(
  facts: readonly MoneyFact[],
  src: { id: string; version: number; session: string | null; cashier: string | null; day: string },
): MoneyFactReplica[] {
  return facts.map((f, i) => ({
    local_id: `${src.id}:${i}`,
    version: src.version,
    source_local_id: src.id,
    session_local_id: src.session,
    cashier: src.cashier,
    business_day: src.day,
    kind: f.kind,
    grp: f.group,
    method: f.method,
    method_kind: f.methodKind,
    count: f.count,
    cents: f.cents,
  }));
}

/** The facts of the orders and journal rows of one batch. */
export function moneyFactReplicas(db: Db, orders: readonly OrderReplica[], journal: readonly JournalChange[]): MoneyFactReplica[] {
  const cashMethod = readPaymentMethods(db).find((m) => m.kind === 'cash')?.id ?? null;
  const out: MoneyFactReplica[] = [];
  for (const o of orders) {
    if (o.state !== 'finished' && o.state !== 'cancelled') continue;
    const src = { id: o.local_id, version: o.version, session: o.session_local_id, cashier: o.cashier, day: o.business_day };
    out.push(...factReplicas(orderFactsOf(db, o.local_id, cashMethod), src));
  }
  for (const j of journal) {
    const { sessionId, facts } = stepFactsOf(db, j.id);
    if (!facts.length) continue;
    out.push(...factReplicas(facts, { id: j.id, version: j.seq, session: sessionId, cashier: j.cashier, day: j.day }));
  }
  return out;
}
