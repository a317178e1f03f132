// Money facts: what an order, a step outside an order or an undo did to the money, written once
// (docs/money.md). Pure: no SQL, no I/O. Each fact is one flat row (kind, group, method, count,
// cents) so a report folds them (split.ts) and the store sums them in SQL the same way.
import type { PaymentKind } from '../contract';

/** The kinds of facts. Money moved by a method: tender (taken), change (out of the drawer), refund (given back). */
export const factKinds = [
  'tender',
  'change',
  'refund',
  'sale',
  'cancel',
  'freeCredit',
  'voucher',
  'backOffice',
  'rounding',
  'promo',
  'order',
  'drawer',
] as const;
export type FactKind = (typeof factKinds)[number];

/** What was sold: goods of the register, or a service product (its liability group). */
export const saleGroups = ['goods', 'loads', 'activations', 'codeSales', 'tickets'] as const;
export type SaleGroup = (typeof saleGroups)[number];

export interface MoneyFact {
  kind: FactKind;
  /** sale/cancel/freeCredit: the group (cancel also 'vouchers' and 'promo'); order: 'finished' | 'cancelled'; else null. */
  group: SaleGroup | 'vouchers' | 'promo' | 'finished' | 'cancelled' | null;
  /** tender/change/refund: the payment method (null: not stated) and its kind. */
  method: string | null;
  methodKind: PaymentKind | null;
  count: number;
  cents: number;
}

function fact(kind: FactKind, cents: number, count = 1, rest: Partial<MoneyFact> = {}): MoneyFact {
  return { kind, group: null, method: null, methodKind: null, count, cents, ...rest };
}

/** A payment method as a tender names it. */
export interface Paid {
  method: string | null;
  kind: PaymentKind | null;
}

/** A finished or cancelled order: its merchant tenders (no voucher tender), change, rounding, lines. */
export interface OrderMoney {
  state: 'finished' | 'cancelled';
  /** Cash as given; a negative amount is money given back (a refund). */
  tenders: ReadonlyArray<Paid & { amountCents: number }>;
  changeCents: number;
  roundingCents: number;
  /** The till's cash method, for change when no cash tender names one. */
  cashMethod: string | null;
  lines: ReadonlyArray<{ kind: string; amountCents: number }>;
}

/** The service products an order line sells. */
const lineGroups: Record<string, SaleGroup> = { load: 'loads', stock: 'activations', codes: 'codeSales', tickets: 'tickets' };

/** The money facts of an order (a cancelled one gave its money back by hand: only counted). */
export function orderFacts(o: OrderMoney): MoneyFact[] {
  if (o.state === 'cancelled') return [fact('order', 0, 1, { group: 'cancelled' })];
  const out: MoneyFact[] = [fact('order', 0, 1, { group: 'finished' })];
  let refunds = 0;
  for (const t of o.tenders) {
    const by = { method: t.method, methodKind: t.kind };
    if (t.amountCents >= 0) out.push(fact('tender', t.amountCents, 1, by));
    else out.push(fact('refund', -t.amountCents, refunds++ === 0 ? 1 : 0, by));
  }
  if (o.changeCents !== 0) {
    const method = o.tenders.find((t) => t.kind === 'cash')?.method ?? o.cashMethod;
    out.push(fact('change', o.changeCents, 0, { method, methodKind: 'cash' }));
  }
  if (o.roundingCents !== 0) out.push(fact('rounding', o.roundingCents, 0));
  // What was sold is what the customer was asked on each line (never what a service booked).
  // A refund's lines are the sale's negated: they take the sale back, never count as one more.
  for (const l of o.lines) {
    const group = lineGroups[l.kind];
    if (l.kind === 'goods') out.push(fact('sale', l.amountCents, l.amountCents < 0 ? -1 : 1, { group: 'goods' }));
    else if (l.kind === 'promo') out.push(fact('promo', -l.amountCents, l.amountCents > 0 ? -1 : 1));
    else if (group && l.amountCents >= 0) out.push(fact('sale', l.amountCents, 1, { group }));
    else if (group) out.push(fact('cancel', -l.amountCents, 1, { group }));
  }
  return out;
}

const forward: Record<string, SaleGroup> = { charge: 'loads', activate: 'activations', order: 'codeSales', book: 'tickets' };
const undo: Record<string, SaleGroup> = {
  cancel_charge: 'loads',
  deactivate: 'activations',
  delete_order: 'codeSales',
  cancel_booking: 'tickets',
};

/** Kinds of steps whose money a customer pays by a method, and their undo kinds. */
export const paidStepKinds = Object.keys(forward);
export const undoStepKinds = Object.keys(undo);

/**
 * A succeeded step, its amounts already settled where the service's answer is read
 * (domain/step-money.ts): what the customer paid (never the free credit) and the free credit.
 */
export interface StepMoney {
  kind: string;
  /** The amount the step booked or redeemed (redemptions, promo codes). */
  amountCents: number;
  paidCents: number;
  freeCreditCents: number;
  /** A step of an order is paid by the order's tenders, not by a method of its own. */
  orderStep: boolean;
  /** The method the step was paid by (outside an order); an undo: the method the undone step was paid by. */
  paid: Paid;
  /** A redemption handed to the back office: the part handed (it pays no order). */
  backOfficeCents: number | null;
}

/** The money facts of a succeeded step. An undo carries the undone step's paid amount and free credit. */
export function stepFacts(s: StepMoney): MoneyFact[] {
  const by = { method: s.paid.method, methodKind: s.paid.kind };
  if (s.kind === 'redeem') {
    const handed = Math.min(Math.max(0, s.backOfficeCents ?? 0), s.amountCents);
    const out: MoneyFact[] = [];
    if (handed > 0) out.push(fact('backOffice', handed));
    out.push(fact('voucher', s.amountCents - handed, handed < s.amountCents ? 1 : 0));
    return out;
  }
  if (s.kind === 'cancel_redemption') return [fact('cancel', s.amountCents, 1, { group: 'vouchers' })];
  if (s.kind === 'promo_redeem' || s.kind === 'promo_cancel') {
    // A promo code of an order is told by its line (orderFacts).
    if (s.orderStep) return [];
    return [s.kind === 'promo_redeem' ? fact('promo', s.amountCents) : fact('cancel', s.amountCents, 1, { group: 'promo' })];
  }
  // A step of an order is sold by its line and paid by the order's tenders (orderFacts): it adds
  // only the free credit the service booked on top.
  const fwd = forward[s.kind];
  if (fwd) {
    const out = s.orderStep ? [] : [fact('sale', s.paidCents, 1, { group: fwd }), fact('tender', s.paidCents, 1, by)];
    if (s.freeCreditCents !== 0) out.push(fact('freeCredit', s.freeCreditCents, 0, { group: fwd }));
    return out;
  }
  const back = undo[s.kind];
  if (back) {
    const out = s.orderStep ? [] : [fact('cancel', s.paidCents, 1, { group: back }), fact('refund', s.paidCents, 1, by)];
    if (s.freeCreditCents !== 0) out.push(fact('freeCredit', -s.freeCreditCents, 0, { group: back }));
    return out;
  }
  return [];
}

/** Money taken outside orders and steps (the old purchase screen's rest): a tender by its method. */
export function takenFacts(paid: Paid, cents: number): MoneyFact[] {
  return [fact('tender', cents, 1, { method: paid.method, methodKind: paid.kind })];
}

/** A drawer opened without a sale. */
export function drawerFact(): MoneyFact {
  return fact('drawer', 0);
}
