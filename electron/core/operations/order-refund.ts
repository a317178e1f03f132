// Refund of a finished order (docs/orders.md): the undo of a finished order's step is itself
// an order in the current session. The refund order holds one negative line per line given back
// (the original's kind, `refundOf` naming the original order, line and step), is finished through
// the same path as a sale (each undo a journal row of the refund line), and pays out vouchers
// first, then the method chosen or, by default, the original's own tenders. The original order and
// its receipt never change.
import { CoreError, type Order, type Refunded } from '../contract';
import { say } from '../contract/core-messages';
import { resolvePaymentMethod } from '../payments/methods';
import type { CoreRuntime } from '../runtime';
import { refundedLineIds, refundOf, refundOrderIds } from '../store/order-refunds';
import { lineStatus } from '../domain/order-view';
import { getOrder, insertLine, insertOrder, listLines, updateOrder } from '../store/orders';
import { newId, terminalName } from './context';
import { currentOrder, viewOrder } from './order-common';
import { finish } from './order-finish';
import { stepsOfLine } from './order-steps';

/** Opens the refund order for `lineId` (or every line not refunded yet) and finishes it. */
export async function refund(
  rt: CoreRuntime,
  cashier: string | null,
  input: { orderId: string; lineId?: string; paymentMethodId?: string },
): Promise<Order> {
  if (input.paymentMethodId) resolvePaymentMethod(rt.db, input.paymentMethodId);
  const id = rt.db.transaction(() => {
    if (currentOrder(rt, cashier)) throw new CoreError('conflict', say('refundOpenOrder'));
    const o = getOrder(rt.db, input.orderId);
    if (o.state !== 'finished') throw new CoreError('conflict', say('refundNotFinished'), false, { orderId: o.id });
    const refunded = refundedLineIds(rt.db, o.id);
    const lines = listLines(rt.db, o.id)
      .map((l) => ({ l, st: lineStatus(l, stepsOfLine(rt, l.id)) }))
      .filter(({ l, st }) => st.state === 'done' && !refunded.has(l.id) && (!input.lineId || l.id === input.lineId));
    if (input.lineId && lines.length === 0) {
      throw new CoreError('conflict', say('refundNotLine'), false, { orderId: o.id, lineId: input.lineId });
    }
    if (lines.length === 0) throw new CoreError('conflict', say('refundNothing'), false, { orderId: o.id });
    const r = insertOrder(rt.db, { id: newId(), cashier, terminal: terminalName(rt), now: rt.clock.now() });
    updateOrder(rt.db, r.id, { currency: o.currency, customerLanguage: o.customerLanguage }, rt.clock.now());
    // Newest first: a ticket booking or code sale is undone before the load that may have paid for it.
    for (const { l, st } of [...lines].reverse()) {
      const refundOf = { orderId: o.id, lineId: l.id, stepId: st.step?.id ?? null, paymentMethodId: input.paymentMethodId ?? null };
      insertLine(rt.db, {
        id: newId(),
        orderId: r.id,
        kind: l.kind,
        amountCents: -l.amountCents,
        spec: { ...l.spec, refundOf },
        now: rt.clock.now(),
      });
    }
    return r.id;
  })();
  return finish(rt, cashier, id);
}

/** What finished refunds already gave back of `orderId`: the lines they undid and their amount. */
export function refundedOf(rt: CoreRuntime, orderId: string): Refunded {
  const ids = refundOrderIds(rt.db, orderId);
  const lineIds = ids.flatMap((id) =>
    listLines(rt.db, id)
      .map(refundOf)
      .filter((r) => r !== null && r.orderId === orderId)
      .map((r) => r?.lineId ?? ''),
  );
  return { orderId, lineIds, amountCents: -ids.reduce((s, id) => s + viewOrder(rt, id).totalCents, 0) };
}
