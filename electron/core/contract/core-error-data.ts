// An error as data outside a throw: the hosts' own refusals and the bridge's (no zod: the cashier bundle loads it).
import { englishOf, type CoreMessage } from './core-messages';
import type { CoreErrorData, ErrorCode } from './errors';

/** The error data of `code` saying `said`. */
export function coreErrorData(code: ErrorCode, said: CoreMessage, retryable = false): CoreErrorData {
  return { code, message: englishOf(said), messageId: said.id, params: said.params, retryable } as CoreErrorData;
}
