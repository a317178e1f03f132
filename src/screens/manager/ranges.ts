// Date presets of the statistics screen: [from, to) in local calendar days, `to` exclusive as the
// service wants it. The screen shows and takes the last day inclusive (`inclusiveEnd`/`exclusiveTo`).

import { terminalToday } from '../../lib/format';

/** `YYYY-MM-DD` of a local date. */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const presets = ['today', 'week', 'month', 'lastMonth', 'year'] as const;
export type Preset = (typeof presets)[number];

/** The range of a preset around `now`. Weeks start on Monday. */
export function presetRange(p: Preset, now = terminalToday()): { from: string; to: string } {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  switch (p) {
    case 'today':
      return { from: isoDay(new Date(y, m, d)), to: isoDay(new Date(y, m, d + 1)) };
    case 'week': {
      const monday = d - ((now.getDay() + 6) % 7);
      return { from: isoDay(new Date(y, m, monday)), to: isoDay(new Date(y, m, monday + 7)) };
    }
    case 'month':
      return { from: isoDay(new Date(y, m, 1)), to: isoDay(new Date(y, m + 1, 1)) };
    case 'lastMonth':
      return { from: isoDay(new Date(y, m - 1, 1)), to: isoDay(new Date(y, m, 1)) };
    case 'year':
      return { from: isoDay(new Date(y, 0, 1)), to: isoDay(new Date(y + 1, 0, 1)) };
  }
}

function shift(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(y, m - 1, d + days));
}

/** The last day a range includes: the day before the exclusive `to`. */
export function inclusiveEnd(to: string): string {
  return shift(to, -1);
}

/** The service's exclusive `to` of a range whose last day is `end` (inclusive): the day after. */
export function exclusiveTo(end: string): string {
  return shift(end, 1);
}

/** The preset whose range this is, or null (a custom range). */
export function presetOf(range: { from: string; to: string }, now = terminalToday()): Preset | null {
  return (
    presets.find((p) => {
      const r = presetRange(p, now);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}
