// Receipt input -> receipt document: picks the layout of the receipt kind (title and template) and
// frames it. Receipts of a till step carry the payment row and the thanks; reports and the test page not.
import type { Block, PaperWidth, ReceiptDocument } from './document';
import type { ReceiptBody, ReceiptInput, ReceiptKind, RenderOptions } from './input';
import { archiveStrings } from './strings-archive';
import { paymentStrings } from './strings-payment';
import { drawerOpen, purchase, stockSale } from './templates/purchase';
import { order } from './templates/order';
import { orderStrings } from './strings-order';
import { context, footer, header, type TemplateContext } from './templates/common';
import { voucherArchive } from './templates/archive';
import { tillReport, tillReportTitle } from './templates/till-report';
import { dayClosing, promo, testPage, tickets } from './templates/other';
import { ticketSlips } from './templates/ticket-slips';
import { voucherSale, voucherSaleCancel } from './templates/sales';
import { activation, deactivation, load, loadCancel, redemption, redemptionCancel } from './templates/vouchers';

/** Every kind but the voucher sale, which cuts its own slips (a booking may too: ticket-slips.ts). */
type FramedKind = Exclude<ReceiptKind, 'voucher_sale'>;
type BodyOf<K extends ReceiptKind> = ReceiptBody & { kind: K };

/** How a receipt of one kind is framed. */
interface Layout<K extends FramedKind> {
  title(ctx: TemplateContext, b: BodyOf<K>): string;
  blocks(ctx: TemplateContext, b: BodyOf<K>, paper: PaperWidth): Block[];
  /** A receipt of a till step: the payment row after the body, the thanks in the footer. */
  till: boolean;
}

const till = <K extends FramedKind>(title: Layout<K>['title'], blocks: Layout<K>['blocks']): Layout<K> => ({ title, blocks, till: true });
const plain = <K extends FramedKind>(title: Layout<K>['title'], blocks: Layout<K>['blocks']): Layout<K> => ({ title, blocks, till: false });
const payment = (ctx: TemplateContext) => paymentStrings[ctx.h.language];

const layouts: { [K in FramedKind]: Layout<K> } = {
  redemption: till((c) => c.s.titleRedemption, redemption),
  redemption_cancel: till((c) => c.s.titleRedemptionCancel, redemptionCancel),
  load: till((c) => c.s.titleLoad, load),
  load_cancel: till((c) => c.s.titleLoadCancel, loadCancel),
  activation: till((c) => c.s.titleActivation, activation),
  deactivation: till((c) => c.s.titleDeactivation, deactivation),
  voucher_sale_cancel: till((c) => c.s.titleSaleCancel, voucherSaleCancel),
  promo_redeem: till((c) => c.s.titlePromoRedeem, promo),
  promo_cancel: till((c) => c.s.titlePromoCancel, promo),
  ticket_booking: till((c) => c.s.titleBooking, tickets),
  ticket_booking_cancel: till((c) => c.s.titleBookingCancel, tickets),
  purchase: till((c, b) => (b.state === 'cancelled' ? payment(c).titlePurchaseCancel : payment(c).titlePurchase), purchase),
  order: till(
    (c, b) =>
      b.state === 'cancelled'
        ? orderStrings[c.h.language].titleOrderCancel
        : b.state === 'refund'
          ? orderStrings[c.h.language].titleRefund
          : orderStrings[c.h.language].titleOrder,
    order,
  ),
  stock_sale: till((c, b) => (b.state === 'cancelled' ? c.s.titleDeactivation : c.s.titleActivation), stockSale),
  day_closing: plain((c) => c.s.titleClosing, dayClosing),
  till_report: plain(tillReportTitle, tillReport),
  voucher_archive: plain((c) => archiveStrings[c.h.language].title, voucherArchive),
  drawer_open: plain((c) => payment(c).titleDrawer, drawerOpen),
  test_page: plain(
    (c) => c.s.titleTestPage,
    (c, _b, paper) => testPage(c, paper),
  ),
};

function framed<K extends FramedKind>(ctx: TemplateContext, kind: K, b: BodyOf<K>, paidBy: Block[], paper: PaperWidth): ReceiptDocument {
  const layout = layouts[kind];
  const body = layout.blocks(ctx, b, paper);
  return { blocks: [...header(ctx, layout.title(ctx, b)), ...body, ...(layout.till ? paidBy : []), ...footer(ctx, layout.till)] };
}

/** Renders one receipt input into a document (a voucher sale yields several cut slips). */
export function renderReceipt(input: ReceiptInput, opt: RenderOptions, paper: PaperWidth): ReceiptDocument {
  const b = input.body;
  const ctx = context(input.header, opt, 'currency' in b ? b.currency : 'CHF');
  const paidBy: Block[] = input.paidBy ? [{ type: 'row', left: ctx.s.paymentMethod, right: input.paidBy }] : [];
  const slipsOnly = input.slipsOnly === true;
  if (b.kind === 'voucher_sale') return { blocks: voucherSale(ctx, b, paidBy, slipsOnly) };
  if (b.kind === 'ticket_booking' && opt.ticketSlips !== 'booking') return { blocks: ticketSlips(ctx, b, paidBy, slipsOnly) };
  return framed(ctx, b.kind, b, paidBy, paper);
}
