// The voucher archive: one block per month (closing balance, change against the month before),
// running and corrected months marked. Rows fit 58 mm (32 characters) as well as 80 mm.
import type { Block } from '../document';
import type { ReceiptBody } from '../input';
import { archiveStrings } from '../strings-archive';
import type { TemplateContext } from './common';

type Body = Extract<ReceiptBody, { kind: 'voucher_archive' }>;

/** `YYYY-MM` as MM.YYYY (the receipt's date style). */
function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${m}.${y}`;
}

/** Archive table: month and closing balance, the change below it. */
export function voucherArchive(ctx: TemplateContext, b: Body): Block[] {
  const a = archiveStrings[ctx.h.language];
  const blocks: Block[] = [{ type: 'row', left: a.complimentary, right: a.compl[b.complimentary] }, { type: 'separator' }];
  for (const m of b.months) {
    const marks = [m.open ? a.open : '', m.corrected ? a.corrected : ''].filter(Boolean).join(', ');
    blocks.push({
      type: 'row',
      left: marks ? `${monthLabel(m.month)} (${marks})` : monthLabel(m.month),
      right: m.totalCents === null ? '–' : ctx.money(m.totalCents),
      bold: true,
    });
    if (m.changeCents !== null) {
      const sign = m.changeCents > 0 ? '+' : '';
      blocks.push({ type: 'sub', left: a.change, right: `${sign}${ctx.money(m.changeCents)}`, size: 'small' });
    }
  }
  return blocks;
}
