// Names and service text reach the screen without control characters or bidi overrides: every
// string of every answer and event passes the one display rule of the contract.
import { safeDeep } from '../../electron/core/contract/display-text';
import type { RawBridge } from './types';

/** `raw` with every answer and event made safe to show. */
export function safeTextBridge(raw: RawBridge): RawBridge {
  return {
    initialStatus: safeDeep(raw.initialStatus),
    invoke: async (method, input) => safeDeep(await raw.invoke(method, input)),
    subscribe: (callback) => raw.subscribe((message) => callback(safeDeep(message))),
  };
}
