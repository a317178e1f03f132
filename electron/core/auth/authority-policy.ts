// Which steps need a manager's authority, applied around the handlers at the composition root so
// the rule holds whatever screen calls them: free credit on a load; deactivating a stock voucher; undoing a load, a
// voucher payment or a whole purchase of an earlier day; reprinting a slip that carries the full
// code. The check (requireManagerAuthority) passes for a manager session or one elevation and
// writes the audit entry; otherwise the call ends `forbidden` with `{needs: 'manager_pin'}`.
import { z } from 'zod';
import type { CallContext } from '../host/dispatcher';
import type { CoreRuntime } from '../runtime';
import { findJournalRow, terminalDay } from '../store/journal';
import { purchaseCreatedAt } from '../store/purchases';
import { requireManagerAuthority, type AuthorityAction } from './authority';

type Handler = (input: never, ctx: CallContext) => unknown;

const loadLine = z.looseObject({
  kind: z.literal('load'),
  code: z.string().optional(),
  amountCents: z.number().optional(),
  freeCreditPercentage: z.number().optional(),
});

/** What the policy needs from printing: whether a reprint would carry a full voucher code. */
export interface AuthorityPolicyDeps {
  isFullCodeReprint?: (ref: { journalId: string } | { jobId: number }) => boolean;
}

/** The authority a call needs, or null. Reads only; unknown ids are left to the handler. */
function needed(
  rt: Pick<CoreRuntime, 'db' | 'clock'>,
  deps: AuthorityPolicyDeps,
  method: string,
  input: Record<string, unknown>,
): { action: AuthorityAction; subject: string | null; details?: Record<string, unknown> } | null {
  const today = terminalDay(rt.db, rt.clock.now());
  const journalDay = (id: unknown) => (typeof id === 'string' ? findJournalRow(rt.db, id)?.day : undefined);
  switch (method) {
    case 'charge.load': {
      // Free credit gives money away: a manager step, never a cashier's input.
      const pct = input.freeCreditPercentage;
      return typeof pct === 'number' && pct > 0
        ? {
            action: 'free_credit',
            subject: typeof input.code === 'string' ? input.code : null,
            details: { freeCreditPercentage: pct, amountCents: input.amountCents },
          }
        : null;
    }
    case 'order.addLine': {
      // A load line with free credit: the same manager step as `charge.load`.
      const line = loadLine.safeParse(input.line);
      const pct = line.success ? line.data.freeCreditPercentage : undefined;
      return line.success && pct !== undefined && pct > 0
        ? {
            action: 'free_credit',
            subject: line.data.code ?? null,
            details: { freeCreditPercentage: pct, amountCents: line.data.amountCents },
          }
        : null;
    }
    case 'depot.cancelSale':
      return { action: 'deactivate_depot', subject: typeof input.saleId === 'string' ? input.saleId : null };
    case 'depot.deactivate':
      return { action: 'deactivate_depot', subject: typeof input.code === 'string' ? input.code : null };
    case 'charge.cancel': {
      const day = journalDay(input.journalId);
      return day !== undefined && day < today ? { action: 'cancel_charge_earlier_day', subject: String(input.journalId) } : null;
    }
    case 'redemption.cancel': {
      const day = journalDay(input.journalId);
      return day !== undefined && day < today ? { action: 'cancel_purchase_earlier_day', subject: String(input.journalId) } : null;
    }
    case 'purchase.cancel': {
      const createdAt = purchaseCreatedAt(rt.db, String(input.purchaseId));
      return createdAt !== null && terminalDay(rt.db, new Date(createdAt)) < today
        ? { action: 'cancel_purchase_earlier_day', subject: String(input.purchaseId) }
        : null;
    }
    case 'print.reprint': {
      const ref = input.ref as { journalId: string } | { jobId: number };
      let full = false;
      try {
        full = deps.isFullCodeReprint?.(ref) ?? false;
      } catch {
        full = false; // unknown receipt: the handler answers not_found
      }
      return full ? { action: 'reprint_full_code', subject: 'journalId' in ref ? ref.journalId : `job ${ref.jobId}` } : null;
    }
    default:
      return null;
  }
}

/** Wraps the handlers of authority steps with the manager check (others are returned as they are). */
export function withAuthority<H extends Record<string, Handler>>(
  rt: Pick<CoreRuntime, 'db' | 'clock'>,
  handlers: H,
  deps: AuthorityPolicyDeps = {},
): H {
  const wrapped: Record<string, Handler> = { ...handlers };
  for (const method of [
    'charge.load',
    'depot.deactivate',
    'depot.cancelSale',
    'charge.cancel',
    'redemption.cancel',
    'purchase.cancel',
    'print.reprint',
  ]) {
    const inner = handlers[method];
    if (!inner) continue;
    wrapped[method] = ((input: Record<string, unknown>, ctx: CallContext) => {
      const need = needed(rt, deps, method, input);
      if (need) requireManagerAuthority(rt, ctx, need.action, need.subject, { method, ...need.details });
      return (inner as (i: unknown, c: CallContext) => unknown)(input, ctx);
    }) as Handler;
  }
  return wrapped as H;
}
