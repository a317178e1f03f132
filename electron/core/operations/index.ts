// Handlers of every value-moving and lookup domain (voucher, purchase, charge, depot, sale, promo,
// tickets, journal), composed from one module per domain.
import type { MethodParsedInput } from '../contract';
import type { CoreRuntime } from '../runtime';
import { chargeHandlers } from './charge';
import { depotHandlers } from './depot';
import { journalHandlers } from './journal';
import { promoHandlers } from './promo';
import { purchaseHandlers } from './purchase';
import { saleHandlers } from './sale';
import { ticketHandlers } from './tickets';
import { lookupVoucher } from './voucher';

export { publish } from './context';

/** Every operation handler of this core. */
export function operationHandlers(rt: CoreRuntime) {
  return {
    'voucher.lookup': (input: MethodParsedInput<'voucher.lookup'>) => lookupVoucher(rt, input),
    ...purchaseHandlers(rt),
    ...chargeHandlers(rt),
    ...depotHandlers(rt),
    ...saleHandlers(rt),
    ...promoHandlers(rt),
    ...ticketHandlers(rt),
    ...journalHandlers(rt),
  };
}
