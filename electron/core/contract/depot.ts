// Stock ("depot") vouchers: activate on sale, deactivate to undo a sale.
import { z } from 'zod';
import { method } from './define';
import { paymentMethodIdSchema } from './payments';
import { journalEntrySchema } from './journal';
import { amountCentsSchema, voucherCodeInputSchema } from './voucher';

const codeInput = z.object({ code: voucherCodeInputSchema }).strict();

/** A sale of several stock vouchers: the activations (and deactivations) so far; `failed` names the voucher that stopped it. */
export const stockSaleSchema = z.object({
  saleId: z.string(),
  totalCents: z.number().int(),
  entries: z.array(journalEntrySchema),
  failed: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const depotMethods = {
  /** Whether a stock voucher can be activated, and whether its amount is free or fixed. */
  'depot.status': method({
    input: codeInput,
    output: z.object({
      code: z.string(),
      canBeActivated: z.boolean(),
      freeAmount: z.boolean(),
      amountCents: z.number().int().nullable(),
      currency: z.string().nullable(),
      message: z.string(),
      /** Range of a free amount (from the status, else the cached voucher type); null: not known. */
      range: z.object({ minCents: z.number().int(), maxCents: z.number().int() }).nullable(),
    }),
    role: 'cashier',
    doc: 'Can this stock voucher be activated?',
  }),
  /** Activates a stock voucher (journaled); `amountCents` only for free-amount vouchers. */
  'depot.activate': method({
    input: z
      .object({
        code: voucherCodeInputSchema,
        amountCents: amountCentsSchema.optional(),
        /** How the customer paid (a payment method's id); journaled, printed and summed in the closing. */
        paymentMethodId: paymentMethodIdSchema.optional(),
      })
      .strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Activate a stock voucher',
  }),
  /** Whether an activated stock voucher can be deactivated. */
  'depot.deactivateStatus': method({
    input: codeInput,
    output: z.object({
      code: z.string(),
      canBeDeactivated: z.boolean(),
      amountCents: z.number().int().nullable(),
      message: z.string(),
    }),
    role: 'cashier',
    doc: 'Can this stock voucher be deactivated?',
  }),
  /** Deactivates a stock voucher, undoing its sale (journaled). */
  'depot.deactivate': method({
    input: z.object({ code: voucherCodeInputSchema, reason: z.string().max(1024).optional() }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Deactivate a stock voucher',
  }),
  /** Sells several stock vouchers as one sale: each activated in turn (journaled), one total, one method, one receipt. */
  'depot.sale': method({
    input: z
      .object({
        items: z
          .array(z.object({ code: voucherCodeInputSchema, amountCents: amountCentsSchema.optional() }).strict())
          .min(1)
          .max(20),
        paymentMethodId: paymentMethodIdSchema.optional(),
      })
      .strict(),
    output: stockSaleSchema,
    role: 'cashier',
    doc: 'Sell several stock vouchers',
  }),
  /** Cancels a sale of stock vouchers: every activated one is deactivated (one receipt). */
  'depot.cancelSale': method({
    input: z.object({ saleId: z.string().min(1).max(100), reason: z.string().max(1024).optional() }).strict(),
    output: stockSaleSchema,
    role: 'cashier',
    doc: 'Cancel a sale of stock vouchers',
  }),
};
