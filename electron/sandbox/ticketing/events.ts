// Event Sales Summary (§2.5, §4.9, §7.2): only events of the key's account; calendar-based events
// and entry tickets have no event-level availability (400 `unsupported_event_type`); unknown or
// deleted events are 404 `not_found`.
import type { Db } from '../../common/sqlite';
import type { EventSalesSummary } from '../../core/service/wire';
import { merchantInfo } from './catalog';
import { fail, notFound } from './util';

interface EventRow {
  id: string;
  name: string;
  starts_at: string;
  url: string;
  kind: 'event' | 'calendar' | 'entry';
  deleted: number;
  waiting_list_entries: number;
}

/** Sales summary of one event. */
export function salesSummary(db: Db, merchantId: string, eventId: string): EventSalesSummary {
  const e = db.prepare('select * from tk_events where id = ? and merchant_id = ?').get(eventId, merchantId) as EventRow | undefined;
  if (!e || e.deleted === 1) throw notFound(`No event ${eventId} for this account.`);
  if (e.kind !== 'event') {
    throw fail(400, 'unsupported_event_type', 'Calendar-based events and entry tickets have no event-level availability.');
  }
  // Capacity as in the ticket dashboard: every ticket type, deactivated ones included.
  const cap = db.prepare('select coalesce(sum(capacity), 0) as n from tk_ticket_types where product_id = ?').get(e.id) as { n: number };
  const sold = db
    .prepare(
      `select count(*) as n from tk_tickets t join tk_order_lines l on l.id = t.line_id join tk_orders o on o.id = t.order_id
        where l.product_id = ? and o.status = 'completed' and t.status = 'valid'`,
    )
    .get(e.id) as { n: number };
  // Revenue: non-cancelled orders after discounts plus cancellation fees of cancelled ones; no
  // insurance, no climate contribution. An order's discount is counted with its lines of this event.
  const revenue = db
    .prepare(
      `select coalesce(sum(case when o.status = 'completed' then x.lines - o.discount_in_cents else o.cancellation_fee_in_cents end), 0) as n
         from tk_orders o
         join (select order_id, sum(unit_price_in_cents * quantity) as lines from tk_order_lines where product_id = ? group by order_id) x
           on x.order_id = o.id
        where o.merchant_id = ?`,
    )
    .get(e.id, merchantId) as { n: number };
  return {
    id: e.id,
    name: e.name,
    starts_at: e.starts_at,
    url: e.url,
    capacity: cap.n,
    available_tickets: cap.n - sold.n,
    sold_tickets: sold.n,
    waiting_list_entries: e.waiting_list_entries,
    currency: merchantInfo(db, merchantId).currency,
    revenue_in_cents: revenue.n,
  };
}
