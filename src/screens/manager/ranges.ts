// Date presets of the statistics screen: [from, to) in local calendar days, `to` exclusive.

/** `YYYY-MM-DD` of a local date. */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const presets = ['today', 'week', 'month', 'lastMonth', 'year'] as const;
export type Preset = (typeof presets)[number];

/** The range of a preset around `now`. Weeks start on Monday. */
export function presetRange(p: Preset, now = new Date()): { from: string; to: string } {
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
