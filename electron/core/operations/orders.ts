// Handlers of order.*: the counter sale (docs/orders.md). Every change answers the whole
// order and publishes it (`order.changed`, codes masked) for the basket and the customer display.
import { CoreError, type MethodParsedInput, type Order } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { getOrder, listFinishedOrders, updateOrder } from '../store/orders';
import { currentCashier } from './context';
import { assertChangeable, currentOrder, publishOrder, viewOrder } from './order-common';
import { cancel, finish } from './order-finish';
import { feedCustomer } from './customer-feed';
import { addLine, changeLineAmount, confirmRetry, dropLine } from './order-lines';
import { refund, refundedOf } from './order-refund';
import { addMethodTender, addVoucherTender, dropTender, settleVoucherExcess } from './order-tenders';

/** Runs a change of an order and publishes the order afterwards, also when the change failed half-way. */
async function changing(rt: CoreRuntime, work: () => Promise<string>, orderIdOnError?: () => string | null): Promise<{ order: Order }> {
  try {
    const id = await work();
    return { order: publishOrder(rt, id) };
  } catch (err) {
    const id = orderIdOnError?.() ?? null;
    if (id) publishOrder(rt, id);
    throw err;
  }
}

/** Handlers of order.*. */
export function orderHandlers(rt: CoreRuntime) {
  const current = () => currentOrder(rt)?.id ?? null;
  return {
    'order.current': () => {
      const o = currentOrder(rt);
      return { order: o ? viewOrder(rt, o.id) : null };
    },
    'order.next': () => {
      const o = currentOrder(rt);
      const order = o ? viewOrder(rt, o.id) : null;
      feedCustomer(rt, currentCashier(), order, { next: true });
      return { order };
    },
    'order.get': (input: MethodParsedInput<'order.get'>) => ({ order: viewOrder(rt, input.orderId) }),
    'order.addLine': (input: MethodParsedInput<'order.addLine'>) => changing(rt, () => addLine(rt, input.line)),
    'order.updateLine': (input: MethodParsedInput<'order.updateLine'>) =>
      changing(
        rt,
        async () => {
          const id = await changeLineAmount(rt, input.lineId, input.amountCents);
          await settleVoucherExcess(rt, id);
          return id;
        },
        current,
      ),
    'order.confirmRetry': (input: MethodParsedInput<'order.confirmRetry'>) =>
      changing(rt, async () => confirmRetry(rt, input.lineId, input.journalId), current),
    'order.removeLine': (input: MethodParsedInput<'order.removeLine'>) =>
      changing(
        rt,
        async () => {
          const id = await dropLine(rt, input.lineId);
          // The total dropped: vouchers above it are given back now (a failure leaves it for finish).
          await settleVoucherExcess(rt, id).catch((err: unknown) => {
            rt.logger.warn('order: excess voucher not given back yet', { orderId: id, error: String(err) });
          });
          return id;
        },
        current,
      ),
    'order.addTender': (input: MethodParsedInput<'order.addTender'>) =>
      changing(
        rt,
        async () => {
          const t = input.tender;
          return t.kind === 'voucher' ? addVoucherTender(rt, t) : addMethodTender(rt, t);
        },
        current,
      ),
    'order.removeTender': (input: MethodParsedInput<'order.removeTender'>) => changing(rt, () => dropTender(rt, input.tenderId), current),
    'order.finish': (input: MethodParsedInput<'order.finish'>) =>
      changing(
        rt,
        async () => (await finish(rt, input.orderId)).id,
        () => input.orderId,
      ),
    'order.cancel': (input: MethodParsedInput<'order.cancel'>) =>
      changing(
        rt,
        async () => (await cancel(rt, input.orderId)).id,
        () => input.orderId,
      ),
    'order.refund': (input: MethodParsedInput<'order.refund'>) => changing(rt, async () => (await refund(rt, input)).id, current),
    'order.recent': (input: MethodParsedInput<'order.recent'>) => {
      const orders = listFinishedOrders(rt.db, input.limit ?? 20).map((o) => viewOrder(rt, o.id));
      return { orders, refunded: orders.filter((o) => !o.refundOf).map((o) => refundedOf(rt, o.id)) };
    },
    'order.setLanguage': (input: MethodParsedInput<'order.setLanguage'>) =>
      changing(rt, async () => {
        const o = currentOrder(rt);
        if (!o) throw new CoreError('conflict', say('noOpenOrder'));
        assertChangeable(o);
        updateOrder(rt.db, o.id, { customerLanguage: input.language }, rt.clock.now());
        return o.id;
      }),
    'order.reprint': (input: MethodParsedInput<'order.reprint'>) => {
      const o = getOrder(rt.db, input.orderId);
      if (!rt.printing) throw new CoreError('offline', say('noPrinter'), false);
      if (o.state !== 'finished' && o.state !== 'cancelled') throw new CoreError('conflict', say('orderNoReceiptYet'));
      return { jobId: rt.printing.reprintOrder(o.id, currentCashier()).id };
    },
  };
}
