import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingResultSchema, cancelBookingResultSchema, ticketOrdersResultSchema } from '../../../electron/core/service/wire';
import { DEMO_PRODUCTS as P, demoCategory } from '../../../electron/sandbox/ticketing';
import { isoDay, plusDays, START, startTicketing, type Harness } from './ticketing-harness';

let h: Harness;
beforeEach(async () => {
  h = await startTicketing();
});
afterEach(() => h.close());

const today = isoDay(START);
const tomorrow = isoDay(plusDays(START, 1));
const customer = { first_name: 'Anna', last_name: 'Test', email: 'anna.test@example.ch' };
const spaBody = (extra: object = {}) => ({
  product_id: P.spa,
  starts_at: tomorrow,
  items: [
    { category_id: demoCategory(P.spa, 0), quantity: 2 },
    { category_id: demoCategory(P.spa, 1), quantity: 1 },
  ],
  customer,
  ...extra,
});
let n = 0;
const book = (body: unknown, opts: { role?: string; key?: string | null } = {}) =>
  h.call('POST', '/booking.json', {
    role: opts.role ?? 'integration',
    body,
    headers: opts.key === null ? {} : { 'Idempotency-Key': opts.key ?? `k-${++n}` },
  });
const cancel = (id: unknown, role = 'integration') => h.call('POST', '/cancel-booking.json', { role, body: { booking_id: id } });
const countOrders = (): number => (h.db.prepare('select count(*) as c from tk_orders').get() as { c: number }).c;

describe('Book Tickets (4.5)', () => {
  it('(none) -> completed: issues 19-digit tickets with working token URLs, usable without apikey', async () => {
    const r = await book(spaBody());
    expect(r.status).toBe(200);
    const b = bookingResultSchema.parse(r.body);
    expect(b.language).toBe('de');
    expect(b.booking_reference).toMatch(/^\d+$/);
    expect(b.tickets.map((t) => t.category_id)).toEqual([demoCategory(P.spa, 0), demoCategory(P.spa, 0), demoCategory(P.spa, 1)]);
    for (const t of b.tickets) {
      expect(t.ticket_number).toMatch(/^\d{19}$/);
      expect(t.pdf_url.startsWith(`${h.baseUrl}/`)).toBe(true);
      expect(t.pk_pass_url).not.toBeNull();
    }
    expect(new Set(b.tickets.map((t) => t.ticket_number)).size).toBe(3);
    const pdf = await fetch(b.tickets_pdf_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/Count 3');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const one = await fetch(b.tickets[0]!.pdf_url);
    expect((await one.text()).includes(b.tickets[0]!.ticket_number)).toBe(true);
    const pass = await fetch(b.tickets[0]!.pk_pass_url!);
    expect(pass.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(
      Buffer.from(await pass.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const listed = ticketOrdersResultSchema.parse(
      (await h.call('GET', '/orders.json', { query: { order_number: b.booking_reference } })).body,
    );
    expect(listed[0]).toMatchObject({ id: b.booking_id, status: 'completed', location: 'web', language: 'de', grand_total_in_cents: 8800 });
    expect(listed[0]!.customer).toMatchObject(customer);
    expect(listed[0]!.payments.map((p) => p.amount_in_cents)).toEqual([8800]);
  });

  it('resolves the language: requested, merchant default, or the product’s first; unsupported is 400', async () => {
    expect((await book(spaBody({ language: 'it' }))).body.language).toBe('it');
    const tour = await book({
      product_id: P.tourFr,
      starts_at: today,
      items: [{ category_id: demoCategory(P.tourFr, 0), quantity: 1 }],
      customer,
    });
    expect([tour.status, tour.body.language]).toEqual([200, 'fr']);
    const friday = `${isoDay(plusDays(START, 2))}T18:30:00`;
    const aperitif = {
      product_id: P.aperitif,
      starts_at: friday,
      items: [{ category_id: demoCategory(P.aperitif, 0), quantity: 1 }],
      customer,
    };
    const en = await book({ ...aperitif, language: 'en' });
    expect([en.status, en.body.error_code]).toEqual([400, 'validation_error']);
    expect((await book({ ...aperitif, language: 'fr' })).body.language).toBe('fr');
  });

  it('books with a held reservation and consumes it (capacity counted once)', async () => {
    const cat = demoCategory(P.aperitif, 0);
    const friday = `${isoDay(plusDays(START, 2))}T18:30:00`;
    const body = { product_id: P.aperitif, starts_at: friday, items: [{ category_id: cat, quantity: 12 }], customer };
    const res = await h.call('POST', '/reservation.json', { body });
    const reservationId = String(res.body.reservation_id);
    const direct = await book(body);
    expect([direct.status, direct.body.error_code]).toEqual([409, 'insufficient_availability']);
    const other = await book({ ...body, reservation_id: reservationId }, { role: 'integration-2' });
    expect([other.status, other.body.error_code]).toEqual([404, 'not_found']);
    const mismatch = await book({ ...body, reservation_id: reservationId, items: [{ category_id: cat, quantity: 11 }] });
    expect([mismatch.status, mismatch.body.error_code]).toEqual([409, 'reservation_mismatch']);
    const ok = await book({ ...body, reservation_id: reservationId });
    expect(ok.status).toBe(200);
    expect((ok.body.tickets as unknown[]).length).toBe(12);
    const avail = await h.call('GET', `/products/${P.aperitif}/availabilities.json`, {
      query: { from: friday.slice(0, 10), to: friday.slice(0, 10) },
    });
    expect((avail.body.availabilities as { availability_count: number }[])[0]!.availability_count).toBe(0);
    const again = await book({ ...body, reservation_id: reservationId });
    expect([again.status, again.body.error_code]).toEqual([409, 'reservation_consumed']);
    const release = await h.call('POST', '/cancel-reservation.json', { body: { reservation_id: reservationId } });
    expect([release.status, release.body.error_code]).toEqual([409, 'reservation_consumed']);
  });

  it('refuses what cannot be booked, with the documented codes', async () => {
    const cases: [unknown, string, number, string][] = [
      [
        spaBody({ product_id: P.sledge, items: [{ category_id: demoCategory(P.sledge, 0), quantity: 1 }] }),
        'integration',
        409,
        'product_inactive',
      ],
      [spaBody({ product_id: P.museumPromo, items: [{ category_id: 'x', quantity: 1 }] }), 'integration', 400, 'validation_error'],
      [spaBody({ product_id: P.privateTour }), 'integration', 404, 'not_found'],
      [
        spaBody({ product_id: P.valleyOnly, items: [{ category_id: demoCategory(P.valleyOnly, 0), quantity: 1 }] }),
        'integration-2',
        403,
        'forbidden',
      ],
      [spaBody(), 'ordinary', 403, 'forbidden'],
      [spaBody(), 'invalid', 401, 'unauthorized'],
      [spaBody({ customer: { first_name: 'A', last_name: 'B' } }), 'integration', 400, 'validation_error'],
      [spaBody({ customer: { first_name: 'A', last_name: 'B', email: 'not-an-email' } }), 'integration', 400, 'validation_error'],
      [spaBody({ items: [{ category_id: demoCategory(P.spa, 0), quantity: 0 }] }), 'integration', 400, 'validation_error'],
      [spaBody({ starts_at: isoDay(plusDays(START, -1)) }), 'integration', 409, 'slot_not_available'],
      [spaBody({ reservation_id: 'nope' }), 'integration', 404, 'not_found'],
    ];
    for (const [body, role, status, code] of cases) {
      const r = await book(body, { role });
      expect([JSON.stringify(body), role, r.status, r.body.error_code]).toEqual([JSON.stringify(body), role, status, code]);
    }
    const noKey = await book(spaBody(), { key: null });
    expect([noKey.status, noKey.body.error_code]).toEqual([400, 'validation_error']);
    const emptyKey = await book(spaBody(), { key: '' });
    expect([emptyKey.status, emptyKey.body.error_code]).toEqual([400, 'validation_error']);
    const seeded = 10;
    expect(countOrders()).toBe(seeded);
  });

  it('answers null wallet URLs for a merchant with wallet passes disabled', async () => {
    const r = await book(
      { product_id: P.otherMuseum, starts_at: today, items: [{ category_id: demoCategory(P.otherMuseum, 0), quantity: 1 }], customer },
      { role: 'other-merchant' },
    );
    expect(r.status).toBe(200);
    expect(bookingResultSchema.parse(r.body).tickets[0]!.pk_pass_url).toBeNull();
    expect(r.body.language).toBe('fr');
  });
});

describe('Cancel Booking (3, 4.6)', () => {
  it('completed -> cancelled: tickets cancelled, download links stop, climate refunded, capacity returns', async () => {
    const b = bookingResultSchema.parse((await book(spaBody())).body);
    const other = await cancel(b.booking_id, 'integration-2');
    expect([other.status, other.body.error_code]).toEqual([404, 'not_found']);
    const foreign = await cancel(b.booking_id, 'other-merchant');
    expect([foreign.status, foreign.body.error_code]).toEqual([404, 'not_found']);
    h.clock.advance(60_000);
    const r = await cancel(b.booking_id);
    expect(r.status).toBe(200);
    const c = cancelBookingResultSchema.parse(r.body);
    expect(c.booking_reference).toBe(b.booking_reference);
    expect(c.cancelled_tickets.map((t) => t.ticket_number)).toEqual(b.tickets.map((t) => t.ticket_number));
    expect((await fetch(b.tickets_pdf_url)).status).toBe(410);
    expect((await fetch(b.tickets[0]!.pdf_url)).status).toBe(410);
    expect((await fetch(b.tickets[0]!.pk_pass_url!)).status).toBe(410);
    expect((await fetch(`${h.baseUrl}/v1/ticketing/downloads/unknown-token/tickets.pdf`)).status).toBe(404);
    const checkin = await h.call('POST', `/tickets/${b.tickets[0]!.ticket_number}/checkin.json`);
    expect([checkin.status, checkin.body.is_successful, checkin.body.unsuccessful_code]).toEqual([200, false, 'ticket_cancelled']);
    const listed = ticketOrdersResultSchema.parse(
      (await h.call('GET', '/orders.json', { query: { order_number: b.booking_reference } })).body,
    )[0]!;
    expect(listed.status).toBe('cancelled');
    expect(listed.updated_at > listed.created_at).toBe(true);
    const avail = await h.call('GET', `/products/${P.spa}/availabilities.json`, { query: { from: tomorrow, to: tomorrow } });
    expect((avail.body.availabilities as { availability_count: number }[])[0]!.availability_count).toBe(200);
    const again = await cancel(b.booking_id);
    expect([again.status, again.body.error_code]).toEqual([409, 'booking_already_cancelled']);
  });

  it('refuses once the booking has started (409 booking_already_started)', async () => {
    const b = await book({
      product_id: P.gondola,
      starts_at: `${today}T11:00:00`,
      items: [{ category_id: demoCategory(P.gondola, 0), quantity: 1 }],
      customer,
    });
    expect(b.status).toBe(200);
    h.clock.advance(2 * 3600_000);
    const r = await cancel(b.body.booking_id);
    expect([r.status, r.body.error_code]).toEqual([409, 'booking_already_started']);
  });

  it('refuses when a ticket is checked in (409 ticket_checked_in) and succeeds after check-out', async () => {
    const b = bookingResultSchema.parse((await book(spaBody())).body);
    const number = b.tickets[1]!.ticket_number;
    expect((await h.call('POST', `/tickets/${number}/checkin.json`)).body.is_successful).toBe(true);
    const r = await cancel(b.booking_id);
    expect([r.status, r.body.error_code]).toEqual([409, 'ticket_checked_in']);
    expect((await h.call('POST', `/tickets/${number}/checkout.json`)).body.is_successful).toBe(true);
    expect((await cancel(b.booking_id)).status).toBe(200);
  });

  it('validates the body and the key', async () => {
    const missing = await h.call('POST', '/cancel-booking.json', { body: {} });
    expect([missing.status, missing.body.error_code]).toEqual([400, 'validation_error']);
    const unknown = await cancel('no-such-booking');
    expect([unknown.status, unknown.body.error_code]).toEqual([404, 'not_found']);
    expect((await cancel('x', 'ordinary')).status).toBe(403);
    expect((await cancel('x', 'invalid')).status).toBe(401);
  });
});
