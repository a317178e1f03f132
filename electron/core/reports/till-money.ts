// The till's rows of a session read as money facts (money/): its orders, its succeeded steps and
// the old purchase screen's rests, each with the cashier who took the money. The rules are the
// money module's and the rows' reading is the store's (domain/step-money.ts): this file only says
// which rows of a session feed them.
import { orderFacts, stepFacts, takenFacts, type MoneyFact } from '../money';
import type { Db } from '../store/database';
import { orderMoneyOf, stepMoneyOf } from '../domain/step-money';
import { sessionOrders, sessionPurchaseRests, sessionSteps } from '../store/till-rows';

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
