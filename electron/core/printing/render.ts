// Receipt input -> receipt document: picks the template of the receipt kind and frames it.
import type { Block, PaperWidth, ReceiptDocument } from './document';
import type { ReceiptInput, RenderOptions } from './input';
import { archiveStrings } from './strings-archive';
import { paymentStrings } from './strings-payment';
import { drawerOpen, purchase, stockSale } from './templates/purchase';
import { context, footer, header } from './templates/common';
import { voucherArchive } from './templates/archive';
import { dayClosing, promo, testPage, tickets } from './templates/other';
import { voucherSale, voucherSaleCancel } from './templates/sales';
import { activation, deactivation, load, loadCancel, redemption, redemptionCancel } from './templates/vouchers';

/** Renders one receipt input into a document (a voucher sale yields several cut slips). */
export function renderReceipt(input: ReceiptInput, opt: RenderOptions, paper: PaperWidth): ReceiptDocument {
  const b = input.body;
  const ctx = context(input.header, opt, 'currency' in b ? b.currency : 'CHF');
  const { s } = ctx;
  const paidBy: Block[] = input.paidBy ? [{ type: 'row', left: s.paymentMethod, right: input.paidBy }] : [];
  const framed = (title: string, body: Block[]): ReceiptDocument => ({
    blocks: [...header(ctx, title), ...body, ...paidBy, ...footer(ctx)],
  });
  switch (b.kind) {
    case 'redemption':
      return framed(s.titleRedemption, redemption(ctx, b));
    case 'redemption_cancel':
      return framed(s.titleRedemptionCancel, redemptionCancel(ctx, b));
    case 'load':
      return framed(s.titleLoad, load(ctx, b));
    case 'load_cancel':
      return framed(s.titleLoadCancel, loadCancel(ctx, b));
    case 'activation':
      return framed(s.titleActivation, activation(ctx, b));
    case 'deactivation':
      return framed(s.titleDeactivation, deactivation(ctx, b));
    case 'voucher_sale':
      return { blocks: voucherSale(ctx, b, paidBy) };
    case 'voucher_sale_cancel':
      return framed(s.titleSaleCancel, voucherSaleCancel(ctx, b));
    case 'promo_redeem':
      return framed(s.titlePromoRedeem, promo(ctx, b));
    case 'promo_cancel':
      return framed(s.titlePromoCancel, promo(ctx, b));
    case 'ticket_booking':
      return framed(s.titleBooking, tickets(ctx, b));
    case 'ticket_booking_cancel':
      return framed(s.titleBookingCancel, tickets(ctx, b));
    case 'day_closing':
      return { blocks: [...header(ctx, s.titleClosing), ...dayClosing(ctx, b), ...footer(ctx, false)] };
    case 'voucher_archive':
      return { blocks: [...header(ctx, archiveStrings[input.header.language].title), ...voucherArchive(ctx, b), ...footer(ctx, false)] };
    case 'purchase': {
      const p = paymentStrings[input.header.language];
      return framed(b.state === 'cancelled' ? p.titlePurchaseCancel : p.titlePurchase, purchase(ctx, b));
    }
    case 'stock_sale':
      return framed(b.state === 'cancelled' ? s.titleDeactivation : s.titleActivation, stockSale(ctx, b));
    case 'drawer_open':
      return { blocks: [...header(ctx, paymentStrings[input.header.language].titleDrawer), ...drawerOpen(ctx, b), ...footer(ctx, false)] };
    case 'test_page':
      return { blocks: [...header(ctx, s.titleTestPage), ...testPage(ctx, paper), ...footer(ctx, false)] };
  }
}
