// The terminal's ticket reservations (holds at the ticketing service), so an open one is never
// forgotten: the ticket sale screen reopens it, the markers and open-item lists show it.
import { z } from 'zod';
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import type { Db } from './database';
import { activeScope, scopeWhere, type Scope } from './scope';

export type ReservationState = 'open' | 'booked' | 'released' | 'expired';

/** A reservation as stored. */
export interface ReservationRow {
  id: string;
  reservationId: string;
  productId: string;
  startsAt: string;
  items: Array<{ categoryId: string; quantity: number }>;
  /** The service's end of the hold, as it answered. */
  expiresAt: string;
  /** The end of the hold on the terminal's clock (the countdown). */
  deadlineAt: string;
  state: ReservationState;
  cashier: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Raw {
  id: string;
  reservation_id: string;
  product_id: string;
  starts_at: string;
  items: string;
  expires_at: string;
  deadline_at: string;
  state: string;
  cashier: string | null;
  created_at: string;
  updated_at: string;
}

const itemsSchema = z.array(z.object({ categoryId: z.string(), quantity: z.number().int() }));
const stateSchema = z.enum(['open', 'booked', 'released', 'expired']);

function fromRaw(r: Raw): ReservationRow {
  return {
    id: r.id,
    reservationId: r.reservation_id,
    productId: r.product_id,
    startsAt: r.starts_at,
    items: itemsSchema.parse(JSON.parse(r.items)),
    expiresAt: r.expires_at,
    deadlineAt: r.deadline_at,
    state: stateSchema.parse(r.state),
    cashier: r.cashier,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * The hold's end on this terminal's clock: `holdMs` after the request left (the service counts its
 * 60 minutes from a moment after that). Its `expires_at` is on the service's clock, which may be
 * set otherwise, so it is shown but not counted down to.
 */
export function holdDeadline(sentAt: Date, holdMs: number): Date {
  return new Date(sentAt.getTime() + holdMs);
}

/** Records a reservation the service has just confirmed (state open). */
export function insertReservation(
  db: Db,
  r: {
    id: string;
    reservationId: string;
    productId: string;
    startsAt: string;
    items: ReservationRow['items'];
    expiresAt: string;
    deadlineAt: Date;
    cashier: string | null;
    terminal: string;
    now: Date;
  },
): ReservationRow {
  const scope = activeScope(db);
  const at = r.now.toISOString();
  db.prepare(
    `INSERT INTO ticket_reservations (id, mode, service, reservation_id, product_id, starts_at, items, expires_at, deadline_at,
       state, cashier, terminal, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?)`,
  ).run(
    r.id,
    scope.mode,
    scope.service,
    r.reservationId,
    r.productId,
    r.startsAt,
    JSON.stringify(r.items),
    r.expiresAt,
    r.deadlineAt.toISOString(),
    r.cashier,
    r.terminal,
    at,
    at,
  );
  return getReservation(db, r.id);
}

/** One reservation by the terminal's id; throws not_found when absent. */
export function getReservation(db: Db, id: string): ReservationRow {
  const raw = db.prepare('SELECT * FROM ticket_reservations WHERE id = ?').get(id) as Raw | undefined;
  if (!raw) throw new CoreError('not_found', say('noReservation', { id }));
  return fromRaw(raw);
}

/** The row of a service reservation id in the active scope, if this terminal made it. */
export function findByServiceId(db: Db, reservationId: string, scope: Scope = activeScope(db)): ReservationRow | null {
  const w = scopeWhere(scope);
  const raw = db.prepare(`SELECT * FROM ticket_reservations WHERE reservation_id = ? AND ${w.sql}`).get(reservationId, ...w.args) as
    | Raw
    | undefined;
  return raw ? fromRaw(raw) : null;
}

/** Reservations still open in one scope, newest first (also those whose hold has run out: not cleared yet). */
export function listOpenReservations(db: Db, scope: Scope = activeScope(db)): ReservationRow[] {
  const w = scopeWhere(scope);
  return (
    db.prepare(`SELECT * FROM ticket_reservations WHERE state = 'open' AND ${w.sql} ORDER BY created_at DESC, id`).all(...w.args) as Raw[]
  ).map(fromRaw);
}

/** Ends an open reservation (booked, released or expired); false when it was no longer open. */
export function endReservation(db: Db, id: string, to: Exclude<ReservationState, 'open'>, now: Date): boolean {
  return (
    db.prepare(`UPDATE ticket_reservations SET state = ?, updated_at = ? WHERE id = ? AND state = 'open'`).run(to, now.toISOString(), id)
      .changes === 1
  );
}
