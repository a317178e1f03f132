// Voucher sale (one slip per voucher: the slip IS the voucher, plus a sale receipt) and its cancel.
import type { Block } from '../document';
import { formatDateTime } from '../format';
import type { ReceiptBody } from '../input';
import { footer, fullCode, header, type TemplateContext } from './common';

type Body<K extends ReceiptBody['kind']> = Extract<ReceiptBody, { kind: K }>;

/** Whole document of a sale: each voucher slip cut on its own, then the sale receipt (not in an order: `slipsOnly`). */
export function voucherSale(ctx: TemplateContext, b: Body<'voucher_sale'>, paidBy: Block[] = [], slipsOnly = false): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [];
  const n = b.vouchers.length;
  b.vouchers.forEach((v, i) => {
    blocks.push(...header(ctx, s.titleVoucher));
    blocks.push(
      { type: 'text', text: v.name || s.titleVoucher, align: 'center', bold: true },
      { type: 'text', text: money(v.amountCents + (v.freeCreditCents ?? 0)), align: 'center', bold: true, size: 'large' },
      { type: 'feed', lines: 1 },
      ...fullCode(ctx, v.code),
    );
    if (v.freeCreditCents) {
      blocks.push(
        { type: 'row', left: s.value, right: money(v.amountCents) },
        { type: 'row', left: s.freeCredit, right: money(v.freeCreditCents) },
      );
    }
    if (v.expiryDate) blocks.push({ type: 'row', left: s.validUntil, right: formatDateTime(v.expiryDate, ctx.opt.timeZone, false) });
    blocks.push(
      { type: 'row', left: s.orderNumber, right: b.orderNumber },
      { type: 'row', left: s.slip, right: `${i + 1}/${n}` },
      { type: 'text', text: s.keepVoucher, align: 'center' },
      ...footer(ctx, false),
    );
  });
  if (slipsOnly) return blocks;
  blocks.push(...header(ctx, s.titleSale), { type: 'row', left: s.orderNumber, right: b.orderNumber });
  for (const v of b.vouchers) {
    blocks.push({ type: 'row', left: `${v.name || s.voucher} ${ctx.code(v.code, false)}`, right: money(v.amountCents) });
  }
  const total = b.vouchers.reduce((sum, v) => sum + v.amountCents, 0);
  blocks.push({ type: 'separator', char: '=' }, { type: 'row', left: s.total, right: money(total), bold: true }, ...paidBy, ...footer(ctx));
  return blocks;
}

/** Sale cancelled: which vouchers are void, amount refunded. */
export function voucherSaleCancel(ctx: TemplateContext, b: Body<'voucher_sale_cancel'>): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [{ type: 'row', left: s.orderNumber, right: b.orderNumber, bold: true }];
  for (const v of b.vouchers) blocks.push({ type: 'row', left: ctx.code(v.code, false), right: money(-v.amountCents) });
  const total = b.vouchers.reduce((sum, v) => sum + v.amountCents, 0);
  blocks.push({ type: 'separator', char: '=' }, { type: 'row', left: s.total, right: money(-total), bold: true });
  if (b.reason) blocks.push({ type: 'text', text: `${s.reason}: ${b.reason}` });
  return blocks;
}
