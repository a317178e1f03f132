// Small helpers of the manager handlers.
import type { CallContext } from '../host/dispatcher';
import type { CoreRuntime } from '../runtime';
import { getSession } from '../store/sessions';

/** The name of the user logged in at this client, or null. */
export function getSessionName(rt: Pick<CoreRuntime, 'db'>, ctx: CallContext): string | null {
  return getSession(rt.db, ctx.clientId)?.name ?? null;
}
