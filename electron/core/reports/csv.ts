// CSV for spreadsheet programs: CRLF, UTF-8. The manager reports write it the way the UI language's
// office programs open it directly: a byte-order mark, `;` for de/fr/it (Swiss Excel), `,` for en.
// Cells that a spreadsheet would run as a formula (= + - @ at the start) are quoted with a leading
// apostrophe: a voucher-type name must never become a formula.
import type { Language } from '../contract/app';

/** A cell written verbatim (amounts formatted by csvAmount). */
export interface RawCell {
  raw: string;
}
export type Cell = string | number | null | undefined | RawCell;

/** Separator and byte-order mark of one CSV file. */
export interface CsvOptions {
  separator?: ';' | ',';
  bom?: boolean;
}

/** The CSV conventions of a UI language: BOM, `;` for de/fr/it, `,` for en. */
export function csvOptionsFor(language: Language): Required<CsvOptions> {
  return { separator: language === 'en' ? ',' : ';', bom: true };
}

/** One cell: numbers and raw cells as they are, text quoted when needed. */
export function csvCell(value: Cell, separator: ';' | ',' = ';'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.raw;
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) || text !== value ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cents as a decimal amount with two places (`1234` -> `12.34`, `-5` -> `-0.05`). */
export function csvAmount(cents: number): RawCell {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return { raw: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

/** Rows to CSV text, header first (default: `;`, no byte-order mark). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<Cell>>, opts: CsvOptions = {}): string {
  const sep = opts.separator ?? ';';
  return (opts.bom ? '\uFEFF' : '') + rows.map((r) => r.map((c) => csvCell(c, sep)).join(sep)).join('\r\n') + '\r\n';
}
