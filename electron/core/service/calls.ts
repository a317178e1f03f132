// The call shapes of the service areas, written once: a path parameter checked before the request,
// a body or query checked against its wire schema. The areas build their clients from these (an
// area's client type is what its builder returns). Value-moving calls are never retried (the
// requester decides by method); calls with their own twist (Book's key) stay inline.
import type { z } from 'zod';
import type { CallOptions, Requester } from './http';
import { checked } from './input';
import type { EndpointName } from './wire';

/** Checks and normalises one path parameter (`idParam`, `ticketNumberParam`, …). */
type ParamCheck = (endpoint: EndpointName, value: string) => string;

/** A call with no input. */
export function plainCall<R extends z.ZodType>(request: Requester, endpoint: EndpointName, resultSchema: R) {
  return async (options?: CallOptions): Promise<z.output<R>> => request({ endpoint, schema: resultSchema, options });
}

/** A call on one path parameter (`/…/{name}/…`), checked by `check` before the request. */
export function paramCall<R extends z.ZodType>(
  request: Requester,
  endpoint: EndpointName,
  name: string,
  check: ParamCheck,
  resultSchema: R,
) {
  return async (value: string, options?: CallOptions): Promise<z.output<R>> =>
    request({ endpoint, params: { [name]: check(endpoint, value) }, schema: resultSchema, options });
}

/** A call on one path parameter with an optional body (none: `{}`) checked against its wire schema. */
export function paramBodyCall<B extends z.ZodType, R extends z.ZodType>(
  request: Requester,
  endpoint: EndpointName,
  name: string,
  check: ParamCheck,
  bodySchema: B,
  resultSchema: R,
) {
  return async (value: string, body?: z.input<B>, options?: CallOptions): Promise<z.output<R>> =>
    request({
      endpoint,
      params: { [name]: check(endpoint, value) },
      body: checked(endpoint, bodySchema, body ?? {}),
      schema: resultSchema,
      options,
    });
}

/** A call with a body checked against its wire schema. */
export function bodyCall<B extends z.ZodType, R extends z.ZodType>(
  request: Requester,
  endpoint: EndpointName,
  bodySchema: B,
  resultSchema: R,
) {
  return async (body: z.input<B>, options?: CallOptions): Promise<z.output<R>> =>
    request({ endpoint, body: checked(endpoint, bodySchema, body), schema: resultSchema, options });
}

/** A call with a query checked against its wire schema. */
export function queryCall<Q extends z.ZodType<Record<string, string | undefined>>, R extends z.ZodType>(
  request: Requester,
  endpoint: EndpointName,
  querySchema: Q,
  resultSchema: R,
) {
  return async (query: z.input<Q>, options?: CallOptions): Promise<z.output<R>> =>
    request({ endpoint, query: { ...checked(endpoint, querySchema, query) }, schema: resultSchema, options });
}
