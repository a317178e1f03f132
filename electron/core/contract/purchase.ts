// Paying a purchase with one or more vouchers ("Pay with voucher"). The terminal computes each
// voucher's share as min(still to pay, balance); the rest is paid by cash or card.
import { z } from 'zod';
import { paymentMethodIdSchema } from './payments';
import { method } from './define';
import { journalEntrySchema } from './journal';
import { amountCentsSchema, referenceSchema, voucherCodeInputSchema, idInputSchema } from './voucher';

/** A purchase and the vouchers paying it. */
export const purchaseSchema = z.object({
  id: z.string(),
  totalCents: z.number().int(),
  currency: z.string().nullable(),
  /** Sum of confirmed (succeeded) redemptions not cancelled: only this is shown as paid. */
  paidCents: z.number().int(),
  /** Amount of redemptions still being verified: not paid yet, but not asked for again (never overpay). */
  unresolvedCents: z.number().int(),
  /** Still to pay by voucher, cash or card. */
  remainingCents: z.number().int(),
  state: z.enum(['open', 'finished', 'cancelled']),
  /** A cancel has started and not every voucher is given back yet: nothing can be added; cancel again to go on. */
  cancelling: z.boolean().optional(),
  reference: z.string().nullable(),
  /** Who started it (null: open till). */
  cashier: z.string().nullable(),
  /** One redemption row per voucher (and their cancellations). */
  lines: z.array(journalEntrySchema),
  createdAt: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

const purchaseId = z.object({ purchaseId: idInputSchema }).strict();

export const purchaseMethods = {
  /** Opens a purchase for the amount the cashier typed. */
  'purchase.start': method({
    input: z.object({ totalCents: amountCentsSchema, reference: referenceSchema }).strict(),
    output: purchaseSchema,
    role: 'cashier',
    doc: 'Open a purchase to be paid with vouchers',
  }),
  /** Redeems min(still to pay, balance) from a voucher; a voucher only once per purchase. */
  'purchase.addVoucher': method({
    input: z
      .object({
        purchaseId: idInputSchema,
        code: voucherCodeInputSchema,
        /** The cashier confirmed sending again after this earlier attempt was not applied (`firstAttempt`). */
        confirmRetryOf: z.string().min(1).max(64).optional(),
      })
      .strict(),
    output: purchaseSchema,
    role: 'cashier',
    doc: 'Pay part of a purchase with a voucher',
  }),
  /** The purchase with its lines. */
  'purchase.get': method({ input: purchaseId, output: purchaseSchema, role: 'cashier', doc: 'A purchase and its lines' }),
  /** Closes the purchase; the remainder is paid by cash or card. Refused (`locked`) while a line is being verified. */
  'purchase.finish': method({
    input: z
      .object({
        purchaseId: idInputSchema,
        /** How the customer paid the rest (a payment method's id); the receipt and the closing show it. */
        paymentMethodId: paymentMethodIdSchema.optional(),
      })
      .strict(),
    output: purchaseSchema,
    role: 'cashier',
    doc: 'Finish a purchase',
  }),
  /** The purchases still open on this terminal, newest first (left open before the basket: the journal lists them to be cancelled). */
  'purchase.open': method({
    input: z.object({}).strict(),
    output: z.object({ purchases: z.array(purchaseSchema) }),
    role: 'cashier',
    doc: 'Open purchases of this terminal',
  }),
  /** A manager cancels an abandoned open purchase (every voucher restored; audited with the manager as actor). */
  'purchase.managerCancel': method({ input: purchaseId, output: purchaseSchema, role: 'manager', doc: 'Cancel an abandoned purchase' }),
  /** Cancels the purchase: every redemption is cancelled, every voucher restored. */
  'purchase.cancel': method({ input: purchaseId, output: purchaseSchema, role: 'cashier', doc: 'Cancel a purchase' }),
  /** Cancels one redemption (by its journal row), fully or partly. */
  'redemption.cancel': method({
    input: z.object({ journalId: idInputSchema, amountCents: amountCentsSchema.optional() }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Cancel a redemption',
  }),
};
