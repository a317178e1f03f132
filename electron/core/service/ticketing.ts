/**
 * Ticketing area: products, availabilities, reserve, cancel reservation, book (the only call with
 * an `Idempotency-Key`, retried on transient failures with that same key and body), cancel booking,
 * check-in / check-out / ticket info, order listing with filters, event sales summary.
 * Check-in/out refusals arrive as HTTP 200 with `is_successful: false` and are results, not errors.
 */
import {
  availabilitiesQuerySchema,
  availabilitiesResultSchema,
  bookingRequestSchema,
  bookingResultSchema,
  cancelBookingRequestSchema,
  cancelBookingResultSchema,
  cancelReservationRequestSchema,
  cancelReservationResultSchema,
  checkinResultSchema,
  checkoutResultSchema,
  eventSalesSummarySchema,
  idempotencyKeySchema,
  reservationRequestSchema,
  reservationResultSchema,
  ticketInfoSchema,
  ticketOrdersQuerySchema,
  ticketOrdersResultSchema,
  ticketingProductsResultSchema,
  type AvailabilitiesQuery,
  type AvailabilitiesResult,
  type BookingRequest,
  type BookingResult,
  type TicketOrdersQuery,
  type TicketOrdersResult,
} from './wire';
import type { CallOptions, Requester } from './http';
import { bodyCall, paramCall, plainCall, queryCall } from './calls';
import { checked, idParam, ticketNumberParam } from './input';

/** Client calls of the ticketing area. */
export type TicketingClient = ReturnType<typeof ticketingClient>;

/** Builds the ticketing area on a requester. */
export function ticketingClient(request: Requester) {
  const ticketOrders = queryCall(request, 'ticketOrders', ticketOrdersQuerySchema, ticketOrdersResultSchema);
  return {
    /** Products released for third-party sale, with company name and currency. */
    products: plainCall(request, 'ticketingProducts', ticketingProductsResultSchema),

    /** Bookable slots of a product between two dates (inclusive). */
    availabilities: async (productId: string, query: AvailabilitiesQuery, options?: CallOptions): Promise<AvailabilitiesResult> =>
      request({
        endpoint: 'availabilities',
        params: { id: idParam('availabilities', productId) },
        query: { ...checked('availabilities', availabilitiesQuerySchema, query) },
        schema: availabilitiesResultSchema,
        options,
      }),

    /** Holds tickets for 60 minutes (never retried). */
    reserve: bodyCall(request, 'reserve', reservationRequestSchema, reservationResultSchema),
    /** Releases a hold at once (never retried). */
    cancelReservation: bodyCall(request, 'cancelReservation', cancelReservationRequestSchema, cancelReservationResultSchema),

    /**
     * Books tickets with the caller's `idempotencyKey` (keep it in the journal: replaying the same key
     * and body later returns the original answer). Retried only with this same key.
     */
    book: async (body: BookingRequest, idempotencyKey: string, options?: CallOptions): Promise<BookingResult> =>
      request({
        endpoint: 'book',
        body: checked('book', bookingRequestSchema, body),
        headers: { 'Idempotency-Key': checked('book', idempotencyKeySchema, idempotencyKey) },
        schema: bookingResultSchema,
        retry: 'same-key',
        options,
      }),

    /** Cancels a booking (only the creating key's user may), never retried. */
    cancelBooking: bodyCall(request, 'cancelBooking', cancelBookingRequestSchema, cancelBookingResultSchema),
    /** Checks a ticket in; a refusal is `is_successful: false` + `unsuccessful_code`. */
    checkin: paramCall(request, 'checkin', 'ticket_number', ticketNumberParam, checkinResultSchema),
    /** Checks a ticket out; a refusal is `is_successful: false` + `unsuccessful_code`. */
    checkout: paramCall(request, 'checkout', 'ticket_number', ticketNumberParam, checkoutResultSchema),
    /** Ticket details (checked in?, price, event). */
    ticketInfo: paramCall(request, 'ticketInfo', 'ticket_number', ticketNumberParam, ticketInfoSchema),
    /** Ticket orders of the merchant with the optional filters. */
    orders: async (query?: TicketOrdersQuery, options?: CallOptions): Promise<TicketOrdersResult> => ticketOrders(query ?? {}, options),
    /** Capacity, sold, available, waiting list and revenue of one event (by id). */
    eventSalesSummary: paramCall(request, 'eventSalesSummary', 'id', idParam, eventSalesSummarySchema),
  };
}
