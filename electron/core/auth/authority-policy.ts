// Which steps need a manager's authority, in ONE table applied around the handlers at the
// composition root, so the rule holds whatever screen calls them:
//   - giving money away (free credit on a load), deactivating a stock voucher;
//   - undoing any step of an earlier day (a load, a voucher payment, a whole purchase, a code sale,
//     a promo redemption, a ticket booking, a basket order's refund, cancel or voucher payment): that day is over in everyone's
//     books, so only a manager reopens it;
//   - reprinting a slip that carries the full code;
//   - changing the payment methods (manager sessions already; audited here);
//   - opening the cash drawer without a sale (from the till screen, with a reason);
//   - taking a clock that is behind the recorded steps as right;
//   - seeing the expected cash of the open session before its close (the X, the close preview, the X
//     printed or as CSV): a manager's, audited each time; a cashier's close is blind.
// The check (requireManagerAuthority) passes for a manager session or one elevation and writes the
// audit entry naming the manager (and the cashier); otherwise the call ends `forbidden` with
// `{needs: 'manager_pin', action}`.
import { z } from 'zod';
import type { CallContext } from '../contract/calls';
import type { CoreRuntime } from '../runtime';
import { findJournalRow, terminalDay } from '../store/journal';
import { firstDoneStepDay } from '../store/order-steps';
import { findOrder } from '../store/orders';
import { clockBehind } from '../store/clock-floor';
import { countPinUsers } from '../store/pins';
import { findOpenSession, readSessionSettings } from '../store/till-sessions';
import { requireManagerAuthority, type AuthorityAction } from './authority';
import { say, type CoreMessage } from '../contract/core-messages';

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
  /** The refusal's words when the generic "needs a manager PIN" would not say why. */
  message?: CoreMessage;
}

/** Decides the need of one call from its (raw) input; reads only, unknown ids are left to the handler. */
type Rule = (rt: Rt, input: Record<string, unknown>, deps: AuthorityPolicyDeps, ctx?: CallContext) => Need | null;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const today = (rt: Rt) => terminalDay(rt.db, rt.clock.now());

/** Always a manager step; the subject read from one input field. */
const always =
  (action: AuthorityAction, subjectField?: string): Rule =>
  (_rt, input) => ({ action, subject: subjectField ? text(input[subjectField]) : null });

/** The terminal day of the thing an undo targets, read from the call's input; null: unknown (the handler answers). */
type DayOf = (rt: Rt, input: Record<string, unknown>) => { subject: string; day: string; details?: Record<string, unknown> } | null;

/** A journal row (`journalId`): the day it was written. */
const rowDay: DayOf = (rt, input) => {
  const id = text(input.journalId);
  const row = id === null ? undefined : findJournalRow(rt.db, id);
  return row && id ? { subject: id, day: row.day, details: { kind: row.kind } } : null;
};

/** A finished order (`orderId`): the day it was sold (finished). */
const orderDay: DayOf = (rt, input) => {
  const id = text(input.orderId);
  const o = id === null ? null : findOrder(rt.db, id);
  return id && o ? { subject: id, day: terminalDay(rt.db, new Date(o.finishedAt ?? o.createdAt)) } : null;
};

/** An open order (`orderId`) cancelled, or one tender (`tenderId`) removed: the day of its earliest done step. */
const openOrderDay: DayOf = (rt, input) => {
  const id = text(input.orderId);
  const day = id === null ? null : firstDoneStepDay(rt.db, { orderId: id });
  return id && day ? { subject: id, day } : null;
};
const tenderDay: DayOf = (rt, input) => {
  const id = text(input.tenderId);
  const day = id === null ? null : firstDoneStepDay(rt.db, { tenderId: id });
  return id && day ? { subject: id, day } : null;
};

/**
 * Undoing a step of an earlier terminal day, whatever the path (a single step, a whole purchase, a
 * basket order's refund): that day is over in everyone's books, so only a manager reopens it, and
 * the audit entry names the manager, the cashier and the day. The one rule of every undo path.
 */
const earlierDay =
  (action: AuthorityAction, dayOf: DayOf): Rule =>
  (rt, input) => {
    const t = dayOf(rt, input);
    return t && t.day < today(rt)
      ? {
          action,
          subject: t.subject,
          details: { day: t.day, ...t.details },
          message: say('needsManagerEarlierDay', { day: t.day }),
        }
      : null;
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

/** A basket load line with free credit (`order.addLine`). */
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

/** An order's receipt again: a full-code reprint when it prints a code in full (its job is filed under `order:<id>`). */
const fullCodeOrderReprint: Rule = (rt, input, deps) => {
  const orderId = text(input.orderId);
  return orderId ? fullCodeReprint(rt, { ref: { journalId: `order:${orderId}` } }, deps) : null;
};

/** Taking a clock that is behind the recorded steps as right: a manager's word, with both times audited. */
const clockConfirm: Rule = (rt) => {
  const behind = clockBehind(rt.db, rt.clock.now());
  return behind ? { action: 'confirm_clock', subject: null, details: { clockNow: behind.now, floor: behind.floor } } : null;
};

/**
 * The expected cash of the open session shown before its close (`shows`: this call shows it): a
 * manager's step, audited with the session. A cashier the setting keeps from closing is refused by
 * the handler, saying why; one it lets close counts blind, and sees it only with a manager's PIN.
 */
const cashPreview =
  (shows: (input: Record<string, unknown>) => boolean): Rule =>
  (rt, input, _deps, ctx) => {
    if (!shows(input)) return null;
    const open = findOpenSession(rt.db);
    if (!open) return null; // the handler answers: the till is closed
    const manager = ctx?.caller?.user?.role === 'manager' || countPinUsers(rt.db, 'manager') === 0;
    if (!manager && !readSessionSettings(rt.db).cashierMayClose) return null;
    const counted = typeof input.countedCents === 'number' ? { countedCents: input.countedCents } : {};
    return {
      action: 'preview_cash',
      subject: open.id,
      details: { number: open.number, ...counted },
      message: say('countBlind'),
    };
  };
/** No session, day or month named: the open session's X. */
const theX = (input: Record<string, unknown>) => !('sessionId' in input) && !('day' in input) && !('month' in input);

/** Every method that can need a manager, and when. */
export const authorityPolicy: Readonly<Record<string, Rule>> = {
  'order.addLine': orderLoadFreeCredit,
  'depot.deactivate': always('deactivate_depot', 'code'),
  // Every undo path of an earlier day's step (one rule: earlierDay).
  'charge.cancel': earlierDay('cancel_charge_earlier_day', rowDay),
  'redemption.cancel': earlierDay('cancel_purchase_earlier_day', rowDay),
  'sale.cancel': earlierDay('cancel_sale_earlier_day', rowDay),
  'promo.cancel': earlierDay('cancel_promo_earlier_day', rowDay),
  'ticketing.cancelBooking': earlierDay('cancel_booking_earlier_day', rowDay),
  'order.refund': earlierDay('refund_order_earlier_day', orderDay),
  'order.cancel': earlierDay('cancel_order_earlier_day', openOrderDay),
  'order.removeTender': earlierDay('cancel_purchase_earlier_day', tenderDay),
  'print.reprint': fullCodeReprint,
  'order.reprint': fullCodeOrderReprint,
  'payment.updateSettings': always('payment_settings'),
  'payment.openDrawer': always('open_drawer'),
  'app.confirmClock': clockConfirm,
  'session.x': cashPreview(() => true),
  'session.close': cashPreview((input) => input.confirm !== true),
  'session.print': cashPreview(theX),
  'session.csv': cashPreview(theX),
};

/** The authority a call needs, or null. */
export function neededAuthority(rt: Rt, method: string, input: unknown, deps: AuthorityPolicyDeps = {}, ctx?: CallContext): Need | null {
  const rule = Object.prototype.hasOwnProperty.call(authorityPolicy, method) ? authorityPolicy[method] : undefined;
  if (!rule || typeof input !== 'object' || input === null) return null;
  return rule(rt, input as Record<string, unknown>, deps, ctx);
}

/** Wraps the handlers of authority steps with the manager check (others are returned as they are). */
export function withAuthority<H extends Record<string, Handler>>(rt: Rt, handlers: H, deps: AuthorityPolicyDeps = {}): H {
  const wrapped: Record<string, Handler> = { ...handlers };
  for (const method of Object.keys(authorityPolicy)) {
    const inner = handlers[method];
    if (!inner) continue;
    wrapped[method] = ((input: Record<string, unknown>, ctx: CallContext) => {
      const need = neededAuthority(rt, method, input, deps, ctx);
      if (need) requireManagerAuthority(rt, ctx, need.action, need.subject, { method, ...need.details }, need.message);
      return (inner as (i: unknown, c: CallContext) => unknown)(input, ctx);
    }) as Handler;
  }
  return wrapped as H;
}
