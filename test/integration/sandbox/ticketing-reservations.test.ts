import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reservationResultSchema } from '../../../electron/core/service/wire';
import { DEMO_PRODUCTS as P, demoCategory } from '../../../electron/sandbox/ticketing';
import { isoDay, plusDays, START, startTicketing, type Harness } from './ticketing-harness';

let h: Harness;
beforeEach(async () => {
  h = await startTicketing();
});
afterEach(() => h.close());

const today = isoDay(START);
const slot = `${today}T11:00:00`;
const adult = demoCategory(P.gondola, 0);
const child = demoCategory(P.gondola, 1);
const dog = demoCategory(P.gondola, 2);
const gondola = (items: { category_id: string; quantity: number }[], starts_at = slot) => ({ product_id: P.gondola, starts_at, items });

async function left(product: string, startsAt: string): Promise<number | null> {
  const r = await h.call('GET', `/products/${product}/availabilities.json`, {
    query: { from: startsAt.slice(0, 10), to: startsAt.slice(0, 10) },
  });
  const list = r.body.availabilities as { starts_at: string; availability_count: number | null }[];
  const hit = list.find((a) => a.starts_at === startsAt);
  if (!hit) throw new Error(`no slot ${startsAt}`);
  return hit.availability_count;
}

const reserve = (body: unknown, role = 'integration') => h.call('POST', '/reservation.json', { body, role });
const release = (id: string, role = 'integration') => h.call('POST', '/cancel-reservation.json', { body: { reservation_id: id }, role });

describe('Reserve Tickets and Cancel Reservation (3, 4.3, 4.4)', () => {
  it('(none) -> held: holds capacity 60 minutes; held -> released by Cancel Reservation returns it at once', async () => {
    const r = await reserve(
      gondola([
        { category_id: adult, quantity: 2 },
        { category_id: child, quantity: 1 },
      ]),
    );
    expect(r.status).toBe(200);
    const res = reservationResultSchema.parse(r.body);
    expect(res.expires_at).toBe(`${today}T10:00:00`);
    expect(await left(P.gondola, slot)).toBe(37);
    const c = await release(res.reservation_id);
    expect([c.status, c.body]).toEqual([200, { reservation_id: res.reservation_id }]);
    expect(await left(P.gondola, slot)).toBe(40);
    const again = await release(res.reservation_id);
    expect([again.status, again.body.error_code]).toEqual([409, 'reservation_released']);
  });

  it('held -> expired after 60 minutes of the service clock: capacity returns, cancel and book refused', async () => {
    const r = await reserve(gondola([{ category_id: adult, quantity: 4 }]));
    const id = String(r.body.reservation_id);
    h.clock.advance(59 * 60_000);
    expect(await left(P.gondola, slot)).toBe(36);
    h.clock.advance(60_000);
    expect(await left(P.gondola, slot)).toBe(40);
    const c = await release(id);
    expect([c.status, c.body.error_code]).toEqual([409, 'reservation_expired']);
    const b = await h.call('POST', '/booking.json', {
      headers: { 'Idempotency-Key': 'exp-1' },
      body: {
        ...gondola([{ category_id: adult, quantity: 4 }]),
        reservation_id: id,
        customer: { first_name: 'A', last_name: 'B', email: 'a@b.ch' },
      },
    });
    expect([b.status, b.body.error_code]).toEqual([409, 'reservation_expired']);
  });

  it('refuses more than is left: 409 insufficient_availability', async () => {
    const friday = `${isoDay(plusDays(START, 2))}T18:30:00`;
    const cat = demoCategory(P.aperitif, 0);
    const over = await reserve({ product_id: P.aperitif, starts_at: friday, items: [{ category_id: cat, quantity: 13 }] });
    expect([over.status, over.body.error_code]).toEqual([409, 'insufficient_availability']);
    const all = await reserve({ product_id: P.aperitif, starts_at: friday, items: [{ category_id: cat, quantity: 12 }] });
    expect(all.status).toBe(200);
    expect(await left(P.aperitif, friday)).toBe(0);
    const one = await reserve({ product_id: P.aperitif, starts_at: friday, items: [{ category_id: cat, quantity: 1 }] });
    expect([one.status, one.body.error_code]).toEqual([409, 'insufficient_availability']);
    // An unlimited product never runs out.
    const tour = await reserve({
      product_id: P.tourFr,
      starts_at: today,
      items: [{ category_id: demoCategory(P.tourFr, 0), quantity: 500 }],
    });
    expect(tour.status).toBe(200);
  });

  it('accepts a day slot as a bare date or with T00:00:00 only', async () => {
    const items = [{ category_id: demoCategory(P.spa, 0), quantity: 1 }];
    expect((await reserve({ product_id: P.spa, starts_at: today, items })).status).toBe(200);
    expect((await reserve({ product_id: P.spa, starts_at: `${today}T00:00:00`, items })).status).toBe(200);
    const timed = await reserve({ product_id: P.spa, starts_at: `${today}T10:00:00`, items });
    expect([timed.status, timed.body.error_code]).toEqual([400, 'validation_error']);
    const bare = await reserve(gondola([{ category_id: adult, quantity: 1 }], today));
    expect([bare.status, bare.body.error_code]).toEqual([400, 'validation_error']);
  });

  it('refuses slots that do not exist or are past their cut-off: 409 slot_not_available', async () => {
    for (const startsAt of [`${today}T09:00:00`, `${today}T10:00:00`, `${isoDay(plusDays(START, -1))}T11:00:00`]) {
      const r = await reserve(gondola([{ category_id: adult, quantity: 1 }], startsAt));
      expect([startsAt, r.status, r.body.error_code]).toEqual([startsAt, 409, 'slot_not_available']);
    }
    const thursday = await reserve({
      product_id: P.aperitif,
      starts_at: `${isoDay(plusDays(START, 1))}T18:30:00`,
      items: [{ category_id: demoCategory(P.aperitif, 0), quantity: 1 }],
    });
    expect(thursday.status).toBe(409);
  });

  it('refuses an inactive product (409 product_inactive) and categories the product lacks (400)', async () => {
    const sledge = await reserve({
      product_id: P.sledge,
      starts_at: today,
      items: [{ category_id: demoCategory(P.sledge, 0), quantity: 1 }],
    });
    expect([sledge.status, sledge.body.error_code]).toEqual([409, 'product_inactive']);
    const empty = await reserve({ product_id: P.museumPromo, starts_at: today, items: [{ category_id: 'any', quantity: 1 }] });
    expect([empty.status, empty.body.error_code]).toEqual([400, 'validation_error']);
    const foreign = await reserve(gondola([{ category_id: demoCategory(P.spa, 0), quantity: 1 }]));
    expect([foreign.status, foreign.body.error_code]).toEqual([400, 'validation_error']);
  });

  it('validates items and their quantity rules (400 validation_error)', async () => {
    const bad: unknown[] = [
      gondola([]),
      gondola([{ category_id: adult, quantity: 0 }]),
      gondola([{ category_id: adult, quantity: -1 }]),
      gondola([{ category_id: adult, quantity: 1.5 }]),
      gondola([
        { category_id: adult, quantity: 1 },
        { category_id: adult, quantity: 1 },
      ]),
      gondola([{ category_id: child, quantity: 2 }]),
      gondola([{ category_id: adult, quantity: 11 }]),
      gondola([
        { category_id: adult, quantity: 1 },
        { category_id: child, quantity: 5 },
      ]),
      gondola([
        { category_id: adult, quantity: 1 },
        { category_id: dog, quantity: 2 },
      ]),
      { starts_at: slot, items: [{ category_id: adult, quantity: 1 }] },
      { product_id: P.gondola, items: [{ category_id: adult, quantity: 1 }] },
      { ...gondola([{ category_id: adult, quantity: 1 }]), starts_at: '18.03.2026' },
      { product_id: P.gondola, starts_at: slot, items: [{ category_id: adult, quantity: '1' }] },
      [],
    ];
    for (const body of bad) {
      const r = await reserve(body);
      expect([JSON.stringify(body), r.status, r.body.error_code]).toEqual([JSON.stringify(body), 400, 'validation_error']);
    }
    const notJson = await h.call('POST', '/reservation.json', { rawBody: '{"product_id": ' });
    expect([notJson.status, notJson.body.error_code]).toEqual([400, 'validation_error']);
    const huge = await h.call('POST', '/reservation.json', { rawBody: JSON.stringify({ ...gondola([]), pad: 'x'.repeat(100_000) }) });
    expect([huge.status, huge.body.error_code]).toEqual([400, 'validation_error']);
    expect(await left(P.gondola, slot)).toBe(40);
  });

  it('scopes reservations to the key’s user and needs an approved key', async () => {
    const r = await reserve(gondola([{ category_id: adult, quantity: 1 }]));
    const id = String(r.body.reservation_id);
    const other = await release(id, 'integration-2');
    expect([other.status, other.body.error_code]).toEqual([404, 'not_found']);
    const foreign = await release(id, 'other-merchant');
    expect([foreign.status, foreign.body.error_code]).toEqual([404, 'not_found']);
    const ordinary = await reserve(gondola([{ category_id: adult, quantity: 1 }]), 'ordinary');
    expect([ordinary.status, ordinary.body.error_code]).toEqual([403, 'forbidden']);
    const invalid = await release(id, 'invalid');
    expect([invalid.status, invalid.body.error_code]).toEqual([401, 'unauthorized']);
    const unknown = await release('no-such-reservation');
    expect([unknown.status, unknown.body.error_code]).toEqual([404, 'not_found']);
    const missing = await h.call('POST', '/cancel-reservation.json', { body: {} });
    expect([missing.status, missing.body.error_code]).toEqual([400, 'validation_error']);
    const valley = await reserve(
      { product_id: P.valleyOnly, starts_at: today, items: [{ category_id: demoCategory(P.valleyOnly, 0), quantity: 1 }] },
      'integration-2',
    );
    expect([valley.status, valley.body.error_code]).toEqual([403, 'forbidden']);
    expect((await release(id)).status).toBe(200);
  });
});
