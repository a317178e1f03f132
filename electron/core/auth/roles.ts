// The role check of every contract call, run by the dispatcher after it resolved the caller from
// the session secret (auth/session.ts) and before the input is even parsed.
//   public  -> always (status, language, the auth.* entry points);
//   cashier -> a live session: a user session, or while no cashier PIN exists an open-till
//              session (fresh terminal, training). Without any session: refused;
//   manager -> a manager session that has not timed out. Hiding a button is not a control.
import { CoreError, type Role } from '../contract';
import type { CallContext } from '../contract/calls';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { cashierPinsRequired, touch } from './session';

/** Throws `unauthorized` (no session) or `forbidden` (wrong role); refreshes the session's activity. */
export function authorizeCall(rt: Pick<CoreRuntime, 'db' | 'clock'>, role: Role, ctx: CallContext, method: string): void {
  if (role === 'public') return;
  const caller = ctx.caller;
  if (!caller) throw new CoreError('unauthorized', say('needsSession', { method }), false, { needs: 'session' });
  const now = rt.clock.now();
  if (role === 'manager') {
    if (!caller.user) throw new CoreError('unauthorized', say('needsManagerPinFor', { method }), false, { needs: 'manager' });
    if (caller.user.role !== 'manager')
      throw new CoreError('forbidden', say('needsManagerSession', { method }), false, { needs: 'manager' });
    touch(rt.db, caller, now);
    return;
  }
  if (!caller.user && cashierPinsRequired(rt.db)) {
    throw new CoreError('unauthorized', say('needsCashierPin', { method }), false, { needs: 'cashier' });
  }
  touch(rt.db, caller, now);
}
