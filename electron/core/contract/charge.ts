// Loading value onto a voucher ("Load voucher") and undoing a load. Never mixed up with paying.
import { z } from 'zod';
import { method } from './define';
import { paymentMethodIdSchema } from './payments';
import { journalEntrySchema } from './journal';
import { amountCentsSchema, referenceSchema, voucherCodeInputSchema, idInputSchema } from './voucher';

export const chargeMethods = {
  /** Loads an amount onto the voucher (journaled); free credit may be added by the service. */
  'charge.load': method({
    input: z
      .object({
        code: voucherCodeInputSchema,
        amountCents: amountCentsSchema,
        paymentId: z.string().min(1).max(64).optional(),
        /** How the customer paid (a payment method's id); journaled, printed and summed in the closing. */
        paymentMethodId: paymentMethodIdSchema.optional(),
        /** Free credit gives money away: above 0 it needs a manager's authority (auth/authority-policy.ts). */
        freeCreditPercentage: z.number().min(0).max(100).optional(),
        reference: referenceSchema,
        /** The cashier confirmed sending again after this earlier attempt was not applied (`firstAttempt`). */
        confirmRetryOf: z.string().min(1).max(64).optional(),
      })
      .strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Load a voucher',
  }),
  /** Undoes a load (token form, or the legacy amount form when the load had no token). */
  'charge.cancel': method({
    input: z.object({ journalId: idInputSchema, reason: z.string().max(1024).optional() }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Cancel a load',
  }),
};
