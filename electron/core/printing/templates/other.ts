// Promo codes, ticket bookings, the day closing and the printer test page.
import type { Block } from '../document';
import { formatDateTime, formatMoney } from '../format';
import type { ReceiptBody } from '../input';
import { profileOf } from '../profiles';
import { NBSP } from '../text';
import { askedBookedBlocks } from './closing-asked';
import type { TemplateContext } from './common';
import { closingStrings } from '../../contract/closing-strings';
import { paymentStrings } from '../strings-payment';
import { stateWord } from '../../contract/report-words';
import { tillReportStrings } from '../strings-till';

type Body<K extends ReceiptBody['kind']> = Extract<ReceiptBody, { kind: K }>;

/** Promo code redeemed or cancelled: a discount, never a means of payment. */
export function promo(ctx: TemplateContext, b: Body<'promo_redeem' | 'promo_cancel'>): Block[] {
  const { s } = ctx;
  const blocks: Block[] = [{ type: 'row', left: s.promoCode, right: b.code, bold: true }];
  if (b.discount) {
    const d = b.discount.type === 'percentage' ? `${b.discount.percent}${NBSP}%` : ctx.money(b.discount.amountCents);
    blocks.push({ type: 'row', left: s.discount, right: d });
  }
  if (b.referenceNumber) blocks.push({ type: 'row', left: s.referenceNumber, right: b.referenceNumber });
  return blocks;
}

type Booking = Body<'ticket_booking' | 'ticket_booking_cancel'>;

/** A booking's reference, event and start. */
export function bookingHead(ctx: TemplateContext, b: Booking): Block[] {
  const { s } = ctx;
  const blocks: Block[] = [
    { type: 'row', left: s.bookingReference, right: b.bookingReference, bold: true },
    { type: 'text', text: `${s.event}: ${b.productName}` },
  ];
  if (b.startsAt) blocks.push({ type: 'row', left: s.startsAt, right: formatDateTime(b.startsAt, ctx.opt.timeZone) });
  return blocks;
}

/** A booking's priced lines, a partial cancellation and the total. */
export function bookingPrices(ctx: TemplateContext, b: Booking): Block[] {
  const { s } = ctx;
  const blocks: Block[] = [];
  if (b.lines?.length) {
    blocks.push({ type: 'separator' });
    for (const l of b.lines) {
      blocks.push({
        type: 'row',
        left: `${l.quantity} × ${l.category} (${ctx.money(l.unitPriceCents)})`,
        right: ctx.money(l.quantity * l.unitPriceCents),
      });
    }
  }
  if (b.partialOf !== undefined) {
    const said = s.partialCancel.replace('{cancelled}', String(b.tickets.length)).replace('{total}', String(b.partialOf));
    blocks.push({ type: 'text', text: said, bold: true });
  }
  if (b.totalCents !== null) blocks.push({ type: 'row', left: s.total, right: ctx.money(b.totalCents), bold: true });
  return blocks;
}

/** Ticket booking (or its cancel) on one slip: every ticket number, with a QR code when booked. */
export function tickets(ctx: TemplateContext, b: Booking): Block[] {
  const { s } = ctx;
  const blocks: Block[] = [...bookingHead(ctx, b), ...bookingPrices(ctx, b)];
  b.tickets.forEach((t, i) => {
    blocks.push({ type: 'separator' }, { type: 'row', left: `${s.ticket} ${i + 1}/${b.tickets.length}`, right: t.category });
    blocks.push({ type: 'text', text: t.ticketNumber, align: 'center', bold: true });
    if (b.kind === 'ticket_booking') blocks.push({ type: 'qr', data: t.ticketNumber });
  });
  return blocks;
}

/** Day closing: totals per kind and per cashier, open items first. */
export function dayClosing(ctx: TemplateContext, b: Body<'day_closing'>): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [{ type: 'row', left: s.day, right: formatDateTime(b.day, ctx.opt.timeZone, false), bold: true }];
  blocks.push({ type: 'text', text: s.openItems, bold: true });
  if (b.open.length === 0) blocks.push({ type: 'text', text: `- ${s.none}` });
  for (const o of b.open) {
    blocks.push({
      type: 'row',
      left: `${o.reference} ${s.kinds[o.kind]} (${stateWord(ctx.h.language, o.state)})`,
      right: o.amountCents === null ? '' : money(o.amountCents),
    });
  }
  const p = paymentStrings[ctx.h.language];
  if (b.operations) {
    // Per operation: gross, cancelled and net, each amount on its own row (never split on 58 mm).
    const groups = closingStrings[ctx.h.language].groups;
    blocks.push({ type: 'separator' }, { type: 'text', text: s.byKind, bold: true });
    for (const o of b.operations) {
      if (o.count === 0 && o.cancelledCount === 0) continue;
      blocks.push(
        { type: 'text', text: groups[o.group], bold: true },
        { type: 'sub', left: `${p.gross} (${o.count})`, right: money(o.grossCents) },
        { type: 'sub', left: `${p.cancelled} (${o.cancelledCount})`, right: money(-o.cancelledCents) },
        { type: 'sub', left: p.net, right: money(o.netCents), bold: true },
      );
    }
  } else {
    blocks.push({ type: 'separator' }, { type: 'text', text: s.byKind, bold: true });
    for (const t of b.totals) blocks.push({ type: 'row', left: `${s.kinds[t.kind]} (${t.count})`, right: money(t.amountCents) });
  }
  if (b.byMethod) {
    blocks.push({ type: 'separator' }, { type: 'text', text: p.byMethod, bold: true });
    for (const m of b.byMethod) blocks.push({ type: 'row', left: `${m.name} (${m.count})`, right: money(m.amountCents) });
  }
  if (b.acceptedApart) {
    // Vouchers accepted that brought no money in, apart from the payments.
    const t = tillReportStrings[ctx.h.language];
    const { complimentary, derecognized, writtenOff } = b.acceptedApart;
    blocks.push({ type: 'separator' }, { type: 'text', text: t.vouchersAccepted, bold: true });
    blocks.push({ type: 'row', left: `${t.complimentary} (${complimentary.count})`, right: money(complimentary.cents) });
    blocks.push({ type: 'row', left: `${t.derecognized} (${derecognized.count})`, right: money(derecognized.cents) });
    blocks.push({
      type: 'row',
      left: `${closingStrings[ctx.h.language].sections.derecognized} (${writtenOff.count})`,
      right: money(writtenOff.cents),
    });
  }
  blocks.push({ type: 'separator' }, { type: 'text', text: s.byCashier, bold: true });
  for (const c of b.byCashier) blocks.push({ type: 'row', left: `${c.cashier} (${c.count})`, right: money(c.amountCents) });
  blocks.push(...askedBookedBlocks(ctx, b.askedBooked));
  if (b.closedAt)
    blocks.push({ type: 'separator' }, { type: 'row', left: p.closedAt, right: formatDateTime(b.closedAt, ctx.opt.timeZone) });
  return blocks;
}

/** The accented letters of the receipt languages, with the quotes and the ellipsis (PC858 has no œ and no …: "oe", "..."). */
export const testLetters = {
  de: 'ä ö ü Ä Ö Ü ß',
  fr: 'é è ê ë à â ç î ï ô û ù œ « » … É È Ê À Ç Ô',
  it: 'à è é ì ò ù È',
} as const;

/** The currency signs a receipt may carry. */
export const testCurrencySigns = '€ CHF Fr.';

/** Printer test page: the model and its code page, widths, every accented letter, currencies, QR and barcode. */
export function testPage(ctx: TemplateContext, paper: string): Block[] {
  const { s } = ctx;
  const printer = ctx.opt.printer ?? profileOf(undefined);
  return [
    { type: 'row', left: s.printerModel, right: printer.name },
    { type: 'row', left: s.paper, right: `${paper} mm` },
    { type: 'row', left: s.codePage, right: `PC858 (ESC t ${printer.textPage})` },
    { type: 'text', text: `${s.testCharacters}:` },
    ...Object.entries(testLetters).map(([lang, letters]): Block => ({ type: 'sub', left: `${lang}: ${letters}`, bold: true })),
    { type: 'text', text: `${s.currencySigns}: ${testCurrencySigns}`, bold: true },
    // In the page's own language, as every receipt (fr: 1 234.56 CHF).
    { type: 'row', left: 'CHF', right: formatMoney(123456, 'CHF', ctx.h.language) },
    { type: 'row', left: 'EUR', right: formatMoney(9990, 'EUR', ctx.h.language) },
    { type: 'text', text: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.repeat(2), size: 'small' },
    { type: 'qr', data: 'TEST-PRINT' },
    { type: 'barcode', data: 'TEST1234' },
  ];
}
