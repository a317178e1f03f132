// Handlers of every value-moving and lookup domain (voucher, purchase, charge, depot, sale, promo,
// tickets, journal), composed from one module per domain.
import { callerName } from '../auth/session';
import type { MethodParsedInput } from '../contract';
import type { CallContext } from '../host/dispatcher';
import type { CoreRuntime } from '../runtime';
import { chargeHandlers } from './charge';
import { depotHandlers } from './depot';
import { depotSaleHandlers } from './depot-sale';
import { journalHandlers } from './journal';
import { paymentHandlers } from './payments';
import { orderHandlers } from './orders';
import { promoHandlers } from './promo';
import { purchaseHandlers } from './purchase';
import { saleHandlers } from './sale';
import { ticketHandlers } from './tickets';
import { withCashier } from './context';
import { lookupVoucher } from './voucher';

export { publish } from './context';

/** Every operation handler of this core, each run with the caller's cashier name in context. */
export function operationHandlers(rt: CoreRuntime) {
  const handlers = {
    'voucher.lookup': (input: MethodParsedInput<'voucher.lookup'>) => lookupVoucher(rt, input),
    ...purchaseHandlers(rt),
    ...chargeHandlers(rt),
    ...depotHandlers(rt),
    ...depotSaleHandlers(rt),
    ...saleHandlers(rt),
    ...promoHandlers(rt),
    ...ticketHandlers(rt),
    ...journalHandlers(rt),
    ...paymentHandlers(rt),
    ...orderHandlers(rt),
  };
  const wrap =
    <I, O>(h: (input: I) => O) =>
    (input: I, ctx?: CallContext): O => {
      const cashier = ctx ? callerName(ctx) : null;
      return withCashier(cashier, () => h(input));
    };
  return Object.fromEntries(Object.entries(handlers).map(([name, h]) => [name, wrap(h as (input: unknown) => unknown)])) as {
    [K in keyof typeof handlers]: (input: Parameters<(typeof handlers)[K]>[0], ctx?: CallContext) => ReturnType<(typeof handlers)[K]>;
  };
}
