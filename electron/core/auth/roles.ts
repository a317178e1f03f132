// The role check of every contract call, run by the dispatcher before the input is even parsed.
//   public  -> always;
//   cashier -> a cashier or manager session; while no cashier PIN exists the till is open
//              (fresh terminal, training) and cashier methods need no session;
//   manager -> a manager session that has not timed out. Hiding a button is not a control.
import { CoreError, type Role } from '../contract';
import type { CallContext } from '../host/dispatcher';
import type { CoreRuntime } from '../runtime';
import { activeSession, cashierPinsRequired, touch } from './session';

/** Throws `unauthorized` (no session) or `forbidden` (wrong role); refreshes the session's activity. */
export function authorizeCall(rt: Pick<CoreRuntime, 'db' | 'clock'>, role: Role, ctx: CallContext, method: string): void {
  if (role === 'public') return;
  const now = rt.clock.now();
  const session = activeSession(rt.db, ctx.clientId, now);
  if (role === 'manager') {
    if (!session) throw new CoreError('unauthorized', `${method} needs a manager PIN`, false, { needs: 'manager' });
    if (session.role !== 'manager') throw new CoreError('forbidden', `${method} needs a manager session`, false, { needs: 'manager' });
    touch(rt.db, session, now);
    return;
  }
  if (session) {
    touch(rt.db, session, now);
    return;
  }
  if (cashierPinsRequired(rt.db)) throw new CoreError('unauthorized', `${method} needs a cashier PIN`, false, { needs: 'cashier' });
}
