// Undoing a load (a load itself is an order's load line). Never mixed up with paying.
import { z } from 'zod';
import { method } from './define';
import { journalEntrySchema } from './journal';
import { idInputSchema } from './voucher';

export const chargeMethods = {
  /** Undoes a load (token form, or the legacy amount form when the load had no token). */
  'charge.cancel': method({
    input: z.object({ journalId: idInputSchema, reason: z.string().max(1024).optional() }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Cancel a load',
  }),
};
