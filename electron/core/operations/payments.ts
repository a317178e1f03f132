// payment.*: the payment methods to choose from, their settings, and the drawer opened by hand.
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import { readCashRounding, readDrawer, readPaymentMethods, writePaymentSettings } from '../payments/methods';
import type { CoreRuntime } from '../runtime';
import { currentCashier } from './context';
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
    'payment.openDrawer': (input) => {
      if (!rt.printing) throw new CoreError('offline', say('noPrinter'), false);
      ensureSession(rt, currentCashier());
      return { jobId: rt.printing.openDrawer(input.reason, currentCashier()).id };
    },
  } satisfies Handlers;
}
