// An order as the store keeps it: the header, every line and every tender (removed ones too, as
// removed), all with the order's change number as their version. States, amounts and free credit
// are the order view's (the same figures the basket, the receipt and the closing show); voucher
// and promo codes leave only masked with the store-keyed hash. The business day is the till's day
// of the finish (of the start while the order is open): the day whose money it is.
import type { OrderLineReplica, OrderReplica, TenderReplica } from '../../back-office/client/replica';
import type { Db } from '../store/database';
import { terminalDay } from '../store/journal';
import { getOrder } from '../store/orders';
import { orderView } from '../domain/order-view';
import { removedOfOrder, type OrderChange } from '../store/replication';
import { maskCodesIn } from './code-mask';
import type { ProtectCode } from './replica-of';

export interface OrderReplicaSet {
  order: OrderReplica;
  lines: OrderLineReplica[];
  tenders: TenderReplica[];
}

/** A free text (a goods line's reference) with anything code-like masked. */
function maskCodesInOrNull(s: string | null | undefined): string | null {
  return s === null || s === undefined ? null : maskCodesIn(s);
}

export function orderReplica(db: Db, change: OrderChange, protect: ProtectCode): OrderReplicaSet {
  const row = getOrder(db, change.id);
  const o = orderView(db, change.id, row.final?.step ?? 1);
  const day = terminalDay(db, new Date(o.finishedAt ?? o.createdAt));
  const session = change.sessionId;
  const version = change.seq;
  const order: OrderReplica = {
    local_id: o.id,
    version,
    session_local_id: session,
    state: o.state,
    total_cents: o.totalCents,
    currency: o.currency,
    cashier: o.cashier,
    business_day: day,
    created_at: o.createdAt,
    updated_at: row.updatedAt,
    change_cents: o.changeCents,
    rounding_cents: o.roundingCents,
    finished_at: o.finishedAt,
  };
  const removed = removedOfOrder(db, o.id);
  const lines: OrderLineReplica[] = [
    ...o.lines.map((l): OrderLineReplica => {
      const code = protect(l.code);
      return {
        local_id: l.id,
        version,
        order_local_id: o.id,
        state: l.state,
        line_kind: l.kind,
        description: maskCodesInOrNull(l.kind === 'goods' ? l.reference : l.productId),
        quantity: l.quantity,
        unit_price_cents: l.unitPriceCents ?? l.amountCents,
        amount_cents: l.amountCents,
        free_credit_cents: l.freeCreditCents,
        code_masked: code.masked,
        code_hash: code.hash,
        journal_local_id: l.entries[0]?.id ?? null,
        business_day: day,
      };
    }),
    ...removed.lines.map(
      (l): OrderLineReplica => ({
        local_id: l.id,
        version,
        order_local_id: o.id,
        state: 'removed',
        line_kind: l.kind,
        description: null,
        quantity: 1,
        unit_price_cents: l.amountCents,
        amount_cents: l.amountCents,
        free_credit_cents: null,
        code_masked: null,
        code_hash: null,
        journal_local_id: null,
        business_day: day,
      }),
    ),
  ];
  const base = { version, order_local_id: o.id, session_local_id: session, currency: o.currency, cashier: o.cashier, business_day: day };
  const tenders: TenderReplica[] = [
    ...o.tenders.map((t): TenderReplica => {
      const code = protect(t.code);
      return {
        ...base,
        local_id: t.id,
        state: t.state,
        method: t.paymentMethodId ?? t.kind,
        method_kind: t.kind,
        amount_cents: t.amountCents,
        code_masked: code.masked,
        code_hash: code.hash,
        journal_local_id: t.entries[0]?.id ?? null,
        created_at: t.createdAt,
      };
    }),
    ...removed.tenders.map(
      (t): TenderReplica => ({
        ...base,
        local_id: t.id,
        state: 'removed',
        method: t.paymentMethod ?? t.kind,
        method_kind: t.kind === 'cash' || t.kind === 'card' || t.kind === 'voucher' ? t.kind : 'other',
        amount_cents: t.amountCents ?? 0,
        code_masked: null,
        code_hash: null,
        journal_local_id: null,
        created_at: t.createdAt,
      }),
    ),
  ];
  return { order, lines, tenders };
}
