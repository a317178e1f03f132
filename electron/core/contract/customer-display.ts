// The customer display between customers: the welcome screen (the outlet's name, its logo). The
// order it shows comes from `order.changed` (orders.ts); this is all it asks for besides.
import { z } from 'zod';
import { languageSchema } from './app';
import { method } from './define';

/** The welcome screen: the outlet's name in the display's language, and the logo when one is set. */
export const customerWelcomeSchema = z.object({
  outlet: z.string(),
  /** The logo as a `data:image/…` URL (the receipt logo setting); null when none is set or readable. */
  logo: z.string().nullable(),
});
export type CustomerWelcome = z.infer<typeof customerWelcomeSchema>;

/** The thank-you stays this many seconds on the customer display, then the welcome comes back. */
export const customerThanksSecondsSchema = z.number().int().min(1).max(120);
export const defaultCustomerThanksSeconds = 8;

export const customerDisplayMethods = {
  /** What the customer display shows between customers (public: the display has no cashier session). */
  'customer.welcome': method({
    input: z.object({ language: languageSchema }).strict(),
    output: customerWelcomeSchema,
    role: 'public',
    doc: 'The welcome screen of the customer display',
  }),
};
