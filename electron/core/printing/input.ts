// The typed input of every receipt template. Plain data, stored as JSON in a print job and
// validated when read back; journal rows are mapped to it by the journal adapter.
import { z } from 'zod';
import { languageSchema } from '../contract/app';
import { journalKinds, undoKinds, type JournalKind } from '../contract/journal';
import { sessionReportSchema } from '../contract/till-reports';
import { ticketSlipsSchema } from '../contract/settings';
import { tenderKinds } from '../contract/constants';
import type { PrinterProfile } from './profiles';

/** Operation kinds as the day closing counts them: the journal's kinds (from the contract). */
export const operationKinds = journalKinds;
export type OperationKind = JournalKind;

const cents = z.number().int();
const text = z.string().max(2000);

/** A step of the printed closing booked at another amount than asked. */
const askedBookedPrintSchema = z.object({
  reference: text,
  kind: z.enum(operationKinds),
  code: text.nullable(),
  askedCents: cents,
  bookedCents: cents,
});
export type AskedBookedPrint = z.infer<typeof askedBookedPrintSchema>;

/** Header of every receipt: where, who, when and which journal row. */
export const receiptHeaderSchema = z.object({
  outlet: text,
  terminal: text,
  cashier: text.nullable(),
  /** Time of the operation (ISO instant). */
  at: z.string(),
  /** Journal reference printed on the receipt (and its barcode). */
  reference: text,
  training: z.boolean(),
  language: languageSchema,
});
export type ReceiptHeader = z.infer<typeof receiptHeaderSchema>;

const voucherLine = z.object({ code: text, amountCents: cents, balanceAfterCents: cents.nullable() });

export const receiptBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('redemption'),
    currency: text,
    purchaseTotalCents: cents.nullable(),
    vouchers: z.array(voucherLine).min(1),
    stillToPayCents: cents.nullable(),
  }),
  z.object({ kind: z.literal('redemption_cancel'), currency: text, vouchers: z.array(voucherLine).min(1) }),
  z.object({
    kind: z.literal('load'),
    currency: text,
    code: text,
    amountCents: cents,
    freeCreditCents: cents.nullable(),
    balanceAfterCents: cents.nullable(),
    paymentMethod: text.nullable(),
  }),
  z.object({
    kind: z.literal('load_cancel'),
    currency: text,
    code: text,
    amountCents: cents,
    /** The free credit the undone load had booked (taken back: printed negative). */
    freeCreditCents: cents.nullable().optional(),
    balanceAfterCents: cents.nullable(),
    reason: text.nullable(),
  }),
  z.object({
    kind: z.literal('activation'),
    currency: text,
    code: text,
    amountCents: cents,
    freeCreditCents: cents.nullable(),
    balanceAfterCents: cents.nullable(),
    /** The fixed or typed amount when the service booked another one (journal-view askedCents). */
    askedCents: cents.nullable().optional(),
  }),
  z.object({
    kind: z.literal('deactivation'),
    currency: text,
    code: text,
    amountCents: cents,
    /** The free credit the undone activation had booked (taken back: printed negative). */
    freeCreditCents: cents.nullable().optional(),
    reason: text.nullable(),
  }),
  z.object({
    kind: z.literal('voucher_sale'),
    currency: text,
    orderNumber: text,
    vouchers: z
      .array(
        z.object({
          code: text,
          name: text,
          amountCents: cents,
          freeCreditCents: cents.nullable(),
          expiryDate: z.string().nullable(),
        }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('voucher_sale_cancel'),
    currency: text,
    orderNumber: text,
    vouchers: z.array(z.object({ code: text, amountCents: cents })),
    reason: text.nullable(),
  }),
  z.object({
    kind: z.enum(['promo_redeem', undoKinds.promo_redeem]),
    currency: text,
    code: text,
    referenceNumber: text.nullable(),
    discount: z
      .discriminatedUnion('type', [
        z.object({ type: z.literal('percentage'), percent: z.number().min(0).max(100) }),
        z.object({ type: z.literal('amount'), amountCents: cents }),
      ])
      .nullable(),
  }),
  z.object({
    kind: z.enum(['ticket_booking', 'ticket_booking_cancel']),
    currency: text,
    bookingReference: text,
    productName: text,
    startsAt: z.string().nullable(),
    totalCents: cents.nullable(),
    tickets: z.array(z.object({ ticketNumber: text, category: text })),
    /** The priced items as sold (category, quantity, unit price). */
    lines: z.array(z.object({ category: text, quantity: z.number().int(), unitPriceCents: cents })).optional(),
    /** A partial cancellation: how many tickets the booking had (`tickets` are those cancelled). */
    partialOf: z.number().int().positive().optional(),
  }),
  z.object({
    kind: z.literal('day_closing'),
    currency: text,
    day: z.string(),
    totals: z.array(z.object({ kind: z.enum(operationKinds), count: z.number().int(), amountCents: cents })),
    byCashier: z.array(z.object({ cashier: text, count: z.number().int(), amountCents: cents })),
    open: z.array(z.object({ reference: text, kind: z.enum(operationKinds), state: text, amountCents: cents.nullable() })),
    askedBooked: z.array(askedBookedPrintSchema).optional(),
    /** Per operation: count, gross, cancelled, net. */
    operations: z
      .array(
        z.object({
          group: z.enum(['loads', 'purchases', 'activations', 'codeSales', 'tickets', 'promo']),
          count: z.number().int(),
          grossCents: cents,
          cancelledCount: z.number().int(),
          cancelledCents: cents,
          netCents: cents,
        }),
      )
      .optional(),
    byMethod: z.array(z.object({ name: text, count: z.number().int(), amountCents: cents })).optional(),
    /** Vouchers accepted here that the service lists as complimentary or derecognised, and its own write-offs. */
    acceptedApart: z
      .object({
        complimentary: z.object({ count: z.number().int(), cents }),
        derecognized: z.object({ count: z.number().int(), cents }),
        writtenOff: z.object({ count: z.number().int(), cents }),
      })
      .optional(),
    /** When the day was closed (a closed day's snapshot). */
    closedAt: z.string().nullable().optional(),
  }),
  z.object({
    kind: z.literal('voucher_archive'),
    currency: text,
    complimentary: z.enum(['included', 'excluded', 'only']),
    months: z.array(
      z.object({ month: text, totalCents: cents.nullable(), changeCents: cents.nullable(), open: z.boolean(), corrected: z.boolean() }),
    ),
  }),
  z.object({ kind: z.literal('test_page') }),
  // One receipt per purchase paid with vouchers: printed when it is finished or cancelled.
  z.object({
    kind: z.literal('purchase'),
    currency: text,
    state: z.enum(['finished', 'cancelled']),
    totalCents: cents,
    purchaseReference: text.nullable(),
    vouchers: z.array(voucherLine),
    /** What the customer paid outside the vouchers, and how (null: not stated). */
    restCents: cents,
    paymentMethod: text.nullable(),
  }),
  /** Several stock vouchers sold as one sale (or that sale cancelled): one receipt. */
  z.object({
    kind: z.literal('stock_sale'),
    currency: text,
    state: z.enum(['sold', 'cancelled']),
    vouchers: z.array(z.object({ code: text, amountCents: cents, freeCreditCents: cents.nullable() })),
    totalCents: cents,
    paymentMethod: text.nullable(),
  }),
  /** The X or Z report of a till session: the report as answered or stored at the close. */
  z.object({ kind: z.literal('till_report'), currency: text, report: sessionReportSchema }),
  /** The drawer opened without a sale (a manager, with a reason). */
  z.object({ kind: z.literal('drawer_open'), reason: text }),
  /** One receipt per order of the counter sale: lines, tenders, rounding, change (finished or cancelled). */
  z.object({
    kind: z.literal('order'),
    currency: text,
    /** `refund`: a refund order (its lines and tenders are negative: value given back). */
    state: z.enum(['finished', 'cancelled', 'refund']),
    lines: z.array(
      z.object({
        kind: z.enum(['goods', 'load', 'stock', 'codes', 'tickets', 'promo']),
        /** Codes/tickets: the product's name in the receipt's language (absent on receipts made before). */
        name: text.nullable().optional(),
        /** Voucher or promo code (masked per setting: this receipt is not the voucher). */
        code: text.nullable(),
        /** The main register's receipt number (goods). */
        reference: text.nullable(),
        quantity: z.number().int(),
        amountCents: cents,
        freeCreditCents: cents.nullable(),
        balanceAfterCents: cents.nullable(),
      }),
    ),
    tenders: z.array(
      z.object({
        kind: z.enum(tenderKinds),
        /** The method's name in the receipt language (voucher: null). */
        name: text.nullable(),
        code: text.nullable(),
        amountCents: cents,
        balanceAfterCents: cents.nullable(),
        /** A voucher payment the till could not give back (no token): the back office gives it back. */
        backOffice: z.boolean().optional(),
        /** A sale's voucher payment partly given back (a line refused and removed). */
        givenBackCents: cents.optional(),
      }),
    ),
    totalCents: cents,
    /** What the service booked (free credit included) when it differs from the total. */
    bookedCents: cents.nullable(),
    roundingCents: cents,
    changeCents: cents,
  }),
]);
export type ReceiptBody = z.infer<typeof receiptBodySchema>;
export type ReceiptKind = ReceiptBody['kind'];

/** Everything one receipt needs. */
export const receiptInputSchema = z.object({
  header: receiptHeaderSchema,
  body: receiptBodySchema,
  /** Paid (partly) in cash: the job opens the cash drawer (never on a reprint). */
  drawer: z.boolean().optional(),
  /** How the customer paid this step (the payment method's name in the receipt language). */
  paidBy: text.optional(),
  /** A step of an order: only the slips that are the vouchers or the tickets (the order's receipt tells the sale). */
  slipsOnly: z.boolean().optional(),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;

/** Options that come from settings at print time, not from the journal. */
export interface RenderOptions {
  /** Mask voucher codes to their last four characters on receipts that are not the voucher. */
  maskCodes: boolean;
  /** A reprint says so at the top. */
  reprint: boolean;
  timeZone: string;
  /** Whether a logo is configured (the encoder still skips it when the file is missing). */
  logo: boolean;
  paperLabel?: string;
  /** A screen preview for a session that may not see full codes: every code masked, no code QR. */
  hideFullCodes?: boolean;
  /** A booking's tickets: one slip each (default), or all on one slip for a group. */
  ticketSlips?: TicketSlips;
  /** The printer's profile (the test page names it); absent: Epson. */
  printer?: PrinterProfile;
}

export type TicketSlips = z.infer<typeof ticketSlipsSchema>;

/** Receipt kinds that carry the full code (they are the voucher, or the service asks for it). */
const fullCodeKinds: readonly ReceiptKind[] = ['redemption', 'load', 'voucher_sale', 'purchase'];

/** Whether any `code` in a receipt's body is set (an order's lines and tenders, a step's voucher). */
function holdsCode(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(holdsCode);
  if (v === null || typeof v !== 'object') return false;
  return Object.entries(v).some(([k, x]) => (k === 'code' && typeof x === 'string' && x !== '') || holdsCode(x));
}

/**
 * Whether a receipt prints a voucher's full code: a full-code kind always; any receipt with a code
 * when the shop prints codes unmasked (its reprint is then a full-code reprint too).
 */
export function printsFullCode(input: ReceiptInput, maskCodes: boolean): boolean {
  return fullCodeKinds.includes(input.body.kind) || (!maskCodes && holdsCode(input.body));
}
