// The printed X and Z reports of a till session: open items, then the report's rows
// (contract/z-rows.ts), the same rows in the same order as the screen and the CSV. Everything is
// read from the stored report, so a reprint is the same apart from the copy line.
import type { SessionReport } from '../../contract/till-reports';
import { zRows, type ZRow } from '../../contract/z-rows';
import type { Block } from '../document';
import { formatDateTime } from '../format';
import type { ReceiptBody } from '../input';
import { stateWord } from '../../contract/report-words';
import { paymentStrings } from '../strings-payment';
import { tillReportStrings } from '../strings-till';
import { zRowName } from '../z-row-names';
import type { TemplateContext } from './common';

type Body = Extract<ReceiptBody, { kind: 'till_report' }>;

/** The title: "Z report 12". */
export function tillReportTitle(ctx: TemplateContext, b: Body): string {
  const t = tillReportStrings[ctx.h.language];
  return `${b.report.kind === 'z' ? t.titleZ : t.titleX} ${b.report.session.number}`;
}

const sep: Block = { type: 'separator' };
const heading = (text: string): Block => ({ type: 'text', text, bold: true });

function openItems(ctx: TemplateContext, r: SessionReport): Block[] {
  if (r.openItems.length === 0) return [];
  const lang = ctx.h.language;
  const blocks: Block[] = [heading(ctx.s.openItems)];
  for (const o of r.openItems) {
    const what = o.type === 'step' ? ctx.s.kinds[o.kind] : paymentStrings[lang].titlePurchase;
    const cents = o.type === 'step' ? o.amountCents : o.totalCents;
    blocks.push({ type: 'row', left: `${o.receipt} ${what} (${stateWord(lang, o.state)})`, right: cents === null ? '' : ctx.money(cents) });
  }
  return [...blocks, sep];
}

/** One row of the report (contract/z-rows.ts): its name with the count, its amount. */
function rowBlocks(ctx: TemplateContext, row: ZRow): Block[] {
  const lang = ctx.h.language;
  const t = tillReportStrings[lang];
  const name = zRowName(row, lang);
  if (row.level === 'head') return row.key === 'cashier' ? [heading(name)] : [sep, heading(name)];
  const left = row.count === null ? name : `${name} (${row.count})`;
  let right = '';
  if ('opening' in row.name) right = formatDateTime(row.name.opening.at, ctx.opt.timeZone);
  else if (row.cents === null) right = row.key === 'drawer.counted' || row.key === 'drawer.difference' ? t.notCounted : '';
  else right = row.key === 'drawer.difference' && row.cents > 0 ? `+${ctx.money(row.cents)}` : ctx.money(row.cents);
  return [{ type: row.level, left, right, ...(row.strong ? { bold: true } : {}) }];
}

/** The X or Z report of a session. */
export function tillReport(ctx: TemplateContext, b: Body): Block[] {
  const r = b.report;
  const t = tillReportStrings[ctx.h.language];
  const when = (ts: string) => formatDateTime(ts, ctx.opt.timeZone);
  const blocks: Block[] = [{ type: 'row', left: t.opened, right: when(r.session.openedAt) }];
  if (r.session.closedAt) blocks.push({ type: 'row', left: t.closed, right: when(r.session.closedAt) });
  if (r.session.closeReason === 'auto') blocks.push({ type: 'text', text: t.autoClosed, bold: true });
  blocks.push(sep, ...openItems(ctx, r));
  for (const row of zRows(r)) blocks.push(...rowBlocks(ctx, row));
  return blocks;
}
