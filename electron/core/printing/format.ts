// Formatting for receipts: money, codes and times. Pure functions, no locale data needed.
import { formatAmount } from '../contract/format';
import { NBSP } from './text';

/** An amount on a receipt: the terminal's one amount formatter, in the receipt's language (always given: fr puts the currency after). */
export function formatMoney(cents: number, currency: string, lang: string): string {
  return formatAmount(cents, currency, lang);
}

/** Upper case, dashes and spaces removed: the form a QR code carries. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** A 12-character voucher code in groups of four (ABCD-EFGH-JKLM); other codes as they are. */
export function formatCode(code: string): string {
  const n = normalizeCode(code);
  return n.length === 12 ? `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}` : n;
}

/** Only the last four characters visible (****-****-JKLM). */
export function maskCode(code: string): string {
  const n = normalizeCode(code);
  const masked = '*'.repeat(Math.max(0, n.length - 4)) + n.slice(-4);
  return n.length === 12 ? formatCode(masked) : masked;
}

// Building an Intl formatter costs far more than using one: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * "21.11.2026 14:05". A timestamp with Z or an offset is an instant, shown in `timeZone`; one
 * without offset (service times) is already local and shown as written.
 */
export function formatDateTime(ts: string, timeZone: string, withTime = true): string {
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(ts);
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(ts) && local) {
    const [, y, mo, d, h, mi] = local;
    const date = `${d}.${mo}.${y}`;
    return withTime && h !== undefined ? `${date} ${h}:${mi}` : date;
  }
  const at = new Date(ts);
  if (Number.isNaN(at.getTime())) return ts;
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (t: string): string => parts.find((p) => p.type === t)?.value ?? '00';
  const date = `${get('day')}.${get('month')}.${get('year')}`;
  return withTime ? `${date} ${get('hour')}:${get('minute')}` : date;
}

/** Percentage or amount of a promo code, e.g. "10 %" or "CHF 5.00". */
export function formatDiscount(type: 'percentage' | 'amount', value: number, currency: string, lang: string): string {
  return type === 'percentage' ? `${value}${NBSP}%` : formatMoney(Math.round(value), currency, lang);
}
