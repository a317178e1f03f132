// Money, date and time for the chosen UI language (Swiss locales, de-CH by default).
import { dayIn, formatAmount, osTimeZone } from '../../electron/core/contract/format';
import { fallbackCurrency, localeOf } from '../i18n/locales-of';

type Lang = keyof typeof localeOf;

/** BCP 47 locale of a UI language; de-CH for anything unknown. */
export function localeFor(language: string): string {
  return (localeOf as Record<string, string>)[language] ?? localeOf.de;
}

/** Integer cents for the UI language: the terminal's one amount formatter (receipts use it too). */
export function formatMoney(cents: number, currency: string | null | undefined, language: Lang | string): string {
  return formatAmount(cents, currency || fallbackCurrency, language);
}

// The terminal's time zone (app status `timeZone`, set by App); the browser's zone until the first status.
// Asked of Intl only when first needed: the first Intl.DateTimeFormat loads the ICU data, which
// would otherwise cost every start of the page before the first screen.
let terminalZone: string | undefined;

/** Sets the zone screens show instants in (the terminal's setting, from the app status). */
export function setDisplayTimeZone(zone: string): void {
  terminalZone = zone;
}

/** The zone screens show instants in. */
export function displayTimeZone(): string {
  return (terminalZone ??= osTimeZone());
}

/** Today in the terminal's zone as a local midnight Date (for calendar arithmetic with local getters). */
export function terminalToday(now: Date = new Date()): Date {
  const [y, m, d] = dayIn(now, displayTimeZone()).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * A wire timestamp or date: with an offset or Z (the core's own clock) an instant shown in the
 * terminal's zone; without one a wall-clock time of the merchant, shown as written.
 */
function parseZoned(value: string | null | undefined): { at: Date; timeZone: string } | null {
  if (!value) return null;
  if (/(?:Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : { at: d, timeZone: displayTimeZone() };
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  return { at: new Date(utc), timeZone: 'UTC' };
}

// Building an Intl formatter costs far more than using one: one per locale, options and zone.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, f);
  }
  return f;
}

function formatZoned(value: string | null | undefined, language: string, options: Intl.DateTimeFormatOptions): string {
  const z = parseZoned(value);
  return z ? dateFormatter(localeFor(language), { ...options, timeZone: z.timeZone }).format(z.at) : '';
}

/** A date such as 21.11.2026. */
export function formatDate(value: string | null | undefined, language: string): string {
  return formatZoned(value, language, { dateStyle: 'medium' });
}

/** A time of day HH:MM. */
export function formatTime(value: string | null | undefined, language: string): string {
  return formatZoned(value, language, { hour: '2-digit', minute: '2-digit' });
}

/** Date and time, short. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  return formatZoned(value, language, { dateStyle: 'short', timeStyle: 'short' });
}

/** A percentage such as 10 % for the locale. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(localeFor(language), { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** A month `YYYY-MM` in the language: "Nov. 26" (short), "November 2026" (long) or "Nov." (month, within a year). */
export function formatMonth(month: string, language: string, style: 'short' | 'long' | 'month' = 'long'): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, 1);
  const options: Intl.DateTimeFormatOptions =
    style === 'month' ? { month: 'short' } : { month: style, year: style === 'short' ? '2-digit' : 'numeric' };
  return new Intl.DateTimeFormat(localeFor(language), options).format(d);
}

/** Whole currency units for chart axes ("CHF 26'000"). */
export function formatMoneyAxis(cents: number, currency: string | null | undefined, language: string): string {
  return new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency: currency || fallbackCurrency,
    maximumFractionDigits: 0,
  }).format(Math.round(cents / 100));
}
