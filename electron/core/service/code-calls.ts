// Calls on a voucher code path (`/…/{code}/…`), written once: the code is checked and normalised
// before the request, a body is checked against its wire schema, and the `code` the service echoes
// comes back normalised so it compares with `===`.
import type { z } from 'zod';
import { paramBodyCall, paramCall } from './calls';
import type { CallOptions, Requester } from './http';
import { normaliseEchoedCode, voucherCodeParam } from './input';
import type { EndpointName } from './wire';

/** A GET on a code path. */
export function codeGet<R extends z.ZodType<{ code: string }>>(request: Requester, endpoint: EndpointName, resultSchema: R) {
  const call = paramCall(request, endpoint, 'code', voucherCodeParam, resultSchema);
  return async (code: string, options?: CallOptions): Promise<z.output<R>> => normaliseEchoedCode(await call(code, options));
}

/** A POST on a code path (value-moving calls are never retried by the requester). */
export function codePost<B extends z.ZodType, R extends z.ZodType<{ code: string }>>(
  request: Requester,
  endpoint: EndpointName,
  bodySchema: B,
  resultSchema: R,
) {
  const call = paramBodyCall(request, endpoint, 'code', voucherCodeParam, bodySchema, resultSchema);
  return async (code: string, body?: z.input<B>, options?: CallOptions): Promise<z.output<R>> =>
    normaliseEchoedCode(await call(code, body, options));
}
