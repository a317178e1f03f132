// The till's rows read as money facts (money/): a session's orders, its succeeded steps and the old
// purchase screen's rests, each with the cashier who took the money. The rules are the money module's;
// this file only says which rows feed them.
import type { PaymentKind } from '../contract';
import { orderFacts, stepFacts, takenFacts, undoStepKinds, type MoneyFact, type OrderMoney, type StepMoney } from '../money';
import type { Db } from '../store/database';
import { freeCreditOf, paidOf } from '../store/step-money';
import { sessionOrders, sessionPurchaseRests, sessionSteps, type SessionOrder, type SessionStep } from '../store/till-rows';

/** An order of the session as the money module reads it. */
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

/** The money facts of a session, by the cashier who took the money. */
export function sessionFacts(db: Db, sessionId: string, cashMethod: string | null): Map<string | null, MoneyFact[]> {
  const by = new Map<string | null, MoneyFact[]>();
  const add = (cashier: string | null, facts: MoneyFact[]) => {
    const list = by.get(cashier) ?? [];
    list.push(...facts);
    by.set(cashier, list);
  };
  for (const o of sessionOrders(db, sessionId)) add(o.cashier, orderFacts(orderMoneyOf(o, cashMethod)));
  for (const st of sessionSteps(db, sessionId)) add(st.row.cashier, stepFacts(stepMoneyOf(st)));
  // The old purchase screen's rests: read here only, until purchases are orders.
  for (const p of sessionPurchaseRests(db, sessionId)) add(p.cashier, takenFacts(p, p.restCents));
  return by;
}
