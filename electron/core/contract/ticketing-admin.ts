// Ticketing beyond the door scan and the booking itself: ticket orders (manager, cached for offline
// reading), event sales summary (manager), today's check-in counter, and the bookability rule of a
// ticketing product shared by the core and the renderer.
import { z } from 'zod';
import { method } from './define';
import { bookingViewSchema } from './tickets';

export { productBookability, type Bookability } from './constants';

const timestampInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { error: 'expected YYYY-MM-DDTHH:MM[:SS]' })
  .transform((v) => (v.length === 16 ? `${v}:00` : v));

/** The four filters of §4.8 (all optional). */
export const ticketOrderFiltersSchema = z
  .object({
    /** Orders modified at or after (local time). */
    updatedAfter: timestampInput.optional(),
    /** Orders modified before (local time). */
    updatedBefore: timestampInput.optional(),
    orderNumber: z.string().trim().min(1).max(64).optional(),
    /** Case-sensitive, as the service compares it. */
    lastName: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .refine((f) => !f.updatedAfter || !f.updatedBefore || f.updatedAfter < f.updatedBefore, {
    error: '`updated before` must be later than `updated after`',
    path: ['updatedBefore'],
  });
export type TicketOrderFilters = z.output<typeof ticketOrderFiltersSchema>;

/** One ticket order with customer, lines, tickets and answers, payments and totals (§2.3). */
export const ticketOrderViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  currency: z.string(),
  language: z.string(),
  location: z.string(),
  isPaid: z.boolean(),
  note: z.string(),
  tags: z.array(z.string()),
  discountCents: z.number().int(),
  discountComment: z.string().nullable(),
  climateCents: z.number().int(),
  insuranceCents: z.number().int(),
  grandTotalCents: z.number().int(),
  /** Sum of the line totals (before discount, insurance and climate contribution). */
  linesTotalCents: z.number().int(),
  promocode: z.string().nullable(),
  promocodeName: z.string().nullable(),
  customer: z
    .object({
      title: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      company: z.string(),
      street: z.string(),
      zip: z.string(),
      city: z.string(),
      country: z.string(),
      email: z.string(),
      phone: z.string(),
      acceptsMarketing: z.boolean(),
    })
    .nullable(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      startsAt: z.string().nullable(),
      ticketTypeId: z.string(),
      ticketTypeName: z.string(),
      unitPriceCents: z.number().int(),
      quantity: z.number().int(),
      totalCents: z.number().int(),
      countPeople: z.number().int(),
      tickets: z.array(
        z.object({
          number: z.string(),
          countPeople: z.number().int(),
          answers: z.array(z.object({ name: z.string(), type: z.string(), value: z.string().nullable() })),
        }),
      ),
    }),
  ),
  payments: z.array(z.object({ name: z.string(), amountCents: z.number().int(), isComplimentary: z.boolean() })),
});
export type TicketOrderView = z.infer<typeof ticketOrderViewSchema>;

/** Event sales summary (§2.5). */
export const eventSalesViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  url: z.string(),
  capacity: z.number().int(),
  availableTickets: z.number().int(),
  soldTickets: z.number().int(),
  waitingListEntries: z.number().int(),
  currency: z.string(),
  revenueCents: z.number().int(),
});
export type EventSalesView = z.infer<typeof eventSalesViewSchema>;

/** Check-ins and check-outs of this terminal today. */
export const scanCounterSchema = z.object({
  day: z.string(),
  checkins: z.number().int(),
  checkouts: z.number().int(),
  refused: z.number().int(),
});
export type ScanCounter = z.infer<typeof scanCounterSchema>;

export const ticketingAdminMethods = {
  /** Ticket orders with the filters of §4.8; answered from the local copy when the service cannot be reached. */
  'ticketing.orders': method({
    input: ticketOrderFiltersSchema,
    output: z.object({
      orders: z.array(ticketOrderViewSchema),
      /** `service`: fresh; `cache`: the local copy, as of `fetchedAt`. */
      source: z.enum(['service', 'cache']),
      fetchedAt: z.string().nullable(),
    }),
    role: 'manager',
    doc: 'Ticket orders (filters of the service, cached for offline reading)',
  }),
  /** One ticket order from the local copy (filled by `ticketing.orders`). */
  'ticketing.order': method({
    input: z.object({ id: z.string().min(1).max(100) }).strict(),
    output: z.object({ order: ticketOrderViewSchema, fetchedAt: z.string() }),
    role: 'manager',
    doc: 'One cached ticket order',
  }),
  /** Events seen in the cached orders (id, name, start), to pick one for the sales summary. */
  'ticketing.knownEvents': method({
    input: z.object({}).strict(),
    output: z.object({ events: z.array(z.object({ id: z.string(), name: z.string(), startsAt: z.string().nullable() })) }),
    role: 'manager',
    doc: 'Events named in cached ticket orders',
  }),
  /** Capacity, sold, available, waiting list and revenue of one event. */
  'ticketing.eventSales': method({
    input: z.object({ eventId: z.string().trim().min(1).max(100) }).strict(),
    output: eventSalesViewSchema,
    role: 'manager',
    doc: 'Event sales summary',
  }),
  /** A booking made at this terminal, from its journal row (tickets, links), to show or cancel it again. */
  'ticketing.booking': method({
    input: z.object({ journalId: z.string().min(1).max(100) }).strict(),
    output: z.object({
      booking: bookingViewSchema,
      productId: z.string(),
      startsAt: z.string(),
      /** True once a cancellation of it succeeded. */
      cancelled: z.boolean(),
    }),
    role: 'cashier',
    doc: 'A booking of this terminal from the journal',
  }),
  /** Names of a scanned ticket's product and ticket type, from the local catalog and order copies. */
  'ticket.describe': method({
    input: z
      .object({
        productId: z.string().min(1).max(100),
        ticketTypeId: z.string().max(100).nullable(),
        /** The scanned number: its order line gives the slot (and names the catalog lacks). */
        ticketNumber: z.string().max(40).optional(),
      })
      .strict(),
    output: z.object({
      productName: z.string().nullable(),
      ticketTypeName: z.string().nullable(),
      /** Slot of the ticket from the local order copies; null for admissions or when unknown. */
      startsAt: z.string().nullable().optional(),
    }),
    role: 'cashier',
    doc: 'Product and ticket type names of a scanned ticket',
  }),
  /** Check-ins, check-outs and refused scans of this terminal today. */
  'ticket.scanCounter': method({
    input: z.object({}).strict(),
    output: scanCounterSchema,
    role: 'cashier',
    doc: "Today's check-in counter",
  }),
};
