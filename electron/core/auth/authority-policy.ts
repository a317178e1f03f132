// Which steps need a manager's authority, in ONE table applied around the handlers at the
// composition root, so the rule holds whatever screen calls them:
//   - giving money away (free credit on a load), deactivating a stock voucher;
//   - undoing any step of an earlier day (a load, a voucher payment, a whole purchase, a code sale,
//     a promo redemption, a ticket booking): that day is over in everyone's books, so only a
//     manager reopens it;
//   - reprinting a slip that carries the full code;
//   - changing the payment methods (manager sessions already; audited here);
//   - taking a clock that is behind the recorded steps as right.
// The check (requireManagerAuthority) passes for a manager session or one elevation and writes the
// audit entry naming the manager (and the cashier); otherwise the call ends `forbidden` with
// `{needs: 'manager_pin', action}`.
import { z } from 'zod';
import type { CallContext } from '../host/dispatcher';
import type { CoreRuntime } from '../runtime';
import { findJournalRow, terminalDay } from '../store/journal';
import { purchaseCreatedAt } from '../store/purchases';
import { clockBehind } from '../store/clock-floor';
import { requireManagerAuthority, type AuthorityAction } from './authority';

type Handler = (input: never, ctx: CallContext) => unknown;
type Rt = Pick<CoreRuntime, 'db' | 'clock'>;

/** What the policy needs from printing: whether a reprint would carry a full voucher code. */
export interface AuthorityPolicyDeps {
  isFullCodeReprint?: (ref: { journalId: string } | { jobId: number }) => boolean;
}

/** The authority one call needs. */
export interface Need {
  action: AuthorityAction;
  subject: string | null;
  details?: Record<string, unknown>;
}

/** Decides the need of one call from its (raw) input; reads only, unknown ids are left to the handler. */
type Rule = (rt: Rt, input: Record<string, unknown>, deps: AuthorityPolicyDeps) => Need | null;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const today = (rt: Rt) => terminalDay(rt.db, rt.clock.now());

/** Always a manager step; the subject read from one input field. */
const always =
  (action: AuthorityAction, subjectField?: string): Rule =>
  (_rt, input) => ({ action, subject: subjectField ? text(input[subjectField]) : null });

/** Undoing a journal row (`journalId`) of an earlier terminal day. */
const earlierDayRow =
  (action: AuthorityAction): Rule =>
  (rt, input) => {
    const id = text(input.journalId);
    const row = id === null ? undefined : findJournalRow(rt.db, id);
    return row && row.day < today(rt) ? { action, subject: id, details: { day: row.day, kind: row.kind } } : null;
  };

/** Cancelling a whole purchase opened on an earlier terminal day. */
const earlierDayPurchase: Rule = (rt, input) => {
  const id = text(input.purchaseId);
  if (id === null) return null;
  const createdAt = purchaseCreatedAt(rt.db, id);
  if (createdAt === null) return null; // unknown purchase: the handler answers not_found
  const day = terminalDay(rt.db, new Date(createdAt));
  return day < today(rt) ? { action: 'cancel_purchase_earlier_day', subject: id, details: { day } } : null;
};

/** Free credit gives money away: a manager step, never a cashier's input. */
const freeCredit: Rule = (_rt, input) => {
  const pct = input.freeCreditPercentage;
  return typeof pct === 'number' && pct > 0
    ? { action: 'free_credit', subject: text(input.code), details: { freeCreditPercentage: pct, amountCents: input.amountCents } }
    : null;
};

const loadLine = z.looseObject({
  kind: z.literal('load'),
  code: z.string().optional(),
  amountCents: z.number().optional(),
  freeCreditPercentage: z.number().optional(),
});

/** A basket load line with free credit: the same manager step as `charge.load`. */
const orderLoadFreeCredit: Rule = (rt, input, deps) => {
  const line = loadLine.safeParse(input.line);
  return line.success ? freeCredit(rt, { ...line.data }, deps) : null;
};

const fullCodeReprint: Rule = (_rt, input, deps) => {
  const ref = input.ref as { journalId: string } | { jobId: number };
  let full = false;
  try {
    full = deps.isFullCodeReprint?.(ref) ?? false;
  } catch {
    full = false; // unknown receipt: the handler answers not_found
  }
  return full ? { action: 'reprint_full_code', subject: 'journalId' in ref ? ref.journalId : `job ${ref.jobId}` } : null;
};

/** Taking a clock that is behind the recorded steps as right: a manager's word, with both times audited. */
const clockConfirm: Rule = (rt) => {
  const behind = clockBehind(rt.db, rt.clock.now());
  return behind ? { action: 'confirm_clock', subject: null, details: { clockNow: behind.now, floor: behind.floor } } : null;
};

/** Every method that can need a manager, and when. */
export const authorityPolicy: Readonly<Record<string, Rule>> = {
  'charge.load': freeCredit,
  'order.addLine': orderLoadFreeCredit,
  'depot.deactivate': always('deactivate_depot', 'code'),
  'depot.cancelSale': always('deactivate_depot', 'saleId'),
  'charge.cancel': earlierDayRow('cancel_charge_earlier_day'),
  'redemption.cancel': earlierDayRow('cancel_purchase_earlier_day'),
  'purchase.cancel': earlierDayPurchase,
  'sale.cancel': earlierDayRow('cancel_sale_earlier_day'),
  'promo.cancel': earlierDayRow('cancel_promo_earlier_day'),
  'ticketing.cancelBooking': earlierDayRow('cancel_booking_earlier_day'),
  'print.reprint': fullCodeReprint,
  'payment.updateSettings': always('payment_settings'),
  'app.confirmClock': clockConfirm,
};

/** The authority a call needs, or null. */
export function neededAuthority(rt: Rt, method: string, input: unknown, deps: AuthorityPolicyDeps = {}): Need | null {
  const rule = Object.prototype.hasOwnProperty.call(authorityPolicy, method) ? authorityPolicy[method] : undefined;
  if (!rule || typeof input !== 'object' || input === null) return null;
  return rule(rt, input as Record<string, unknown>, deps);
}

/** Wraps the handlers of authority steps with the manager check (others are returned as they are). */
export function withAuthority<H extends Record<string, Handler>>(rt: Rt, handlers: H, deps: AuthorityPolicyDeps = {}): H {
  const wrapped: Record<string, Handler> = { ...handlers };
  for (const method of Object.keys(authorityPolicy)) {
    const inner = handlers[method];
    if (!inner) continue;
    wrapped[method] = ((input: Record<string, unknown>, ctx: CallContext) => {
      const need = neededAuthority(rt, method, input, deps);
      if (need) requireManagerAuthority(rt, ctx, need.action, need.subject, { method, ...need.details });
      return (inner as (i: unknown, c: CallContext) => unknown)(input, ctx);
    }) as Handler;
  }
  return wrapped as H;
}
