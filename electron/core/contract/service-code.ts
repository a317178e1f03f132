// The service's error code behind a core error, without zod: the renderer's cashier bundle imports
// it at run time (errors.ts, with the schemas, re-exports it for the core).
// It takes any error data by its shape, so it imports nothing of errors.ts (no import cycle).

/** The service's `error_code` behind a core error, if any (a refusal, a failure of the service). */
export function serviceCodeOf(error: { details?: object } | null | undefined): string | null {
  const details = error?.details;
  return details && 'serviceCode' in details && typeof details.serviceCode === 'string' ? details.serviceCode : null;
}
