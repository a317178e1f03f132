// A booking of this terminal read back from its journal row (the service's answer is kept there),
// so the tickets can be shown again and the booking cancelled later, also after an uncertain step
// the reconciler settled.
import { z } from 'zod';
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { bookingResultSchema } from '../service/wire';
import { getJournalRow, listByRef } from '../store/journal';
import { toEntry } from '../store/journal-view';
import { bookingView } from './ticketing-views';
import { walkInEmail } from './settings';
import type { Handlers } from '../contract/calls';

const requestSchema = z.looseObject({
  product_id: z.string(),
  starts_at: z.string(),
  customer: z.looseObject({ email: z.string() }).optional(),
});

/** Handler of `ticketing.booking`. */
export function ticketingBookingHandlers(rt: CoreRuntime) {
  return {
    'ticketing.booking': (input) => {
      const row = getJournalRow(rt.db, input.journalId);
      if (row.kind !== 'book') throw new CoreError('not_found', say('rowNotBooking'));
      if (row.state !== 'succeeded') throw new CoreError('conflict', say('bookingNotSucceeded'), false, { state: row.state });
      const result = bookingResultSchema.safeParse(row.response);
      const request = requestSchema.safeParse(row.request);
      if (!result.success || !request.success) throw new CoreError('internal', say('bookingRowUnreadable'));
      const fallback = walkInEmail(rt);
      return {
        // Sent with the fallback address: read by comparing with today's setting (the row keeps only the wire body).
        booking: bookingView(toEntry(rt.db, row), result.data, fallback !== null && request.data.customer?.email === fallback),
        productId: request.data.product_id,
        startsAt: request.data.starts_at,
        cancelled: listByRef(rt.db, row.id).some((c) => c.kind === 'cancel_booking' && c.state === 'succeeded'),
      };
    },
  } satisfies Handlers;
}
