// Tickets: check-in / check-out / info (no value moves, not journaled), reservations (own file), and
// bookings journaled with their Idempotency-Key so a retry or the reconciler never books twice.
import { CoreError, WALK_IN_NAMES, type MethodOutput, type MethodParsedInput } from '../contract';
import { say } from '../contract/core-messages';
import { walkInEmail } from './settings';
import type { CoreRuntime } from '../runtime';
import { ticketingProductSchema, type BookingRequest, type CheckinResult, type CheckoutResult } from '../service/wire';
import { readCatalog } from '../store/catalog';
import { cancelledCents } from '../domain/booking-cancel';
import { setSaleLines, stepPayment, withPayment } from '../payments/methods';
import { journaledStep, newId, readFailure, requireOnline, service, stepBy, type StepBy } from './context';
import { pendingRow, undoByExternalId } from './undo';
import { availabilityView, bookingView, productView } from './ticketing-views';
import { toEntry } from '../store/journal-view';
import type { JournalRow } from '../store/journal';
import { endOnRefusal, markBooked, ticketReservationHandlers } from './ticketing-reservations';
import { slotPrices } from './ticketing-prices';
import type { Handlers } from '../contract/calls';

function scanView(ticketNumber: string, r: CheckinResult | CheckoutResult) {
  return {
    ticketNumber,
    isSuccessful: r.is_successful,
    unsuccessfulCode: r.unsuccessful_code,
    message: r.unsuccessful_message,
    productId: r.product_id ?? null,
    ticketTypeId: r.ticket_type_id ?? null,
  };
}

const items = (list: Array<{ categoryId: string; quantity: number }>) =>
  list.map((i) => ({ category_id: i.categoryId, quantity: i.quantity }));

/**
 * The customer of a booking as sent: typed names and e-mail, or for a walk-in guest the merchant's
 * fallback address (refused when a manager set none) and the default names where none were typed.
 */
function bookingCustomer(rt: CoreRuntime, input: MethodParsedInput<'ticketing.book'>): BookingRequest['customer'] {
  const c = input.customer;
  if (!input.walkIn) return { first_name: c.firstName, last_name: c.lastName, email: c.email ?? '' };
  const email = walkInEmail(rt);
  if (!email) throw new CoreError('conflict', say('noWalkInEmail'));
  return { first_name: c.firstName || WALK_IN_NAMES.firstName, last_name: c.lastName || WALK_IN_NAMES.lastName, email };
}

/** Handlers of ticket.* and ticketing.*. */
export function ticketHandlers(rt: CoreRuntime) {
  const svc = () => service(rt).ticketing;
  return {
    ...ticketReservationHandlers(rt),
    'ticketing.walkIn': () => ({ email: walkInEmail(rt) }),
    'ticket.checkin': async (input) => scanView(input.ticketNumber, await svc().checkin(input.ticketNumber).catch(readFailure)),
    'ticket.checkout': async (input) => scanView(input.ticketNumber, await svc().checkout(input.ticketNumber).catch(readFailure)),
    'ticket.info': async (input) => {
      const t = await svc().ticketInfo(input.ticketNumber).catch(readFailure);
      return {
        ticketNumber: t.ticket_number,
        createdAt: t.created_at,
        priceCents: t.price_in_cents,
        isCheckedIn: t.is_checked_in,
        checkedInAt: t.checked_in_at,
        eventOrAdmissionId: t.event_or_admission_id,
      };
    },
    'ticketing.products': () => ticketCatalog(rt),
    'ticketing.availabilities': async (input) => {
      const a = await svc().availabilities(input.productId, { from: input.from, to: input.to }).catch(readFailure);
      return { currency: a.currency, productName: a.product_name, availabilities: a.availabilities.map(availabilityView) };
    },
    'ticketing.book': (input, ctx?) => bookTickets(rt, stepBy(ctx), input),
    'ticketing.cancelBooking': async (input, ctx?) => toEntry(rt.db, await cancelBooking(rt, stepBy(ctx), input.journalId)),
  } satisfies Handlers;
}

/** The ticketing products as the catalog refresh stored them. */
export function ticketCatalog(rt: CoreRuntime): MethodOutput<'ticketing.products'> {
  const c = readCatalog(rt.db, 'ticketing_products', ticketingProductSchema);
  return {
    currency: typeof c.meta.currency === 'string' ? c.meta.currency : null,
    fetchedAt: c.fetchedAt,
    products: c.items.map(productView),
  };
}

/** Books tickets under the journal protocol (with an Idempotency-Key); a reservation named is used up. */
export async function bookTickets(
  rt: CoreRuntime,
  by: StepBy,
  input: MethodParsedInput<'ticketing.book'>,
): Promise<MethodOutput<'ticketing.book'>> {
  const payment = stepPayment(rt.db, input.paymentMethodId);
  const customer = bookingCustomer(rt, input);
  requireOnline(rt);
  // Priced by the service's own offer for the slot (the booking answer has no prices): the row's
  // amount, the receipt and the closing.
  const { lines, totalCents, currency } = await slotPrices(rt, input);
  const body: BookingRequest = {
    product_id: input.productId,
    starts_at: input.startsAt,
    items: items(input.items),
    customer,
    ...(input.reservationId ? { reservation_id: input.reservationId } : {}),
    ...(input.language ? { language: input.language } : {}),
  };
  const reservationId = input.reservationId;
  const { row, result } = await journaledStep(rt, by, {
    begin: () => {
      const row = pendingRow(rt, by, {
        kind: 'book',
        amountCents: totalCents,
        currency,
        request: body,
        idempotencyKey: newId(),
      });
      setSaleLines(rt.db, row.id, lines);
      return withPayment(rt.db, row, payment);
    },
    call: (r) => service(rt).ticketing.book(body, r.idempotencyKey ?? ''),
    succeed: (_r, res) => ({ externalId: res.booking_id }),
  }).catch((err: unknown) => {
    if (reservationId) endOnRefusal(rt, reservationId, err);
    throw err;
  });
  if (reservationId) markBooked(rt, reservationId);
  return bookingView(toEntry(rt.db, row), result, input.walkIn === true);
}

/** Cancels a booking; the service may take back fewer tickets than were booked (the row carries what it took). */
export async function cancelBooking(rt: CoreRuntime, by: StepBy, journalId: string): Promise<JournalRow> {
  return undoByExternalId(rt, by, {
    journalId,
    kind: 'book',
    notUndoable: say('onlyCompletedBooking'),
    already: say('bookingCancelled'),
    idField: 'booking_id',
    call: (bookingId) => service(rt).ticketing.cancelBooking({ booking_id: bookingId }),
    succeed: (booking, answer) => ({ amountCents: cancelledCents(rt.db, booking, answer) }),
  });
}
