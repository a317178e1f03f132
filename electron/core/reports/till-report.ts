// The X and Z report of one till session: open items first, the drawer (float + cash − change −
// cash refunds against the count), the money split of the session and of each cashier. Local and
// synchronous (no service call), so the automatic close at a step can take it inside a transaction.
import type { CashierSplit, OpenItem, SessionReport, TillSession } from '../contract';
import type { Db } from '../store/database';
import { readPaymentMethods } from '../payments/methods';
import { shortReference } from '../printing/journal-adapter';
import { merchantCurrency } from '../store/merchant-currency';
import { listOpenOrders } from '../store/orders';
import { orderView } from '../domain/order-view';
import type { Scope } from '../store/scope';
import { sessionOpenSteps, sessionOrders, sessionSteps } from '../store/till-rows';
import { drawerOpeningsOf } from '../store/till-sessions';
import { addSplit, emptySplit, finishSplit, splitOf } from '../money';
import { sessionFacts } from './till-money';

/** Steps and orders still open: a step of the session not settled; an order of the scope not ended. */
export function openItemsOf(db: Db, session: TillSession, scope: Scope): OpenItem[] {
  const steps: OpenItem[] = sessionOpenSteps(db, session.id).map((r) => ({
    type: 'step',
    receipt: shortReference(r.id),
    kind: r.kind,
    state: r.state,
    code: r.code,
    amountCents: r.amountCents,
    cashier: r.cashier,
    createdAt: r.createdAt,
    journalId: r.id,
  }));
  if (session.state !== 'open') return steps;
  const orders: OpenItem[] = [];
  for (const o of listOpenOrders(db, scope)) {
    const v = orderView(db, o.id, 1);
    // An empty basket holds nothing to settle.
    if (v.lines.length === 0 && v.tenders.length === 0) continue;
    orders.push({
      type: 'order',
      receipt: shortReference(o.id),
      state: o.state === 'finishing' ? 'finishing' : 'open',
      totalCents: v.totalCents,
      paidCents: v.paidCents,
      cashier: o.cashier,
      createdAt: o.createdAt,
      orderId: o.id,
    });
  }
  return [...steps, ...orders];
}

/** The report of `session` as it stands (`x`), or as its Z (`z`, for a session being closed or closed). */
export function buildSessionReport(db: Db, session: TillSession, scope: Scope, kind: 'x' | 'z', now: Date): SessionReport {
  const configured = readPaymentMethods(db);
  const cashMethod = configured.find((m) => m.kind === 'cash')?.id ?? null;
  const byCashier = new Map([...sessionFacts(db, session.id, cashMethod)].map(([cashier, facts]) => [cashier, splitOf(facts)]));
  const orders = sessionOrders(db, session.id);
  const cashiers: CashierSplit[] = [...byCashier]
    .sort(([a], [b]) => (a ?? '\uffff').localeCompare(b ?? '\uffff'))
    .map(([cashier, split]) => {
      finishSplit(split, configured);
      return { cashier, expectedCashCents: split.cash.netCents, split };
    });
  const split = finishSplit(emptySplit(), configured);
  for (const c of cashiers) addSplit(split, c.split);
  finishSplit(split, configured);
  const expected = session.floatCents + split.cash.netCents;
  const currency =
    orders.find((o) => o.currency)?.currency ??
    sessionSteps(db, session.id).find((s) => s.row.currency)?.row.currency ??
    merchantCurrency(db, scope) ??
    null;
  return {
    kind,
    session,
    generatedAt: now.toISOString(),
    currency,
    openItems: openItemsOf(db, session, scope),
    drawer: {
      floatCents: session.floatCents,
      expectedCents: expected,
      countedCents: session.countedCents,
      differenceCents: session.countedCents === null ? null : session.countedCents - expected,
    },
    split,
    byCashier: cashiers,
    drawerOpenings: drawerOpeningsOf(db, session.id),
    orders: orders.map((o) => ({
      receipt: shortReference(o.id),
      state: o.state,
      cashier: o.cashier,
      at: o.at,
      totalCents: o.lines.reduce((s, l) => s + l.amountCents, 0),
      refund: o.tenders.some((t) => t.amountCents < 0),
    })),
  };
}
