// Loading a voucher (charge: an order's load line) and undoing a load, token form or legacy amount form.
import type { CoreRuntime } from '../runtime';
import { assertRetryConfirmed } from './retry-guard';
import { getJournalRow, type JournalRow } from '../store/journal';
import { journaledStep, newId, readFailure, requireOnline, service, stepBy, stepReference, type StepBy } from './context';
import { pendingRow, journaledUndo, undoTarget, refuseLiveUndo } from './undo';
import { toEntry } from '../store/journal-view';
import { assertCodeFree } from '../store/journal-locks';
import type { Handlers } from '../contract/calls';
import { say } from '../contract/core-messages';

/** The balance right before a step: the reconciler compares against it. Null when unknown. */
async function balanceBefore(rt: CoreRuntime, code: string): Promise<{ balance: number | null; currency: string | null }> {
  const bal = await service(rt).vouchers.balance(code).catch(readFailure);
  return { balance: bal.balance_in_cents ?? null, currency: bal.currency ?? null };
}

/** Handlers of charge.*. */
export function chargeHandlers(rt: CoreRuntime) {
  return {
    'charge.cancel': async (input, ctx?) => toEntry(rt.db, await cancelLoad(rt, stepBy(ctx), input.journalId, input.reason)),
  } satisfies Handlers;
}

/** A load: the voucher (its full code), the amount, and the free credit asked (unstated: the service adds its own). */
export interface LoadInput {
  code: string;
  amountCents: number;
  freeCreditPercentage?: number;
  /** The cashier confirmed sending again after this earlier attempt was not applied (`firstAttempt`). */
  confirmRetryOf?: string;
}

/** Loads value onto a voucher under the journal protocol. */
export async function loadVoucher(rt: CoreRuntime, by: StepBy, input: LoadInput): Promise<JournalRow> {
  assertCodeFree(rt.db, input.code);
  assertRetryConfirmed(
    rt.db,
    { kind: 'charge', code: input.code, amountCents: input.amountCents, now: rt.clock.now() },
    input.confirmRetryOf,
  );
  requireOnline(rt);
  const before = await balanceBefore(rt, input.code);
  const id = newId();
  const body = {
    amount_in_cents: input.amountCents,
    ...(input.freeCreditPercentage !== undefined ? { free_credit_in_percentage: input.freeCreditPercentage } : {}),
    reference: stepReference(id, null, 256),
  };
  const { row } = await journaledStep(rt, by, {
    begin: () =>
      pendingRow(rt, by, {
        id,
        kind: 'charge',
        code: input.code,
        amountCents: input.amountCents,
        currency: before.currency,
        request: body,
        balanceBefore: before.balance,
      }),
    call: () => service(rt).vouchers.charge(input.code, body),
    succeed: (_r, res) => ({
      balanceAfter: res.balance_in_cents,
      chargeToken: res.charge_token ?? null,
      freeCreditCents: res.free_credit_amount_in_cents ?? 0,
    }),
  });
  return row;
}

/** Undoes a load: with its token, or (legacy loads without token) with amount and payment id. */
export async function cancelLoad(rt: CoreRuntime, by: StepBy, journalId: string, reason?: string): Promise<JournalRow> {
  const target = undoTarget(getJournalRow(rt.db, journalId), 'charge', say('onlyCompletedLoad'), 'code');
  const already = say('loadCancelled');
  refuseLiveUndo(rt, target, already, 'cancel_charge');
  const code = target.code ?? '';
  assertCodeFree(rt.db, code);
  requireOnline(rt);
  const before = await balanceBefore(rt, code);
  const paymentId = typeof target.request.payment_id === 'string' ? target.request.payment_id : undefined;
  const token = target.chargeToken;
  const body = token
    ? { charge_token: token, ...(reason ? { cancel_reason: reason } : {}) }
    : {
        amount_in_cents: target.amountCents ?? 0,
        ...(paymentId ? { payment_id: paymentId } : {}),
        ...(reason ? { cancel_reason: reason } : {}),
      };
  return journaledUndo(rt, by, {
    target,
    already,
    undoKind: 'cancel_charge',
    row: () => ({
      kind: 'cancel_charge',
      code,
      amountCents: target.amountCents,
      currency: target.currency,
      request: body,
      balanceBefore: before.balance,
    }),
    call: () =>
      token
        ? service(rt).vouchers.cancelCharge(code, { charge_token: token, ...(reason ? { cancel_reason: reason } : {}) })
        : service(rt).vouchers.cancelChargeLegacy(code, {
            amount_in_cents: target.amountCents ?? 0,
            ...(paymentId ? { payment_id: paymentId } : {}),
            ...(reason ? { cancel_reason: reason } : {}),
          }),
    succeed: (_r, res) => ({ balanceAfter: res.balance_in_cents, freeCreditCents: target.freeCreditCents ?? 0 }),
  });
}
