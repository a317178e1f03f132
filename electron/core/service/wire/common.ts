/**
 * Shared wire building blocks: timestamps, money, codes, languages and the JSON error body.
 * Request schemas are strict about types; response helpers are tolerant of documented variants.
 */
import { z } from 'zod';
import { isVoucherCode, normalizeVoucherCode } from './codes';

// The code helpers live in a file without zod (the renderer bundles them); re-exported here.
export { formatVoucherCode, isTicketNumber, isVoucherCode, normalizeVoucherCode, sameVoucherCode } from './codes';

const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?$/;
const OFFSET_RE = /(?:Z|[+-]\d{2}:?\d{2})$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^\d{4}-(?:0[1-9]|1[0-2])$/;
const TICKET_NUMBER_RE = /^\d{19}$/;
/**
 * A reference as a register prints it: letters and digits (the documentation's "alphanumeric"),
 * dashes as the service's own examples carry (`ABC-123456`), slashes and dots as receipt numbers do.
 */
const ALNUM_RE = /^[A-Za-z0-9/.-]*$/;

/** True when year/month/day name a real calendar day. */
function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a bare ISO 8601 date `YYYY-MM-DD` naming a real day. */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** True for `YYYY-MM-DDTHH:MM:SS` with 0–7 fractional digits and no offset. */
export function isTimestamp(value: string): boolean {
  const m = TIMESTAMP_RE.exec(value);
  if (m === null || !isRealDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  return Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 59;
}

/** Pads a date or timestamp to `YYYY-MM-DDTHH:MM:SS.fffffff` so strings compare chronologically. */
function canonicalTimestamp(value: string): string {
  const base = isIsoDate(value) ? `${value}T00:00:00` : value.replace(OFFSET_RE, '');
  const [whole = '', fraction = ''] = base.split('.');
  return `${whole}.${fraction.padEnd(7, '0')}`;
}

/** Compares two dates/timestamps (no offsets): negative, zero or positive like a sort comparator. */
export function compareTimestamps(a: string, b: string): number {
  const ca = canonicalTimestamp(a);
  const cb = canonicalTimestamp(b);
  return ca < cb ? -1 : ca > cb ? 1 : 0;
}

/** Formats a Date as a local-time wire timestamp `YYYY-MM-DDTHH:MM:SS` (no offset). */
export function formatTimestamp(date: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return (
    `${String(date.getFullYear()).padStart(4, '0')}-${p(date.getMonth() + 1)}-${p(date.getDate())}` +
    `T${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`
  );
}

/** Timestamp without offset, 0–7 fractional digits (requests and strict checks). */
export const timestampSchema = z.string().refine(isTimestamp, {
  error: 'expected an ISO 8601 timestamp without offset (YYYY-MM-DDTHH:MM:SS[.fffffff])',
});

/** Timestamp in a response: as `timestampSchema`, additionally tolerating a trailing offset. */
export const responseTimestampSchema = z
  .string()
  .refine((v) => isTimestamp(v.replace(OFFSET_RE, '')), { error: 'expected an ISO 8601 timestamp' });

/** Bare date `YYYY-MM-DD`. */
export const isoDateSchema = z.string().refine(isIsoDate, { error: 'expected a date YYYY-MM-DD' });

/** Bare date or timestamp without offset (day slots, statistics ranges). */
export const dateOrTimestampSchema = z.string().refine((v) => isIsoDate(v) || isTimestamp(v), { error: 'expected a date or timestamp' });

/** Month `YYYY-MM` (voucher archives). */
export const monthSchema = z.string().regex(MONTH_RE, { error: 'expected a month YYYY-MM' });

/** Amount in cents of the stated currency: a safe integer (may be negative in responses). */
export const centsSchema = z.number().int();

/** Positive amount in cents (request bodies). */
export const positiveCentsSchema = z.number().int().positive();

/** ISO 639-1 two-letter language code. */
export const languageSchema = z.string().regex(/^[a-z]{2}$/, { error: 'expected an ISO 639-1 code' });

/** ISO 4217 currency code as sent by the service (kept open: any string). */
export const currencySchema = z.string();

/** Free-text refusal reason: null or missing arrive as the empty string. */
export const messageSchema = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** Optional reference of at most `max` letters, digits, dashes, slashes and dots (request bodies). */
export function alnumReferenceSchema(max: number) {
  return z.string().max(max).regex(ALNUM_RE, { error: 'letters, digits, "-", "/" and "." only' }).optional();
}

/** Optional free-text reason of at most 1024 characters (cancel / deactivate bodies). */
export const reasonSchema = z.string().max(1024).optional();

/** Response field that may be missing or null; both come out as `undefined`. */
export function optionalLoose<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .transform((v): z.output<T> | undefined => v ?? undefined)
    .optional();
}

/** Response enum kept open: known values get autocompletion, unknown strings still parse. */
export function looseEnum<const T extends readonly string[]>(values: T) {
  return z.custom<T[number] | (string & {})>((v) => typeof v === 'string').describe(`one of ${values.join(', ')} (open to new values)`);
}

/** Object language code -> text; null entries arrive as the empty string. */
export const localizedTextSchema = z.record(
  z.string(),
  z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
);

/** Voucher code input (path/body): with or without dashes; output is the normalised 12 characters. */
export const voucherCodeSchema = z
  .string()
  .refine(isVoucherCode, { error: 'expected a 12-character voucher code' })
  .transform(normalizeVoucherCode);

/** 19-digit ticket number (paths). */
export const ticketNumberSchema = z.string().regex(TICKET_NUMBER_RE, { error: 'expected a 19-digit ticket number' });

/** Non-empty opaque identifier (request bodies). */
export const idSchema = z.string().min(1);

/** JSON error body `{error_code, message}` of the ticketing / statistics / ordering endpoints. */
export const errorBodySchema = z.looseObject({
  error_code: z.string(),
  message: messageSchema,
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error codes named by the interface document and service facts. */
export const knownErrorCodes = [
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'idempotency_conflict',
  'idempotency_in_progress',
] as const;
export type KnownErrorCode = (typeof knownErrorCodes)[number];

/** Empty object result (`{}`), tolerant of extra fields. */
export const emptyResultSchema = z.looseObject({});
export type EmptyResult = z.infer<typeof emptyResultSchema>;
