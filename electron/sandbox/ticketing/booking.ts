// Book Tickets and Cancel Booking (§3, §4.5, §4.6).
import type { Db } from '../../common/sqlite';
import type { BookingRequest, BookingResult, CancelBookingResult } from '../../core/service/wire';
import type { KeyRecord } from '../types';
import { categoriesOf, categoryPrice, merchantInfo, productTexts, reachableProduct } from './catalog';
import { addPayment, insertOrder } from './order-store';
import { matchesReservation, ownReservation, requireActive, requireHeld } from './reservations';
import { checkItems, findSlot, remaining, requireCapacity } from './slots';
import { badRequest, fail, json, notFound, ts } from './util';

/** Payment method recorded for bookings made through the API. */
export const THIRD_PARTY_PAYMENT = { paymentId: 'third-party', name: 'Third-party sale' } as const;

/** Absolute download URLs of an order and its tickets. */
export const downloadUrls = {
  order: (base: string, tok: string): string => `${base}/v1/ticketing/downloads/${tok}/tickets.pdf`,
  ticketPdf: (base: string, tok: string): string => `${base}/v1/ticketing/downloads/${tok}/ticket.pdf`,
  ticketPass: (base: string, tok: string): string => `${base}/v1/ticketing/downloads/${tok}/ticket.pkpass`,
};

/** Resolves the booking language (§4.5): requested (must be a product language) or default or first. */
function resolveLanguage(available: string[], requested: string | undefined, merchantDefault: string): string {
  if (requested !== undefined) {
    if (!available.includes(requested)) {
      throw badRequest(`language: ${requested} is not a language of the product (${available.join(', ')}).`);
    }
    return requested;
  }
  return available.includes(merchantDefault) ? merchantDefault : (available[0] ?? merchantDefault);
}

/** Books tickets: with a held reservation of the key's user (consumed) or directly. */
export function book(db: Db, key: KeyRecord, req: BookingRequest, now: Date, baseUrl: string): BookingResult {
  return db.transaction(() => {
    const p = reachableProduct(db, key, req.product_id);
    requireActive(p);
    const m = merchantInfo(db, key.merchantId);
    let reservationId: string | null = null;
    let slotKey: string;
    if (req.reservation_id !== undefined) {
      const r = ownReservation(db, key, req.reservation_id);
      requireHeld(r, now);
      slotKey = findSlot(p, req.starts_at, now, true).key;
      if (!matchesReservation(r, p.id, slotKey, req.items)) {
        throw fail(409, 'reservation_mismatch', 'product_id, starts_at and items must equal those of the reservation.');
      }
      reservationId = r.id;
    } else {
      slotKey = findSlot(p, req.starts_at, now).key;
    }
    const wanted = checkItems(db, p.id, req.items);
    requireCapacity(remaining(db, p, slotKey, now, reservationId), wanted);

    const { byLang, main } = productTexts(db, p, m.defaultLanguage);
    const language = resolveLanguage([...byLang.keys()], req.language, m.defaultLanguage);
    const categories = categoriesOf(db, p.id);
    const createdAt = ts(now);
    const lines = req.items.map((item) => {
      const cat = categories.find((c) => c.id === item.category_id);
      const names = json<Record<string, string>>(cat?.names ?? '{}');
      const price = categoryPrice(db, item.category_id);
      return {
        productId: p.id,
        name: main.name,
        startsAt: slotKey,
        ticketTypeId: price.ticketTypeId,
        ticketTypeName: price.ticketTypeName || (names[language] ?? ''),
        categoryId: item.category_id,
        unitPrice: price.price,
        tickets: Array.from({ length: item.quantity }, () => ({})),
      };
    });
    const total = lines.reduce((s, l) => s + l.unitPrice * l.tickets.length, 0);
    const written = insertOrder(db, {
      merchantId: key.merchantId,
      language,
      location: 'web',
      isPaid: true,
      customer: { ...req.customer },
      createdBy: key.userId,
      reservationId,
      createdAt,
      lines,
      payments: [{ ...THIRD_PARTY_PAYMENT, amount: total }],
    });
    if (reservationId) db.prepare(`update tk_reservations set status = 'consumed' where id = ?`).run(reservationId);
    return {
      booking_id: written.id,
      booking_reference: written.orderNumber,
      language,
      tickets_pdf_url: downloadUrls.order(baseUrl, written.downloadToken),
      tickets: written.tickets.map((t) => ({
        ticket_number: t.number,
        category_id: t.categoryId ?? '',
        pdf_url: downloadUrls.ticketPdf(baseUrl, t.pdfToken),
        pk_pass_url: m.walletEnabled ? downloadUrls.ticketPass(baseUrl, t.pdfToken) : null,
      })),
    };
  })();
}

interface OrderHead {
  id: string;
  order_number: string;
  status: string;
  cause_we_care_in_cents: number;
}

/**
 * Cancel Booking: only the creating key's user (else 404 `not_found`); 409 `booking_already_cancelled`,
 * `booking_already_started` (a line starts now or earlier), `ticket_checked_in`. Tickets are cancelled,
 * download links stop working, the climate contribution is refunded (a negative payment), insurance stays.
 */
export function cancelBooking(db: Db, key: KeyRecord, bookingId: string, now: Date): CancelBookingResult {
  return db.transaction(() => {
    const o = db
      .prepare(
        'select id, order_number, status, cause_we_care_in_cents from tk_orders where id = ? and merchant_id = ? and created_by_user_id = ?',
      )
      .get(bookingId, key.merchantId, key.userId) as OrderHead | undefined;
    if (!o) throw notFound(`No booking ${bookingId} made with this key.`);
    if (o.status === 'cancelled') throw fail(409, 'booking_already_cancelled', `Booking ${o.order_number} is already cancelled.`);
    const first = db.prepare('select min(starts_at) as s from tk_order_lines where order_id = ?').get(o.id) as { s: string | null };
    if (first.s !== null && first.s <= ts(now)) {
      throw fail(409, 'booking_already_started', `Booking ${o.order_number} started at ${first.s}; it can no longer be cancelled.`);
    }
    const checked = db.prepare(`select count(*) as n from tk_tickets where order_id = ? and checked_in = 1`).get(o.id) as { n: number };
    if (checked.n > 0) throw fail(409, 'ticket_checked_in', `A ticket of booking ${o.order_number} is checked in.`);
    const tickets = db
      .prepare(`select number from tk_tickets where order_id = ? and status = 'valid' order by line_id, position`)
      .all(o.id) as { number: string }[];
    db.prepare(`update tk_tickets set status = 'cancelled' where order_id = ? and status = 'valid'`).run(o.id);
    if (o.cause_we_care_in_cents > 0) {
      addPayment(db, o.id, { paymentId: 'refund', name: 'Climate contribution refund', amount: -o.cause_we_care_in_cents });
    }
    db.prepare(`update tk_orders set status = 'cancelled', cause_we_care_in_cents = 0, updated_at = ? where id = ?`).run(ts(now), o.id);
    return { booking_id: o.id, booking_reference: o.order_number, cancelled_tickets: tickets.map((t) => ({ ticket_number: t.number })) };
  })();
}

/**
 * The back office deletes one ticket of a booking (the production service's way to a partial
 * cancellation: a later Cancel Booking lists only the tickets it still cancelled). False when no
 * valid ticket has that number.
 */
export function deleteTicket(db: Db, ticketNumber: string): boolean {
  return db.prepare(`update tk_tickets set status = 'deleted' where number = ? and status = 'valid'`).run(ticketNumber).changes === 1;
}
