// Ticket orders for the manager: fetched with the four filters of §4.8, written to the local copy,
// and answered from that copy (marked with its age) when the service cannot be reached.
import { CoreError, type MethodOutput, type TicketOrderFilters, type TicketOrderView } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { ticketOrderSchema, type TicketOrder, type TicketOrdersQuery } from '../service/wire';
import { readStoredJson } from '../store/stored-json';
import { findTicketOrders, getTicketOrder, knownEvents, saveTicketOrders } from '../store/ticket-orders';
import { readError, ticketingService, unreachable } from './ticketing-common';
import type { Handlers } from '../contract/calls';

/** A stored order read with the service's schema; null (skipped) when it no longer passes it. */
export function readTicketOrder(data: string): TicketOrder | null {
  const parsed = readStoredJson(data, ticketOrderSchema);
  return parsed.success ? parsed.data : null;
}

/** The contract filters as the service's query. */
export function toOrdersQuery(f: TicketOrderFilters): TicketOrdersQuery {
  return {
    ...(f.updatedAfter ? { updated_at_after: f.updatedAfter } : {}),
    ...(f.updatedBefore ? { updated_at_before: f.updatedBefore } : {}),
    ...(f.orderNumber ? { order_number: f.orderNumber } : {}),
    ...(f.lastName ? { last_name: f.lastName } : {}),
  };
}

function answerText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Maps a wire ticket order to the contract view. */
export function toOrderView(o: TicketOrder): TicketOrderView {
  const lines = o.order_lines.map((l) => ({
    productId: l.product_id,
    name: l.name,
    startsAt: l.starts_at,
    ticketTypeId: l.ticket_type_id,
    ticketTypeName: l.ticket_type_name,
    unitPriceCents: l.unit_price_in_cents,
    quantity: l.quantity,
    totalCents: l.total_price_in_cents,
    countPeople: l.total_count_people,
    tickets: l.tickets.map((t) => ({
      number: t.number,
      countPeople: t.count_people,
      answers: t.answers.flatMap((a) => (a ? [{ name: a.name, type: a.type, value: answerText(a.value) }] : [])),
    })),
  }));
  const c = o.customer;
  return {
    id: o.id,
    orderNumber: o.order_number,
    status: o.status,
    createdAt: o.created_at,
    updatedAt: o.updated_at,
    currency: o.currency,
    language: o.language,
    location: o.location,
    isPaid: o.is_paid,
    note: o.note,
    tags: o.tags,
    discountCents: o.discount_in_cents,
    discountComment: o.discount_comment,
    climateCents: o.cause_we_care_in_cents,
    insuranceCents: o.insurance_in_cents,
    grandTotalCents: o.grand_total_in_cents,
    linesTotalCents: lines.reduce((s, l) => s + l.totalCents, 0),
    promocode: o.promocode,
    promocodeName: o.promocode_name,
    customer: c
      ? {
          title: c.title,
          firstName: c.first_name,
          lastName: c.last_name,
          company: c.company,
          street: c.street,
          zip: c.zip,
          city: c.city,
          country: c.country,
          email: c.email,
          phone: c.phone,
          acceptsMarketing: c.accepts_marketing,
        }
      : null,
    lines,
    payments: o.payments.map((p) => ({ name: p.name, amountCents: p.amount_in_cents, isComplimentary: p.is_complimentary })),
  };
}

/** Handlers of `ticketing.orders`, `ticketing.order` and `ticketing.knownEvents`. */
export function ticketingOrdersHandlers(rt: CoreRuntime) {
  const fromCache = (query: TicketOrdersQuery): MethodOutput<'ticketing.orders'> => {
    const cached = findTicketOrders(rt.db, query, readTicketOrder);
    return { orders: cached.orders.map(toOrderView), source: 'cache', fetchedAt: cached.fetchedAt };
  };
  return {
    'ticketing.orders': async (input) => {
      const query = toOrdersQuery(input);
      const client = ticketingService(rt);
      if (!client || !rt.state.online) return fromCache(query);
      try {
        const orders = await client.ticketing.orders(query);
        const now = rt.clock.now();
        saveTicketOrders(rt.db, orders, now);
        return { orders: orders.map(toOrderView), source: 'service', fetchedAt: now.toISOString() };
      } catch (err) {
        if (unreachable(err)) {
          rt.logger.info('ticket orders answered from the local copy', { reason: (err as Error).message });
          return fromCache(query);
        }
        throw readError(err);
      }
    },
    'ticketing.order': (input) => {
      const found = getTicketOrder(rt.db, input.id, readTicketOrder);
      if (!found) throw new CoreError('not_found', say('orderNotLocal'));
      return { order: toOrderView(found.order), fetchedAt: found.fetchedAt };
    },
    'ticketing.knownEvents': () => ({ events: knownEvents(rt.db) }),
  } satisfies Handlers;
}
