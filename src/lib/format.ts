// Money, date and time for the chosen UI language (Swiss locales, de-CH by default).
import { formatAmount } from '../../electron/core/contract/format';
import { localeOf } from '../i18n';

type Lang = keyof typeof localeOf;

/** BCP 47 locale of a UI language; de-CH for anything unknown. */
export function localeFor(language: string): string {
  return (localeOf as Record<string, string>)[language] ?? localeOf.de;
}

/** Integer cents for the UI language: the terminal's one amount formatter (receipts use it too). */
export function formatMoney(cents: number, currency: string | null | undefined, language: Lang | string): string {
  return formatAmount(cents, currency, language);
}

/** Parses a wire timestamp or date without offset as local time (with an offset: as that instant); null when unreadable. */
export function parseLocal(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A timestamp with an offset or Z (the core's own clock) is an instant: let Date convert it.
  if (/(?:Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
}

/** A date such as 21.11.2026. */
export function formatDate(value: string | null | undefined, language: string): string {
  const d = parseLocal(value);
  return d ? new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium' }).format(d) : '';
}

/** A time of day HH:MM. */
export function formatTime(value: string | null | undefined, language: string): string {
  const d = parseLocal(value);
  return d ? new Intl.DateTimeFormat(localeFor(language), { hour: '2-digit', minute: '2-digit' }).format(d) : '';
}

/** Date and time, short. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const d = parseLocal(value);
  return d ? new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'short', timeStyle: 'short' }).format(d) : '';
}

/** A percentage such as 10 % for the locale. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(localeFor(language), { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
