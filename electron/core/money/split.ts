// Money facts folded into the money split of a session, a cashier, a day or a month (the one shape
// of the X, the Z and the period reports). Pure.
import type { LiabilityGroup, MethodTotal, MoneySplit, PaymentKind, PaymentMethod } from '../contract';
import type { MoneyFact } from './facts';

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

function liability(s: MoneySplit, group: string | null) {
  return s.liabilities.find((x) => x.group === (group as LiabilityGroup));
}

/** Adds one fact to a split (the nets are filled by finishSplit). */
export function addFact(s: MoneySplit, f: MoneyFact): void {
  switch (f.kind) {
    case 'tender': {
      const m = methodOf(s, f.method, f.methodKind);
      m.count += f.count;
      m.takenCents += f.cents;
      if (f.methodKind === 'cash') s.cash.takenCents += f.cents;
      return;
    }
    case 'change':
      // The change leaves the drawer: it lowers what the cash method took.
      methodOf(s, f.method, 'cash').takenCents -= f.cents;
      s.cash.changeCents += f.cents;
      return;
    case 'refund': {
      methodOf(s, f.method, f.methodKind).refundsCents += f.cents;
      s.refunds.count += f.count;
      if (f.methodKind === 'cash') {
        s.cash.refundsCents += f.cents;
        s.refunds.cashCents += f.cents;
      } else if (f.methodKind === 'card') s.refunds.cardCents += f.cents;
      else s.refunds.otherCents += f.cents;
      return;
    }
    case 'sale': {
      if (f.group === 'goods') {
        s.goods.count += f.count;
        s.goods.amountCents += f.cents;
        return;
      }
      const l = liability(s, f.group);
      if (l) {
        l.count += f.count;
        l.grossCents += f.cents;
      }
      return;
    }
    case 'cancel': {
      if (f.group === 'vouchers' || f.group === 'promo') {
        // Netted where it was counted, and kept apart for the operations of the day.
        const into = f.group === 'vouchers' ? s.vouchersAccepted : s.promo;
        if (f.group === 'vouchers') s.vouchersAccepted.amountCents -= f.cents;
        else {
          s.promo.count -= f.count;
          s.promo.discountCents -= f.cents;
        }
        into.cancelledCount = (into.cancelledCount ?? 0) + f.count;
        into.cancelledCents = (into.cancelledCents ?? 0) + f.cents;
        return;
      }
      const l = liability(s, f.group);
      if (l) {
        l.cancelledCount += f.count;
        l.cancelledCents += f.cents;
      }
      return;
    }
    case 'freeCredit': {
      const l = liability(s, f.group);
      if (l) l.freeCreditCents += f.cents;
      return;
    }
    case 'voucher':
      s.vouchersAccepted.count += f.count;
      s.vouchersAccepted.amountCents += f.cents;
      return;
    case 'backOffice':
      s.backOffice.count += f.count;
      s.backOffice.amountCents += f.cents;
      return;
    case 'rounding':
      s.roundingCents += f.cents;
      return;
    case 'promo':
      s.promo.count += f.count;
      s.promo.discountCents += f.cents;
      return;
    case 'order':
      if (f.group === 'cancelled') s.orders.cancelled += f.count;
      else s.orders.finished += f.count;
      return;
    case 'drawer':
      return;
  }
}

/** Folds facts into a split (a new one unless given). */
export function splitOf(facts: Iterable<MoneyFact>, into: MoneySplit = emptySplit()): MoneySplit {
  for (const f of facts) addFact(into, f);
  return into;
}

type Cancellable = { cancelledCount?: number | undefined; cancelledCents?: number | undefined };
function addCancelled(a: Cancellable, b: Cancellable): void {
  if (b.cancelledCount === undefined && b.cancelledCents === undefined) return;
  a.cancelledCount = (a.cancelledCount ?? 0) + (b.cancelledCount ?? 0);
  a.cancelledCents = (a.cancelledCents ?? 0) + (b.cancelledCents ?? 0);
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
  addCancelled(v, b.vouchersAccepted);
  addCancelled(a.promo, b.promo);
  a.backOffice.count += b.backOffice.count;
  a.backOffice.amountCents += b.backOffice.amountCents;
  for (const l of b.liabilities) {
    const t = liability(a, l.group);
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
