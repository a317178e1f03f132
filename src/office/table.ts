// A table of the office page, told once for the screen and its CSV: a cell is text, a count,
// cents or an instant. The CSV is Excel's: a BOM, `;` between cells, amounts in units with two
// decimals, instants as the page shows them.
export type Cell = string | number | null | { cents: number | null } | { at: string | null };

export interface OfficeTable {
  /** Stable name: the `data-table` of the screen and the CSV file's name. */
  name: string;
  caption: string;
  head: string[];
  rows: Cell[][];
  /** Per row: a link of its first cell (a store day, a session's Z). */
  links?: Array<string | null>;
  /** Per row: a total row (shown strong). */
  totals?: boolean[];
}

export const isMoney = (c: Cell): c is { cents: number | null } => typeof c === 'object' && c !== null && 'cents' in c;
export const isInstant = (c: Cell): c is { at: string | null } => typeof c === 'object' && c !== null && 'at' in c;

/** Excel's CSV of a table; `instant` writes an instant as the page shows it. */
export function tableCsv(t: OfficeTable, instant: (at: string | null) => string): string {
  const cell = (c: Cell): string => {
    if (c === null) return '';
    if (isMoney(c)) return c.cents === null ? '' : (c.cents / 100).toFixed(2);
    const s = isInstant(c) ? instant(c.at) : String(c);
    return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\ufeff${[t.head, ...t.rows].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}
