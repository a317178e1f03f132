// What a booking's cancellation really took back. The service answers with the tickets it
// cancelled (`cancelled_tickets`; captured traffic: possibly fewer than the booking had), so the
// cancellation's journal row and its receipt both read the part here and never disagree.
import { z } from 'zod';
import { cancelBookingResultSchema } from '../service/wire';
import type { Db } from '../store/database';
import type { JournalRow } from '../store/journal';
import { saleLines } from '../store/step-payments';

const bookedTickets = z.looseObject({
  tickets: z.array(z.looseObject({ ticket_number: z.string(), category_id: z.string() })),
});

/** A ticket of the booking as its answer listed it. */
export interface BookedTicket {
  ticket_number: string;
  category_id: string;
}

/** The part of a booking a cancellation answer names. */
export interface CancelledPart {
  /** The booking's tickets the answer names as cancelled (all of them unless `partial`). */
  tickets: BookedTicket[];
  /** Fewer tickets were cancelled than the booking had. */
  partial: boolean;
  /** How many tickets the booking had. */
  booked: number;
  /**
   * What the cancelled tickets cost: each at its category's price as sold; a booking without its
   * priced lines (older rows) gives back its amount's share per ticket. Null when the booking has no amount.
   */
  cents: number | null;
}

/**
 * The part of `booking` (a `book` row) that the cancellation `answer` took back; null when either
 * cannot be read (then nothing says it was partial, and the booking's amount stands).
 */
export function cancelledPart(db: Db, booking: JournalRow, answer: unknown): CancelledPart | null {
  const booked = bookedTickets.safeParse(booking.response);
  const cancelled = cancelBookingResultSchema.safeParse(answer);
  if (!booked.success || !cancelled.success) return null;
  const gone = new Set(cancelled.data.cancelled_tickets.map((t) => t.ticket_number));
  const all = booked.data.tickets;
  const tickets = all.filter((t) => gone.has(t.ticket_number));
  const partial = tickets.length < all.length;
  if (!partial) return { tickets: all, partial, booked: all.length, cents: booking.amountCents };
  const lines = saleLines(db, booking.id);
  const prices = tickets.map((t) => lines.find((l) => l.categoryId === t.category_id)?.unitPriceCents);
  const priced = prices.every((p) => p !== undefined);
  const cents = priced
    ? prices.reduce<number>((sum, p) => sum + (p ?? 0), 0)
    : booking.amountCents === null
      ? null
      : Math.round((booking.amountCents * tickets.length) / Math.max(all.length, 1));
  return { tickets, partial, booked: all.length, cents };
}

/** The amount a cancellation of `booking` answered with `answer` is journaled with. */
export function cancelledCents(db: Db, booking: JournalRow, answer: unknown): number | null {
  return cancelledPart(db, booking, answer)?.cents ?? booking.amountCents;
}
