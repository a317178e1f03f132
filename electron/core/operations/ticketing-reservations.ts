// Ticket reservations kept in the core: a reservation the service confirmed becomes the terminal's
// open reservation until it is booked, released or runs out, so the ticket sale screen reopens it
// after leaving it, a reload or a restart (same countdown), and the markers and lists show it.
import { CoreError, serviceCodeOf, type MethodOutput } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { isServiceError } from '../service';
import {
  endReservation,
  findByServiceId,
  getReservation,
  holdDeadline,
  insertReservation,
  listOpenReservations,
  type ReservationRow,
  type ReservationState,
} from '../store/ticket-reservations';
import { cashierOf, newId, readFailure, requireOnline, service, terminalName } from './context';
import type { Handlers } from '../contract/calls';

/** The hold the interface promises (§8): 60 minutes. */
export const HOLD_MS = 60 * 60_000;

/** What a refusal of the service says about the reservation: it is gone (and how), or nothing. */
const ENDED_BY_CODE: Record<string, Exclude<ReservationState, 'open'>> = {
  reservation_expired: 'expired',
  reservation_released: 'released',
  reservation_consumed: 'booked',
};

/** The contract's view of a stored reservation at `now`. */
export function reservationView(r: ReservationRow, now: Date): MethodOutput<'ticketing.expireReservation'> {
  return { ...r, expired: r.state === 'open' && Date.parse(r.deadlineAt) <= now.getTime() };
}

/** After a service refusal naming a reservation that is gone, the stored one is ended the same way. */
export function endOnRefusal(rt: CoreRuntime, reservationId: string, err: unknown): void {
  const code = isServiceError(err) ? err.code : err instanceof CoreError ? serviceCodeOf(err.toData()) : null;
  if (typeof code !== 'string') return;
  const to = ENDED_BY_CODE[code];
  const row = to ? findByServiceId(rt.db, reservationId) : null;
  if (row && to) endReservation(rt.db, row.id, to, rt.clock.now());
}

/** After a booking with a reservation succeeded: the reservation is used up. */
export function markBooked(rt: CoreRuntime, reservationId: string): void {
  const row = findByServiceId(rt.db, reservationId);
  if (row) endReservation(rt.db, row.id, 'booked', rt.clock.now());
}

/** Handlers of the reservation methods. */
export function ticketReservationHandlers(rt: CoreRuntime) {
  const svc = () => service(rt).ticketing;
  return {
    'ticketing.reserve': async (input, ctx?) => {
      requireOnline(rt);
      const now = rt.clock.now();
      for (const open of listOpenReservations(rt.db)) {
        if (Date.parse(open.deadlineAt) > now.getTime()) {
          throw new CoreError('conflict', say('reservationOpen'), false, {
            id: open.id,
          });
        }
        endReservation(rt.db, open.id, 'expired', now); // run out: cleared before the next one
      }
      const items = input.items.map((i) => ({ category_id: i.categoryId, quantity: i.quantity }));
      const sentAt = rt.clock.now();
      const r = await svc().reserve({ product_id: input.productId, starts_at: input.startsAt, items }).catch(readFailure);
      const answered = rt.clock.now();
      const row = insertReservation(rt.db, {
        id: newId(),
        reservationId: r.reservation_id,
        productId: input.productId,
        startsAt: input.startsAt,
        items: input.items,
        expiresAt: r.expires_at,
        deadlineAt: holdDeadline(sentAt, HOLD_MS),
        cashier: cashierOf(ctx),
        terminal: terminalName(rt),
        now: answered,
      });
      return { id: row.id, reservationId: row.reservationId, expiresAt: row.expiresAt, deadlineAt: row.deadlineAt };
    },
    'ticketing.cancelReservation': (input) => cancelReservation(rt, input.reservationId),
    'ticketing.openReservation': () => {
      const open = listOpenReservations(rt.db)[0];
      return { reservation: open ? reservationView(open, rt.clock.now()) : null };
    },
    'ticketing.expireReservation': (input) => {
      const now = rt.clock.now();
      const row = getReservation(rt.db, input.id);
      if (row.state === 'open') {
        if (Date.parse(row.deadlineAt) > now.getTime()) throw new CoreError('conflict', say('reservationRunning'));
        endReservation(rt.db, row.id, 'expired', now);
      }
      return reservationView(getReservation(rt.db, row.id), now);
    },
  } satisfies Handlers;
}

/** Releases a reservation at the service; the stored one ends as released (or as the refusal says it ended). */
export async function cancelReservation(rt: CoreRuntime, reservationId: string): Promise<{ reservationId: string }> {
  const r = await service(rt)
    .ticketing.cancelReservation({ reservation_id: reservationId })
    .catch((err: unknown) => {
      endOnRefusal(rt, reservationId, err);
      return readFailure(err);
    });
  const row = findByServiceId(rt.db, reservationId);
  if (row) endReservation(rt.db, row.id, 'released', rt.clock.now());
  return { reservationId: r.reservation_id };
}
