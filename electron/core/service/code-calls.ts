// Calls on a voucher code path (`/…/{code}/…`), written once: the code is checked and normalised
// before the request, a body is checked against its wire schema, and the `code` the service echoes
// comes back normalised so it compares with `===`.
import type { z } from 'zod';
import type { CallOptions, Requester } from './http';
import { checked, normaliseEchoedCode, voucherCodeParam } from './input';
import type { EndpointName } from './wire';

/** A GET on a code path. */
export function codeGet<R extends z.ZodType<{ code: string }>>(request: Requester, endpoint: EndpointName, resultSchema: R) {
  return async (code: string, options?: CallOptions): Promise<z.output<R>> =>
    normaliseEchoedCode(await request({ endpoint, params: { code: voucherCodeParam(endpoint, code) }, schema: resultSchema, options }));
}

/** A POST on a code path (value-moving calls are never retried by the requester). */
export function codePost<B extends z.ZodType, R extends z.ZodType<{ code: string }>>(
  request: Requester,
  endpoint: EndpointName,
  bodySchema: B,
  resultSchema: R,
) {
  return async (code: string, body?: z.input<B>, options?: CallOptions): Promise<z.output<R>> =>
    normaliseEchoedCode(
      await request({
        endpoint,
        params: { code: voucherCodeParam(endpoint, code) },
        body: checked(endpoint, bodySchema, body ?? {}),
        schema: resultSchema,
        options,
      }),
    );
}
