// Voucher ordering area and shop products: types, price rules, contingents, PDF download, order
// info and deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderResultSchema,
  shopProductsResultSchema,
  voucherInfoSchema,
  voucherOrderInfoSchema,
  voucherTypeDetailSchema,
  voucherTypesResultSchema,
} from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { call, startTestSandbox } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const order = (lines: { product_id: string; unit_price_in_cents: number; quantity: number }[], delivery = 'codes', language = 'de') =>
  call(sb, 'POST', '/v1/giftvoucher/voucher_orders.json', { body: { order_lines: lines, delivery, language } });

describe('voucher types', () => {
  it('lists published orderable types of the key merchant only', async () => {
    const r = await call(sb, 'GET', '/v1/giftvoucher/voucher_types');
    const types = voucherTypesResultSchema.parse(r.body);
    const ids = types.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['vt-value', 'vt-spa', 'vt-ski', 'vt-fondue']));
    expect(ids).not.toContain('vt-unpublished');
    expect(ids).not.toContain('vt-retired');
    expect(ids).not.toContain('vt-depot');
    expect(ids).not.toContain('vt-autre');
    const spa = types.find((t) => t.id === 'vt-spa');
    expect(spa).toMatchObject({
      is_value_voucher: false,
      list_price_in_cents: 21000,
      price_in_cents: 18900,
      discount: { discount_percentage: 10 },
    });
    expect(types.find((t) => t.id === 'vt-value')).toMatchObject({
      is_value_voucher: true,
      price_in_cents: null,
      list_price_in_cents: null,
    });
    expect(spa?.provider.name).toBe('Demo Bergbahnen & Spa AG');
  });

  it('retrieves a single type with ordering details, 404 for unknown or foreign ones', async () => {
    const value = voucherTypeDetailSchema.parse((await call(sb, 'GET', '/v1/voucher_types/vt-value')).body);
    expect(value).toMatchObject({ type: 'value_voucher', minimum_amount_in_cents: 2000, maximum_amount_in_cents: 300000, published: true });
    const ski = voucherTypeDetailSchema.parse((await call(sb, 'GET', '/v1/voucher_types/vt-ski')).body);
    expect(ski.type).toBe('variants');
    expect(ski.variants.map((v) => v.price_in_cents)).toEqual([6900, 3500]);
    const sold = voucherTypeDetailSchema.parse((await call(sb, 'GET', '/v1/voucher_types/vt-soldout')).body);
    expect(sold).toMatchObject({ sold_out: true, remaining_contingent: 0 });
    const unpublished = voucherTypeDetailSchema.parse((await call(sb, 'GET', '/v1/voucher_types/vt-unpublished')).body);
    expect(unpublished.published).toBe(false);
    for (const id of ['nope', 'vt-autre', 'vt-retired']) {
      const r = await call(sb, 'GET', `/v1/voucher_types/${id}`);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ error_code: 'not_found' });
    }
    expect((await call(sb, 'GET', '/v1/voucher_types/vt-value', { key: 'invalid' })).status).toBe(401);
  });
});

describe('create order', () => {
  it('issues one voucher per line in order, with formatted codes and no PDF for codes', async () => {
    const r = await order([
      { product_id: 'vt-value', unit_price_in_cents: 7500, quantity: 1 },
      { product_id: 'vt-ski', unit_price_in_cents: 3500, quantity: 1 },
    ]);
    expect(r.status).toBe(200);
    const res = createOrderResultSchema.parse(r.body);
    expect(res.pdf_url).toBe('');
    expect(res.vouchers.map((v) => [v.product_id, v.amount_in_cents])).toEqual([
      ['vt-value', 7500],
      ['vt-ski', 3500],
    ]);
    for (const v of res.vouchers) {
      expect(v.code).toMatch(/^[A-Z0-9]{12}$/);
      expect(v.code_formatted).toBe(v.code.match(/.{4}/g)?.join('-'));
      expect(v.expiry_date).not.toBeNull();
    }
    const first = res.vouchers[0];
    const info = voucherInfoSchema.parse((await call(sb, 'GET', `/v1/vouchers/${first?.code}/info.json`)).body);
    expect(info.balance_in_cents).toBe(7500);
  });

  it('delivers a token-protected PDF that needs no key and dies with the order', async () => {
    const res = createOrderResultSchema.parse(
      (await order([{ product_id: 'vt-value', unit_price_in_cents: 5000, quantity: 3 }], 'pdf', 'fr')).body,
    );
    expect(res.vouchers).toHaveLength(3);
    expect(res.pdf_url.startsWith(sb.baseUrl)).toBe(true);
    const pdf = await fetch(res.pdf_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const del = await call(sb, 'DELETE', `/v1/giftvoucher/voucher_orders/${res.order_id}.json`);
    expect(del.status).toBe(200);
    expect((await fetch(res.pdf_url)).status).toBe(404);
  });

  it.each([
    ['value below 20.00', [{ product_id: 'vt-value', unit_price_in_cents: 1999, quantity: 1 }], 'codes'],
    ['value above 3000.00', [{ product_id: 'vt-value', unit_price_in_cents: 300001, quantity: 1 }], 'codes'],
    ['package at another price', [{ product_id: 'vt-spa', unit_price_in_cents: 21000, quantity: 1 }], 'codes'],
    ['unknown variant price', [{ product_id: 'vt-ski', unit_price_in_cents: 5000, quantity: 1 }], 'codes'],
    ['type other', [{ product_id: 'vt-other', unit_price_in_cents: 1000, quantity: 1 }], 'codes'],
    ['unpublished', [{ product_id: 'vt-unpublished', unit_price_in_cents: 5000, quantity: 1 }], 'codes'],
    ['sold out', [{ product_id: 'vt-soldout', unit_price_in_cents: 12000, quantity: 1 }], 'codes'],
    ['unknown type', [{ product_id: 'vt-nope', unit_price_in_cents: 5000, quantity: 1 }], 'codes'],
    ['foreign type', [{ product_id: 'vt-autre', unit_price_in_cents: 5000, quantity: 1 }], 'codes'],
    ['quantity 2 with codes', [{ product_id: 'vt-value', unit_price_in_cents: 5000, quantity: 2 }], 'codes'],
    ['no lines', [], 'pdf'],
  ])('refuses %s with 400 validation_error', async (_name, lines, delivery) => {
    const r = await order(lines, delivery);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error_code: 'validation_error' });
  });

  it('refuses an unsupported language and accepts Spanish', async () => {
    const line = [{ product_id: 'vt-value', unit_price_in_cents: 5000, quantity: 1 }];
    expect((await order(line, 'pdf', 'xx')).body).toMatchObject({ error_code: 'validation_error' });
    expect((await order(line, 'pdf', 'es')).status).toBe(200);
  });

  it('respects a contingent across lines and parallel orders', async () => {
    const fondue = { product_id: 'vt-fondue', unit_price_in_cents: 8900, quantity: 1 };
    const tooMany = await order([fondue, fondue, fondue, fondue, fondue, fondue]);
    expect(tooMany.status).toBe(400);
    const replies = await Promise.all(Array.from({ length: 8 }, () => order([fondue])));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    const detail = voucherTypeDetailSchema.parse((await call(sb, 'GET', '/v1/voucher_types/vt-fondue')).body);
    expect(detail).toMatchObject({ remaining_contingent: 0, sold_out: true });
  });
});

describe('order info and deletion', () => {
  it('can cancel an untouched order, not an order whose voucher was used, not twice', async () => {
    const res = createOrderResultSchema.parse((await order([{ product_id: 'vt-value', unit_price_in_cents: 4000, quantity: 1 }])).body);
    const path = `/v1/giftvoucher/voucher_orders/${res.order_id}.json`;
    const info = voucherOrderInfoSchema.parse((await call(sb, 'GET', path)).body);
    expect(info).toMatchObject({
      id: res.order_id,
      order_number: res.order_number,
      can_be_cancelled: true,
      can_not_be_cancelled_reason: '',
    });
    const code = res.vouchers[0]?.code ?? '';
    expect((await call(sb, 'POST', `/v1/vouchers/${code}/redeem.json`, { body: { amount_in_cents: 100 } })).status).toBe(200);
    const used = voucherOrderInfoSchema.parse((await call(sb, 'GET', path)).body);
    expect(used.can_be_cancelled).toBe(false);
    expect(used.can_not_be_cancelled_reason).toContain('verwendet');
    const refused = await call(sb, 'DELETE', path);
    expect(refused.status).toBe(409);

    const res2 = createOrderResultSchema.parse((await order([{ product_id: 'vt-value', unit_price_in_cents: 4000, quantity: 1 }])).body);
    const path2 = `/v1/giftvoucher/voucher_orders/${res2.order_id}.json`;
    expect((await call(sb, 'DELETE', path2)).body).toEqual({});
    const gone = await call(sb, 'GET', `/v1/vouchers/${res2.vouchers[0]?.code}/balance.json`);
    expect(gone.body).toMatchObject({ is_redeemable: false });
    expect(voucherOrderInfoSchema.parse((await call(sb, 'GET', path2)).body).can_be_cancelled).toBe(false);
    expect((await call(sb, 'DELETE', path2)).status).toBe(409);
  });

  it('answers 404 for an unknown order and for another merchant', async () => {
    const res = createOrderResultSchema.parse((await order([{ product_id: 'vt-value', unit_price_in_cents: 4000, quantity: 1 }])).body);
    expect((await call(sb, 'GET', '/v1/giftvoucher/voucher_orders/nope.json')).status).toBe(404);
    const foreign = await call(sb, 'GET', `/v1/giftvoucher/voucher_orders/${res.order_id}.json`, { key: 'other-merchant' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error_code: 'not_found' });
  });
});

describe('shop products', () => {
  it('lists simple and variable products of the merchant', async () => {
    const list = shopProductsResultSchema.parse((await call(sb, 'GET', '/v1/products')).body);
    expect(list.map((p) => p.id)).toEqual(['sp-mug', 'sp-poster', 'sp-shirt']);
    expect(list.find((p) => p.id === 'sp-mug')).toMatchObject({ type: 'simple', price_in_cents: 1900, variants: [] });
    expect(list.find((p) => p.id === 'sp-shirt')?.variants).toHaveLength(2);
    expect(list.find((p) => p.id === 'sp-poster')?.published).toBe(false);
    expect((await call(sb, 'GET', '/v1/products', { key: 'invalid' })).body).toMatchObject({ error_code: 'unauthorized' });
  });
});
