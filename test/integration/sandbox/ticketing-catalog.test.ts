import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitiesResultSchema, ticketingProductsResultSchema } from '../../../electron/core/service/wire';
import { DEMO_PRODUCTS as P, demoCategory } from '../../../electron/sandbox/ticketing';
import { isoDay, plusDays, START, startTicketing, type Harness } from './ticketing-harness';

let h: Harness;
beforeAll(async () => {
  h = await startTicketing();
});
afterAll(() => h.close());

const today = isoDay(START);
const avail = (id: string, from: string, to: string, role = 'integration') =>
  h.call('GET', `/products/${id}/availabilities.json`, { role, query: { from, to } });

describe('List of Products (4.1)', () => {
  it('lists released, allow-listed, integrable products with every field of 2.1', async () => {
    const r = await h.call('GET', '/products.json');
    expect(r.status).toBe(200);
    const list = ticketingProductsResultSchema.parse(r.body);
    expect(list.company_name).toBe('Demo Bergbahnen & Spa AG');
    expect(list.currency).toBe('CHF');
    expect(list.products.map((p) => p.id)).toEqual([P.spa, P.gondola, P.aperitif, P.tourFr, P.sledge, P.museumPromo, P.valleyOnly]);
    const spa = list.products[0]!;
    expect(spa.name).toBe('Thermalbad Tageseintritt');
    expect(Object.keys(spa.name_translations).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(Object.keys(spa.description_translations).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(spa.description_on_ticket_template).toContain('{{first_name}}');
    expect(spa.description_on_ticket_template_translations.it).toBe('');
    expect(spa.image_url).toMatch(/^https:\/\//);
    expect(spa.slot_type).toBe('day');
    expect(spa.categories.map((c) => [c.name, c.age_from, c.age_to, c.price_from_in_cents])).toEqual([
      ['Erwachsene', 16, null, 3500],
      ['Kinder', 6, 15, 1800],
      ['Kleinkinder', null, 5, 0],
    ]);
    const aperitif = list.products.find((p) => p.id === P.aperitif)!;
    expect(Object.keys(aperitif.name_translations).sort()).toEqual(['de', 'fr']);
    expect(Object.keys(aperitif.categories[0]!.name_translations).sort()).toEqual(['de', 'fr']);
    expect(aperitif.image_url).toBe('');
    expect(list.products.find((p) => p.id === P.sledge)!.is_active).toBe(false);
    expect(list.products.find((p) => p.id === P.museumPromo)!.categories).toEqual([]);
    expect(list.products.find((p) => p.id === P.tourFr)!.name).toBe('Visite guidée en français');
  });

  it('omits products not on the allow-list of the key’s user', async () => {
    const r = await h.call('GET', '/products.json', { role: 'integration-2' });
    expect(r.status).toBe(200);
    const ids = ticketingProductsResultSchema.parse(r.body).products.map((p) => p.id);
    expect(ids).not.toContain(P.valleyOnly);
    expect(ids).toContain(P.spa);
  });

  it('shows another merchant only its own products, named in its default language', async () => {
    const r = await h.call('GET', '/products.json', { role: 'other-merchant' });
    const list = ticketingProductsResultSchema.parse(r.body);
    expect(list.company_name).toBe('Autre Commerce SA');
    expect(list.products.map((p) => [p.id, p.name])).toEqual([[P.otherMuseum, 'Musée du Lac']]);
  });

  it('refuses a user not approved for third-party integrations (403) and bad keys (401)', async () => {
    const ordinary = await h.call('GET', '/products.json', { role: 'ordinary' });
    expect([ordinary.status, ordinary.body.error_code]).toEqual([403, 'forbidden']);
    const invalid = await h.call('GET', '/products.json', { role: 'invalid' });
    expect([invalid.status, invalid.body.error_code]).toEqual([401, 'unauthorized']);
    const missing = await h.call('GET', '/products.json', { role: null });
    expect([missing.status, missing.body.error_code]).toEqual([401, 'unauthorized']);
  });
});

describe('List of Availabilities (4.2)', () => {
  it('lists day slots with cut-off, counts and prices per category; past dates are clamped', async () => {
    const r = await avail(P.spa, isoDay(plusDays(START, -3)), isoDay(plusDays(START, 6)));
    expect(r.status).toBe(200);
    const a = availabilitiesResultSchema.parse(r.body);
    expect([a.company_name, a.product_name, a.currency]).toEqual(['Demo Bergbahnen & Spa AG', 'Thermalbad Tageseintritt', 'CHF']);
    expect(a.availabilities).toHaveLength(7);
    const first = a.availabilities[0]!;
    expect(first).toMatchObject({ slot_type: 'day', starts_at: today, closing_at: `${today}T17:00:00`, availability_count: 200 });
    expect(first.prices).toEqual([
      { category_id: demoCategory(P.spa, 0), price_in_cents: 3500, min_quantity: 0, max_quantity: null, allow_zero_quantity: true },
      { category_id: demoCategory(P.spa, 1), price_in_cents: 1800, min_quantity: 0, max_quantity: null, allow_zero_quantity: true },
      { category_id: demoCategory(P.spa, 2), price_in_cents: 0, min_quantity: 0, max_quantity: 3, allow_zero_quantity: true },
    ]);
    // The seeded complimentary order holds 2 tickets three days ahead.
    expect(a.availabilities.find((x) => x.starts_at === isoDay(plusDays(START, 3)))!.availability_count).toBe(198);
  });

  it('leaves out time slots past their cut-off and counts sold tickets', async () => {
    const r = await avail(P.gondola, today, isoDay(plusDays(START, 2)));
    const a = availabilitiesResultSchema.parse(r.body).availabilities;
    expect(a[0]).toMatchObject({
      slot_type: 'time',
      starts_at: `${today}T11:00:00`,
      closing_at: `${today}T10:30:00`,
      availability_count: 40,
    });
    expect(a.map((x) => x.starts_at)).not.toContain(`${today}T09:00:00`);
    expect(a).toHaveLength(3 + 4 + 4);
    const seeded = a.find((x) => x.starts_at === `${isoDay(plusDays(START, 2))}T11:00:00`)!;
    expect(seeded.availability_count).toBe(38);
    expect(seeded.prices[0]).toMatchObject({ min_quantity: 1, max_quantity: 10, allow_zero_quantity: false });
  });

  it('drops the day slot after its closing time (clock advanced)', async () => {
    const other = await startTicketing();
    try {
      other.clock.advance(8 * 3600_000);
      const r = await other.call('GET', `/products/${P.spa}/availabilities.json`, { query: { from: today, to: today } });
      expect(r.body.availabilities).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('reports unlimited capacity as null, weekday schedules, and none for an inactive product', async () => {
    const tour = availabilitiesResultSchema.parse((await avail(P.tourFr, today, today)).body);
    expect(tour.availabilities[0]!.availability_count).toBeNull();
    expect(tour.product_name).toBe('Visite guidée en français');
    const week = availabilitiesResultSchema.parse((await avail(P.aperitif, today, isoDay(plusDays(START, 6)))).body).availabilities;
    // START is a Wednesday: Friday and Saturday only.
    expect(week.map((x) => x.starts_at)).toEqual([`${isoDay(plusDays(START, 2))}T18:30:00`, `${isoDay(plusDays(START, 3))}T18:30:00`]);
    expect(week[0]!.closing_at).toBe(`${isoDay(plusDays(START, 2))}T16:30:00`);
    const sledge = await avail(P.sledge, today, today);
    expect([sledge.status, sledge.body.availabilities]).toEqual([200, []]);
    const empty = availabilitiesResultSchema.parse((await avail(P.museumPromo, today, today)).body);
    expect(empty.availabilities[0]!.prices).toEqual([]);
  });

  it('answers 403 / 404 by cause (5.3) and 401 for a bad key', async () => {
    const cases: [string, string, number, string][] = [
      [P.valleyOnly, 'integration-2', 403, 'forbidden'],
      [P.spa, 'ordinary', 403, 'forbidden'],
      [P.privateTour, 'integration', 404, 'not_found'],
      [P.concertHall, 'integration', 404, 'not_found'],
      [P.wellnessQuestions, 'integration', 404, 'not_found'],
      [P.otherMuseum, 'integration', 404, 'not_found'],
      ['unknown-product', 'integration', 404, 'not_found'],
      [P.spa, 'invalid', 401, 'unauthorized'],
    ];
    for (const [id, role, status, code] of cases) {
      const r = await avail(id, today, today, role);
      expect([id, r.status, r.body.error_code]).toEqual([id, status, code]);
    }
    expect((await avail(P.valleyOnly, today, today)).status).toBe(200);
  });

  it('validates the query (400 validation_error)', async () => {
    const bad: Record<string, string>[] = [
      {},
      { from: today },
      { from: today, to: isoDay(plusDays(START, -1)) },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: `${today}T00:00:00`, to: today },
      { from: today, to: isoDay(plusDays(START, 400)) },
    ];
    for (const query of bad) {
      const r = await h.call('GET', `/products/${P.spa}/availabilities.json`, { query });
      expect([JSON.stringify(query), r.status, r.body.error_code]).toEqual([JSON.stringify(query), 400, 'validation_error']);
      expect(typeof r.body.message).toBe('string');
    }
  });
});
