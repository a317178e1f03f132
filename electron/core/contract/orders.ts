// The counter sale (docs/orders.md): one open order per cashier, its lines (what the
// customer gets) and its tenders (how the customer pays). Lines run their service steps at
// `order.finish`, each one a journal row as before; a voucher tender is taken at once when added.
// Money rule: Σ tender amounts − change = customer price + cash rounding.
import { z } from 'zod';
import { languageSchema } from './app';
import { coreMessageIdSchema, messageParamsSchema } from './core-message-schemas';
import { event, method } from './define';
import { firstAttemptSchema, journalEntrySchema } from './journal';
import { paymentMethodIdSchema } from './payments';
import { soldVoucherSchema } from './sale';
import { bookingLanguageSchema, ticketCustomerSchema } from './tickets';
import { amountCentsSchema, promoCodeInputSchema, voucherCodeInputSchema } from './voucher';
import { tenderKinds } from './constants';

export const orderLineKinds = ['goods', 'load', 'stock', 'codes', 'tickets', 'promo'] as const;
export const orderLineKindSchema = z.enum(orderLineKinds);
export type OrderLineKind = z.infer<typeof orderLineKindSchema>;

/**
 * `open`: not run yet; `done`: its service step succeeded (goods are done at finish);
 * `refused`: the service refused it at finish (remove it or cancel the order);
 * `checking`: its step is uncertain and being verified; `undone`: undone by a cancel.
 */
export const orderLineStateSchema = z.enum(['open', 'done', 'refused', 'checking', 'undone']);
export type OrderLineState = z.infer<typeof orderLineStateSchema>;

/** The main register's receipt number: letters, digits, `-`, `/`, `.`. */
export const orderReferenceSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9/.-]*$/, { error: 'Letters, digits, "-", "/" and "." only' });

const ticketItemsSchema = z
  .array(
    z
      .object({
        categoryId: z.string().min(1),
        quantity: z.number().int().positive().max(1000),
        /** The unit price the availability offered. */
        unitPriceCents: z.number().int().nonnegative(),
      })
      .strict(),
  )
  .min(1)
  .max(50)
  .refine((items) => new Set(items.map((i) => i.categoryId)).size === items.length, { error: 'Each category at most once' });

/** What a new line is: one shape per kind. */
export const newOrderLineSchema = z.discriminatedUnion('kind', [
  /** An amount from the shop's main register, with its receipt number. */
  z.object({ kind: z.literal('goods'), amountCents: amountCentsSchema, reference: orderReferenceSchema.optional() }).strict(),
  /** Load voucher `code` with `amountCents` (free credit is added by the service, never charged). */
  z
    .object({
      kind: z.literal('load'),
      code: voucherCodeInputSchema,
      amountCents: amountCentsSchema,
      /** Free credit gives money away: above 0 it needs a manager's authority (auth/authority-policy.ts). */
      freeCreditPercentage: z.number().min(0).max(100).optional(),
    })
    .strict(),
  /** Activate stock voucher `code` (checked when added); `amountCents` only for a free amount. */
  z.object({ kind: z.literal('stock'), code: voucherCodeInputSchema, amountCents: amountCentsSchema.optional() }).strict(),
  /** `quantity` vouchers of type `productId` sold as codes (one slip each). */
  z
    .object({
      kind: z.literal('codes'),
      productId: z.string().min(1),
      unitPriceCents: amountCentsSchema,
      quantity: z.number().int().positive().max(50),
      language: z.enum(['de', 'fr', 'it', 'en', 'es', 'pt']),
    })
    .strict(),
  /** A reserved ticket slot (`ticketing.reserve` first); booked at finish for its customer, or walk-in by the rules of `ticketing.book`. */
  z
    .object({
      kind: z.literal('tickets'),
      productId: z.string().min(1),
      startsAt: z.string().min(10).max(40),
      reservationId: z.string().min(1),
      items: ticketItemsSchema,
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
      /** The named customer (names and e-mail); absent or without e-mail: a walk-in guest. */
      customer: ticketCustomerSchema.optional(),
      /** The booking language (one of the product's). */
      language: bookingLanguageSchema.optional(),
    })
    .strict(),
  /** A promo code: checked with the service when added, a negative line; redeemed at finish. */
  z.object({ kind: z.literal('promo'), code: promoCodeInputSchema }).strict(),
]);
export type NewOrderLine = z.infer<typeof newOrderLineSchema>;

/** One line as shown in the basket, on the customer display and on the receipt. */
export const orderLineSchema = z.object({
  id: z.string(),
  kind: orderLineKindSchema,
  state: orderLineStateSchema,
  /** What the customer pays for this line (promo: negative). */
  amountCents: z.number().int(),
  /** Free credit the service books on top (load, stock); never charged. */
  freeCreditCents: z.number().int().nullable(),
  /** True while the amount may still be changed (`order.updateLine`): goods, load, free-amount stock, before finish. */
  editable: z.boolean(),
  /** Goods: the main register's receipt number. */
  reference: z.string().nullable(),
  /** Load/stock: voucher code; promo: promo code (masked in `order.changed` and on receipts per setting). */
  code: z.string().nullable(),
  /** Codes/tickets: the product. */
  productId: z.string().nullable(),
  /** Codes/tickets: the product's name by language (from the catalog); null: not known. */
  productName: z.record(z.string(), z.string()).nullable(),
  /** Codes: vouchers; tickets: persons; else 1. */
  quantity: z.number().int(),
  /** Codes: unit price. */
  unitPriceCents: z.number().int().nullable(),
  /** Tickets: the slot and its categories. */
  tickets: z
    .object({
      reservationId: z.string(),
      startsAt: z.string(),
      items: z.array(z.object({ categoryId: z.string(), quantity: z.number().int(), unitPriceCents: z.number().int() })),
      /** Who the tickets are booked for (null, or no e-mail: a walk-in guest). */
      customer: ticketCustomerSchema.nullable(),
      language: z.string().nullable(),
      /** The product's name and its translations, from the local catalog (null: not in it). */
      product: z
        .object({ name: z.string(), nameTranslations: z.record(z.string(), z.string()) })
        .nullable()
        .optional(),
    })
    .nullable(),
  /** The service's reason when refused (or the error while checking). */
  message: z.string().nullable(),
  /** The refusal's message by id (core-messages.ts), when the core named one: the words for `message`. */
  messageId: coreMessageIdSchema.optional(),
  params: messageParamsSchema.optional(),
  /**
   * Refused because the same step was tried earlier today and did not happen: that first attempt.
   * The line runs again at the next finish once the cashier confirms it (`order.confirmRetry`).
   */
  firstAttempt: firstAttemptSchema.nullable(),
  /** Load/stock: the voucher's balance after the step. */
  balanceAfterCents: z.number().int().nullable(),
  /** Codes: the vouchers issued (the slips). */
  vouchers: z.array(soldVoucherSchema),
  /** Tickets: the booking's reference and ticket numbers once booked. */
  booking: z.object({ bookingReference: z.string(), ticketNumbers: z.array(z.string()) }).nullable(),
  /** The journal rows of this line (its step and its undo). */
  entries: z.array(journalEntrySchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * `taken`: counts as paid; `checking`: a redemption being verified (not paid, not asked again);
 * `cancelled`: given back; `back_office`: a redemption confirmed without its token, which the till
 * cannot give back, handed to the back office by the cashier (it no longer pays this order).
 */
export const tenderStateSchema = z.enum(['taken', 'checking', 'cancelled', 'back_office']);

/** One tender: a voucher redemption, or one of the merchant's payment methods. */
export const tenderSchema = z.object({
  id: z.string(),
  kind: z.enum(tenderKinds),
  /** The payment method's id (null for a voucher). */
  paymentMethodId: z.string().nullable(),
  /** Voucher: the redeemed amount (after reductions); card/other: the amount charged; cash: the cash given. */
  amountCents: z.number().int(),
  state: tenderStateSchema,
  /** Voucher: the code (masked in `order.changed`). */
  code: z.string().nullable(),
  /** Voucher: the balance left after the redemption. */
  balanceAfterCents: z.number().int().nullable(),
  /** Voucher: its redemption and cancellations. */
  entries: z.array(journalEntrySchema),
  /**
   * Voucher: confirmed without its token (captured older answers, or a check by reference): only the
   * back office can give it back; removing it hands it to the back office instead of cancelling it.
   */
  backOfficeOnly: z.boolean(),
  createdAt: z.string(),
});
export type Tender = z.infer<typeof tenderSchema>;

export const orderStateSchema = z.enum(['open', 'finishing', 'finished', 'cancelled']);
export type OrderState = z.infer<typeof orderStateSchema>;

/** The order with its figures. `finishing`: finish ran some steps and stopped at a refused or uncertain line. */
export const orderSchema = z.object({
  id: z.string(),
  state: orderStateSchema,
  cashier: z.string().nullable(),
  currency: z.string().nullable(),
  /** The customer's language for the display and the receipt (null: the receipt language setting). */
  customerLanguage: languageSchema.nullable(),
  lines: z.array(orderLineSchema),
  tenders: z.array(tenderSchema),
  /** Customer price: Σ line amounts (free credit excluded). */
  totalCents: z.number().int(),
  /** What the service books (free credit included); differs from the total only with free credit. */
  bookedCents: z.number().int(),
  /** Paid by tenders that count (vouchers taken, card/other, cash up to the rest). */
  paidCents: z.number().int(),
  /** Voucher redemptions being verified: neither paid nor asked again. */
  checkingCents: z.number().int(),
  /** Still to pay (0 once covered). */
  restCents: z.number().int(),
  /** The rest as asked in cash (rounded to the cash rounding). */
  cashDueCents: z.number().int(),
  /** Cash rounding applied (e.g. +2 when 10.33 is paid as 10.35); 0 without a closing cash tender. */
  roundingCents: z.number().int(),
  /** Change due to the customer (cash given above the rounded rest, or overpaid card/other). */
  changeCents: z.number().int(),
  /** The cash rounding step in cents (5 for 0.05; 1: none). */
  cashRoundingCents: z.number().int(),
  /** True when the tenders cover the total (finish may run). */
  covered: z.boolean(),
  /** Set while finishing stopped: the line that stopped it. */
  stoppedAt: z
    .object({
      lineId: z.string(),
      message: z.string(),
      /** The refusal's error code (`offline`, `service_refused`, …) and the service's own code, when known: the words for it. */
      code: z.string().nullable(),
      serviceCode: z.string().nullable(),
      /** The refusal's message by id (core-messages.ts), when the core named one. */
      messageId: coreMessageIdSchema.optional(),
      params: messageParamsSchema.optional(),
    })
    .nullable(),
  /**
   * A refund: the finished order whose lines this one undoes (its lines and tenders are negative:
   * value given back, vouchers first, the rest in the method chosen). Null for a sale.
   */
  refundOf: z.string().nullable(),
  /** The order's deadline: the earliest end of the ticket reservations of its lines not booked yet (null: none). */
  deadlineAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** What finished refunds gave back of an earlier order: its lines refunded and the amount (positive). */
export const refundedSchema = z.object({ orderId: z.string(), lineIds: z.array(z.string()), amountCents: z.number().int() });
export type Refunded = z.infer<typeof refundedSchema>;

/** A new tender: a voucher (redeemed at once), or a payment method with its amount (cash: the cash given). */
export const newTenderSchema = z.discriminatedUnion('kind', [
  /** Redeems min(rest, balance, `maxCents`) from the voucher now (journaled). */
  z
    .object({
      kind: z.literal('voucher'),
      code: voucherCodeInputSchema,
      maxCents: amountCentsSchema.optional(),
      /** The cashier confirmed sending again after this earlier redemption was not applied (`firstAttempt`). */
      confirmRetryOf: z.string().min(1).max(64).optional(),
    })
    .strict(),
  /** Cash, card or other by the method's id; cash: `amountCents` is the cash given (change computed). */
  z.object({ kind: z.literal('method'), paymentMethodId: paymentMethodIdSchema, amountCents: amountCentsSchema }).strict(),
]);
export type NewTender = z.infer<typeof newTenderSchema>;

const orderId = z.object({ orderId: z.string().min(1) }).strict();
const orderOut = z.object({ order: orderSchema });

export const orderMethods = {
  /** The signed-in cashier's open order of this mode (null: none yet; the first addLine opens one). */
  'order.current': method({
    input: z.object({}).strict(),
    output: z.object({ order: orderSchema.nullable() }),
    role: 'cashier',
    doc: "The cashier's open order",
  }),
  /**
   * The cashier starts the next customer: the customer display shows the open order, else the
   * welcome at once (the last customer's thank-you is gone). Answers the open order (null: none).
   */
  'order.next': method({
    input: z.object({}).strict(),
    output: z.object({ order: orderSchema.nullable() }),
    role: 'cashier',
    doc: 'Start the next customer',
  }),
  /** One order by id (a finished one for the thank-you screen or a reprint). */
  'order.get': method({ input: orderId, output: orderOut, role: 'cashier', doc: 'One order' }),
  /** Adds a line to the cashier's open order (opening one when none); stock and promo are checked with the service first. */
  'order.addLine': method({ input: z.object({ line: newOrderLineSchema }).strict(), output: orderOut, role: 'cashier', doc: 'Add a line' }),
  /** Changes a line's amount (goods, load, free-amount stock) until finish starts. */
  'order.updateLine': method({
    input: z.object({ lineId: z.string().min(1), amountCents: amountCentsSchema }).strict(),
    output: orderOut,
    role: 'cashier',
    doc: "Change a line's amount",
  }),
  /** The cashier confirms sending a line's step again after its first attempt did not happen (then finish again). */
  'order.confirmRetry': method({
    input: z.object({ lineId: z.string().min(1), journalId: z.string().min(1) }).strict(),
    output: orderOut,
    role: 'cashier',
    doc: 'Confirm sending a step again',
  }),
  /** Removes a line that is not done (a refused line after a stopped finish); overpaying voucher tenders are reduced through the journal. */
  'order.removeLine': method({
    input: z.object({ lineId: z.string().min(1) }).strict(),
    output: orderOut,
    role: 'cashier',
    doc: 'Remove a line',
  }),
  /** Adds a tender to the open order: a voucher is redeemed at once (journaled). */
  'order.addTender': method({
    input: z.object({ tender: newTenderSchema }).strict(),
    output: orderOut,
    role: 'cashier',
    doc: 'Pay part of the order',
  }),
  /** Removes a tender: a voucher's redemption is cancelled through the journal (one without its token is handed to the back office). */
  'order.removeTender': method({
    input: z.object({ tenderId: z.string().min(1) }).strict(),
    output: orderOut,
    role: 'cashier',
    doc: 'Remove a tender',
  }),
  /** Runs the lines' service steps in a fixed order (promo, stock, load, codes, tickets); stops at a refused line (state `finishing`, `stoppedAt`); prints one receipt when finished. */
  'order.finish': method({ input: orderId, output: orderOut, role: 'cashier', doc: 'Finish the order' }),
  /** Cancels the order: every done step and every voucher tender is undone through the journal; refused before any undo while a voucher tender only the back office can give back is still on it. */
  'order.cancel': method({ input: orderId, output: orderOut, role: 'cashier', doc: 'Cancel the order' }),
  /** Sets the customer's language (display and receipt); null: the receipt language setting. */
  'order.setLanguage': method({
    input: z.object({ language: languageSchema.nullable() }).strict(),
    output: orderOut,
    role: 'cashier',
    doc: "Set the customer's language",
  }),
  /**
   * Refunds a finished order (one line, or every line not refunded yet) as a new order in the current
   * session: each line's step undone through the journal, the voucher payments given back first
   * (their redemptions cancelled), the rest paid out with `paymentMethodId` (a negative tender) or,
   * without it, with the original's tenders (card back to card up to what it paid, the rest in cash);
   * one refund receipt. The original order never changes. Refused while the cashier has an open order.
   */
  'order.refund': method({
    input: z
      .object({ orderId: z.string().min(1), lineId: z.string().min(1).optional(), paymentMethodId: paymentMethodIdSchema.optional() })
      .strict(),
    output: orderOut,
    role: 'cashier',
    doc: 'Refund a finished order or one of its lines',
  }),
  /**
   * Finished orders of the mode in use, newest first (the basket's history, where refunds start), and
   * for each what finished refunds already gave back (its lines refunded and the amount).
   */
  'order.recent': method({
    input: z.object({ limit: z.number().int().positive().max(100).optional() }).strict(),
    output: z.object({ orders: z.array(orderSchema), refunded: z.array(refundedSchema) }),
    role: 'cashier',
    doc: 'Recent finished orders',
  }),
  /** Prints the order's receipt again (the same document). */
  'order.reprint': method({ input: orderId, output: z.object({ jobId: z.number().int() }), role: 'cashier', doc: 'Reprint the receipt' }),
};

/** What the customer display sees: the order with codes masked, and which terminal/cashier it is. */
export const orderChangedSchema = z.object({
  cashier: z.string().nullable(),
  /**
   * The order (codes masked); null: the welcome (the basket is empty again, the next customer
   * started, or the thank-you of a finished order has had its seconds).
   */
  order: orderSchema.nullable(),
});

export const orderEvents = {
  /** The cashier's order changed (lines, tenders, state): feeds the basket and the customer display. Codes are masked. */
  'order.changed': event({ payload: orderChangedSchema, doc: 'An order changed' }),
};
