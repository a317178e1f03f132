// The one receipt of an order: every line (codes masked per setting: this receipt is not the
// voucher; the code and ticket slips are), the total, every tender with the voucher's new
// balance, the cash rounding, the cash given and the change. A cancelled order and a refund say
// what went back, with each voucher's balance after the undo.
import type { Block } from '../document';
import type { ReceiptBody } from '../input';
import { orderStrings, type OrderReceiptStrings } from '../strings-order';
import type { TemplateContext } from './common';

type Body = Extract<ReceiptBody, { kind: 'order' }>;

/** A tender worded as what happened: taken, or on a cancel or a refund given back, restored, refunded. */
function tenderName(o: OrderReceiptStrings, state: Body['state'], t: Body['tenders'][number]): string {
  const undone = state !== 'finished';
  if (t.kind === 'voucher') return undone && !t.backOffice ? o.voucherRestored : o.voucher;
  if (t.kind === 'cash') return state === 'cancelled' ? o.cashGivenBack : t.amountCents < 0 ? o.cashPaidOut : o.cashGiven;
  const method = t.name ?? t.kind;
  return undone ? o.refunded.replace('{method}', method) : method;
}

export function order(ctx: TemplateContext, b: Body): Block[] {
  const { s, money } = ctx;
  const o = orderStrings[ctx.h.language];
  const cancelled = b.state === 'cancelled';
  const sign = cancelled ? -1 : 1;
  const blocks: Block[] = [];
  for (const l of b.lines) {
    // A code sale or a booking names its product.
    const what = l.name || o.lines[l.kind];
    const label = l.quantity > 1 ? `${l.quantity} × ${what}` : what;
    blocks.push({ type: 'row', left: label, right: money(sign * l.amountCents) });
    if (l.code) blocks.push({ type: 'sub', left: l.kind === 'promo' ? l.code : ctx.code(l.code, false) });
    if (l.reference) blocks.push({ type: 'sub', left: o.registerReceipt, right: l.reference });
    if (l.freeCreditCents) blocks.push({ type: 'sub', left: s.freeCredit, right: money(sign * l.freeCreditCents) });
    if (l.balanceAfterCents !== null) blocks.push({ type: 'sub', left: s.newBalance, right: money(l.balanceAfterCents) });
  }
  blocks.push({ type: 'separator', char: '=' }, { type: 'row', left: o.total, right: money(sign * b.totalCents), bold: true });
  if (b.bookedCents !== null) blocks.push({ type: 'row', left: o.booked, right: money(sign * b.bookedCents) });
  blocks.push({ type: 'separator' });
  for (const t of b.tenders) {
    const name = tenderName(o, b.state, t);
    // Handed to the back office: it does not pay this sale; the back office gives it back.
    blocks.push({ type: 'row', left: t.backOffice ? `${name} (${o.backOffice})` : name, right: money(t.amountCents) });
    if (t.code) blocks.push({ type: 'sub', left: ctx.code(t.code, false) });
    if (t.backOffice) blocks.push({ type: 'sub', left: o.backOfficeNote });
    if (t.givenBackCents) blocks.push({ type: 'sub', left: o.voucherRestored, right: money(t.givenBackCents) });
    if (t.balanceAfterCents !== null) blocks.push({ type: 'sub', left: s.newBalance, right: money(t.balanceAfterCents) });
  }
  // With its sign, as the screen shows it (+0.02: the customer paid two Rappen more).
  if (b.roundingCents !== 0)
    blocks.push({ type: 'row', left: o.rounding, right: (b.roundingCents > 0 ? '+' : '') + money(b.roundingCents) });
  if (b.changeCents !== 0) blocks.push({ type: 'row', left: o.change, right: money(b.changeCents), bold: true });
  return blocks;
}
