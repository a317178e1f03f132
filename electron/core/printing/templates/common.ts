// Shared parts of every receipt: header (outlet, till, cashier, time, reference), the TRAINING
// marking, the footer and the cut.
import type { Block } from '../document';
import { formatCode, formatDateTime, formatMoney, maskCode, normalizeCode } from '../format';
import type { ReceiptHeader, RenderOptions } from '../input';
import { namesItself } from '../names';
import { receiptStrings, type ReceiptStrings } from '../strings';

/** What a template needs besides its body. */
export interface TemplateContext {
  s: ReceiptStrings;
  h: ReceiptHeader;
  opt: RenderOptions;
  money(cents: number): string;
  /** A voucher code, full or masked per the code policy of this receipt. */
  code(code: string, full: boolean): string;
}

/** Builds the context for one receipt. */
export function context(h: ReceiptHeader, opt: RenderOptions, currency: string): TemplateContext {
  return {
    s: receiptStrings[h.language],
    h,
    opt,
    money: (c) => formatMoney(c, currency, h.language),
    code: (c, full) => (!opt.hideFullCodes && (full || !opt.maskCodes) ? formatCode(c) : maskCode(c)),
  };
}

function trainingBanner(ctx: TemplateContext): Block[] {
  if (!ctx.h.training) return [];
  return [
    { type: 'text', text: `*** ${ctx.s.training} ***`, align: 'center', bold: true, size: 'large' },
    { type: 'text', text: ctx.s.notValid, align: 'center', bold: true },
  ];
}

/** Logo, TRAINING, reprint marker, outlet, title and the reference rows. */
export function header(ctx: TemplateContext, title: string): Block[] {
  const { s, h, opt } = ctx;
  const blocks: Block[] = [];
  if (opt.logo) blocks.push({ type: 'logo' });
  blocks.push(...trainingBanner(ctx));
  if (opt.reprint) blocks.push({ type: 'text', text: `** ${s.reprint} **`, align: 'center', bold: true });
  blocks.push(
    { type: 'text', text: h.outlet, align: 'center', bold: true },
    { type: 'feed', lines: 1 },
    { type: 'text', text: title, align: 'center', bold: true, size: 'large' },
    { type: 'separator' },
    // A till named with the header's own word ("Kasse 1") is printed alone, never "Kasse Kasse 1".
    namesItself(h.terminal, s.terminal) ? { type: 'text', text: h.terminal } : { type: 'row', left: s.terminal, right: h.terminal },
  );
  if (h.cashier) blocks.push({ type: 'row', left: s.cashier, right: h.cashier });
  blocks.push(
    { type: 'row', left: s.date, right: formatDateTime(h.at, opt.timeZone) },
    { type: 'row', left: s.reference, right: h.reference },
    { type: 'separator' },
  );
  return blocks;
}

/** Closing lines, TRAINING again at the bottom, and the cut. */
export function footer(ctx: TemplateContext, thanks = true): Block[] {
  const blocks: Block[] = [{ type: 'separator' }];
  if (thanks) blocks.push({ type: 'text', text: ctx.s.thanks, align: 'center' });
  blocks.push(...trainingBanner(ctx), { type: 'feed', lines: 1 }, { type: 'cut' });
  return blocks;
}

/**
 * The code of a voucher on a receipt that is not itself the voucher (a load, a payment): per the
 * masking setting; with its QR only when the setting shows codes in full (the QR is the code).
 */
export function voucherCodeLine(ctx: TemplateContext, code: string): Block[] {
  const shown = ctx.code(code, false);
  if (shown !== formatCode(code)) return [{ type: 'text', text: shown, align: 'center', bold: true, size: 'large' }];
  return fullCode(ctx, code);
}

/** Code line (large, centred) plus the QR code of the bare code: the voucher itself (a code slip). */
export function fullCode(ctx: TemplateContext, code: string): Block[] {
  const line: Block = { type: 'text', text: ctx.code(code, true), align: 'center', bold: true, size: 'large' };
  // A preview that may not show the code leaves out its QR too (the QR is the code).
  return ctx.opt.hideFullCodes ? [line] : [line, { type: 'qr', data: normalizeCode(code) }];
}
