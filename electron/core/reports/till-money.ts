// The money split of a till session (docs/money.md), one cashier at a time:
// cash only from what was paid by a payment method (order tenders, the method of a stand-alone
// step, a purchase's rest), never from what the service booked, so free credit never counts as
// cash. Order tenders below zero are refunds (money given back); the change comes out of the drawer.
import type { LiabilityGroup, MethodTotal, MoneySplit, PaymentKind, PaymentMethod } from '../contract';
import type { JournalRow } from '../store/journal';
import { askedCents } from '../store/journal-view';
import type { SessionOrder, SessionStep } from '../store/till-rows';

export function emptySplit(): MoneySplit {
  return {
    cash: { takenCents: 0, changeCents: 0, refundsCents: 0, netCents: 0 },
    methods: [],
    vouchersAccepted: { count: 0, amountCents: 0, complimentaryCents: null, derecognizedCents: null },
    backOffice: { count: 0, amountCents: 0 },
    liabilities: (['loads', 'activations', 'codeSales', 'tickets'] as const).map((group) => ({
      group,
      count: 0,
      grossCents: 0,
      cancelledCount: 0,
      cancelledCents: 0,
      netCents: 0,
      freeCreditCents: 0,
    })),
    refunds: { count: 0, cashCents: 0, cardCents: 0, otherCents: 0 },
    goods: { count: 0, amountCents: 0 },
    roundingCents: 0,
    promo: { count: 0, discountCents: 0 },
    orders: { finished: 0, cancelled: 0 },
  };
}

function methodOf(s: MoneySplit, method: string | null, kind: PaymentKind | null): MethodTotal {
  let m = s.methods.find((x) => x.method === method);
  if (!m) {
    m = { method, kind, names: null, count: 0, takenCents: 0, refundsCents: 0, netCents: 0 };
    s.methods.push(m);
  }
  if (m.kind === null) m.kind = kind;
  return m;
}

/** Money taken by a method (cash: what stays in the drawer is added by the caller's change). */
function take(s: MoneySplit, method: string | null, kind: PaymentKind | null, cents: number, count = 1): void {
  const m = methodOf(s, method, kind);
  m.count += count;
  m.takenCents += cents;
  if (kind === 'cash') s.cash.takenCents += cents;
}

/** Money given back by a method (a refund, an undo paid out). */
function giveBack(s: MoneySplit, method: string | null, kind: PaymentKind | null, cents: number): void {
  methodOf(s, method, kind).refundsCents += cents;
  if (kind === 'cash') {
    s.cash.refundsCents += cents;
    s.refunds.cashCents += cents;
  } else if (kind === 'card') s.refunds.cardCents += cents;
  else s.refunds.otherCents += cents;
}

/** Adds a finished or cancelled order (a cancelled one gave its money back by hand: only counted). */
export function addOrder(s: MoneySplit, o: SessionOrder, cashMethod: string | null): void {
  if (o.state === 'cancelled') {
    s.orders.cancelled += 1;
    return;
  }
  s.orders.finished += 1;
  let refund = false;
  for (const t of o.tenders) {
    if (t.amountCents >= 0) take(s, t.method, t.kind, t.amountCents);
    else {
      refund = true;
      giveBack(s, t.method, t.kind, -t.amountCents);
    }
  }
  if (refund) s.refunds.count += 1;
  if (o.changeCents !== 0) {
    // The change leaves the drawer: it lowers what the cash method took.
    const method = o.tenders.find((t) => t.kind === 'cash')?.method ?? cashMethod;
    methodOf(s, method, 'cash').takenCents -= o.changeCents;
    s.cash.changeCents += o.changeCents;
  }
  s.roundingCents += o.roundingCents;
  for (const l of o.lines) {
    if (l.kind === 'goods') {
      s.goods.count += 1;
      s.goods.amountCents += l.amountCents;
    } else if (l.kind === 'promo') {
      s.promo.count += 1;
      s.promo.discountCents -= l.amountCents;
    }
  }
}

const forward: Record<string, LiabilityGroup> = { charge: 'loads', activate: 'activations', order: 'codeSales', book: 'tickets' };
const undo: Record<string, LiabilityGroup> = {
  cancel_charge: 'loads',
  deactivate: 'activations',
  delete_order: 'codeSales',
  cancel_booking: 'tickets',
};

/** What the customer paid for a step: what was asked, never the service's booked amount with free credit. */
export function paidOf(row: JournalRow): number {
  const amount = row.amountCents ?? 0;
  if (row.kind === 'activate') return askedCents(row) ?? amount - (row.freeCreditCents ?? 0);
  if (row.kind === 'order') return askedCents(row) ?? amount;
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

/** How an undone step had been paid: its own method, else its order's only merchant method. */
function paidBy(step: SessionStep): { method: string | null; kind: PaymentKind | null } {
  if (step.undonePayment.kind) return step.undonePayment;
  const only = step.undoneOrderMethods.length === 1 ? step.undoneOrderMethods[0] : undefined;
  return only ? { method: only.method, kind: only.kind } : { method: null, kind: null };
}

/** Adds a succeeded journal row. Steps of an order are paid by its tenders (addOrder), not here. */
export function addStep(s: MoneySplit, step: SessionStep): void {
  const row = step.row;
  const amount = row.amountCents ?? 0;
  if (row.kind === 'redeem') {
    // A tender handed to the back office pays no order: its part is apart (what its order gave back
    // before the hand-over stays netted in the vouchers accepted by its cancellation row).
    const handed = Math.min(Math.max(0, step.backOfficeCents ?? 0), amount);
    if (handed > 0) {
      s.backOffice.count += 1;
      s.backOffice.amountCents += handed;
    }
    if (handed < amount) s.vouchersAccepted.count += 1;
    s.vouchersAccepted.amountCents += amount - handed;
    return;
  }
  if (row.kind === 'cancel_redemption') {
    s.vouchersAccepted.amountCents -= amount;
    return;
  }
  if (!step.orderStep && (row.kind === 'promo_redeem' || row.kind === 'promo_cancel')) {
    s.promo.count += row.kind === 'promo_redeem' ? 1 : -1;
    s.promo.discountCents += row.kind === 'promo_redeem' ? amount : -amount;
    return;
  }
  const fwd = forward[row.kind];
  if (fwd) {
    const l = s.liabilities.find((x) => x.group === fwd);
    const paid = paidOf(row);
    if (l) {
      l.count += 1;
      l.grossCents += paid;
      l.freeCreditCents += freeCreditOf(row);
    }
    if (!step.orderStep) take(s, step.payment.method, step.payment.kind, paid);
    return;
  }
  const back = undo[row.kind];
  if (back) {
    const l = s.liabilities.find((x) => x.group === back);
    const cents = step.undone ? paidOf(step.undone) : amount;
    if (l) {
      l.cancelledCount += 1;
      l.cancelledCents += cents;
      l.freeCreditCents -= step.undone ? freeCreditOf(step.undone) : 0;
    }
    if (!step.orderStep) {
      const by = paidBy(step);
      s.refunds.count += 1;
      giveBack(s, by.method, by.kind, cents);
    }
  }
}

/** A finished purchase's rest paid by its method (old purchase screen). */
export function addPurchaseRest(s: MoneySplit, p: { method: string | null; kind: PaymentKind | null; restCents: number }): void {
  take(s, p.method, p.kind, p.restCents);
}

/** Sums `b` into `a` (a day, a month, a session from its cashiers). */
export function addSplit(a: MoneySplit, b: MoneySplit): void {
  a.cash.takenCents += b.cash.takenCents;
  a.cash.changeCents += b.cash.changeCents;
  a.cash.refundsCents += b.cash.refundsCents;
  for (const m of b.methods) {
    const t = methodOf(a, m.method, m.kind);
    t.names ??= m.names;
    t.count += m.count;
    t.takenCents += m.takenCents;
    t.refundsCents += m.refundsCents;
  }
  const v = a.vouchersAccepted;
  v.count += b.vouchersAccepted.count;
  v.amountCents += b.vouchersAccepted.amountCents;
  const sumKnown = (x: number | null, y: number | null) => (x === null && y === null ? null : (x ?? 0) + (y ?? 0));
  v.complimentaryCents = sumKnown(v.complimentaryCents, b.vouchersAccepted.complimentaryCents);
  v.derecognizedCents = sumKnown(v.derecognizedCents, b.vouchersAccepted.derecognizedCents);
  a.backOffice.count += b.backOffice.count;
  a.backOffice.amountCents += b.backOffice.amountCents;
  for (const l of b.liabilities) {
    const t = a.liabilities.find((x) => x.group === l.group);
    if (!t) continue;
    t.count += l.count;
    t.grossCents += l.grossCents;
    t.cancelledCount += l.cancelledCount;
    t.cancelledCents += l.cancelledCents;
    t.freeCreditCents += l.freeCreditCents;
  }
  for (const k of ['count', 'cashCents', 'cardCents', 'otherCents'] as const) a.refunds[k] += b.refunds[k];
  a.goods.count += b.goods.count;
  a.goods.amountCents += b.goods.amountCents;
  a.roundingCents += b.roundingCents;
  a.promo.count += b.promo.count;
  a.promo.discountCents += b.promo.discountCents;
  a.orders.finished += b.orders.finished;
  a.orders.cancelled += b.orders.cancelled;
  finishSplit(a);
}

/** Fills the nets, names the configured methods (all listed, also at zero) and puts them first. */
export function finishSplit(s: MoneySplit, configured: readonly PaymentMethod[] = []): MoneySplit {
  for (const c of configured) {
    const m = methodOf(s, c.id, c.kind);
    m.names ??= { ...c.names };
  }
  s.cash.netCents = s.cash.takenCents - s.cash.changeCents - s.cash.refundsCents;
  for (const m of s.methods) m.netCents = m.takenCents - m.refundsCents;
  for (const l of s.liabilities) l.netCents = l.grossCents - l.cancelledCents;
  const rank = (m: MethodTotal): number => {
    const i = configured.findIndex((c) => c.id === m.method);
    return i >= 0 ? i : m.method === null ? 1000 : 500;
  };
  s.methods.sort((x, y) => rank(x) - rank(y) || (x.method ?? '').localeCompare(y.method ?? ''));
  return s;
}
