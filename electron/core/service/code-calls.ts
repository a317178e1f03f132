// Calls on a voucher code path (`/…/{code}/…`), written once: the code is checked and normalised
// before the request, a body is checked against its wire schema, and the `code` the service echoes
// comes back normalised so it compares with `===`. The echoed code must be the one asked: an answer
// about another voucher (seen in captured traffic) is never handed on as ours.
import type { z } from 'zod';
import { paramBodyCall, paramCall } from './calls';
import { amountMismatch, voucherMismatch } from './errors';
import type { CallOptions, Requester } from './http';
import { normaliseEchoedCode, voucherCodeParam } from './input';
import { endpoints, normalizeVoucherCode, type EndpointName } from './wire';

/** The answer with its code normalised; throws `answer_mismatch` when it names another voucher than `asked`. */
export function sameVoucherAnswer<T extends { code: string }>(endpoint: EndpointName, asked: string, result: T): T {
  const out = normaliseEchoedCode(result);
  const want = normalizeVoucherCode(asked);
  if (out.code !== want) throw voucherMismatch(want, out.code, { endpoint, method: endpoints[endpoint].method, retrySafe: false });
  return out;
}

/**
 * `answered` unless it names another amount than `asked` (cents) for the voucher asked about: an
 * amount from another sale (captured traffic) throws `answer_mismatch`. Nothing to compare (no
 * amount asked, or 0: a voucher without a fixed amount) lets the answer through.
 */
export function sameAmountAnswer(endpoint: EndpointName, asked: number | null | undefined, answered: number): number {
  if (asked === undefined || asked === null || asked <= 0 || answered === asked) return answered;
  throw amountMismatch(endpoint, endpoints[endpoint].method, asked, answered);
}

/** A GET on a code path. */
export function codeGet<R extends z.ZodType<{ code: string }>>(request: Requester, endpoint: EndpointName, resultSchema: R) {
  const call = paramCall(request, endpoint, 'code', voucherCodeParam, resultSchema);
  return async (code: string, options?: CallOptions): Promise<z.output<R>> => sameVoucherAnswer(endpoint, code, await call(code, options));
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
    sameVoucherAnswer(endpoint, code, await call(code, body, options));
}
