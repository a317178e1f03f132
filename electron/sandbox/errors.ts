// Failure answers of the built-in service, in the two styles the real service uses: plain text
// (voucher, depot, promo, archive endpoints) and JSON `{error_code, message}` (everything else).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { endpoints } from '../core/service/wire';

/** How failures of a path are answered. */
export type ErrorStyle = 'json' | 'text';

/** Largest accepted request body in bytes (the ticketing area uses the same figure); more is a 400. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The ordering segment the built-in service serves (the client's setting defaults to it). */
export const SANDBOX_SEGMENT = 'giftvoucher';

const matchers = Object.values(endpoints).map((e) => ({
  re: new RegExp(
    '^' +
      e.path
        .replace('{segment}', `(?:${SANDBOX_SEGMENT}|esurprise)`)
        .replace(/[.]/g, '\\.')
        .replace(/\{[a-z_]+\}/g, '[^/]+') +
      '$',
  ),
  style: e.errorStyle,
}));

/** Error style of a request path, from the shared endpoint table; unknown `/v1/ticketing` paths are JSON. */
export function errorStyleFor(path: string): ErrorStyle {
  const hit = matchers.find((m) => m.re.test(path));
  if (hit) return hit.style;
  return path.startsWith('/v1/ticketing') || path.startsWith('/__sandbox') ? 'json' : 'text';
}

/** A JSON failure `{error_code, message}` to throw. */
export function jsonError(status: ContentfulStatusCode, errorCode: string, message: string): HTTPException {
  const res = new Response(JSON.stringify({ error_code: errorCode, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  return new HTTPException(status, { res, message });
}

/** A plain-text failure to throw. */
export function textError(status: ContentfulStatusCode, message: string): HTTPException {
  const res = new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new HTTPException(status, { res, message });
}

/** A failure in the style of the request's path (`errorCode` is dropped for text endpoints). */
export function failure(path: string, status: ContentfulStatusCode, errorCode: string, message: string): HTTPException {
  return errorStyleFor(path) === 'json' ? jsonError(status, errorCode, message) : textError(status, message);
}

/** Describes zod issues in one line for a 400 answer. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/** Validates a value with a shared wire schema or throws 400 `validation_error` in the path's style. */
export function validate<S extends z.ZodType>(c: Context, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw failure(c.req.path, 400, 'validation_error', describeIssues(parsed.error));
  return parsed.data;
}

/** Reads the JSON body (an empty body counts as `{}`) and validates it with a wire schema. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw failure(c.req.path, 400, 'validation_error', 'The request body is not valid JSON.');
    }
  }
  return validate(c, schema, value);
}

/** Validates the query string (without `apikey`) with a wire schema. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const { apikey: _key, ...rest } = c.req.query();
  return validate(c, schema, rest);
}
