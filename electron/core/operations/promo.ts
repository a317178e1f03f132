// Promo codes: a discount, journaled like any value step but never mixed with voucher payments.
import { CoreError, type MethodParsedInput } from '../contract';
import type { CoreRuntime } from '../runtime';
import { getJournalRow, hasUnresolved, insertPending, listByRef } from '../store/journal';
import { journaledStep, newId, readFailure, requireOnline, service, terminalName, currentCashier } from './context';
import { toEntry } from '../store/journal-view';

/** Handlers of promo.*. */
export function promoHandlers(rt: CoreRuntime) {
  return {
    'promo.status': async (input: MethodParsedInput<'promo.status'>) => {
      const s = await service(rt).promo.status(input.code).catch(readFailure);
      return { code: input.code, isValid: s.is_valid, discountType: s.discount_type ?? null, value: s.value ?? null, message: s.message };
    },
    'promo.redeem': async (input: MethodParsedInput<'promo.redeem'>) => {
      const code = input.code;
      if (hasUnresolved(rt.db, code)) throw new CoreError('locked', 'A previous step on this code is still being verified', true, { code });
      requireOnline(rt);
      const svc = service(rt);
      const status = await svc.promo.status(code).catch(readFailure);
      if (!status.is_valid) throw new CoreError('service_refused', status.message || 'This promo code is not valid', false, { code });
      const body = input.reference ? { reference_number: input.reference } : {};
      const { row } = await journaledStep(rt, {
        begin: () =>
          insertPending(rt.db, {
            id: newId(),
            kind: 'promo_redeem',
            code,
            request: { ...body, discount_type: status.discount_type ?? null, value: status.value ?? null },
            terminal: terminalName(rt),
            cashier: currentCashier(),
            now: rt.clock.now(),
          }),
        call: () => svc.promo.redeem(code, body),
        succeed: () => ({}),
      });
      return toEntry(rt.db, row);
    },
    'promo.cancel': async (input: MethodParsedInput<'promo.cancel'>) => {
      const target = getJournalRow(rt.db, input.journalId);
      if (target.kind !== 'promo_redeem' || target.state !== 'succeeded' || !target.code) {
        throw new CoreError('conflict', 'Only a completed promo redemption can be cancelled');
      }
      const code = target.code;
      if (hasUnresolved(rt.db, code)) throw new CoreError('locked', 'A previous step on this code is still being verified', true, { code });
      requireOnline(rt);
      const ref = typeof target.request.reference_number === 'string' ? { reference_number: target.request.reference_number } : {};
      const { row } = await journaledStep(rt, {
        begin: () => {
          if (listByRef(rt.db, target.id).some((r) => r.state !== 'failed' && r.state !== 'not_applied')) {
            throw new CoreError('conflict', 'This promo redemption is already cancelled');
          }
          return insertPending(rt.db, {
            id: newId(),
            kind: 'promo_cancel',
            code,
            request: ref,
            refId: target.id,
            terminal: terminalName(rt),
            cashier: currentCashier(),
            now: rt.clock.now(),
          });
        },
        call: () => service(rt).promo.cancelRedemption(code, ref),
        succeed: () => ({}),
      });
      return toEntry(rt.db, row);
    },
  };
}
