// The printed X and Z reports of a till session (issue 24.4), in the order a manager settles the
// till: open items, then what must match something physical (the drawer: expected, counted,
// difference; card and other methods against their terminals), then liabilities created (free
// credit apart), vouchers accepted (complimentary and derecognised apart), those handed to the back
// office (apart from the accepted ones), refunds, rounding, promo discounts, and per cashier the
// same split with each cashier's own expected cash. Everything is read from the stored report, so a
// reprint is the same apart from the copy line.
import type { MoneySplit, SessionReport } from '../../contract/till-reports';
import type { Block } from '../document';
import { formatDateTime } from '../format';
import type { ReceiptBody } from '../input';
import { stateWord } from '../../reports/report-words';
import { paymentStrings } from '../strings-payment';
import { tillReportStrings } from '../strings-till';
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

function drawer(ctx: TemplateContext, r: SessionReport): Block[] {
  const t = tillReportStrings[ctx.h.language];
  const { money } = ctx;
  const d = r.drawer;
  const c = r.split.cash;
  const blocks: Block[] = [
    heading(t.drawer),
    { type: 'row', left: t.float, right: money(d.floatCents) },
    { type: 'row', left: t.cashTaken, right: money(c.takenCents) },
    { type: 'row', left: t.change, right: money(-c.changeCents) },
    { type: 'row', left: t.cashRefunds, right: money(-c.refundsCents) },
    { type: 'row', left: t.expected, right: money(d.expectedCents), bold: true },
  ];
  if (d.countedCents === null || d.differenceCents === null) {
    blocks.push({ type: 'row', left: t.counted, right: t.notCounted });
  } else {
    const diff = d.differenceCents;
    blocks.push(
      { type: 'row', left: t.counted, right: money(d.countedCents), bold: true },
      { type: 'row', left: t.difference, right: diff > 0 ? `+${money(diff)}` : money(diff), bold: true },
    );
  }
  // Openings without a sale explain a difference: when, who and why.
  if (r.drawerOpenings.length > 0) blocks.push({ type: 'text', text: `${t.drawerOpened} (${r.drawerOpenings.length})`, bold: true });
  for (const o of r.drawerOpenings)
    blocks.push({ type: 'sub', left: `${o.actor ?? '-'}: ${o.reason}`, right: formatDateTime(o.at, ctx.opt.timeZone) });
  return blocks;
}

/** One split (the session's, or a cashier's): methods, liabilities, vouchers, refunds, rounding, promo. `all`: rows at zero too. */
function splitBlocks(ctx: TemplateContext, split: MoneySplit, all: boolean): Block[] {
  const lang = ctx.h.language;
  const t = tillReportStrings[lang];
  const p = paymentStrings[lang];
  const { money } = ctx;
  const blocks: Block[] = [];
  const keep = (...cents: number[]) => all || cents.some((c) => c !== 0);
  const methods = split.methods.filter((m) => m.kind !== 'cash' && keep(m.netCents, m.count));
  if (methods.length > 0) blocks.push(heading(t.terminals));
  for (const m of methods) {
    const name = m.names?.[lang] ?? (m.method === null ? p.notStated : m.method);
    blocks.push({ type: 'row', left: `${name} (${m.count})`, right: money(m.netCents), bold: true });
    if (m.refundsCents !== 0) blocks.push({ type: 'sub', left: t.refunds, right: money(-m.refundsCents) });
  }
  const liabilities = split.liabilities.filter((l) => keep(l.count, l.cancelledCount, l.netCents, l.freeCreditCents));
  if (liabilities.length > 0) blocks.push(heading(t.liabilities));
  for (const l of liabilities) {
    blocks.push({ type: 'row', left: `${t.groups[l.group]} (${l.count})`, right: money(l.netCents), bold: true });
    if (l.cancelledCount > 0) blocks.push({ type: 'sub', left: `${p.cancelled} (${l.cancelledCount})`, right: money(-l.cancelledCents) });
    if (l.freeCreditCents !== 0) blocks.push({ type: 'sub', left: t.freeCredit, right: money(l.freeCreditCents) });
  }
  const v = split.vouchersAccepted;
  if (keep(v.count, v.amountCents)) {
    blocks.push({ type: 'row', left: `${t.vouchersAccepted} (${v.count})`, right: money(v.amountCents), bold: true });
    if (v.complimentaryCents) blocks.push({ type: 'sub', left: t.complimentary, right: money(v.complimentaryCents) });
    if (v.derecognizedCents) blocks.push({ type: 'sub', left: t.derecognized, right: money(v.derecognizedCents) });
  }
  // Redemptions the back office gives back: apart, never inside the vouchers accepted.
  const bo = split.backOffice;
  if (bo.count !== 0 || bo.amountCents !== 0)
    blocks.push({ type: 'row', left: `${t.backOffice} (${bo.count})`, right: money(bo.amountCents), bold: true });
  // Refunds are counted here; their money is told once, where it left: the drawer (cash) and each method.
  const f = split.refunds;
  if (keep(f.count)) blocks.push({ type: 'row', left: `${t.refunds} (${f.count})`, right: '' });
  if (keep(split.roundingCents)) blocks.push({ type: 'row', left: t.rounding, right: money(split.roundingCents) });
  if (keep(split.promo.count, split.promo.discountCents))
    blocks.push({ type: 'row', left: `${t.promo} (${split.promo.count})`, right: money(-split.promo.discountCents) });
  if (keep(split.goods.count, split.goods.amountCents))
    blocks.push({ type: 'row', left: `${t.goods} (${split.goods.count})`, right: money(split.goods.amountCents) });
  return blocks;
}

/** The X or Z report of a session. */
export function tillReport(ctx: TemplateContext, b: Body): Block[] {
  const r = b.report;
  const t = tillReportStrings[ctx.h.language];
  const when = (ts: string) => formatDateTime(ts, ctx.opt.timeZone);
  const blocks: Block[] = [{ type: 'row', left: t.opened, right: when(r.session.openedAt) }];
  if (r.session.closedAt) blocks.push({ type: 'row', left: t.closed, right: when(r.session.closedAt) });
  if (r.session.closeReason === 'auto') blocks.push({ type: 'text', text: t.autoClosed, bold: true });
  blocks.push(sep, ...openItems(ctx, r), ...drawer(ctx, r), sep, ...splitBlocks(ctx, r.split, true));
  blocks.push({ type: 'row', left: t.orders, right: `${r.split.orders.finished} / ${r.split.orders.cancelled}` });
  if (r.byCashier.length > 0) blocks.push(sep, heading(ctx.s.byCashier));
  for (const c of r.byCashier) {
    blocks.push(
      { type: 'text', text: c.cashier ?? t.openTill, bold: true },
      { type: 'row', left: t.expectedCash, right: ctx.money(c.expectedCashCents), bold: true },
      ...splitBlocks(ctx, c.split, false),
    );
  }
  return blocks;
}
