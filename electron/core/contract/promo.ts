// Promo codes: a discount, not a means of payment; kept apart from vouchers everywhere.
import { z } from 'zod';
import { method } from './define';
import { journalEntrySchema } from './journal';
import { idInputSchema } from './voucher';

export const promoMethods = {
  /** Cancels a promo redemption by its journal row (journaled). */
  'promo.cancel': method({
    input: z.object({ journalId: idInputSchema }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Cancel a promo redemption',
  }),
};
