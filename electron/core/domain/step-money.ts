// What a step's answer means in money, settled where the answer is read, for both service
// flavours: the amount the customer paid (what the terminal asked, never the free credit) and the
// free credit booked on top. Reports, receipts and the money module read these, never the raw amount;
// and the till's rows as the money module's inputs, for the reports and for the store's replicas.
import type { PaymentKind } from '../contract';
import { orderFacts, stepFacts, takenFacts, undoStepKinds, type MoneyFact, type OrderMoney, type StepMoney } from '../money';
import type { Db } from '../store/database';
import type { JournalRow } from '../store/journal';
import { requestedCents } from '../store/journal-view';
import { endedOrder, purchaseRestEndingAt, succeededStep, type SessionOrder, type SessionStep } from '../store/till-rows';

/** What the customer paid for a step: what was asked, never the service's booked amount with free credit. */
export function paidOf(row: JournalRow): number {
  const amount = row.amountCents ?? 0;
  // The amount asked, also where the service booked the same (the interface names the free credit apart).
  if (row.kind === 'activate') return requestedCents(row) ?? amount - (row.freeCreditCents ?? 0);
  if (row.kind === 'order') return requestedCents(row) ?? amount;
  return amount;
}

/** Free credit booked on top of what was paid (loads, activations). */
export function freeCreditOf(row: JournalRow): number {
  if (row.kind === 'charge') return row.freeCreditCents ?? 0;
  // Production's activation answer carries the balance with the free credit and may name none:
  // what was booked above what was asked is free credit too.
  if (row.kind === 'activate') return Math.max(row.freeCreditCents ?? 0, (row.amountCents ?? 0) - paidOf(row));
  return 0;
}

/** An ended order as the money module reads it. */
export function orderMoneyOf(o: SessionOrder, cashMethod: string | null): OrderMoney {
  return { state: o.state, tenders: o.tenders, changeCents: o.changeCents, roundingCents: o.roundingCents, cashMethod, lines: o.lines };
}

/** How an undone step had been paid: its own method, else its order's only merchant method. */
function paidBy(step: SessionStep): { method: string | null; kind: PaymentKind | null } {
  if (step.undonePayment.kind) return step.undonePayment;
  const only = step.undoneOrderMethods.length === 1 ? step.undoneOrderMethods[0] : undefined;
  return only ? { method: only.method, kind: only.kind } : { method: null, kind: null };
}

/** A succeeded step as the money module reads it: an undo carries what the undone step was paid. */
export function stepMoneyOf(step: SessionStep): StepMoney {
  const row = step.row;
  const amount = row.amountCents ?? 0;
  const isUndo = undoStepKinds.includes(row.kind);
  const undone = isUndo ? step.undone : null;
  return {
    kind: row.kind,
    amountCents: amount,
    paidCents: isUndo && !undone ? amount : paidOf(undone ?? row),
    freeCreditCents: isUndo && !undone ? 0 : freeCreditOf(undone ?? row),
    orderStep: step.orderStep,
    paid: isUndo ? paidBy(step) : step.payment,
    backOfficeCents: step.backOfficeCents,
  };
}

/** The money facts of an ended order (none while it is open). */
export function orderFactsOf(db: Db, orderId: string, cashMethod: string | null): MoneyFact[] {
  const o = endedOrder(db, orderId);
  return o ? orderFacts(orderMoneyOf(o, cashMethod)) : [];
}

/** The money facts of a succeeded step (none in any other state), with the rest of the old purchase it ends, and its session. */
export function stepFactsOf(db: Db, journalId: string): { sessionId: string | null; facts: MoneyFact[] } {
  const st = succeededStep(db, journalId);
  const own = st ? { sessionId: st.sessionId, facts: stepFacts(stepMoneyOf(st)) } : { sessionId: null, facts: [] };
  // The last step of a finished old purchase carries the purchase's rest, as the X and Z count it.
  const rest = purchaseRestEndingAt(db, journalId);
  return rest ? { sessionId: own.sessionId ?? rest.sessionId, facts: [...own.facts, ...takenFacts(rest, rest.restCents)] } : own;
}
