// Promo codes: a discount, not a means of payment; kept apart from vouchers everywhere.
import { z } from 'zod';
import { method } from './define';
import { journalEntrySchema } from './journal';
import { promoCodeInputSchema, referenceSchema, idInputSchema } from './voucher';

export const promoMethods = {
  /** Whether the promo code is valid, and its discount (percent or cents). */
  'promo.status': method({
    input: z.object({ code: promoCodeInputSchema }).strict(),
    output: z.object({
      code: z.string(),
      isValid: z.boolean(),
      discountType: z.string().nullable(),
      /** Percent for `percentage`, cents for `amount`. */
      value: z.number().nullable(),
      message: z.string(),
    }),
    role: 'cashier',
    doc: 'Check a promo code',
  }),
  /** Redeems a promo code (journaled). */
  'promo.redeem': method({
    input: z.object({ code: promoCodeInputSchema, reference: referenceSchema }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Redeem a promo code',
  }),
  /** Cancels a promo redemption by its journal row (journaled). */
  'promo.cancel': method({
    input: z.object({ journalId: idInputSchema }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Cancel a promo redemption',
  }),
};
