import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS as P, demoCategory } from '../../../electron/sandbox/ticketing';
import { isoDay, plusDays, START, startTicketing, type Harness } from './ticketing-harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const day = isoDay(plusDays(START, 10));
const adult = demoCategory(P.spa, 0);
const body = (quantity = 2) => ({
  product_id: P.spa,
  starts_at: day,
  items: [{ category_id: adult, quantity }],
  customer: { first_name: 'Ida', last_name: 'Empotent', email: 'ida@example.ch' },
});
const orders = (x: Harness): number => (x.db.prepare('select count(*) as c from tk_orders').get() as { c: number }).c;

function post(x: Harness, key: string, payload: unknown, role = 'integration') {
  const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return x.call('POST', '/booking.json', { role, rawBody: raw, headers: { 'Idempotency-Key': key } });
}

describe('Idempotency-Key of Book Tickets', () => {
  it('replays the first answer (same status, same body) for the same key and body; one order only', async () => {
    h = await startTicketing();
    const first = await post(h, 'key-A', body());
    expect(first.status).toBe(200);
    const before = orders(h);
    // Same body, other key order and white space: still the same request.
    const reordered = `{ "customer": {"email":"ida@example.ch","last_name":"Empotent","first_name":"Ida"},
      "items": [{"quantity": 2, "category_id": "${adult}"}], "starts_at": "${day}", "product_id": "${P.spa}" }`;
    const second = await post(h, 'key-A', reordered);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(orders(h)).toBe(before);
    // A different key is a new booking.
    const other = await post(h, 'key-B', body());
    expect(other.status).toBe(200);
    expect(other.body.booking_id).not.toBe(first.body.booking_id);
  });

  it('refuses the same key with a different body: 409 idempotency_conflict', async () => {
    h = await startTicketing();
    expect((await post(h, 'key-C', body(2))).status).toBe(200);
    const r = await post(h, 'key-C', body(3));
    expect([r.status, r.body.error_code]).toEqual([409, 'idempotency_conflict']);
  });

  it('replays refusals too (same status and body), without booking later', async () => {
    h = await startTicketing();
    const sledge = { ...body(), product_id: P.sledge, items: [{ category_id: demoCategory(P.sledge, 0), quantity: 1 }] };
    const first = await post(h, 'key-D', sledge);
    expect([first.status, first.body.error_code]).toEqual([409, 'product_inactive']);
    h.db.prepare('update tk_products set is_active = 1 where id = ?').run(P.sledge);
    const second = await post(h, 'key-D', sledge);
    expect([second.status, second.text]).toEqual([409, first.text]);
    // Invalid bodies are not kept: the key stays free for a corrected request.
    const invalid = await post(h, 'key-E', { ...body(), items: [] });
    expect(invalid.status).toBe(400);
    expect((await post(h, 'key-E', body())).status).toBe(200);
  });

  it('answers 409 idempotency_in_progress while the first request is still running', async () => {
    let releaseFirst: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let calls = 0;
    h = await startTicketing({
      whileBookingInFlight: () => {
        calls += 1;
        if (calls > 1) return Promise.resolve();
        entered();
        return new Promise<void>((resolve) => (releaseFirst = resolve));
      },
    });
    const x = h;
    const first = post(x, 'key-F', body());
    await inside;
    const during = await post(x, 'key-F', body());
    expect([during.status, during.body.error_code]).toEqual([409, 'idempotency_in_progress']);
    const conflict = await post(x, 'key-F', body(5));
    expect([conflict.status, conflict.body.error_code]).toEqual([409, 'idempotency_conflict']);
    releaseFirst();
    const done = await first;
    expect(done.status).toBe(200);
    const replay = await post(x, 'key-F', body());
    expect([replay.status, replay.text]).toEqual([200, done.text]);
  });

  it('keeps keys 72 hours, per merchant and per endpoint', async () => {
    h = await startTicketing();
    const first = await post(h, 'key-G', body());
    // Another merchant may use the same key for its own booking.
    const other = await post(
      h,
      'key-G',
      { ...body(), product_id: P.otherMuseum, starts_at: day, items: [{ category_id: demoCategory(P.otherMuseum, 0), quantity: 1 }] },
      'other-merchant',
    );
    expect(other.status).toBe(200);
    // Another user of the same merchant shares the merchant's key space.
    const sameMerchant = await post(h, 'key-G', body(), 'integration-2');
    expect([sameMerchant.status, sameMerchant.text]).toEqual([200, first.text]);
    h.clock.advance(72 * 3600_000 - 60_000);
    expect((await post(h, 'key-G', body())).text).toBe(first.text);
    h.clock.advance(60_000);
    const fresh = await post(h, 'key-G', body());
    expect(fresh.status).toBe(200);
    expect(fresh.body.booking_id).not.toBe(first.body.booking_id);
  });

  it('takes the key only on Book Tickets: a missing key is 400 and nothing is booked', async () => {
    h = await startTicketing();
    const before = orders(h);
    const r = await h.call('POST', '/booking.json', { body: body() });
    expect([r.status, r.body.error_code]).toEqual([400, 'validation_error']);
    const long = await post(h, 'k'.repeat(256), body());
    expect([long.status, long.body.error_code]).toEqual([400, 'validation_error']);
    expect(orders(h)).toBe(before);
  });
});
