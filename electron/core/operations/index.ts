// Handlers of every value-moving and lookup domain (voucher, redemption, charge, depot, sale, promo,
// tickets, journal), composed from one module per domain.
import { callerName } from '../auth/session';
import type { CallContext, Handlers } from '../contract/calls';
import type { CoreRuntime } from '../runtime';
import { chargeHandlers } from './charge';
import { depotHandlers } from './depot';
import { journalHandlers } from './journal';
import { paymentHandlers } from './payments';
import { orderHandlers } from './orders';
import { customerHandlers } from './customer-feed';
import { promoHandlers } from './promo';
import { redemptionHandlers } from './redemption';
import { saleHandlers } from './sale';
import { ticketHandlers } from './tickets';
import { sessionHandlers } from './till-sessions';
import { withCashier } from './context';
import { lookupVoucher } from './voucher';

export { publish } from './context';

/** Every operation handler of this core, each run with the caller's cashier name in context. */
export function operationHandlers(rt: CoreRuntime) {
  const handlers = {
    'voucher.lookup': (input) => lookupVoucher(rt, input),
    ...redemptionHandlers(rt),
    ...chargeHandlers(rt),
    ...depotHandlers(rt),
    ...saleHandlers(rt),
    ...promoHandlers(rt),
    ...ticketHandlers(rt),
    ...journalHandlers(rt),
    ...paymentHandlers(rt),
    ...orderHandlers(rt),
    ...customerHandlers(rt),
    ...sessionHandlers(rt),
  } satisfies Handlers;
  return withCashierOf(handlers);
}

/** Runs each handler with the caller's cashier name in context (the journal rows name who did it). */
function withCashierOf<H extends Handlers>(handlers: H): H {
  const wrapped: Record<string, unknown> = {};
  for (const [name, h] of Object.entries(handlers) as [string, (input: unknown, ctx: CallContext) => unknown][]) {
    wrapped[name] = (input: unknown, ctx?: CallContext) => withCashier(ctx ? callerName(ctx) : null, () => h(input, ctx as CallContext));
  }
  return wrapped as H;
}
