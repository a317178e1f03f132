import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS as P, demoCategory } from '../../../electron/sandbox/ticketing';
import { isoDay, plusDays, START, startTicketing, type Harness } from './ticketing-harness';

let h: Harness;
beforeEach(async () => {
  h = await startTicketing();
});
afterEach(() => h.close());

const friday = `${isoDay(plusDays(START, 2))}T18:30:00`;
const items = [{ category_id: demoCategory(P.aperitif, 0), quantity: 1 }];
const customer = { first_name: 'Con', last_name: 'Current', email: 'con@example.ch' };

describe('ticketing under parallel requests', () => {
  it('never sells more than the capacity (40 parallel reservations and bookings on 12 places)', async () => {
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? h.call('POST', '/reservation.json', { body: { product_id: P.aperitif, starts_at: friday, items } })
        : h.call('POST', '/booking.json', {
            body: { product_id: P.aperitif, starts_at: friday, items, customer },
            headers: { 'Idempotency-Key': `par-${i}` },
          }),
    );
    const replies = await Promise.all(calls);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(12);
    expect(
      replies.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.error_code === 'insufficient_availability'),
    ).toBe(true);
    const avail = await h.call('GET', `/products/${P.aperitif}/availabilities.json`, {
      query: { from: friday.slice(0, 10), to: friday.slice(0, 10) },
    });
    expect((avail.body.availabilities as { availability_count: number }[])[0]!.availability_count).toBe(0);
  });

  it('creates one order for 20 parallel bookings with the same Idempotency-Key', async () => {
    const body = { product_id: P.aperitif, starts_at: friday, items, customer };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => h.call('POST', '/booking.json', { body, headers: { 'Idempotency-Key': 'same-key' } })),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.booking_id)).size).toBe(1);
    expect(replies.every((r) => r.status === 200 || r.body.error_code === 'idempotency_in_progress')).toBe(true);
    const orders = h.db
      .prepare(`select count(*) as c from tk_orders o join tk_customers c on c.id = o.customer_id where c.last_name = 'Current'`)
      .get() as { c: number };
    expect(orders.c).toBe(1);
  });
});
