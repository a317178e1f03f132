// The customer display: what it shows comes from `order.changed` (orders.ts); on its start it asks
// for the last of those, and between customers for the welcome screen (the outlet's name, its logo).
import { z } from 'zod';
import { languageSchema } from './app';
import { method } from './define';
import { orderChangedSchema } from './orders';

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
  /**
   * What the customer display was last sent (`order.changed`: codes masked, no order after the
   * thank-you): a display started or reloaded in the middle of a sale shows it. Public: the
   * display has no cashier session, and it is nothing the event stream does not carry.
   */
  'customer.current': method({
    input: z.object({}).strict(),
    output: orderChangedSchema,
    role: 'public',
    doc: 'What the customer display shows now',
  }),
  /** What the customer display shows between customers (public: the display has no cashier session). */
  'customer.welcome': method({
    input: z.object({ language: languageSchema }).strict(),
    output: customerWelcomeSchema,
    role: 'public',
    doc: 'The welcome screen of the customer display',
  }),
};
