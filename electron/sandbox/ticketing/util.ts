// Small helpers of the ticketing area: JSON errors, request reading with the shared wire schemas,
// local wall-clock timestamps and deterministic ids.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Db } from '../../common/sqlite';
import { formatTimestamp } from '../../core/service/wire';
import { MAX_BODY_BYTES } from '../errors';

/** Largest accepted request body (bytes); bigger bodies are a 400 `validation_error` (one figure for the whole server). */
export { MAX_BODY_BYTES } from '../errors';

/** A JSON failure `{error_code, message}`, thrown and answered by Hono as it is. */
export function fail(status: ContentfulStatusCode, errorCode: string, message: string): HTTPException {
  const res = new Response(JSON.stringify({ error_code: errorCode, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  return new HTTPException(status, { res, message });
}

/** Shorthands for the codes of interface §7. */
export const badRequest = (message: string): HTTPException => fail(400, 'validation_error', message);
export const notFound = (message: string): HTTPException => fail(404, 'not_found', message);
export const forbidden = (message: string): HTTPException => fail(403, 'forbidden', message);

/** Validates a value with a wire schema; 400 `validation_error` naming every issue otherwise. */
export function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const text = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  throw badRequest(text);
}

/** Reads a JSON body (empty = `{}`); non-JSON or oversized bodies are 400. Returns the raw value too. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<{ raw: unknown; data: z.output<S> }> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw badRequest(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw badRequest(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  }
  return { raw, data: check(schema, raw) };
}

/** Validates the query string (without `apikey`). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const { apikey: _key, ...rest } = c.req.query();
  return check(schema, rest);
}

/** A Date as a wire timestamp (local wall-clock, no offset). */
export const ts = (d: Date): string => formatTimestamp(d);

/** Parses a local wall-clock date or timestamp (no offset) into a Date. */
export function parseLocal(value: string): Date {
  const [date = '', time = '00:00:00'] = value.split('T');
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split('.')[0]!.split(':').map(Number);
  return new Date(y, mo - 1, d, h, mi, s);
}

/** Adds minutes to a wire timestamp. */
export function addMinutes(value: string, minutes: number): string {
  return ts(new Date(parseLocal(value).getTime() + minutes * 60_000));
}

/** The date part `YYYY-MM-DD` of a Date (local). */
export const dateOf = (d: Date): string => ts(d).slice(0, 10);

/** Canonical slot instant `YYYY-MM-DDTHH:MM:SS` of a bare date or timestamp (fraction dropped). */
export function canonicalSlot(value: string): string {
  return value.length === 10 ? `${value}T00:00:00` : value.slice(0, 19);
}

/** Next value of a named counter (1, 2, ...), inside the caller's transaction. */
export function nextSeq(db: Db, name: string): number {
  const row = db
    .prepare('insert into tk_sequences (name, value) values (?, 1) on conflict(name) do update set value = value + 1 returning value')
    .get(name) as { value: number };
  return row.value;
}

/** Deterministic 24-character hex id from a name and a number. */
export function hexId(name: string, n: number): string {
  return createHash('sha256').update(`${name}:${n}`).digest('hex').slice(0, 24);
}

/** Deterministic UUID-shaped id from a name and a number. */
export function uuidId(name: string, n: number): string {
  const h = createHash('sha256').update(`${name}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Unguessable token for download URLs. */
export const token = (): string => randomBytes(18).toString('base64url');

/** Luhn check digit of a digit string. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** 19-digit ticket number from a sequence number: `7`, 17 digits, Luhn check digit. */
export function ticketNumber(seq: number): string {
  // Spread consecutive numbers so neighbouring tickets do not look alike (bijective mod 10^17).
  const spread = (BigInt(seq) * 6364136223846793n + 1442695040888963n) % 100000000000000000n;
  const body = `7${spread.toString().padStart(17, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

/** Parses a JSON column. */
export function json<T>(text: string | null): T {
  return JSON.parse(text ?? 'null') as T;
}

/** Stable JSON (sorted object keys), for comparing request bodies. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
