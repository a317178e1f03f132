import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResultSchema, ticketingProductsResultSchema } from '../../../electron/core/service/wire';
import { createSandboxClock, startSandbox, type RunningSandbox } from '../../../electron/sandbox';
import { DEMO_PRODUCTS as P, demoCategory } from '../../../electron/sandbox/ticketing';
import { isoDay, plusDays, START } from './ticketing-harness';

// The ticketing area inside the real startSandbox server: mounted, seeded, faults applied.
let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox({ dbFile: ':memory:', clock: createSandboxClock(START) });
});
afterAll(() => s.close());

const url = (path: string, role = 'integration'): string => `${s.baseUrl}/v1/ticketing${path}?apikey=${s.keys[role]}`;
const booking = {
  product_id: P.spa,
  starts_at: isoDay(plusDays(START, 4)),
  items: [{ category_id: demoCategory(P.spa, 0), quantity: 1 }],
  customer: { first_name: 'Rita', last_name: 'Retry', email: 'rita@example.ch' },
};
const post = (key: string) =>
  fetch(url('/booking.json'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(booking),
  });

describe('ticketing in startSandbox', () => {
  it('serves the seeded products with the demo keys', async () => {
    const r = await fetch(url('/products.json'));
    expect(r.status).toBe(200);
    expect(ticketingProductsResultSchema.parse(await r.json()).products.map((p) => p.id)).toContain(P.gondola);
    const bad = await fetch(url('/products.json', 'invalid'));
    expect([bad.status, ((await bad.json()) as { error_code: string }).error_code]).toEqual([401, 'unauthorized']);
  });

  it('a booking committed but never answered is replayed by retrying with the same Idempotency-Key', async () => {
    s.faults.add({ method: 'POST', path: '/v1/ticketing/booking.json', dropAfterCommit: true, times: 1 });
    await expect(post('retry-1')).rejects.toThrow();
    const retry = await post('retry-1');
    expect(retry.status).toBe(200);
    const b = bookingResultSchema.parse(await retry.json());
    const listed = (await (await fetch(`${url('/orders.json')}&last_name=Retry`)).json()) as { id: string }[];
    expect(listed.map((o) => o.id)).toEqual([b.booking_id]);
    expect((await fetch(b.tickets_pdf_url)).status).toBe(200);
    expect(b.tickets_pdf_url.startsWith(s.baseUrl)).toBe(true);
  });

  it('reset seeds the same ticketing data again (same order and ticket numbers)', async () => {
    const numbers = async (): Promise<string[]> => {
      const list = (await (await fetch(url('/orders.json'))).json()) as { order_lines: { tickets: { number: string }[] }[] }[];
      return list.flatMap((o) => o.order_lines.flatMap((l) => l.tickets.map((t) => t.number)));
    };
    s.reset();
    const before = await numbers();
    expect(before).toHaveLength(22);
    await post('after-reset-check');
    expect((await numbers()).length).toBe(before.length + 1);
    s.reset();
    expect(await numbers()).toEqual(before);
  });

  it('unknown ticketing paths answer JSON 404', async () => {
    const r = await fetch(url('/nope.json'));
    expect([r.status, ((await r.json()) as { error_code: string }).error_code]).toEqual([404, 'not_found']);
  });
});
