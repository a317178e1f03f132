// Today's check-in counter: every door scan answered by the service (successful or refused) is
// logged per terminal; the counter reads the log. The log is fed by wrapping the check-in and
// check-out handlers, so their own module stays unaware of it.
import { ticketScanSchema, type MethodOutput, type MethodParsedInput } from '../contract';
import type { CoreRuntime } from '../runtime';
import { ticketingProductSchema } from '../service/wire';
import { readCatalog } from '../store/catalog';
import { lineOfTicket, namesFromOrders, recordScan, saveTicketOrders, scanCounts } from '../store/ticket-orders';
import { terminalOf, ticketingService } from './ticketing-common';
import type { Handlers } from '../contract/calls';

type Handler = (input: never, ctx: never) => unknown;

/** At most one fetch of the ticket orders for unknown scans in this window. */
export const DESCRIBE_ORDERS_REFRESH_MS = 60_000;

/** Handlers of `ticket.scanCounter` and `ticket.describe`. */
export function ticketingScanHandlers(rt: CoreRuntime) {
  const describe = (input: MethodParsedInput<'ticket.describe'>): MethodOutput<'ticket.describe'> => {
    const fromOrders = namesFromOrders(rt.db, input.productId, input.ticketTypeId);
    const line = input.ticketNumber ? lineOfTicket(rt.db, input.ticketNumber) : null;
    const product = readCatalog(rt.db, 'ticketing_products', ticketingProductSchema).items.find((p) => p.id === input.productId);
    return {
      productName: product?.name ?? fromOrders.productName ?? line?.productName ?? null,
      ticketTypeName: fromOrders.ticketTypeName ?? line?.ticketTypeName ?? null,
      startsAt: line?.startsAt ?? null,
    };
  };
  // A ticket sold elsewhere (web shop, another till) is not in the local order copy: the orders are
  // fetched once, shared by the scans that arrive meanwhile, and not again within the window.
  let inFlight: Promise<void> | undefined;
  let lastFetchAt = -Infinity;
  const fetchOrdersOnce = (): Promise<void> => {
    const client = ticketingService(rt);
    const now = rt.clock.now().getTime();
    if (inFlight) return inFlight;
    if (!client || !rt.state.online || now - lastFetchAt < DESCRIBE_ORDERS_REFRESH_MS) return Promise.resolve();
    lastFetchAt = now;
    inFlight = client.ticketing
      .orders({})
      .then((orders) => saveTicketOrders(rt.db, orders, rt.clock.now()))
      .catch((err: unknown) => rt.logger.warn('ticket orders for door names failed', { error: (err as Error).message }))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return {
    'ticket.describe': async (input) => {
      const known = describe(input);
      const unknown =
        known.productName === null ||
        (input.ticketTypeId !== null && known.ticketTypeName === null) ||
        (input.ticketNumber !== undefined && lineOfTicket(rt.db, input.ticketNumber) === null);
      if (!unknown) return known;
      await fetchOrdersOnce();
      return describe(input);
    },
    'ticket.scanCounter': () => scanCounts(rt.db, terminalOf(rt), rt.clock.now()),
  } satisfies Handlers;
}

/**
 * Wraps `ticket.checkin` and `ticket.checkout` (when present) so each answered scan is logged. A
 * failing log write never changes the scan's answer (it is logged as an error instead).
 */
export function withScanLog<H extends Record<string, Handler>>(rt: CoreRuntime, handlers: H): H {
  const out: Record<string, Handler> = { ...handlers };
  for (const [method, direction] of [
    ['ticket.checkin', 'checkin'],
    ['ticket.checkout', 'checkout'],
  ] as const) {
    const inner = handlers[method];
    if (!inner) continue;
    const wrapped = async (input: never, ctx: never): Promise<unknown> => {
      const result = await inner(input, ctx);
      const scan = ticketScanSchema.safeParse(result);
      if (scan.success) {
        try {
          recordScan(rt.db, {
            direction,
            ticketNumber: scan.data.ticketNumber,
            successful: scan.data.isSuccessful,
            code: scan.data.unsuccessfulCode,
            terminal: terminalOf(rt),
            now: rt.clock.now(),
          });
        } catch (err) {
          rt.logger.error('door scan log failed', { error: (err as Error).message });
        }
      }
      return result;
    };
    out[method] = wrapped as Handler;
  }
  return out as H;
}
