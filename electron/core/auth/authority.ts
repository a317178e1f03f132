// "Cancel with authority": steps that need a manager's PIN (the table in authority-policy.ts:
// undoing any step of an earlier day, deactivating a stock voucher, reprinting a full-code slip,
// payment-method settings, closing a day). Operations call
// `requireManagerAuthority` before the step; it passes for a manager session or a fresh
// elevation (auth.elevate) of this client, consumes the elevation and writes the audit entry.
import { CoreError } from '../contract';
import type { CallContext } from '../contract/calls';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { countPinUsers, getPinUser } from '../store/pins';
import { actorOf } from './login';
import { setElevation } from './session';
import { say, type CoreMessage } from '../contract/core-messages';

/** Steps that need a manager's authority. */
export type AuthorityAction =
  | 'cancel_charge_earlier_day'
  | 'cancel_purchase_earlier_day'
  | 'cancel_sale_earlier_day'
  | 'cancel_promo_earlier_day'
  | 'cancel_booking_earlier_day'
  | 'refund_order_earlier_day'
  | 'cancel_order_earlier_day'
  | 'deactivate_depot'
  | 'reprint_full_code'
  | 'free_credit'
  | 'payment_settings'
  | 'close_day'
  | 'confirm_clock'
  | 'preview_cash'
  | 'open_drawer';

/** Who authorised a step: the manager's name, and the cashier of the session when elevated. */
export interface Authority {
  manager: string;
  cashier: string | null;
}

/**
 * Throws `forbidden` with details `{needs: 'manager_pin', action}` unless this client holds a
 * manager session or an unexpired elevation; on success the audit log records who and when.
 * Before the first manager PIN exists (fresh terminal, training) there is nobody to ask: the step
 * passes and is audited with `noManagerPin: true` (anyone could set the first PIN up anyway).
 */
export function requireManagerAuthority(
  rt: Pick<CoreRuntime, 'db' | 'clock'>,
  ctx: CallContext,
  action: AuthorityAction,
  subject: string | null,
  details: Record<string, unknown> = {},
  message: CoreMessage = say('needsManagerPin'),
): Authority {
  const now = rt.clock.now();
  return rt.db.transaction((): Authority => {
    const c = ctx.caller ?? null;
    const user = c?.user ?? null;
    let authority: Authority | null = null;
    if (countPinUsers(rt.db, 'manager') === 0) {
      appendAudit(rt.db, { at: now, actor: actorOf(ctx), action, subject, details: { ...details, noManagerPin: true } });
      return { manager: '', cashier: user?.name ?? null };
    }
    if (user?.role === 'manager') authority = { manager: user.name, cashier: null };
    else if (c?.elevatedBy && c.elevatedUntil && new Date(c.elevatedUntil).getTime() > now.getTime()) {
      const manager = getPinUser(rt.db, c.elevatedBy);
      if (manager?.role === 'manager') authority = { manager: manager.name, cashier: user?.name ?? null };
      setElevation(rt.db, c.sessionId, null, null); // one step per PIN entry
      c.elevatedBy = null;
      c.elevatedUntil = null;
    }
    if (!authority) throw new CoreError('forbidden', message, false, { needs: 'manager_pin', action });
    appendAudit(rt.db, { at: now, actor: authority.manager, action, subject, details: { ...details, cashier: authority.cashier } });
    return authority;
  })();
}

/** The cashier name of this call's session (for journal rows), or null on an open till. */
export function sessionUserName(ctx: CallContext): string | null {
  return ctx.caller?.user?.name ?? null;
}
