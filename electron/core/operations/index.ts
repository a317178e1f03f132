// Handlers of every value-moving and lookup domain (voucher, purchase, charge, depot, sale, promo,
// tickets, journal), composed from one module per domain.
import { CoreError, chargeMethods, depotMethods, journalMethods, promoMethods, purchaseMethods, saleMethods, ticketMethods, voucherMethods } from '../contract';
import type { CoreRuntime } from '../runtime';

type Handler = (input: never) => unknown;

/** Placeholder for a method whose handler has not landed yet: answers a clear error. */
function notReady(names: string[]): Record<string, Handler> {
  return Object.fromEntries(
    names.map((n) => [n, () => Promise.reject(new CoreError('service_unavailable', `${n} is not available yet`))]),
  );
}

/** Every operation handler of this core. */
export function operationHandlers(_rt: CoreRuntime): Record<string, Handler> {
  return notReady([
    ...Object.keys(voucherMethods),
    ...Object.keys(purchaseMethods),
    ...Object.keys(chargeMethods),
    ...Object.keys(depotMethods),
    ...Object.keys(saleMethods),
    ...Object.keys(promoMethods),
    ...Object.keys(ticketMethods),
    ...Object.keys(journalMethods),
  ]);
}
