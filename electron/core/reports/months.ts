// Month and day arithmetic of the reports, in the terminal's time zone (the service's timestamps
// carry no offset and mean the merchant's local time).
import { dayIn } from '../contract/format';

/** `YYYY-MM` of an instant in `timeZone` (the terminal's zone). */
export function monthOf(date: Date, timeZone: string): string {
  return dayIn(date, timeZone).slice(0, 7);
}

/** The month `delta` months after `month` (negative goes back). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `end`, oldest first. */
export function lastMonths(end: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(end, i - count + 1));
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}
