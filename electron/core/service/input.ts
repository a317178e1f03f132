/**
 * Checks the client does before a request leaves: codes normalised and validated, bodies checked
 * against their wire request schemas. A failure is a ServiceError of kind `invalid_request`.
 */
import type { z } from 'zod';
import { endpoints, isTicketNumber, isVoucherCode, normalizeVoucherCode, type EndpointName } from './wire';
import { invalidRequest } from './errors';
import { say } from '../contract/core-messages';

function ctx(endpoint: EndpointName) {
  return { endpoint, method: endpoints[endpoint].method, retrySafe: false };
}

/** A 12-character voucher code (dashes, spaces, any case) normalised to `ABCDEFGHJKLM`. */
export function voucherCodeParam(endpoint: EndpointName, code: string): string {
  if (!isVoucherCode(code)) throw invalidRequest(say('voucherCodeFormat'), ctx(endpoint));
  return normalizeVoucherCode(code);
}

/** The balance endpoint also takes a short-lived mobile short code: letters/digits, 4–32 characters. */
export function balanceCodeParam(endpoint: EndpointName, code: string): string {
  const normalised = normalizeVoucherCode(code);
  if (!/^[A-Z0-9]{4,32}$/.test(normalised)) throw invalidRequest(say('notVoucherCode'), ctx(endpoint));
  return normalised;
}

/** A promo code: trimmed, 1–64 visible characters without slashes (case kept: the service decides). */
export function promoCodeParam(endpoint: EndpointName, code: string): string {
  const trimmed = code.trim();
  if (!/^[^\s/\\?#]{1,64}$/.test(trimmed)) throw invalidRequest(say('notPromoCode'), ctx(endpoint));
  return trimmed;
}

/** A 19-digit ticket number (spaces removed). */
export function ticketNumberParam(endpoint: EndpointName, ticketNumber: string): string {
  const compact = ticketNumber.replace(/\s/g, '');
  if (!isTicketNumber(compact)) throw invalidRequest(say('ticketNumberFormat'), ctx(endpoint));
  return compact;
}

/** A non-empty opaque identifier for a path. */
export function idParam(endpoint: EndpointName, id: string): string {
  if (id.trim() === '') throw invalidRequest(say('idMissing'), ctx(endpoint));
  return id;
}

/** Validates a request body or query against its wire schema and returns the parsed value. */
export function checked<S extends z.ZodType>(endpoint: EndpointName, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'request';
    throw invalidRequest(say('invalidField', { field, issue: issue?.message ?? 'invalid value' }), ctx(endpoint));
  }
  return parsed.data as z.output<S>;
}

/** Upper-cases and de-dashes a voucher code echoed in a response when it is one (left alone otherwise). */
export function normaliseEchoedCode<T extends { code: string }>(result: T): T {
  return isVoucherCode(result.code) ? { ...result, code: normalizeVoucherCode(result.code) } : result;
}
