// Walk-in ticket bookings: a guest who gives no e-mail address. The service requires
// `customer.email` (service-interface §4.5), so such a booking is sent with the merchant's fallback
// address, a manager setting; without one the core refuses it. Names the cashier leaves empty
// become the constants below.
import { z } from 'zod';
import { method } from './define';

/** The fallback address as a manager sets it: an e-mail address, or '' for none. */
export const walkInEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'An e-mail address (name@example.ch), or empty for none' });

/** The names a walk-in booking is sent with when the cashier typed none (the service requires both). */
export const WALK_IN_NAMES = { firstName: 'Walk-in', lastName: 'Guest' } as const;

export const walkInMethods = {
  /** The merchant's fallback address for walk-in bookings, or null when a manager set none. */
  'ticketing.walkIn': method({
    input: z.object({}).strict(),
    output: z.object({ email: z.string().nullable() }),
    role: 'cashier',
    doc: 'Fallback e-mail address of walk-in bookings',
  }),
};
