// The one amount formatter of the terminal: screens and receipts alike. Swiss conventions per UI
// language; only characters a receipt printer has (apostrophe, no-break space) so a receipt and a
// screen show the same text.

const NBSP = '\u00a0';

type Style = { group: string; decimal: string; currencyFirst: boolean };

const styles: Record<string, Style> = {
  de: { group: "'", decimal: '.', currencyFirst: true },
  it: { group: "'", decimal: '.', currencyFirst: true },
  fr: { group: NBSP, decimal: '.', currencyFirst: false },
  en: { group: ',', decimal: '.', currencyFirst: true },
};

/**
 * Integer cents as text in a UI language: de-CH and it-CH `CHF 1'234.50`, fr-CH `1 234.50 CHF`,
 * en `CHF 1,234.50` (no-break spaces). Unknown languages as German; no currency as CHF.
 */
export function formatAmount(cents: number, currency: string | null | undefined, lang: string): string {
  const s = styles[lang] ?? styles.de!;
  const abs = Math.abs(Math.trunc(cents));
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, s.group);
  const number = `${cents < 0 ? '-' : ''}${units}${s.decimal}${(abs % 100).toString().padStart(2, '0')}`;
  const cur = currency || 'CHF';
  return s.currencyFirst ? `${cur}${NBSP}${number}` : `${number}${NBSP}${cur}`;
}

// The terminal's one time zone (the `terminal.timeZone` setting, default the OS zone) decides the
// journal day, the receipts, the reports and the screens. Formatters are cached per zone.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone of the operating system (the default of the terminal's setting). */
export function osTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** True when `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Every zone's offset today is a whole number of quarter hours and changes on a quarter hour, so
// an instant's day is the same for its whole quarter hour: the journal writes a row's day without
// formatting a date each time (rows come in time order, nearly every one hits).
const QUARTER_MS = 15 * 60_000;
const dayByQuarter = new Map<string, Map<number, string>>();

/** The calendar day `YYYY-MM-DD` of an instant in `timeZone`. */
export function dayIn(date: Date, timeZone: string): string {
  const quarter = Math.floor(date.getTime() / QUARTER_MS);
  let days = dayByQuarter.get(timeZone);
  if (!days) dayByQuarter.set(timeZone, (days = new Map()));
  const known = days.get(quarter);
  if (known !== undefined) return known;
  let f = dayFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (days.size >= 10_000) days.clear(); // about a hundred days of quarter hours
  days.set(quarter, day);
  return day;
}
