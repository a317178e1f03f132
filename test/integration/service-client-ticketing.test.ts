// The service client against the real built-in service over HTTP: ordering area and ticketing, in
// both flavours (the interface document's shapes and the production service's published ones).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient, type ServiceClient } from '../../electron/core/service';
import { SANDBOX_FLAVOURS, type RunningSandbox } from '../../electron/sandbox';
import { failure } from '../helpers/service-error';
import { DEMO_EVENTS, DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { dayFromT0, startTestSandbox } from './sandbox/harness';

describe.each(SANDBOX_FLAVOURS)('built-in service flavour %s', (flavour) => {
  let sb: RunningSandbox;
  let client: ServiceClient;
  const logger = memoryLogger('debug');

  beforeAll(async () => {
    sb = await startTestSandbox({ flavour });
    client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: sb.keys['integration'] ?? '', logger, retry: { sleep: async () => {} } });
  });
  afterAll(async () => {
    await sb.close();
    for (const line of logger.lines) for (const key of Object.values(sb.keys)) expect(line).not.toContain(key);
  });

  describe('service client: ordering', () => {
    it('lists voucher types and shop products, retrieves one type', async () => {
      const types = await client.ordering.voucherTypes();
      expect(types.map((t) => t.id)).toContain('vt-spa');
      const spa = await client.ordering.voucherType('vt-spa');
      expect(spa).toMatchObject({ id: 'vt-spa', type: 'package', price_in_cents: 18900 });
      const products = await client.ordering.shopProducts();
      expect(products.map((p) => p.id)).toContain('sp-mug');
      const err = await failure(client.ordering.voucherType('vt-nope'));
      expect(err).toMatchObject({ kind: 'refused', status: 404, code: 'not_found' });
    });

    it('orders a voucher as codes, reads the order info and deletes the order', async () => {
      const order = await client.ordering.createOrder({
        order_lines: [{ product_id: 'vt-spa', unit_price_in_cents: 18900, quantity: 1 }],
        delivery: 'codes',
        language: 'de',
      });
      expect(order.pdf_url).toBe('');
      expect(order.vouchers).toHaveLength(1);
      const v = order.vouchers[0];
      expect(v?.code).toHaveLength(12);
      expect(v?.code_formatted).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      const info = await client.ordering.orderInfo(order.order_id);
      expect(info).toMatchObject({ id: order.order_id, can_be_cancelled: true });
      await expect(client.ordering.deleteOrder(order.order_id)).resolves.toEqual({});
    });

    it('a package at the wrong price is refused, nothing ordered', async () => {
      const err = await failure(
        client.ordering.createOrder({
          order_lines: [{ product_id: 'vt-spa', unit_price_in_cents: 100, quantity: 1 }],
          delivery: 'codes',
          language: 'de',
        }),
      );
      expect(err).toMatchObject({ kind: 'refused', outcome: 'not_applied' });
    });

    it('both segments are served (giftvoucher and the production esurprise)', async () => {
      const esurprise = createServiceClient({
        baseUrl: sb.baseUrl,
        apiKey: sb.keys['integration'] ?? '',
        orderingSegment: 'esurprise',
        logger,
      });
      expect((await esurprise.ordering.voucherTypes()).map((t) => t.id)).toContain('vt-spa');
    });

    it('the ordering segment is configurable (a wrong one gives not found)', async () => {
      const other = createServiceClient({ baseUrl: sb.baseUrl, apiKey: sb.keys['integration'] ?? '', orderingSegment: 'shopx', logger });
      const err = await failure(other.ordering.voucherTypes());
      expect(err.status).toBe(404);
    });
  });

  describe('service client: ticketing', () => {
    it('products, availabilities, reserve, book (idempotent), check-in/out, info, orders, cancel', async () => {
      const list = await client.ticketing.products();
      expect(list.currency).toBe('CHF');
      const spa = list.products.find((p) => p.id === DEMO_PRODUCTS.spa);
      expect(spa?.categories.length).toBeGreaterThan(0);
      const category = spa?.categories[0]?.id ?? '';

      const av = await client.ticketing.availabilities(DEMO_PRODUCTS.spa, { from: dayFromT0(1), to: dayFromT0(7) });
      const slot = av.availabilities[0];
      expect(slot).toBeDefined();
      const startsAt = slot?.starts_at ?? '';

      const items = [{ category_id: category, quantity: 2 }];
      const hold = await client.ticketing.reserve({ product_id: DEMO_PRODUCTS.spa, starts_at: startsAt, items });
      expect(hold.reservation_id).not.toBe('');
      // Production prints reservation expiry with 7 fractional digits.
      if (flavour === 'production') expect(hold.expires_at).toMatch(/\.\d{7}$/);

      const key = randomUUID();
      const body = {
        reservation_id: hold.reservation_id,
        product_id: DEMO_PRODUCTS.spa,
        starts_at: startsAt,
        items,
        customer: { first_name: 'Anna', last_name: 'Clienttest', email: 'anna@example.ch' },
      };
      const booking = await client.ticketing.book(body, key);
      expect(booking.tickets).toHaveLength(2);
      const replay = await client.ticketing.book(body, key);
      expect(replay.booking_id).toBe(booking.booking_id);
      const conflict = await failure(client.ticketing.book({ ...body, customer: { ...body.customer, first_name: 'Bea' } }, key));
      expect(conflict).toMatchObject({ kind: 'refused', status: 409, code: 'idempotency_conflict' });

      const ticket = booking.tickets[0]?.ticket_number ?? '';
      expect((await client.ticketing.checkin(ticket)).is_successful).toBe(true);
      const twice = await client.ticketing.checkin(ticket);
      expect(twice).toMatchObject({ is_successful: false, unsuccessful_code: 'ticket_already_checkedin' });
      // Production: a check-in refusal carries no message, only the code.
      if (flavour === 'production') expect(twice.unsuccessful_message).toBeNull();
      expect((await client.ticketing.ticketInfo(ticket)).is_checked_in).toBe(true);
      expect((await client.ticketing.checkout(ticket)).is_successful).toBe(true);
      const notIn = await client.ticketing.checkout(ticket);
      expect(notIn).toMatchObject({ is_successful: false, unsuccessful_code: 'ticket_not_checkedin' });
      const unknown = await client.ticketing.checkin('9999999999999999999');
      expect(unknown).toMatchObject({ is_successful: false, unsuccessful_code: 'ticket_not_found' });

      const orders = await client.ticketing.orders({ last_name: 'Clienttest' });
      expect(orders.map((o) => o.id)).toContain(booking.booking_id);
      expect(await client.ticketing.orders({ last_name: 'clienttest' })).toEqual([]);

      const cancelled = await client.ticketing.cancelBooking({ booking_id: booking.booking_id });
      expect(cancelled.cancelled_tickets).toHaveLength(2);
    });

    it('cancels a reservation', async () => {
      const av = await client.ticketing.availabilities(DEMO_PRODUCTS.spa, { from: dayFromT0(2), to: dayFromT0(9) });
      const list = await client.ticketing.products();
      const category = list.products.find((p) => p.id === DEMO_PRODUCTS.spa)?.categories[0]?.id ?? '';
      const hold = await client.ticketing.reserve({
        product_id: DEMO_PRODUCTS.spa,
        starts_at: av.availabilities[0]?.starts_at ?? '',
        items: [{ category_id: category, quantity: 1 }],
      });
      const res = await client.ticketing.cancelReservation({ reservation_id: hold.reservation_id });
      expect(res.reservation_id).toBe(hold.reservation_id);
    });

    it('event sales summary, and the refusals for calendar and deleted events', async () => {
      const sum = await client.ticketing.eventSalesSummary(DEMO_EVENTS.jazz);
      expect(sum.available_tickets).toBe(sum.capacity - sum.sold_tickets);
      expect(await failure(client.ticketing.eventSalesSummary(DEMO_EVENTS.calendar))).toMatchObject({ status: 400, kind: 'refused' });
      expect(await failure(client.ticketing.eventSalesSummary(DEMO_EVENTS.deleted))).toMatchObject({ status: 404, code: 'not_found' });
    });
  });
});
