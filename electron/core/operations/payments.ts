// payment.*: the payment methods to choose from, their settings, and the drawer opened by hand.
import { CoreError, type MethodParsedInput } from '../contract';
import { readCashRounding, readDrawer, readPaymentMethods, writePaymentSettings } from '../payments/methods';
import type { CoreRuntime } from '../runtime';
import { currentCashier } from './context';

/** Handlers of payment.*. */
export function paymentHandlers(rt: CoreRuntime) {
  const current = () => ({ methods: readPaymentMethods(rt.db), drawer: readDrawer(rt.db), cashRounding: readCashRounding(rt.db) });
  return {
    'payment.settings': () => current(),
    'payment.updateSettings': (input: MethodParsedInput<'payment.updateSettings'>) => {
      writePaymentSettings(rt.db, input, rt.clock.now());
      return current();
    },
    'payment.openDrawer': (input: MethodParsedInput<'payment.openDrawer'>) => {
      if (!rt.printing) throw new CoreError('offline', 'No receipt printer is set up', false);
      return { jobId: rt.printing.openDrawer(input.reason, currentCashier()).id };
    },
  };
}
