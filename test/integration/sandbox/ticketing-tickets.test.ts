import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkinResultSchema,
  checkoutResultSchema,
  eventSalesSummarySchema,
  ticketInfoSchema,
  ticketOrdersResultSchema,
  type TicketOrder,
} from '../../../electron/core/service/wire';
import { DEMO_EVENTS as E, DEMO_PRODUCTS as P } from '../../../electron/sandbox/ticketing';
import { startTicketing, type Harness } from './ticketing-harness';

let h: Harness;
beforeAll(async () => {
  h = await startTicketing();
});
afterAll(() => h.close());

async function orders(query: Record<string, string> = {}, role = 'integration'): Promise<TicketOrder[]> {
  const r = await h.call('GET', '/orders.json', { query, role });
  expect(r.status).toBe(200);
  return ticketOrdersResultSchema.parse(r.body);
}
const byLast = async (last: string): Promise<TicketOrder> => (await orders({ last_name: last }))[0]!;
const scan = (number: string, action: 'checkin' | 'checkout', role = 'integration') =>
  h.call('POST', `/tickets/${number}/${action}.json`, { role });

describe('Check-in / check-out (3, 4.7): every row of the transition table, HTTP 200', () => {
  it('not checked in -> checked in -> (again: ticket_already_checkedin) -> checked out -> (again: ticket_not_checkedin)', async () => {
    const number = (await byLast('Rossi')).order_lines[0]!.tickets[0]!.number;
    const a = await scan(number, 'checkin');
    expect(a.status).toBe(200);
    expect(checkinResultSchema.parse(a.body)).toMatchObject({
      is_successful: true,
      unsuccessful_code: null,
      unsuccessful_message: null,
      product_id: P.spa,
      external_product_id: '',
    });
    expect(a.body.ticket_type_id).toEqual(expect.any(String));
    const info = ticketInfoSchema.parse((await h.call('GET', `/tickets/${number}/info.json`)).body);
    expect([info.ticket_number, info.is_checked_in, info.price_in_cents, info.event_or_admission_id]).toEqual([number, true, 89000, P.spa]);
    expect(info.checked_in_at).not.toBeNull();
    const b = await scan(number, 'checkin');
    expect([b.status, b.body.is_successful, b.body.unsuccessful_code]).toEqual([200, false, 'ticket_already_checkedin']);
    const c = await scan(number, 'checkout');
    expect(checkoutResultSchema.parse(c.body)).toMatchObject({ is_successful: true, unsuccessful_code: null, product_id: P.spa });
    expect(c.body).not.toHaveProperty('external_product_id');
    const d = await scan(number, 'checkout');
    expect([d.status, d.body.is_successful, d.body.unsuccessful_code]).toEqual([200, false, 'ticket_not_checkedin']);
    expect((await h.call('GET', `/tickets/${number}/info.json`)).body).toMatchObject({ is_checked_in: false, checked_in_at: null });
  });

  it('answers ticket_not_found for unknown tickets and other merchants’ tickets, ticket_deleted for deleted ones', async () => {
    const berger = await byLast('Berger');
    const deleted = berger.order_lines[0]!.tickets[1]!.number;
    const foreign = (await orders({}, 'other-merchant'))[0]!.order_lines[0]!.tickets[0]!.number;
    for (const action of ['checkin', 'checkout'] as const) {
      for (const [number, code] of [
        ['1234567890123456789', 'ticket_not_found'],
        [foreign, 'ticket_not_found'],
        [deleted, 'ticket_deleted'],
      ]) {
        const r = await scan(number!, action);
        expect([action, r.status, r.body.is_successful, r.body.unsuccessful_code]).toEqual([action, 200, false, code]);
        expect(typeof r.body.unsuccessful_message).toBe('string');
        expect(r.body).not.toHaveProperty('product_id');
      }
    }
    expect((await scan(foreign, 'checkin', 'other-merchant')).body.is_successful).toBe(true);
  });

  it('validates the ticket number (400) and the key (401); info of an unknown ticket is 404', async () => {
    for (const bad of ['123', '12345678901234567890', 'abcdefghijklmnopqrs']) {
      const r = await scan(bad, 'checkin');
      expect([bad, r.status, r.body.error_code]).toEqual([bad, 400, 'validation_error']);
    }
    expect((await scan('1234567890123456789', 'checkout', 'invalid')).status).toBe(401);
    const info = await h.call('GET', '/tickets/1234567890123456789/info.json');
    expect([info.status, info.body.error_code]).toEqual([404, 'not_found']);
  });
});

describe('List of Ticket-Orders (2.3, 4.8)', () => {
  it('returns every field; grand total = lines − discount + insurance + climate = Σ payments', async () => {
    const all = await orders();
    expect(all).toHaveLength(9);
    for (const o of all) {
      const lines = o.order_lines.reduce((s, l) => s + l.total_price_in_cents, 0);
      expect(o.grand_total_in_cents).toBe(lines - o.discount_in_cents + o.insurance_in_cents + o.cause_we_care_in_cents);
      expect(o.grand_total_in_cents).toBe(o.payments.reduce((s, p) => s + p.amount_in_cents, 0));
      for (const l of o.order_lines) expect(l.total_price_in_cents).toBe(l.quantity * l.unit_price_in_cents);
      expect(o.currency).toBe('CHF');
    }
    const sorted = all.map((o) => o.updated_at);
    expect(sorted).toEqual([...sorted].sort());
    const anna = all.find((o) => o.discount_comment === 'Stammkunde')!;
    expect(anna).toMatchObject({
      location: 'local',
      insurance_in_cents: 800,
      cause_we_care_in_cents: 200,
      discount_in_cents: 1000,
      tags: ['Kasse'],
    });
    expect(anna.customer).toMatchObject({ title: 'Mrs', last_name: 'Muster', country: 'CH', accepts_marketing: true });
    expect(anna.order_lines[0]!.tickets[0]!.answers).toEqual([
      { name: 'Menü', type: 'choice', value: 'Vegetarisch' },
      { name: 'Allergien', type: 'text', value: null },
    ]);
    expect(anna.order_lines[0]!.tickets[1]!.answers).toEqual([]);
    const promo = all.find((o) => o.promocode === 'JAZZ10')!;
    expect([promo.promocode_name, promo.language, promo.payments.length]).toEqual(['Jazz Frühbucher', 'fr', 2]);
    const comp = all.find((o) => o.payments.some((p) => p.is_complimentary))!;
    expect([comp.customer, comp.discount_comment, comp.tags, comp.payments[0]!.comment]).toEqual([null, null, ['VIP', 'Sponsor'], null]);
    const cancelled = all.find((o) => o.status === 'cancelled')!;
    expect([cancelled.cause_we_care_in_cents, cancelled.insurance_in_cents, cancelled.is_paid]).toEqual([0, 500, true]);
    expect(cancelled.updated_at > cancelled.created_at).toBe(true);
    const group = all.find((o) => o.order_lines[0]!.ticket_type_name.startsWith('Gruppenticket'))!;
    expect([group.is_paid, group.order_lines[0]!.total_count_people, group.order_lines[0]!.tickets[0]!.count_people]).toEqual([
      false,
      4,
      4,
    ]);
    const pass = all.find((o) => o.tags.includes('Abo'))!;
    expect([pass.order_lines[0]!.starts_at, pass.order_lines[0]!.tags]).toEqual([null, ['Jahreskarte']]);
  });

  it('filters: last_name case-sensitive, order_number, updated_at_after inclusive, updated_at_before exclusive', async () => {
    expect((await orders({ last_name: 'Muster' })).map((o) => o.customer?.last_name)).toEqual(['Muster', 'Muster', 'Muster', 'Muster']);
    expect((await orders({ last_name: 'muster' })).map((o) => o.customer?.first_name)).toEqual(['Peter']);
    expect(await orders({ last_name: 'MUSTER' })).toEqual([]);
    const all = await orders();
    const pivot = all[4]!;
    expect((await orders({ order_number: pivot.order_number })).map((o) => o.id)).toEqual([pivot.id]);
    const after = await orders({ updated_at_after: pivot.updated_at });
    expect(after.map((o) => o.id)).toEqual(all.slice(4).map((o) => o.id));
    const before = await orders({ updated_at_before: pivot.updated_at });
    expect(before.map((o) => o.id)).toEqual(all.slice(0, 4).map((o) => o.id));
    const window = await orders({ updated_at_after: all[1]!.updated_at, updated_at_before: all[3]!.updated_at, last_name: 'Muster' });
    expect(window.map((o) => o.id)).toEqual([all[2]!.id]);
    expect((await orders({ updated_at_after: `${pivot.updated_at}.0000001` })).map((o) => o.id)).toEqual(all.slice(5).map((o) => o.id));
    expect((await orders({}, 'other-merchant')).map((o) => o.customer?.first_name)).toEqual(['Julie']);
  });

  it('validates the filters (400) and the key (401)', async () => {
    const bad: Record<string, string>[] = [
      { updated_at_after: '2026-03-01' },
      { updated_at_before: '2026-13-01T00:00:00' },
      { order_number: '' },
      { last_name: '' },
    ];
    for (const query of bad) {
      const r = await h.call('GET', '/orders.json', { query });
      expect([JSON.stringify(query), r.status, r.body.error_code]).toEqual([JSON.stringify(query), 400, 'validation_error']);
    }
    expect((await h.call('GET', '/orders.json', { role: 'invalid' })).status).toBe(401);
  });
});

describe('Event Sales Summary (2.5, 4.9)', () => {
  it('sums capacity (deactivated types included), sold, available, waiting list and revenue', async () => {
    const jazz = eventSalesSummarySchema.parse((await h.call('GET', `/events/${E.jazz}/sales-summary.json`)).body);
    expect(jazz).toMatchObject({
      id: E.jazz,
      name: 'Jazz im Kursaal',
      capacity: 550,
      sold_tickets: 5,
      available_tickets: 545,
      waiting_list_entries: 0,
      currency: 'CHF',
    });
    // 12000 + 12000 after discounts, plus the cancellation fee 500; no insurance, no climate contribution.
    expect(jazz.revenue_in_cents).toBe(24500);
    expect(jazz.url).toMatch(/^https:\/\//);
    const gala = eventSalesSummarySchema.parse((await h.call('GET', `/events/${E.gala}/sales-summary.json`, { role: 'ordinary' })).body);
    expect([gala.capacity, gala.sold_tickets, gala.available_tickets, gala.waiting_list_entries, gala.revenue_in_cents]).toEqual([
      10, 8, 2, 14, 190000,
    ]);
  });

  it('answers 400 for calendar-based events and entry tickets, 404 unknown/deleted/other account, 401 bad key', async () => {
    const cases: [string, string, number, string][] = [
      [E.calendar, 'integration', 400, 'unsupported_event_type'],
      [E.entry, 'integration', 400, 'unsupported_event_type'],
      [E.deleted, 'integration', 404, 'not_found'],
      ['no-such-event', 'integration', 404, 'not_found'],
      [E.other, 'integration', 404, 'not_found'],
      [E.jazz, 'other-merchant', 404, 'not_found'],
      [E.jazz, 'invalid', 401, 'unauthorized'],
    ];
    for (const [id, role, status, code] of cases) {
      const r = await h.call('GET', `/events/${id}/sales-summary.json`, { role });
      expect([id, role, r.status, r.body.error_code]).toEqual([id, role, status, code]);
    }
    expect((await h.call('GET', `/events/${E.other}/sales-summary.json`, { role: 'other-merchant' })).status).toBe(200);
  });
});
