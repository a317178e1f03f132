// Day and time slots of admissions, computed from each product's schedule so the demo data never
// runs out; capacity used = valid tickets of completed orders + unexpired held reservations.
import type { Db } from '../../common/sqlite';
import type { Availability, BookingItem } from '../../core/service/wire';
import { categoriesOf, categoryPrice, type ProductRow } from './catalog';
import { addMinutes, badRequest, dateOf, fail, json, parseLocal, ts } from './util';

/** Longest date range of one availability query (days). */
export const MAX_RANGE_DAYS = 366;

/** One slot of a product. */
export interface Slot {
  /** Canonical `YYYY-MM-DDTHH:MM:SS` (day slots at T00:00:00). */
  key: string;
  /** As sent on the wire: bare date for day slots. */
  startsAt: string;
  closingAt: string;
}

function slotsOfDay(p: ProductRow, date: string): Slot[] {
  const weekday = ((parseLocal(date).getDay() + 6) % 7) + 1;
  if (!p.weekdays.includes(String(weekday))) return [];
  if (p.slot_type === 'day') return [{ key: `${date}T00:00:00`, startsAt: date, closingAt: `${date}T${p.day_closing}:00` }];
  return json<string[]>(p.times).map((t) => {
    const key = `${date}T${t}:00`;
    return { key, startsAt: key, closingAt: addMinutes(key, -p.cutoff_minutes) };
  });
}

/** Open slots between two dates (inclusive), past dates clamped to today, closed slots left out. */
export function openSlots(p: ProductRow, from: string, to: string, now: Date): Slot[] {
  const nowText = ts(now);
  const start = from < dateOf(now) ? dateOf(now) : from;
  const out: Slot[] = [];
  for (let d = parseLocal(start); dateOf(d) <= to; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    for (const s of slotsOfDay(p, dateOf(d))) if (nowText < s.closingAt) out.push(s);
  }
  return out;
}

/** Tickets of a slot taken by orders and by held reservations (one reservation may be left out). */
export function usedCapacity(db: Db, productId: string, slotKey: string, now: Date, exceptReservation: string | null = null): number {
  const sold = db
    .prepare(
      `select count(*) as n from tk_tickets t join tk_order_lines l on l.id = t.line_id join tk_orders o on o.id = t.order_id
        where l.product_id = ? and l.starts_at = ? and o.status = 'completed' and t.status = 'valid'`,
    )
    .get(productId, slotKey) as { n: number };
  const held = db
    .prepare(`select items from tk_reservations where product_id = ? and starts_at = ? and status = 'held' and expires_at > ? and id != ?`)
    .all(productId, slotKey, ts(now), exceptReservation ?? '') as { items: string }[];
  const heldCount = held.reduce((sum, r) => sum + json<BookingItem[]>(r.items).reduce((s, i) => s + i.quantity, 0), 0);
  return sold.n + heldCount;
}

/** Tickets left in a slot; null = unlimited. */
export function remaining(db: Db, p: ProductRow, slotKey: string, now: Date, exceptReservation: string | null = null): number | null {
  if (p.capacity === null) return null;
  return Math.max(0, p.capacity - usedCapacity(db, p.id, slotKey, now, exceptReservation));
}

/** Price and quantity rules per category of a product. */
export function pricesOf(db: Db, productId: string): Availability['prices'] {
  return categoriesOf(db, productId).map((c) => ({
    category_id: c.id,
    price_in_cents: categoryPrice(db, c.id).price,
    min_quantity: c.min_quantity,
    max_quantity: c.max_quantity,
    allow_zero_quantity: c.allow_zero_quantity === 1,
  }));
}

/** List of Availabilities: open slots of an active product; an inactive product has none. */
export function availabilities(db: Db, p: ProductRow, from: string, to: string, now: Date): Availability[] {
  const days = (parseLocal(to).getTime() - parseLocal(from).getTime()) / 86_400_000;
  if (days > MAX_RANGE_DAYS) throw badRequest(`The date range may span at most ${MAX_RANGE_DAYS} days.`);
  if (p.is_active !== 1) return [];
  const prices = pricesOf(db, p.id);
  return openSlots(p, from, to, now).map((s) => ({
    slot_type: p.slot_type,
    starts_at: s.startsAt,
    closing_at: s.closingAt,
    availability_count: remaining(db, p, s.key, now),
    prices,
  }));
}

/**
 * The slot a Reserve/Book `starts_at` names. Day slots take a bare date or the date with
 * T00:00:00, time slots a timestamp (400 otherwise). No such slot, or past its cut-off: 409
 * `slot_not_available`. `allowClosed` lets a held reservation be booked after the cut-off.
 */
export function findSlot(p: ProductRow, startsAt: string, now: Date, allowClosed = false): Slot {
  const bare = startsAt.length === 10;
  if (p.slot_type === 'day' && !bare && startsAt.slice(10, 19) !== 'T00:00:00') {
    throw badRequest('starts_at: day slots take a date (YYYY-MM-DD) or the date with T00:00:00.');
  }
  if (p.slot_type === 'time' && bare) throw badRequest('starts_at: time slots take a timestamp YYYY-MM-DDTHH:MM:SS.');
  const key = bare ? `${startsAt}T00:00:00` : startsAt.slice(0, 19);
  const slot = slotsOfDay(p, key.slice(0, 10)).find((s) => s.key === key);
  if (!slot) throw fail(409, 'slot_not_available', `The product has no slot at ${startsAt}.`);
  if (!allowClosed && ts(now) >= slot.closingAt) {
    throw fail(409, 'slot_not_available', `Booking for ${startsAt} closed at ${slot.closingAt}.`);
  }
  return slot;
}

/**
 * Checks items against the product's categories and quantity rules (400 `validation_error`) and
 * returns the number of tickets asked for.
 */
export function checkItems(db: Db, productId: string, items: BookingItem[]): number {
  const rules = pricesOf(db, productId);
  for (const item of items) {
    const rule = rules.find((r) => r.category_id === item.category_id);
    if (!rule) throw badRequest(`items: ${item.category_id} is not a category of product ${productId}.`);
    if (item.quantity < rule.min_quantity) throw badRequest(`items: at least ${rule.min_quantity} of ${item.category_id}.`);
    if (rule.max_quantity !== null && item.quantity > rule.max_quantity) {
      throw badRequest(`items: at most ${rule.max_quantity} of ${item.category_id}.`);
    }
  }
  for (const rule of rules) {
    if (!rule.allow_zero_quantity && !items.some((i) => i.category_id === rule.category_id)) {
      throw badRequest(`items: category ${rule.category_id} is required (at least ${Math.max(1, rule.min_quantity)}).`);
    }
  }
  return items.reduce((s, i) => s + i.quantity, 0);
}

/** 409 `insufficient_availability` when fewer tickets are left than asked for. */
export function requireCapacity(left: number | null, wanted: number): void {
  if (left !== null && left < wanted) {
    throw fail(409, 'insufficient_availability', `Only ${left} tickets are left in this slot; ${wanted} were asked for.`);
  }
}
