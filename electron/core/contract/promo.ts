// Promo codes: a discount, not a means of payment; kept apart from vouchers everywhere.
import { z } from 'zod';
import { method } from './define';
import { journalEntrySchema } from './journal';
import { promoCodeInputSchema, referenceSchema, idInputSchema } from './voucher';

export const promoMethods = {
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
