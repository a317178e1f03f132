// The app status a page was served with (browser mode, see core/host/static-files.ts): the first
// screen shows without a round trip. DOM-free, so unit tests run it in Node.
import type { AppStatus } from '../../electron/core/contract';
import type { RawBridge } from './types';

/**
 * The served status as the core's `app.status` answered it (checked there against its schema;
 * `raw` is the safe-text bridge, so the display rule is applied), or null: the page then asks.
 */
export function servedStatus(raw: RawBridge): AppStatus | null {
  const v = raw.initialStatus as Partial<AppStatus> | null | undefined;
  const complete =
    typeof v === 'object' && v !== null && typeof v.language === 'string' && typeof v.mode === 'string' && typeof v.timeZone === 'string';
  return complete ? (v as AppStatus) : null;
}
