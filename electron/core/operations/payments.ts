// payment.*: the payment methods to choose from, their settings, and the drawer opened by hand.
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import { readCashRounding, readDrawer, readPaymentMethods, writePaymentSettings } from '../payments/methods';
import type { CoreRuntime } from '../runtime';
import { cashierOf } from './context';
import { ensureSession } from './till-session-guard';
import type { Handlers } from '../contract/calls';

/** Handlers of payment.*. */
export function paymentHandlers(rt: CoreRuntime) {
  const current = () => ({ methods: readPaymentMethods(rt.db), drawer: readDrawer(rt.db), cashRounding: readCashRounding(rt.db) });
  return {
    'payment.settings': () => current(),
    'payment.updateSettings': (input) => {
      writePaymentSettings(rt.db, input, rt.clock.now());
      return current();
    },
    'payment.openDrawer': (input, ctx?) => {
      if (!rt.printing) throw new CoreError('offline', say('noPrinter'), false);
      const cashier = cashierOf(ctx);
      ensureSession(rt, cashier);
      return { jobId: rt.printing.openDrawer(input.reason, cashier).id };
    },
  } satisfies Handlers;
}
