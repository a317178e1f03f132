import { describe, it, expect } from 'vitest';
import {
  bookingRequestSchema,
  checkinResultSchema,
  createOrderRequestSchema,
  endpoints,
  ticketOrderSchema,
  voucherTypeDetailSchema,
} from '../../../electron/core/service/wire';

const booking = {
  product_id: 'p1',
  starts_at: '2026-05-01',
  items: [
    { category_id: 'adult', quantity: 2 },
    { category_id: 'child', quantity: 1 },
  ],
  customer: { first_name: 'Anna', last_name: 'Muster', email: 'anna@example.com' },
};

describe('booking request', () => {
  it('accepts a valid booking', () => {
    expect(bookingRequestSchema.parse(booking).items).toHaveLength(2);
  });

  it('refuses a duplicate category_id', () => {
    const dup = {
      ...booking,
      items: [
        { category_id: 'adult', quantity: 1 },
        { category_id: 'adult', quantity: 1 },
      ],
    };
    const r = bookingRequestSchema.safeParse(dup);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['items', 1, 'category_id']);
  });

  it('refuses quantity 0, no items and a missing customer field', () => {
    expect(bookingRequestSchema.safeParse({ ...booking, items: [{ category_id: 'adult', quantity: 0 }] }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...booking, items: [] }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...booking, customer: { first_name: 'A', last_name: 'B' } }).success).toBe(false);
  });
});

describe('ordering', () => {
  it('create order requires quantity 1 with codes delivery', () => {
    const line = { product_id: 'vt1', unit_price_in_cents: 5000, quantity: 2 };
    expect(createOrderRequestSchema.safeParse({ order_lines: [line], delivery: 'pdf', language: 'de' }).success).toBe(true);
    expect(createOrderRequestSchema.safeParse({ order_lines: [line], delivery: 'codes', language: 'de' }).success).toBe(false);
  });

  it('voucher type detail reads unknown type as other and parses variants', () => {
    const detail = voucherTypeDetailSchema.parse({
      id: 'vt1',
      name: { de: 'Gutschein' },
      description_html: { de: '<p>x</p>' },
      is_value_voucher: false,
      list_price_in_cents: 5000,
      discount: null,
      price_in_cents: 5000,
      images: [{ src: 'https://img/x.jpg' }],
      provider: { name: 'Shop', city: 'Bern', canton_short: 'BE', description: { de: '' } },
      published: true,
      published_in_online_shop: true,
      hidden_in_online_shop: false,
      sold_out: false,
      remaining_contingent: 10,
      image_url: 'https://img/x.jpg',
      url: { de: 'https://shop/x' },
      type: 'something_new',
      minimum_amount_in_cents: null,
      maximum_amount_in_cents: null,
      price_in_cents_extra: 1,
      variant_name: { de: 'Grösse' },
      variants: [{ id: 'v1', name: { de: 'Klein' }, price_in_cents: 3000, pre_selected: true }],
      updated_at: '2026-03-19T09:00:00.0000000',
    });
    expect(detail.type).toBe('other');
    expect(detail.variants[0]?.pre_selected).toBe(true);
  });
});

describe('ticketing responses and endpoint table', () => {
  it('check-in failure result parses with null fields', () => {
    const r = checkinResultSchema.parse({ is_successful: false, unsuccessful_code: 'ticket_already_checkedin' });
    expect(r.unsuccessful_code).toBe('ticket_already_checkedin');
    expect(r.unsuccessful_message).toBeNull();
    expect(r.product_id).toBeUndefined();
  });

  it('parses a ticket order with customer, lines, tickets with answers and payments', () => {
    const order = ticketOrderSchema.parse({
      id: 'o1',
      created_at: '2026-03-19T09:00:00',
      updated_at: '2026-03-19T09:00:00.1234567',
      order_number: '1001',
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
      grand_total_in_cents: 4000,
      promocode: null,
      promocode_name: null,
      customer: {
        id: 'c1',
        title: 'Mrs',
        first_name: 'Anna',
        last_name: 'Muster',
        company: '',
        street: 'Weg 1',
        zip: '3000',
        city: 'Bern',
        country: 'CH',
        email: 'a@example.com',
        accepts_marketing: false,
        double_opt_in_confirmed_at: null,
        phone: '',
      },
      order_lines: [
        {
          product_id: 'p1',
          name: 'Zoo',
          starts_at: null,
          ticket_type_id: 't1',
          ticket_type_name: 'Adult',
          unit_price_in_cents: 2000,
          quantity: 2,
          total_price_in_cents: 4000,
          tags: [],
          total_count_people: 2,
          tickets: [{ number: '1234567890123456789', count_people: 1, answers: [{ name: 'Diet', type: 'text', value: null }] }],
        },
      ],
      payments: [{ payment_id: 'pm1', name: 'Card', comment: null, amount_in_cents: 4000, is_complimentary: false }],
    });
    expect(order.order_lines[0]?.tickets[0]?.answers).toHaveLength(1);
    expect(order.customer?.title).toBe('Mrs');
  });

  it('endpoint table: keys equal names, error styles per area', () => {
    for (const [key, e] of Object.entries(endpoints)) expect(e.name).toBe(key);
    expect(endpoints.voucherInfo.errorStyle).toBe('text');
    expect(endpoints.depotActivate.errorStyle).toBe('text');
    expect(endpoints.voucherArchive.path).toBe('/v1/voucher_archives/{year}-{month}.json');
    expect(endpoints.book.errorStyle).toBe('json');
    expect(endpoints.createOrder.path).toBe('/v1/{segment}/voucher_orders.json');
  });
});
