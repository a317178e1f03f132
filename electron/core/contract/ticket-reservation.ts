// The terminal's open ticket reservation: kept in the core so the ticket sale screen reopens it
// (after leaving it, a reload or a restart) with the same countdown, and the markers show it.
import { z } from 'zod';
import { method } from './define';

/** A ticket reservation of this terminal. */
export const ticketReservationSchema = z.object({
  /** The terminal's id of the reservation. */
  id: z.string(),
  /** The service's reservation id. */
  reservationId: z.string(),
  productId: z.string(),
  startsAt: z.string(),
  items: z.array(z.object({ categoryId: z.string(), quantity: z.number().int() })),
  /** The service's end of the hold. */
  expiresAt: z.string(),
  /** The end of the hold on the terminal's clock (the countdown runs to it). */
  deadlineAt: z.string(),
  state: z.enum(['open', 'booked', 'released', 'expired']),
  /** True when the hold has run out but the reservation is not cleared yet. */
  expired: z.boolean(),
  cashier: z.string().nullable(),
  createdAt: z.string(),
});
export type TicketReservation = z.infer<typeof ticketReservationSchema>;

export const ticketReservationMethods = {
  /** The newest reservation still open on this terminal (possibly run out, see `expired`), or null. */
  'ticketing.openReservation': method({
    input: z.object({}).strict(),
    output: z.object({ reservation: ticketReservationSchema.nullable() }),
    role: 'cashier',
    doc: 'The open ticket reservation of this terminal',
  }),
  /** Clears a reservation whose hold has run out (state expired); refused while it still runs. */
  'ticketing.expireReservation': method({
    input: z.object({ id: z.string().min(1) }).strict(),
    output: ticketReservationSchema,
    role: 'cashier',
    doc: 'Clear a run-out ticket reservation',
  }),
};
