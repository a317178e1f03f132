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
  type CancelBookingRequest,
  type CancelBookingResult,
  type CancelReservationRequest,
  type CancelReservationResult,
  type CheckinResult,
  type CheckoutResult,
  type EventSalesSummary,
  type ReservationRequest,
  type ReservationResult,
  type TicketInfo,
  type TicketOrdersQuery,
  type TicketOrdersResult,
  type TicketingProductsResult,
} from './wire';
import type { CallOptions, Requester } from './http';
import { bodyCall, paramCall, plainCall, queryCall } from './calls';
import { checked, idParam, ticketNumberParam } from './input';

/** Client calls of the ticketing area. */
export interface TicketingClient {
  /** Products released for third-party sale, with company name and currency. */
  products(opts?: CallOptions): Promise<TicketingProductsResult>;
  /** Bookable slots of a product between two dates (inclusive). */
  availabilities(productId: string, query: AvailabilitiesQuery, opts?: CallOptions): Promise<AvailabilitiesResult>;
  /** Holds tickets for 60 minutes (never retried). */
  reserve(body: ReservationRequest, opts?: CallOptions): Promise<ReservationResult>;
  /** Releases a hold at once (never retried). */
  cancelReservation(body: CancelReservationRequest, opts?: CallOptions): Promise<CancelReservationResult>;
  /**
   * Books tickets with the caller's `idempotencyKey` (keep it in the journal: replaying the same key
   * and body later returns the original answer). Retried only with this same key.
   */
  book(body: BookingRequest, idempotencyKey: string, opts?: CallOptions): Promise<BookingResult>;
  /** Cancels a booking (only the creating key's user may), never retried. */
  cancelBooking(body: CancelBookingRequest, opts?: CallOptions): Promise<CancelBookingResult>;
  /** Checks a ticket in; a refusal is `is_successful: false` + `unsuccessful_code`. */
  checkin(ticketNumber: string, opts?: CallOptions): Promise<CheckinResult>;
  /** Checks a ticket out; a refusal is `is_successful: false` + `unsuccessful_code`. */
  checkout(ticketNumber: string, opts?: CallOptions): Promise<CheckoutResult>;
  /** Ticket details (checked in?, price, event). */
  ticketInfo(ticketNumber: string, opts?: CallOptions): Promise<TicketInfo>;
  /** Ticket orders of the merchant with the optional filters. */
  orders(query?: TicketOrdersQuery, opts?: CallOptions): Promise<TicketOrdersResult>;
  /** Capacity, sold, available, waiting list and revenue of one event. */
  eventSalesSummary(eventId: string, opts?: CallOptions): Promise<EventSalesSummary>;
}

/** Builds the ticketing area on a requester. */
export function ticketingClient(request: Requester): TicketingClient {
  const ticketOrders = queryCall(request, 'ticketOrders', ticketOrdersQuerySchema, ticketOrdersResultSchema);
  return {
    products: plainCall(request, 'ticketingProducts', ticketingProductsResultSchema),

    availabilities: async (productId, query, options) =>
      request({
        endpoint: 'availabilities',
        params: { id: idParam('availabilities', productId) },
        query: { ...checked('availabilities', availabilitiesQuerySchema, query) },
        schema: availabilitiesResultSchema,
        options,
      }),

    reserve: bodyCall(request, 'reserve', reservationRequestSchema, reservationResultSchema),
    cancelReservation: bodyCall(request, 'cancelReservation', cancelReservationRequestSchema, cancelReservationResultSchema),

    book: async (body, idempotencyKey, options) =>
      request({
        endpoint: 'book',
        body: checked('book', bookingRequestSchema, body),
        headers: { 'Idempotency-Key': checked('book', idempotencyKeySchema, idempotencyKey) },
        schema: bookingResultSchema,
        retry: 'same-key',
        options,
      }),

    cancelBooking: bodyCall(request, 'cancelBooking', cancelBookingRequestSchema, cancelBookingResultSchema),
    checkin: paramCall(request, 'checkin', 'ticket_number', ticketNumberParam, checkinResultSchema),
    checkout: paramCall(request, 'checkout', 'ticket_number', ticketNumberParam, checkoutResultSchema),
    ticketInfo: paramCall(request, 'ticketInfo', 'ticket_number', ticketNumberParam, ticketInfoSchema),
    orders: async (query, options) => ticketOrders(query ?? {}, options),
    eventSalesSummary: paramCall(request, 'eventSalesSummary', 'id', idParam, eventSalesSummarySchema),
  };
}
