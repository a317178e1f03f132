// Handlers of every value-moving and lookup domain (voucher, redemption, charge, depot, sale, promo,
// tickets, journal), composed from one module per domain.
import type { Handlers } from '../contract/calls';
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
import { lookupVoucher } from './voucher';

export { publish } from './context';

/** Every operation handler of this core; each takes the cashier from its call context. */
export function operationHandlers(rt: CoreRuntime) {
  return {
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
}
