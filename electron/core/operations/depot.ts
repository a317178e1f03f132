// Stock ("depot") vouchers: activation sells one, deactivation undoes the sale. The status is
// asked first so that a refusal shows the service's reason without journaling anything.
import { CoreError } from '../contract';
import { say, serviceSaid } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { type JournalRow } from '../store/journal';
import { sameAmountAnswer } from '../service';
import { journaledStep, readFailure, requireOnline, service, stepBy, type StepBy } from './context';
import { pendingRow } from './undo';
import { toEntry } from '../store/journal-view';
import { assertCodeFree } from '../store/journal-locks';
import { resolveVoucherCode } from './short-code';
import { readCatalog } from '../store/catalog';
import { voucherTypeDetailSchema, type DepotActivateStatus } from '../service/wire';
import type { Handlers } from '../contract/calls';

/** Handlers of depot.*. */
export function depotHandlers(rt: CoreRuntime) {
  return {
    'depot.status': async (input) => {
      const code = await resolveVoucherCode(rt, input.code);
      const s = await service(rt).depot.activateStatus(code).catch(readFailure);
      return {
        code,
        canBeActivated: s.can_be_activated,
        freeAmount: s.free_amount,
        // Captured statuses carry 0 where no amount is fixed.
        amountCents: s.free_amount ? null : (s.amount_in_cents ?? null),
        currency: s.currency ?? null,
        message: s.message,
        range: s.free_amount ? freeRange(rt, s) : null,
      };
    },
    'depot.deactivateStatus': async (input) => {
      const code = await resolveVoucherCode(rt, input.code);
      const s = await service(rt).depot.deactivateStatus(code).catch(readFailure);
      return { code, canBeDeactivated: s.can_be_deactivated, amountCents: s.amount_in_cents ?? null, message: s.message };
    },
    'depot.deactivate': async (input, ctx?) =>
      toEntry(rt.db, await deactivate(rt, stepBy(ctx), await resolveVoucherCode(rt, input.code), input.reason)),
  } satisfies Handlers;
}

/** The free-amount range: the status's own fields, else the cached single shape of its voucher type. */
function freeRange(rt: CoreRuntime, s: DepotActivateStatus): { minCents: number; maxCents: number } | null {
  let min = s.minimum_amount_in_cents;
  let max = s.maximum_amount_in_cents;
  if ((min === undefined || max === undefined) && s.product_id) {
    const cached = readCatalog(rt.db, 'voucher_types', voucherTypeDetailSchema).items.find((t) => t.id === s.product_id);
    min ??= cached?.minimum_amount_in_cents ?? undefined;
    max ??= cached?.maximum_amount_in_cents ?? undefined;
  }
  return min !== undefined && max !== undefined && min <= max ? { minCents: min, maxCents: max } : null;
}

/**
 * Everything that must hold before an activation is sent: activatable, an amount when it is free and
 * within the range the terminal knows (status or cached voucher type), none when it is fixed.
 */
export async function checkActivation(rt: CoreRuntime, code: string, amountCents?: number): Promise<DepotActivateStatus> {
  assertCodeFree(rt.db, code);
  requireOnline(rt);
  const status = await service(rt).depot.activateStatus(code).catch(readFailure);
  if (!status.can_be_activated) throw new CoreError('service_refused', serviceSaid(status.message, say('cannotActivate')), false, { code });
  if (status.free_amount && amountCents === undefined) throw new CoreError('invalid_input', say('needsAmount'));
  const range = status.free_amount ? freeRange(rt, status) : null;
  if (range && amountCents !== undefined && (amountCents < range.minCents || amountCents > range.maxCents)) {
    throw new CoreError('invalid_input', say('valueBetween', { min: range.minCents, max: range.maxCents }), false, { code });
  }
  if (!status.free_amount && amountCents !== undefined && amountCents !== status.amount_in_cents) {
    throw new CoreError('invalid_input', say('fixedAmount'));
  }
  return status;
}

/** Activates a stock voucher (an order's stock line): fixed amount (no body) or a free amount the cashier typed. */
export async function activate(rt: CoreRuntime, by: StepBy, code: string, amountCents?: number): Promise<JournalRow> {
  const svc = service(rt);
  const status = await checkActivation(rt, code, amountCents);
  const body = status.free_amount ? { amount_in_cents: amountCents } : {};
  const { row } = await journaledStep(rt, by, {
    begin: () =>
      pendingRow(rt, by, {
        kind: 'activate',
        code,
        amountCents: amountCents ?? status.amount_in_cents ?? null,
        currency: status.currency ?? null,
        // Not sent (a fixed-amount activation has no body): kept to show a difference to what the service books.
        request: status.free_amount ? body : { ...body, expected_amount_in_cents: status.amount_in_cents ?? null },
      }),
    call: () => svc.depot.activate(code, body),
    succeed: (_r, res) => ({
      amountCents: res.amount_in_cents,
      freeCreditCents: res.free_credit_amount_in_cents,
      balanceAfter: res.balance_in_cents,
    }),
  });
  return row;
}

/** Deactivates a stock voucher (undoes its sale). */
export async function deactivate(rt: CoreRuntime, by: StepBy, code: string, reason?: string): Promise<JournalRow> {
  assertCodeFree(rt.db, code);
  requireOnline(rt);
  const svc = service(rt);
  const status = await svc.depot.deactivateStatus(code).catch(readFailure);
  if (!status.can_be_deactivated)
    throw new CoreError('service_refused', serviceSaid(status.message, say('cannotDeactivate')), false, { code });
  const body = reason ? { deactivate_reason: reason } : {};
  const { row } = await journaledStep(rt, by, {
    begin: () =>
      pendingRow(rt, by, {
        kind: 'deactivate',
        code,
        amountCents: status.amount_in_cents ?? null,
        request: body,
      }),
    call: async () => {
      const res = await svc.depot.deactivate(code, body);
      // An amount other than the status named is about another sale (captured traffic): not ours.
      sameAmountAnswer('depotDeactivate', status.amount_in_cents, res.amount_in_cents);
      return res;
    },
    succeed: (_r, res) => ({ amountCents: res.amount_in_cents, balanceAfter: 0 }),
  });
  return row;
}
