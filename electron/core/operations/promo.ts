// Promo codes: a discount, journaled like any value step but never mixed with voucher payments.
import { CoreError } from '../contract';
import type { CoreRuntime } from '../runtime';
import { getJournalRow, type JournalRow } from '../store/journal';
import { assertCodeFree } from '../store/journal-locks';
import { journaledStep, readFailure, requireOnline, service, stepBy, type StepBy } from './context';
import { pendingRow, journaledUndo, undoTarget } from './undo';
import { toEntry } from '../store/journal-view';
import type { Handlers } from '../contract/calls';
import { say, serviceSaid } from '../contract/core-messages';

/** Handlers of promo.*. */
export function promoHandlers(rt: CoreRuntime) {
  return {
    'promo.cancel': async (input, ctx?) => toEntry(rt.db, await cancelPromo(rt, stepBy(ctx), input.journalId)),
  } satisfies Handlers;
}

/** Redeems a promo code (an order's promo line) under the journal protocol once the service says it is valid. */
export async function redeemPromo(rt: CoreRuntime, by: StepBy, code: string): Promise<JournalRow> {
  assertCodeFree(rt.db, code);
  requireOnline(rt);
  const svc = service(rt);
  const status = await svc.promo.status(code).catch(readFailure);
  if (!status.is_valid) throw new CoreError('service_refused', serviceSaid(status.message, say('promoInvalid')), false, { code });
  const { row } = await journaledStep(rt, by, {
    begin: () =>
      pendingRow(rt, by, {
        kind: 'promo_redeem',
        code,
        request: { discount_type: status.discount_type ?? null, value: status.value ?? null },
      }),
    call: () => svc.promo.redeem(code, {}),
    succeed: () => ({}),
  });
  return row;
}

/** Cancels a promo code's redemption (with the reference it was redeemed with). */
export async function cancelPromo(rt: CoreRuntime, by: StepBy, journalId: string): Promise<JournalRow> {
  const target = undoTarget(getJournalRow(rt.db, journalId), 'promo_redeem', say('onlyCompletedPromo'), 'code');
  const code = target.code ?? '';
  assertCodeFree(rt.db, code);
  requireOnline(rt);
  const ref = typeof target.request.reference_number === 'string' ? { reference_number: target.request.reference_number } : {};
  return journaledUndo(rt, by, {
    target,
    already: say('promoCancelled'),
    row: () => ({ kind: 'promo_cancel', code, request: ref }),
    call: () => service(rt).promo.cancelRedemption(code, ref),
  });
}
