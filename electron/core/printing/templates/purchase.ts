// The one receipt of a purchase paid with vouchers: the total, each voucher with the
// amount taken and its new balance, the rest and how it was paid, the purchase reference. Codes
// follow the masking setting, as on every receipt that is not itself the voucher.
import type { Block } from '../document';
import type { ReceiptBody } from '../input';
import { paymentStrings } from '../strings-payment';
import type { TemplateContext } from './common';

type Body<K extends ReceiptBody['kind']> = Extract<ReceiptBody, { kind: K }>;

/** Body of the purchase receipt (finished or cancelled). */
export function purchase(ctx: TemplateContext, b: Body<'purchase'>): Block[] {
  const { s, money } = ctx;
  const p = paymentStrings[ctx.h.language];
  const cancelled = b.state === 'cancelled';
  const blocks: Block[] = [{ type: 'row', left: s.purchaseTotal, right: money(b.totalCents), bold: true }];
  if (b.purchaseReference) blocks.push({ type: 'row', left: p.purchaseReference, right: b.purchaseReference });
  let taken = 0;
  for (const v of b.vouchers) {
    taken += v.amountCents;
    blocks.push(
      { type: 'separator' },
      { type: 'row', left: s.voucher, right: ctx.code(v.code, false), bold: true },
      { type: 'sub', left: cancelled ? s.restored : s.paidWithVoucher, right: money(v.amountCents) },
    );
    if (v.balanceAfterCents !== null) blocks.push({ type: 'sub', left: s.newBalance, right: money(v.balanceAfterCents) });
  }
  if (cancelled) return blocks;
  blocks.push({ type: 'separator', char: '=' }, { type: 'row', left: p.vouchersTotal, right: money(taken) });
  if (b.restCents > 0) blocks.push({ type: 'row', left: b.paymentMethod ?? p.rest, right: money(b.restCents), bold: true });
  return blocks;
}

/** Several stock vouchers sold together (or cancelled together): each code and amount, one total. */
export function stockSale(ctx: TemplateContext, b: Body<'stock_sale'>): Block[] {
  const { s, money } = ctx;
  const sign = b.state === 'cancelled' ? -1 : 1;
  const blocks: Block[] = [];
  for (const v of b.vouchers) {
    blocks.push({ type: 'row', left: ctx.code(v.code, false), right: money(sign * v.amountCents) });
    if (v.freeCreditCents) blocks.push({ type: 'sub', left: s.freeCredit, right: money(sign * v.freeCreditCents) });
  }
  blocks.push({ type: 'separator', char: '=' }, { type: 'row', left: s.total, right: money(sign * b.totalCents), bold: true });
  if (b.paymentMethod) blocks.push({ type: 'row', left: s.paymentMethod, right: b.paymentMethod });
  return blocks;
}

/** The drawer slip: the reason a manager gave. */
export function drawerOpen(ctx: TemplateContext, b: Body<'drawer_open'>): Block[] {
  return [{ type: 'text', text: `${ctx.s.reason}: ${b.reason}` }];
}
