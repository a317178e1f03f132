// Tickets: check-in / check-out / info by 19-digit number, and third-party ticket sales
// (reserve with a 60-minute hold, book with an idempotency key, cancel).
import { z } from 'zod';
import { method } from './define';
import { paymentMethodIdSchema } from './payments';
import { journalEntrySchema } from './journal';
import { ticketNumberInputSchema, idInputSchema } from './voucher';
import { MAX_TICKETS_PER_BOOKING, MAX_TICKETS_PER_CATEGORY } from './constants';

const ticketInput = z.object({ ticketNumber: ticketNumberInputSchema }).strict();

/** Outcome of a check-in or check-out: HTTP 200 also when unsuccessful. */
export const ticketScanSchema = z.object({
  ticketNumber: z.string(),
  isSuccessful: z.boolean(),
  /** `ticket_not_found`, `ticket_deleted`, `ticket_already_checkedin`, `ticket_not_checkedin`, … */
  unsuccessfulCode: z.string().nullable(),
  message: z.string().nullable(),
  productId: z.string().nullable(),
  ticketTypeId: z.string().nullable(),
});

export { MAX_TICKETS_PER_BOOKING, MAX_TICKETS_PER_CATEGORY } from './constants';

const itemsSchema = z
  .array(
    z
      .object({
        categoryId: idInputSchema,
        quantity: z
          .number()
          .int()
          .positive()
          .max(MAX_TICKETS_PER_CATEGORY, { error: `At most ${MAX_TICKETS_PER_CATEGORY} tickets of one category` }),
      })
      .strict(),
  )
  .min(1)
  .max(20)
  .refine((items) => new Set(items.map((i) => i.categoryId)).size === items.length, {
    error: 'Each category at most once',
  })
  .refine((items) => items.reduce((s, i) => s + i.quantity, 0) <= MAX_TICKETS_PER_BOOKING, {
    error: `At most ${MAX_TICKETS_PER_BOOKING} tickets in one booking`,
  });

/**
 * The ticket buyer: names and e-mail. Without an e-mail the guest is a walk-in (sent with the
 * merchant's fallback address, `ticketing.walkIn`; empty names are defaulted).
 */
export const ticketCustomerSchema = z
  .object({ firstName: z.string().trim().max(100), lastName: z.string().trim().max(100), email: z.email().max(254).optional() })
  .strict();
export type TicketCustomer = z.infer<typeof ticketCustomerSchema>;

/** The booking language: a product language's two-letter code. */
export const bookingLanguageSchema = z.string().regex(/^[a-z]{2}$/);

const slotInput = { productId: idInputSchema, startsAt: z.string().min(10).max(40), items: itemsSchema };

/** A booking: its journal row and the issued tickets. */
export const bookingViewSchema = z.object({
  entry: journalEntrySchema,
  bookingId: z.string(),
  bookingReference: z.string(),
  language: z.string(),
  ticketsPdfUrl: z.string(),
  tickets: z.array(z.object({ ticketNumber: z.string(), categoryId: z.string(), pdfUrl: z.string(), pkPassUrl: z.string().nullable() })),
  /** True when it went out with the merchant's fallback address: no e-mail reached the guest. */
  walkIn: z.boolean(),
});

/** A ticketing product from the local catalog cache. */
export const ticketingProductViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameTranslations: z.record(z.string(), z.string()),
  description: z.string(),
  imageUrl: z.string(),
  isActive: z.boolean(),
  slotType: z.string(),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The name per language activated for the product (the screens show the UI language's). */
      nameTranslations: z.record(z.string(), z.string()),
      ageFrom: z.number().int().nullable(),
      ageTo: z.number().int().nullable(),
      priceFromCents: z.number().int(),
    }),
  ),
});

/** A bookable slot with prices per person category. */
export const availabilityViewSchema = z.object({
  startsAt: z.string(),
  slotType: z.string(),
  closingAt: z.string().nullable(),
  /** Tickets left; null = unlimited. */
  availableCount: z.number().int().nullable(),
  prices: z.array(
    z.object({
      categoryId: z.string(),
      priceCents: z.number().int(),
      minQuantity: z.number().int(),
      maxQuantity: z.number().int().nullable(),
      allowZeroQuantity: z.boolean(),
    }),
  ),
});

export const ticketMethods = {
  /** Ticketing products released for third-party sale, from the local catalog cache. */
  'ticketing.products': method({
    input: z.object({}).strict(),
    output: z.object({ products: z.array(ticketingProductViewSchema), currency: z.string().nullable(), fetchedAt: z.string().nullable() }),
    role: 'cashier',
    doc: 'Ticketing products for sale',
  }),
  /** Bookable slots of a product between two dates (inclusive). */
  'ticketing.availabilities': method({
    input: z
      .object({
        productId: idInputSchema,
        from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      })
      .strict()
      .refine((q) => q.to >= q.from, { error: '`to` must not be before `from`', path: ['to'] }),
    output: z.object({ currency: z.string(), productName: z.string(), availabilities: z.array(availabilityViewSchema) }),
    role: 'cashier',
    doc: 'Bookable slots of a ticketing product',
  }),
  /** Checks a ticket in; the result says why when unsuccessful. */
  'ticket.checkin': method({ input: ticketInput, output: ticketScanSchema, role: 'cashier', doc: 'Check a ticket in' }),
  /** Checks a ticket out. */
  'ticket.checkout': method({ input: ticketInput, output: ticketScanSchema, role: 'cashier', doc: 'Check a ticket out' }),
  /** Ticket details (price, checked in?). */
  'ticket.info': method({
    input: ticketInput,
    output: z.object({
      ticketNumber: z.string(),
      createdAt: z.string(),
      priceCents: z.number().int(),
      isCheckedIn: z.boolean(),
      checkedInAt: z.string().nullable(),
      eventOrAdmissionId: z.string(),
    }),
    role: 'cashier',
    doc: 'Ticket information',
  }),
  /** Holds tickets of a slot for 60 minutes; refused while this terminal has an open reservation. */
  'ticketing.reserve': method({
    input: z.object(slotInput).strict(),
    output: z.object({ reservationId: z.string(), expiresAt: z.string(), id: z.string(), deadlineAt: z.string() }),
    role: 'cashier',
    doc: 'Reserve tickets (60-minute hold, kept as the open reservation of this terminal)',
  }),
  /** Releases a reservation at once. */
  'ticketing.cancelReservation': method({
    input: z.object({ reservationId: idInputSchema }).strict(),
    output: z.object({ reservationId: z.string() }),
    role: 'cashier',
    doc: 'Release a reservation',
  }),
  /** Books tickets with an idempotency key kept in the journal (a retry never books twice). */
  'ticketing.book': method({
    input: z
      .object({
        ...slotInput,
        reservationId: z.string().min(1).optional(),
        /** Names and e-mail; on a walk-in booking the e-mail is left out and empty names are defaulted. */
        customer: ticketCustomerSchema,
        /** A walk-in guest without e-mail: sent with the merchant's fallback address (`ticketing.walkIn`). */
        walkIn: z.literal(true).optional(),
        language: bookingLanguageSchema.optional(),
        /** How the customer paid (a payment method's id); journaled, printed and summed in the closing. */
        paymentMethodId: paymentMethodIdSchema.optional(),
      })
      .strict()
      .superRefine((b, ctx) => {
        const c = b.customer;
        if (b.walkIn && c.email !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['customer', 'email'],
            message: 'A walk-in booking is sent with the fallback address: leave the e-mail out',
          });
        if (b.walkIn) return;
        if (c.firstName === '') ctx.addIssue({ code: 'custom', path: ['customer', 'firstName'], message: 'A first name is needed' });
        if (c.lastName === '') ctx.addIssue({ code: 'custom', path: ['customer', 'lastName'], message: 'A last name is needed' });
        if (c.email === undefined) ctx.addIssue({ code: 'custom', path: ['customer', 'email'], message: 'An e-mail address is needed' });
      }),
    output: bookingViewSchema,
    role: 'cashier',
    doc: 'Book tickets',
  }),
  /** Cancels a booking by its journal row (journaled). */
  'ticketing.cancelBooking': method({
    input: z.object({ journalId: idInputSchema }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Cancel a booking',
  }),
};
