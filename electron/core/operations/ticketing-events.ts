// Event sales summary (manager). Calendar-based events and entry tickets have no event-level
// availability: the service refuses them with a 400, which is explained here in words instead of
// being passed on as a raw refusal.
import { CoreError, type MethodOutput } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { isServiceError } from '../service';
import type { EventSalesSummary } from '../service/wire';
import { readError, requireTicketingService } from './ticketing-common';
import type { Handlers } from '../contract/calls';

/** Reason code (in `details.reason`) of the explained refusal for calendar-based events. */
export const NO_EVENT_LEVEL_AVAILABILITY = 'no_event_level_availability';

/** Maps the wire summary to the contract view. */
export function toEventSalesView(s: EventSalesSummary): MethodOutput<'ticketing.eventSales'> {
  return {
    id: s.id,
    name: s.name,
    startsAt: s.starts_at,
    url: s.url,
    capacity: s.capacity,
    availableTickets: s.available_tickets,
    soldTickets: s.sold_tickets,
    waitingListEntries: s.waiting_list_entries,
    currency: s.currency,
    revenueCents: s.revenue_in_cents,
  };
}

/** Handler of `ticketing.eventSales`. */
export function ticketingEventsHandlers(rt: CoreRuntime) {
  return {
    'ticketing.eventSales': async (input) => {
      const client = requireTicketingService(rt);
      try {
        return toEventSalesView(await client.ticketing.eventSalesSummary(input.eventId));
      } catch (err) {
        if (isServiceError(err) && err.kind === 'refused' && err.status === 400) {
          // §7.2: a 400 here means the event type has no event-level availability.
          throw new CoreError('service_refused', say('noEventFigures'), false, {
            reason: NO_EVENT_LEVEL_AVAILABILITY,
            serviceCode: err.code,
            serviceMessage: err.serviceMessage ?? null,
          });
        }
        if (isServiceError(err) && err.kind === 'refused' && err.status === 404) {
          throw new CoreError('not_found', say('noEvent'), false, { serviceCode: err.code });
        }
        throw readError(err);
      }
    },
  } satisfies Handlers;
}
