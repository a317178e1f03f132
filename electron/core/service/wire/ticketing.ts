/**
 * Ticketing wire schemas: products, availabilities, reservation, booking, cancellation, check-in/out,
 * ticket info and event sales summary. Errors are JSON `{error_code, message}`; the order listing
 * lives in `ticket-orders.ts`.
 */
import { z } from 'zod';
import {
  centsSchema,
  compareTimestamps,
  currencySchema,
  dateOrTimestampSchema,
  idSchema,
  isoDateSchema,
  languageSchema,
  localizedTextSchema,
  looseEnum,
  optionalLoose,
  responseTimestampSchema,
} from './common';

/** Person category of a ticketing product (`category_id` in reservations and bookings). */
export const personCategorySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  name_translations: localizedTextSchema,
  age_from: z.number().int().nullable(),
  age_to: z.number().int().nullable(),
  price_from_in_cents: centsSchema,
});
export type PersonCategory = z.infer<typeof personCategorySchema>;

/** Slot granularity of a product's availabilities. */
export const slotTypeSchema = looseEnum(['day', 'time'] as const);

/** Ticketing product released for third-party sale, §2.1. */
export const ticketingProductSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  name_translations: localizedTextSchema,
  description: z.string(),
  description_translations: localizedTextSchema,
  description_on_ticket_template: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  description_on_ticket_template_translations: localizedTextSchema.nullish().transform((v) => v ?? {}),
  image_url: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  is_active: z.boolean(),
  slot_type: slotTypeSchema,
  updated_at: responseTimestampSchema,
  categories: z.array(personCategorySchema),
});
export type TicketingProduct = z.infer<typeof ticketingProductSchema>;

/** List of Products result (`GET /v1/ticketing/products.json`); `currency` applies to all amounts. */
export const ticketingProductsResultSchema = z.looseObject({
  company_name: z.string(),
  currency: currencySchema,
  products: z.array(ticketingProductSchema),
});
export type TicketingProductsResult = z.infer<typeof ticketingProductsResultSchema>;

/** Query of List of Availabilities: inclusive dates, `to` ≥ `from`. */
export const availabilitiesQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => compareTimestamps(q.to, q.from) >= 0, { error: '`to` must not be before `from`', path: ['to'] });
export type AvailabilitiesQuery = z.infer<typeof availabilitiesQuerySchema>;

/** Price and quantity rules of one person category in an availability. */
export const availabilityPriceSchema = z.looseObject({
  category_id: z.string(),
  price_in_cents: centsSchema,
  min_quantity: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 0),
  /** null: no upper bound. */
  max_quantity: z.number().int().nullable(),
  allow_zero_quantity: z.boolean(),
});
export type AvailabilityPrice = z.infer<typeof availabilityPriceSchema>;

/** Bookable day or time slot; pass `starts_at` unchanged to Reserve/Book. */
export const availabilitySchema = z.looseObject({
  slot_type: slotTypeSchema,
  starts_at: z.string(),
  /** Booking cut-off. */
  closing_at: responseTimestampSchema.nullable(),
  /** Tickets left; null = unlimited. */
  availability_count: z.number().int().nullable(),
  prices: z.array(availabilityPriceSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** List of Availabilities result (`GET /v1/ticketing/products/{id}/availabilities.json`). */
export const availabilitiesResultSchema = z.looseObject({
  company_name: z.string(),
  product_name: z.string(),
  currency: currencySchema,
  availabilities: z.array(availabilitySchema),
});
export type AvailabilitiesResult = z.infer<typeof availabilitiesResultSchema>;

/** One booking/reservation item: a category and a quantity > 0. */
export const bookingItemSchema = z.object({
  category_id: idSchema,
  quantity: z.number().int().positive(),
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

/** Items of a booking/reservation: at least one, each `category_id` at most once. */
export const bookingItemsSchema = z
  .array(bookingItemSchema)
  .min(1)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.category_id)) {
        ctx.addIssue({ code: 'custom', message: 'category_id must appear at most once', path: [i, 'category_id'] });
      }
      seen.add(item.category_id);
    });
  });

/** Reserve Tickets body (`POST /v1/ticketing/reservation.json`). */
export const reservationRequestSchema = z.object({
  product_id: idSchema,
  /** Day slots: bare date or date with `T00:00:00`. */
  starts_at: dateOrTimestampSchema,
  items: bookingItemsSchema,
});
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

/** Reserve Tickets result: the hold lasts 60 minutes. */
export const reservationResultSchema = z.looseObject({
  reservation_id: z.string(),
  expires_at: responseTimestampSchema,
});
export type ReservationResult = z.infer<typeof reservationResultSchema>;

/** Cancel Reservation body (`POST /v1/ticketing/cancel-reservation.json`). */
export const cancelReservationRequestSchema = z.object({ reservation_id: idSchema });
export type CancelReservationRequest = z.infer<typeof cancelReservationRequestSchema>;

/** Cancel Reservation result. */
export const cancelReservationResultSchema = z.looseObject({ reservation_id: z.string() });
export type CancelReservationResult = z.infer<typeof cancelReservationResultSchema>;

/** Booking customer: all three fields required. */
export const bookingCustomerSchema = z.object({
  first_name: z.string().trim().min(1),
  last_name: z.string().trim().min(1),
  email: z.email(),
});
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;

/** `Idempotency-Key` header of Book Tickets (only there): unique per booking attempt. */
export const idempotencyKeySchema = z.string().min(1).max(255);

/** Book Tickets body (`POST /v1/ticketing/booking.json`). */
export const bookingRequestSchema = z.object({
  reservation_id: idSchema.optional(),
  product_id: idSchema,
  starts_at: dateOrTimestampSchema,
  items: bookingItemsSchema,
  customer: bookingCustomerSchema,
  /** Must be a key of the product's name_translations. */
  language: languageSchema.optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** Ticket issued by a booking; `ticket_number` (19 digits) goes into the QR code. */
export const bookingTicketSchema = z.looseObject({
  ticket_number: z.string(),
  category_id: z.string(),
  pdf_url: z.string(),
  /** null when wallet passes are disabled. */
  pk_pass_url: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type BookingTicket = z.infer<typeof bookingTicketSchema>;

/** Book Tickets result, §2.2. */
export const bookingResultSchema = z.looseObject({
  booking_id: z.string(),
  booking_reference: z.string(),
  language: z.string(),
  tickets_pdf_url: z.string(),
  tickets: z.array(bookingTicketSchema),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

/** Cancel Booking body (`POST /v1/ticketing/cancel-booking.json`). */
export const cancelBookingRequestSchema = z.object({ booking_id: idSchema });
export type CancelBookingRequest = z.infer<typeof cancelBookingRequestSchema>;

/** Cancel Booking result. */
export const cancelBookingResultSchema = z.looseObject({
  booking_id: z.string(),
  booking_reference: z.string(),
  cancelled_tickets: z.array(z.looseObject({ ticket_number: z.string() })),
});
export type CancelBookingResult = z.infer<typeof cancelBookingResultSchema>;

/** Failure codes of check-in. */
export const checkinFailureCodes = ['ticket_not_found', 'ticket_deleted', 'ticket_already_checkedin'] as const;
/** Failure codes of check-out. */
export const checkoutFailureCodes = ['ticket_not_found', 'ticket_deleted', 'ticket_not_checkedin'] as const;

/** Fields shared by check-in and check-out results (HTTP 200 also on failure). */
const scanResultShape = {
  is_successful: z.boolean(),
  unsuccessful_message: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  /** Only on success. */
  product_id: optionalLoose(z.string()),
  ticket_type_id: optionalLoose(z.string()),
};

/** Check-in result (`POST /v1/ticketing/tickets/{ticket_number}/checkin.json`), §2.4. */
export const checkinResultSchema = z.looseObject({
  ...scanResultShape,
  unsuccessful_code: looseEnum(checkinFailureCodes)
    .nullish()
    .transform((v) => v ?? null),
  external_product_id: optionalLoose(z.string()),
});
export type CheckinResult = z.infer<typeof checkinResultSchema>;

/** Check-out result (`POST …/checkout.json`), §2.4. */
export const checkoutResultSchema = z.looseObject({
  ...scanResultShape,
  unsuccessful_code: looseEnum(checkoutFailureCodes)
    .nullish()
    .transform((v) => v ?? null),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** Ticket info (`GET /v1/ticketing/tickets/{ticket_number}/info.json`). */
export const ticketInfoSchema = z.looseObject({
  id: z.string(),
  ticket_number: z.string(),
  created_at: responseTimestampSchema,
  price_in_cents: centsSchema,
  is_checked_in: z.boolean(),
  checked_in_at: responseTimestampSchema.nullish().transform((v) => v ?? null),
  event_or_admission_id: z.string(),
});
export type TicketInfo = z.infer<typeof ticketInfoSchema>;

/** Event sales summary (`GET /v1/ticketing/events/{id}/sales-summary.json`), §2.5. */
export const eventSalesSummarySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  starts_at: responseTimestampSchema,
  url: z.string(),
  capacity: z.number().int(),
  available_tickets: z.number().int(),
  sold_tickets: z.number().int(),
  waiting_list_entries: z.number().int(),
  currency: currencySchema,
  revenue_in_cents: centsSchema,
});
export type EventSalesSummary = z.infer<typeof eventSalesSummarySchema>;
