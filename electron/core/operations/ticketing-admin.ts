// Composition of the ticketing operations of contract/ticketing-admin.ts: orders (manager), event
// sales (manager) and the door-scan counter. Products and availabilities live in tickets.ts.
import type { CoreRuntime } from '../runtime';
import { ticketingBookingHandlers } from './ticketing-bookings';
import { ticketingEventsHandlers } from './ticketing-events';
import { ticketingOrdersHandlers } from './ticketing-orders';
import { ticketingScanHandlers } from './ticketing-scans';
import type { Handlers } from '../contract/calls';

export { withScanLog } from './ticketing-scans';

/** Handlers of every method of contract/ticketing-admin.ts. */
export function ticketingAdminHandlers(rt: CoreRuntime) {
  return {
    ...ticketingOrdersHandlers(rt),
    ...ticketingEventsHandlers(rt),
    ...ticketingScanHandlers(rt),
    ...ticketingBookingHandlers(rt),
  } satisfies Handlers;
}
