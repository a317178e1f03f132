// Giving a voucher payment back by its journal row (the journal's undo of a redemption).
import { z } from 'zod';
import { method } from './define';
import { journalEntrySchema } from './journal';
import { amountCentsSchema, idInputSchema } from './voucher';

export const redemptionMethods = {
  /** Cancels one redemption (by its journal row), fully or partly. */
  'redemption.cancel': method({
    input: z.object({ journalId: idInputSchema, amountCents: amountCentsSchema.optional() }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Cancel a redemption',
  }),
};
