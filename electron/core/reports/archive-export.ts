// The archive table as CSV (headings, separator and BOM of the UI language) and as the input of the
// `voucher_archive` receipt (printed via the print queue, 58 or 80 mm).
import type { ArchiveTableMonth } from '../contract';
import type { Language } from '../contract/app';
import type { ReceiptInput } from '../printing/input';
import type { Complimentary } from '../service/wire';
import { csvAmount, csvOptionsFor, toCsv, type Cell } from './csv';
import { reportStrings } from './report-strings';

/** CSV: one line per month, oldest first. */
export function archiveCsv(
  months: readonly ArchiveTableMonth[],
  complimentary: Complimentary,
  currency: string | null,
  language: Language,
): { filename: string; csv: string } {
  const s = reportStrings[language];
  const rows: Cell[][] = [[s.month, s.closingBalance, s.change, s.changePercent, s.currency, s.complimentary, s.state]];
  for (const m of months) {
    const state = [m.open ? s.open : null, m.correctedFromCents !== null ? s.corrected : null, m.stale ? s.stale : null];
    rows.push([
      m.month,
      m.totalBalanceCents === null ? null : csvAmount(m.totalBalanceCents),
      m.changeCents === null ? null : csvAmount(m.changeCents),
      m.changePercent === null ? null : { raw: m.changePercent.toFixed(2) },
      currency,
      s.compl[complimentary],
      state.filter(Boolean).join(', '),
    ]);
  }
  const first = months[0]?.month ?? '';
  const last = months[months.length - 1]?.month ?? '';
  return { filename: `voucher-archive_${first}_${last}_${complimentary}.csv`, csv: toCsv(rows, csvOptionsFor(language)) };
}

/** The receipt input of the printed archive table. */
export function archiveReceiptBody(
  months: readonly ArchiveTableMonth[],
  complimentary: Complimentary,
  currency: string,
): Extract<ReceiptInput['body'], { kind: 'voucher_archive' }> {
  return {
    kind: 'voucher_archive',
    currency,
    complimentary,
    months: months.map((m) => ({
      month: m.month,
      totalCents: m.totalBalanceCents,
      changeCents: m.changeCents,
      open: m.open,
      corrected: m.correctedFromCents !== null,
    })),
  };
}
