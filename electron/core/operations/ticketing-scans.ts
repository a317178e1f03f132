// Today's check-in counter: every door scan answered by the service (successful or refused) is
// logged per terminal; the counter reads the log. The log is fed by wrapping the check-in and
// check-out handlers, so their own module stays unaware of it.
import { ticketScanSchema, type MethodOutput, type MethodParsedInput } from '../contract';
import type { CoreRuntime } from '../runtime';
import { ticketingProductSchema } from '../service/wire';
import { readCatalog } from '../store/catalog';
import { lineOfTicket, namesFromOrders, recordScan, scanCounts } from '../store/ticket-orders';
import { terminalOf } from './ticketing-common';

type Handler = (input: never, ctx: never) => unknown;

/** Handlers of `ticket.scanCounter` and `ticket.describe`. */
export function ticketingScanHandlers(rt: CoreRuntime) {
  return {
    'ticket.describe': (input: MethodParsedInput<'ticket.describe'>): MethodOutput<'ticket.describe'> => {
      const fromOrders = namesFromOrders(rt.db, input.productId, input.ticketTypeId);
      const line = input.ticketNumber ? lineOfTicket(rt.db, input.ticketNumber) : null;
      const product = readCatalog(rt.db, 'ticketing_products', ticketingProductSchema).items.find((p) => p.id === input.productId);
      return {
        productName: product?.name ?? fromOrders.productName ?? line?.productName ?? null,
        ticketTypeName: fromOrders.ticketTypeName ?? line?.ticketTypeName ?? null,
        startsAt: line?.startsAt ?? null,
      };
    },
    'ticket.scanCounter': (): MethodOutput<'ticket.scanCounter'> => scanCounts(rt.db, terminalOf(rt), rt.clock.now()),
  };
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
