// Reservations (§3): held for 60 minutes by the service clock, then expired (computed lazily from
// `expires_at`, so capacity returns without a timer); released by Cancel Reservation; consumed by
// a booking made with it.
import type { Db } from '../../common/sqlite';
import type { BookingItem, ReservationRequest, ReservationResult } from '../../core/service/wire';
import type { KeyRecord } from '../types';
import { reachableProduct, type ProductRow } from './catalog';
import { checkItems, findSlot, remaining, requireCapacity } from './slots';
import { addMinutes, fail, json, nextSeq, notFound, ts, uuidId } from './util';

/** Hold time of a reservation (interface §8). */
export const HOLD_MINUTES = 60;

/** A reservation row. */
export interface ReservationRow {
  id: string;
  merchant_id: string;
  user_id: string;
  product_id: string;
  starts_at: string;
  status: 'held' | 'released' | 'consumed';
  created_at: string;
  expires_at: string;
  items: string;
}

/** State of a reservation now: held, expired, released or consumed. */
export function reservationState(r: ReservationRow, now: Date): 'held' | 'expired' | 'released' | 'consumed' {
  if (r.status === 'held' && ts(now) >= r.expires_at) return 'expired';
  return r.status;
}

/** 409 when the product cannot be booked right now (inactive). */
export function requireActive(p: ProductRow): void {
  if (p.is_active !== 1) throw fail(409, 'product_inactive', `Product ${p.id} is not active and cannot be booked.`);
}

/** Reserve Tickets: checks product, slot, items and capacity, then holds them for 60 minutes. */
export function reserve(db: Db, key: KeyRecord, req: ReservationRequest, now: Date): ReservationResult {
  return db.transaction(() => {
    const p = reachableProduct(db, key, req.product_id);
    requireActive(p);
    const slot = findSlot(p, req.starts_at, now);
    const wanted = checkItems(db, p.id, req.items);
    requireCapacity(remaining(db, p, slot.key, now), wanted);
    const id = uuidId('reservation', nextSeq(db, 'reservation'));
    const createdAt = ts(now);
    const expiresAt = addMinutes(createdAt, HOLD_MINUTES);
    const items = req.items.map((i) => ({ category_id: i.category_id, quantity: i.quantity }));
    db.prepare(
      `insert into tk_reservations (id, merchant_id, user_id, product_id, starts_at, status, created_at, expires_at, items)
       values (?, ?, ?, ?, ?, 'held', ?, ?, ?)`,
    ).run(id, key.merchantId, key.userId, p.id, slot.key, createdAt, expiresAt, JSON.stringify(items));
    return { reservation_id: id, expires_at: expiresAt };
  })();
}

/** A reservation made by the key's user (another user's, even of the same merchant: 404). */
export function ownReservation(db: Db, key: KeyRecord, id: string): ReservationRow {
  const r = db
    .prepare('select * from tk_reservations where id = ? and merchant_id = ? and user_id = ?')
    .get(id, key.merchantId, key.userId) as ReservationRow | undefined;
  if (!r) throw notFound(`No reservation ${id} for this key.`);
  return r;
}

/** 409 unless the reservation is held: `reservation_expired`, `reservation_released`, `reservation_consumed`. */
export function requireHeld(r: ReservationRow, now: Date): void {
  const state = reservationState(r, now);
  if (state === 'expired') throw fail(409, 'reservation_expired', `Reservation ${r.id} expired at ${r.expires_at}.`);
  if (state === 'released') throw fail(409, 'reservation_released', `Reservation ${r.id} was already cancelled.`);
  if (state === 'consumed') throw fail(409, 'reservation_consumed', `Reservation ${r.id} was already used for a booking.`);
}

/** Cancel Reservation: releases a held reservation; its capacity returns at once. */
export function cancelReservation(db: Db, key: KeyRecord, id: string, now: Date): { reservation_id: string } {
  return db.transaction(() => {
    const r = ownReservation(db, key, id);
    requireHeld(r, now);
    db.prepare(`update tk_reservations set status = 'released' where id = ?`).run(id);
    return { reservation_id: id };
  })();
}

/** Items of a reservation. */
export const reservationItems = (r: ReservationRow): BookingItem[] => json<BookingItem[]>(r.items);

/** True when a booking asks for exactly the reservation's product, slot and items. */
export function matchesReservation(r: ReservationRow, productId: string, slotKey: string, items: BookingItem[]): boolean {
  const norm = (list: BookingItem[]): string =>
    JSON.stringify([...list].map((i) => [i.category_id, i.quantity]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
  return r.product_id === productId && r.starts_at === slotKey && norm(reservationItems(r)) === norm(items);
}
