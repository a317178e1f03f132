// Handlers of order.*: the counter sale (docs/orders.md). Every change answers the whole
// order and publishes it (`order.changed`, codes masked) for the basket and the customer display.
import { CoreError, type MethodParsedInput, type Order } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { getOrder, listFinishedOrders, updateOrder } from '../store/orders';
import type { CallContext } from '../contract/calls';
import { cashierOf } from './context';
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

/** Handlers of order.*: each works for the calling cashier (their open order, their journal rows). */
export function orderHandlers(rt: CoreRuntime) {
  const current = (ctx?: CallContext) => () => currentOrder(rt, cashierOf(ctx))?.id ?? null;
  return {
    'order.current': (_input?: MethodParsedInput<'order.current'>, ctx?: CallContext) => {
      const o = currentOrder(rt, cashierOf(ctx));
      return { order: o ? viewOrder(rt, o.id) : null };
    },
    'order.next': (_input?: MethodParsedInput<'order.next'>, ctx?: CallContext) => {
      const cashier = cashierOf(ctx);
      const o = currentOrder(rt, cashier);
      const order = o ? viewOrder(rt, o.id) : null;
      feedCustomer(rt, cashier, order, { next: true });
      return { order };
    },
    'order.get': (input: MethodParsedInput<'order.get'>) => ({ order: viewOrder(rt, input.orderId) }),
    'order.addLine': (input: MethodParsedInput<'order.addLine'>, ctx?: CallContext) =>
      changing(rt, () => addLine(rt, cashierOf(ctx), input.line)),
    'order.updateLine': (input: MethodParsedInput<'order.updateLine'>, ctx?: CallContext) =>
      changing(
        rt,
        async () => {
          const cashier = cashierOf(ctx);
          const id = await changeLineAmount(rt, cashier, input.lineId, input.amountCents);
          await settleVoucherExcess(rt, cashier, id);
          return id;
        },
        current(ctx),
      ),
    'order.confirmRetry': (input: MethodParsedInput<'order.confirmRetry'>, ctx?: CallContext) =>
      changing(rt, async () => confirmRetry(rt, cashierOf(ctx), input.lineId, input.journalId), current(ctx)),
    'order.removeLine': (input: MethodParsedInput<'order.removeLine'>, ctx?: CallContext) =>
      changing(
        rt,
        async () => {
          const cashier = cashierOf(ctx);
          const id = await dropLine(rt, cashier, input.lineId);
          // The total dropped: vouchers above it are given back now (a failure leaves it for finish).
          await settleVoucherExcess(rt, cashier, id).catch((err: unknown) => {
            rt.logger.warn('order: excess voucher not given back yet', { orderId: id, error: String(err) });
          });
          return id;
        },
        current(ctx),
      ),
    'order.addTender': (input: MethodParsedInput<'order.addTender'>, ctx?: CallContext) =>
      changing(
        rt,
        async () => {
          const t = input.tender;
          return t.kind === 'voucher' ? addVoucherTender(rt, cashierOf(ctx), t) : addMethodTender(rt, cashierOf(ctx), t);
        },
        current(ctx),
      ),
    'order.removeTender': (input: MethodParsedInput<'order.removeTender'>, ctx?: CallContext) =>
      changing(rt, () => dropTender(rt, cashierOf(ctx), input.tenderId), current(ctx)),
    'order.finish': (input: MethodParsedInput<'order.finish'>, ctx?: CallContext) =>
      changing(
        rt,
        async () => (await finish(rt, cashierOf(ctx), input.orderId)).id,
        () => input.orderId,
      ),
    'order.cancel': (input: MethodParsedInput<'order.cancel'>, ctx?: CallContext) =>
      changing(
        rt,
        async () => (await cancel(rt, cashierOf(ctx), input.orderId)).id,
        () => input.orderId,
      ),
    'order.refund': (input: MethodParsedInput<'order.refund'>, ctx?: CallContext) =>
      changing(rt, async () => (await refund(rt, cashierOf(ctx), input)).id, current(ctx)),
    'order.recent': (input: MethodParsedInput<'order.recent'>) => {
      const orders = listFinishedOrders(rt.db, input.limit ?? 20).map((o) => viewOrder(rt, o.id));
      return { orders, refunded: orders.filter((o) => !o.refundOf).map((o) => refundedOf(rt, o.id)) };
    },
    'order.setLanguage': (input: MethodParsedInput<'order.setLanguage'>, ctx?: CallContext) =>
      changing(rt, async () => {
        const o = currentOrder(rt, cashierOf(ctx));
        if (!o) throw new CoreError('conflict', say('noOpenOrder'));
        assertChangeable(o);
        updateOrder(rt.db, o.id, { customerLanguage: input.language }, rt.clock.now());
        return o.id;
      }),
    'order.reprint': (input: MethodParsedInput<'order.reprint'>, ctx?: CallContext) => {
      const o = getOrder(rt.db, input.orderId);
      if (!rt.printing) throw new CoreError('offline', say('noPrinter'), false);
      if (o.state !== 'finished' && o.state !== 'cancelled') throw new CoreError('conflict', say('orderNoReceiptYet'));
      return { jobId: rt.printing.reprintOrder(o.id, cashierOf(ctx)).id };
    },
  };
}
