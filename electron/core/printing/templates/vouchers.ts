// Receipts of value steps on one voucher: paying with vouchers, loading, activating and their undo.
import type { Block } from '../document';
import type { ReceiptBody } from '../input';
import { voucherCodeLine, type TemplateContext } from './common';

type Body<K extends ReceiptBody['kind']> = Extract<ReceiptBody, { kind: K }>;

/** Purchase paid with one or more vouchers: each code (masked per setting) and its new balance. */
export function redemption(ctx: TemplateContext, b: Body<'redemption'>): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [];
  if (b.purchaseTotalCents !== null) blocks.push({ type: 'row', left: s.purchaseTotal, right: money(b.purchaseTotalCents), bold: true });
  for (const v of b.vouchers) {
    blocks.push({ type: 'separator' }, { type: 'text', text: s.voucher }, ...voucherCodeLine(ctx, v.code), {
      type: 'row',
      left: s.paidWithVoucher,
      right: money(v.amountCents),
    });
    if (v.balanceAfterCents !== null) blocks.push({ type: 'row', left: s.newBalance, right: money(v.balanceAfterCents), bold: true });
  }
  if (b.stillToPayCents !== null) {
    blocks.push({ type: 'separator', char: '=' }, { type: 'row', left: s.stillToPay, right: money(b.stillToPayCents), bold: true });
  }
  return blocks;
}

/** Cancelled purchase: every voucher's amount restored. */
export function redemptionCancel(ctx: TemplateContext, b: Body<'redemption_cancel'>): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [];
  for (const v of b.vouchers) {
    blocks.push({ type: 'row', left: s.voucher, right: ctx.code(v.code, false), bold: true });
    blocks.push({ type: 'sub', left: s.restored, right: money(v.amountCents) });
    if (v.balanceAfterCents !== null) blocks.push({ type: 'sub', left: s.newBalance, right: money(v.balanceAfterCents) });
  }
  return blocks;
}

/** Load (charge): the code (masked per setting), loaded amount, free credit, new balance. */
export function load(ctx: TemplateContext, b: Body<'load'>): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [...voucherCodeLine(ctx, b.code), { type: 'row', left: s.loaded, right: money(b.amountCents), bold: true }];
  if (b.freeCreditCents) blocks.push({ type: 'sub', left: s.freeCredit, right: money(b.freeCreditCents) });
  if (b.paymentMethod) blocks.push({ type: 'row', left: s.paymentMethod, right: b.paymentMethod });
  if (b.balanceAfterCents !== null) blocks.push({ type: 'row', left: s.newBalance, right: money(b.balanceAfterCents), bold: true });
  return blocks;
}

/** Cancelled load: every figure of the load taken back, negative. */
export function loadCancel(ctx: TemplateContext, b: Body<'load_cancel'>): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [
    { type: 'row', left: s.code, right: ctx.code(b.code, false), bold: true },
    { type: 'row', left: s.amount, right: money(-b.amountCents), bold: true },
  ];
  if (b.freeCreditCents) blocks.push({ type: 'sub', left: s.freeCredit, right: money(-b.freeCreditCents) });
  if (b.balanceAfterCents !== null) blocks.push({ type: 'row', left: s.newBalance, right: money(b.balanceAfterCents) });
  if (b.reason) blocks.push({ type: 'text', text: `${s.reason}: ${b.reason}` });
  return blocks;
}

/** Stock voucher activated. */
export function activation(ctx: TemplateContext, b: Body<'activation'>): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [
    { type: 'row', left: s.code, right: ctx.code(b.code, false), bold: true },
    { type: 'row', left: s.amount, right: money(b.amountCents), bold: true },
  ];
  // Free credit belongs to the amount booked: a sub-row of it, as on the load and order receipts.
  if (b.freeCreditCents) blocks.push({ type: 'sub', left: s.freeCredit, right: money(b.freeCreditCents) });
  // The service booked another amount than asked: both are printed.
  if (b.askedCents !== null && b.askedCents !== undefined) blocks.push({ type: 'row', left: s.asked, right: money(b.askedCents) });
  if (b.balanceAfterCents !== null) blocks.push({ type: 'row', left: s.newBalance, right: money(b.balanceAfterCents) });
  return blocks;
}

/** Stock voucher deactivated (sale undone): its amount and free credit taken back, negative. */
export function deactivation(ctx: TemplateContext, b: Body<'deactivation'>): Block[] {
  const { s, money } = ctx;
  const blocks: Block[] = [
    { type: 'row', left: s.code, right: ctx.code(b.code, false), bold: true },
    { type: 'row', left: s.amount, right: money(-b.amountCents), bold: true },
  ];
  if (b.freeCreditCents) blocks.push({ type: 'sub', left: s.freeCredit, right: money(-b.freeCreditCents) });
  if (b.reason) blocks.push({ type: 'text', text: `${s.reason}: ${b.reason}` });
  return blocks;
}
