// The service's error code behind a core error, without zod: the renderer's cashier bundle imports
// it at run time (errors.ts, with the schemas, re-exports it for the core).
import type { CoreErrorData } from './errors';

/** The service's `error_code` behind a core error, if any (a refusal, a failure of the service). */
export function serviceCodeOf(error: CoreErrorData | null | undefined): string | null {
  const details = error?.details;
  return details && 'serviceCode' in details ? (details.serviceCode ?? null) : null;
}
