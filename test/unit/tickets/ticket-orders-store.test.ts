// The local copy of ticket orders: upsert, the four filters with the service's semantics, rows
// that fail their schema skipped, events named in order lines.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../electron/core/store/database';
import { openDatabase } from '../../../electron/core/store/database';
import { findTicketOrders, getTicketOrder, knownEvents, saveTicketOrders } from '../../../electron/core/store/ticket-orders';
import { readTicketOrder } from '../../../electron/core/operations/ticketing-orders';
import type { TicketOrder } from '../../../electron/core/service/wire';

const t0 = new Date(2026, 10, 21, 10, 0, 0);
let db: Db;

function order(id: string, n: string, last: string | null, updated: string, extra: Partial<TicketOrder> = {}): TicketOrder {
  return {
    id,
    created_at: updated,
    updated_at: updated,
    order_number: n,
    status: 'completed',
    currency: 'CHF',
    language: 'de',
    location: 'web',
    is_paid: true,
    note: '',
    tags: [],
    discount_in_cents: 0,
    discount_comment: null,
    cause_we_care_in_cents: 0,
    insurance_in_cents: 0,
    grand_total_in_cents: 1000,
    promocode: null,
    promocode_name: null,
    customer:
      last === null
        ? null
        : {
            id: `c-${id}`,
            title: 'Mr',
            first_name: 'A',
            last_name: last,
            company: '',
            street: '',
            zip: '',
            city: '',
            country: 'CH',
            email: 'a@example.ch',
            accepts_marketing: false,
            double_opt_in_confirmed_at: null,
            phone: '',
          },
    order_lines: [
      {
        product_id: `ev-${n}`,
        name: `Event ${n}`,
        starts_at: '2026-12-01T20:00:00',
        ticket_type_id: 'tt',
        ticket_type_name: 'A',
        unit_price_in_cents: 1000,
        quantity: 1,
        total_price_in_cents: 1000,
        tags: [],
        total_count_people: 1,
        tickets: [{ number: '7000000000000000001', count_people: 1, answers: [] }],
      },
    ],
    payments: [{ payment_id: 'card', name: 'Karte', comment: null, amount_in_cents: 1000, is_complimentary: false }],
    ...extra,
  };
}

beforeEach(() => {
  db = openDatabase(':memory:');
  saveTicketOrders(
    db,
    [
      order('o1', '1001', 'Muster', '2026-11-01T10:00:00'),
      order('o2', '1002', 'muster', '2026-11-02T10:00:00.1234567'),
      order('o3', '1003', null, '2026-11-03T10:00:00'),
    ],
    t0,
  );
});

describe('ticket order copy', () => {
  it('filters: after inclusive, before exclusive, number equal, last name case-sensitive', () => {
    const ids = (q: Parameters<typeof findTicketOrders>[1]) => findTicketOrders(db, q, readTicketOrder).orders.map((o) => o.id);
    expect(ids({})).toEqual(['o1', 'o2', 'o3']);
    expect(ids({ updated_at_after: '2026-11-02T10:00:00' })).toEqual(['o2', 'o3']);
    expect(ids({ updated_at_before: '2026-11-02T10:00:00' })).toEqual(['o1']);
    expect(ids({ order_number: '1003' })).toEqual(['o3']);
    expect(ids({ last_name: 'Muster' })).toEqual(['o1']);
    expect(ids({ last_name: 'muster' })).toEqual(['o2']);
    expect(findTicketOrders(db, {}, readTicketOrder).fetchedAt).toBe(t0.toISOString());
  });

  it('replaces an order seen again and keeps others', () => {
    const later = new Date(t0.getTime() + 60_000);
    saveTicketOrders(db, [order('o1', '1001', 'Muster', '2026-11-05T10:00:00', { status: 'cancelled' })], later);
    expect(getTicketOrder(db, 'o1', readTicketOrder)).toMatchObject({ order: { status: 'cancelled' }, fetchedAt: later.toISOString() });
    expect(findTicketOrders(db, {}, readTicketOrder).orders.map((o) => o.id)).toEqual(['o2', 'o3', 'o1']);
    // The answer's age is the oldest copy among the answered orders.
    expect(findTicketOrders(db, {}, readTicketOrder).fetchedAt).toBe(t0.toISOString());
  });

  it('skips a stored row that no longer passes its schema', () => {
    db.prepare(`UPDATE ticket_orders SET data = '{"id":"o2"}' WHERE id = 'o2'`).run();
    expect(findTicketOrders(db, {}, readTicketOrder).orders.map((o) => o.id)).toEqual(['o1', 'o3']);
    expect(getTicketOrder(db, 'o2', readTicketOrder)).toBeUndefined();
  });

  it('names the events of the order lines', () => {
    expect(knownEvents(db)).toEqual([
      { id: 'ev-1001', name: 'Event 1001', startsAt: '2026-12-01T20:00:00' },
      { id: 'ev-1002', name: 'Event 1002', startsAt: '2026-12-01T20:00:00' },
      { id: 'ev-1003', name: 'Event 1003', startsAt: '2026-12-01T20:00:00' },
    ]);
  });
});
