// Small helpers of the manager handlers.
import type { CallContext } from '../contract/calls';
import type { CoreRuntime } from '../runtime';
import { callerName } from '../auth/session';

/** The name of the user logged in at this client, or null. */
export function getSessionName(_rt: Pick<CoreRuntime, 'db'>, ctx: CallContext): string | null {
  return callerName(ctx);
}
