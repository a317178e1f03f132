// CSV for spreadsheet programs of Swiss offices: `;` separator, CRLF, UTF-8 with BOM-free text.
// Cells that a spreadsheet would run as a formula (= + - @ at the start) are quoted with a leading
// apostrophe: a voucher-type name must never become a formula.

/** A cell written verbatim (amounts formatted by csvAmount). */
export interface RawCell {
  raw: string;
}
export type Cell = string | number | null | undefined | RawCell;

/** One cell: numbers and raw cells as they are, text quoted when needed. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.raw;
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) || text !== value ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cents as a decimal amount with two places (`1234` -> `12.34`, `-5` -> `-0.05`). */
export function csvAmount(cents: number): RawCell {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return { raw: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

/** Rows to CSV text, header first. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<Cell>>): string {
  return rows.map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
