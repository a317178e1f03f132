// Tickets: check-in / check-out / info (no value moves, not journaled), reservations, and
// bookings journaled with their Idempotency-Key so a retry or the reconciler never books twice.
import type { MethodParsedInput } from '../contract';
import type { CoreRuntime } from '../runtime';
import { ticketingProductSchema, type BookingRequest, type CheckinResult, type CheckoutResult } from '../service/wire';
import { readCatalog } from '../store/catalog';
import { getJournalRow } from '../store/journal';
import { journaledStep, newId, readFailure, requireOnline, service } from './context';
import { pendingRow, journaledUndo, undoTarget } from './undo';
import { toEntry } from '../store/journal-view';

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

/** Handlers of ticket.* and ticketing.*. */
export function ticketHandlers(rt: CoreRuntime) {
  const svc = () => service(rt).ticketing;
  return {
    'ticket.checkin': async (input: MethodParsedInput<'ticket.checkin'>) =>
      scanView(input.ticketNumber, await svc().checkin(input.ticketNumber).catch(readFailure)),
    'ticket.checkout': async (input: MethodParsedInput<'ticket.checkout'>) =>
      scanView(input.ticketNumber, await svc().checkout(input.ticketNumber).catch(readFailure)),
    'ticket.info': async (input: MethodParsedInput<'ticket.info'>) => {
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
    'ticketing.products': () => {
      const c = readCatalog(rt.db, 'ticketing_products', ticketingProductSchema);
      return {
        currency: typeof c.meta.currency === 'string' ? c.meta.currency : null,
        fetchedAt: c.fetchedAt,
        products: c.items.map((p) => ({
          id: p.id,
          name: p.name,
          nameTranslations: p.name_translations,
          description: p.description,
          imageUrl: p.image_url,
          isActive: p.is_active,
          slotType: p.slot_type,
          categories: p.categories.map((k) => ({
            id: k.id,
            name: k.name,
            ageFrom: k.age_from,
            ageTo: k.age_to,
            priceFromCents: k.price_from_in_cents,
          })),
        })),
      };
    },
    'ticketing.availabilities': async (input: MethodParsedInput<'ticketing.availabilities'>) => {
      const a = await svc().availabilities(input.productId, { from: input.from, to: input.to }).catch(readFailure);
      return {
        currency: a.currency,
        productName: a.product_name,
        availabilities: a.availabilities.map((s) => ({
          startsAt: s.starts_at,
          slotType: s.slot_type,
          closingAt: s.closing_at,
          availableCount: s.availability_count,
          prices: s.prices.map((p) => ({
            categoryId: p.category_id,
            priceCents: p.price_in_cents,
            minQuantity: p.min_quantity,
            maxQuantity: p.max_quantity,
            allowZeroQuantity: p.allow_zero_quantity,
          })),
        })),
      };
    },
    'ticketing.reserve': async (input: MethodParsedInput<'ticketing.reserve'>) => {
      requireOnline(rt);
      const r = await svc()
        .reserve({ product_id: input.productId, starts_at: input.startsAt, items: items(input.items) })
        .catch(readFailure);
      return { reservationId: r.reservation_id, expiresAt: r.expires_at };
    },
    'ticketing.cancelReservation': async (input: MethodParsedInput<'ticketing.cancelReservation'>) => {
      const r = await svc().cancelReservation({ reservation_id: input.reservationId }).catch(readFailure);
      return { reservationId: r.reservation_id };
    },
    'ticketing.book': async (input: MethodParsedInput<'ticketing.book'>) => {
      requireOnline(rt);
      const body: BookingRequest = {
        product_id: input.productId,
        starts_at: input.startsAt,
        items: items(input.items),
        customer: { first_name: input.customer.firstName, last_name: input.customer.lastName, email: input.customer.email },
        ...(input.reservationId ? { reservation_id: input.reservationId } : {}),
        ...(input.language ? { language: input.language } : {}),
      };
      const { row, result } = await journaledStep(rt, {
        begin: () =>
          pendingRow(rt, {
            kind: 'book',
            request: body,
            idempotencyKey: newId(),
          }),
        call: (r) => svc().book(body, r.idempotencyKey ?? ''),
        succeed: (_r, res) => ({ externalId: res.booking_id }),
      });
      return {
        entry: toEntry(rt.db, row),
        bookingId: result.booking_id,
        bookingReference: result.booking_reference,
        language: result.language,
        ticketsPdfUrl: result.tickets_pdf_url,
        tickets: result.tickets.map((t) => ({
          ticketNumber: t.ticket_number,
          categoryId: t.category_id,
          pdfUrl: t.pdf_url,
          pkPassUrl: t.pk_pass_url,
        })),
      };
    },
    'ticketing.cancelBooking': async (input: MethodParsedInput<'ticketing.cancelBooking'>) => {
      const target = undoTarget(getJournalRow(rt.db, input.journalId), 'book', 'Only a completed booking can be cancelled', 'externalId');
      const bookingId = target.externalId ?? '';
      requireOnline(rt);
      const row = await journaledUndo(rt, {
        target,
        already: 'This booking is already cancelled or being cancelled',
        row: () => ({ kind: 'cancel_booking', request: { booking_id: bookingId }, externalId: bookingId }),
        call: () => svc().cancelBooking({ booking_id: bookingId }),
      });
      return toEntry(rt.db, row);
    },
  };
}
