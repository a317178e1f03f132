// Stock ("depot") vouchers: the status before a sale (an order's stock line activates), deactivate to undo a sale.
import { z } from 'zod';
import { method } from './define';
import { journalEntrySchema } from './journal';
import { voucherCodeInputSchema } from './voucher';

const codeInput = z.object({ code: voucherCodeInputSchema }).strict();

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
};
