// Bad input on every voucher-side body and query field ("Bad input"): missing and
// wrong-typed fields, quantity <= 0, `to` before `from`, a malformed month, a 13-character code,
// 1025-character reasons and references, non-JSON and oversized bodies. Each gets its documented
// status in its path's style, never a 500, and no balance, order or ledger entry changes.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeResultSchema,
  chargeStatusSchema,
  endpoints,
  redeemResultSchema,
  statisticsResultSchema,
  voucherBalanceSchema,
} from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { DEMO_CODES, TRAINING_CODES } from '../../../electron/sandbox/seed/vouchers';
import { call, dayFromT0, startTestSandbox, T0 } from './harness';

let sb: RunningSandbox;
let chargeToken = '';
beforeAll(async () => {
  sb = await startTestSandbox();
  const r = await call(sb, 'POST', '/v1/vouchers/DEMOTRAIN001/charge.json', { body: { amount_in_cents: 1000 } });
  chargeToken = chargeResultSchema.parse(r.body).charge_token ?? '';
});
afterAll(() => sb.close());

const month0 = `${T0.getFullYear()}-${String(T0.getMonth() + 1).padStart(2, '0')}`;
const OWN = [...Object.values(DEMO_CODES).filter((c) => c !== DEMO_CODES.legacy && c !== DEMO_CODES.otherMerchant), ...TRAINING_CODES];

/** Everything a bad request must leave alone: every demo balance, the ledger, orders, redemptions. */
async function snapshot(): Promise<unknown> {
  const balances = await Promise.all(
    OWN.map(
      async (code) => chargeStatusSchema.parse((await call(sb, 'GET', `/v1/vouchers/${code}/charge_status.json`)).body).balance_in_cents,
    ),
  );
  const archives = await Promise.all(
    ['integration', 'legacy-merchant', 'other-merchant'].map(
      async (key) => (await call(sb, 'GET', `/v1/voucher_archives/${month0}.json`, { key, query: { complimentary: 'included' } })).text,
    ),
  );
  const stats = statisticsResultSchema.parse(
    (await call(sb, 'GET', '/v1/vouchers/statistics.json', { query: { from: dayFromT0(-800), to: dayFromT0(1) } })).body,
  );
  const redemptions = (await call(sb, 'GET', '/v1/vouchers/redemptions.json', { query: { from: dayFromT0(-800), to: dayFromT0(1) } })).text;
  return { balances, archives, count: stats.count_vouchers, amount: stats.amount_total_in_cents, redemptions };
}

type Style = 'text' | 'json';
/** label, method, path, body (a string is sent raw), query, expected status, error style. */
type Case = [string, string, string, unknown, Record<string, string> | undefined, number, Style];

const C13 = 'DEMOVALUE1000';
const long = (n: number) => 'x'.repeat(n);
const order = (lines: unknown, delivery: unknown = 'pdf', language: unknown = 'de') => ({ order_lines: lines, delivery, language });
const line = (quantity: unknown, price: unknown = 5000) => ({ product_id: 'vt-value', unit_price_in_cents: price, quantity });

const CASES: Case[] = [
  // Missing and wrong-typed fields.
  ['charge without amount', 'POST', '/v1/vouchers/DEMOTRAIN002/charge.json', {}, undefined, 400, 'text'],
  ['charge amount as string', 'POST', '/v1/vouchers/DEMOTRAIN002/charge.json', { amount_in_cents: '100' }, undefined, 400, 'text'],
  ['charge amount null', 'POST', '/v1/vouchers/DEMOTRAIN002/charge.json', { amount_in_cents: null }, undefined, 400, 'text'],
  [
    'charge payment_id number',
    'POST',
    '/v1/vouchers/DEMOTRAIN002/charge.json',
    { amount_in_cents: 100, payment_id: 5 },
    undefined,
    400,
    'text',
  ],
  [
    'charge free credit as string',
    'POST',
    '/v1/vouchers/DEMOTRAIN002/charge.json',
    { amount_in_cents: 100, free_credit_in_percentage: '10' },
    undefined,
    400,
    'text',
  ],
  [
    'charge reference 257',
    'POST',
    '/v1/vouchers/DEMOTRAIN002/charge.json',
    { amount_in_cents: 100, reference: long(257) },
    undefined,
    400,
    'text',
  ],
  ['cancel charge without token or amount', 'POST', '/v1/vouchers/DEMOTRAIN001/cancel_charge.json', {}, undefined, 400, 'text'],
  ['cancel charge token number', 'POST', '/v1/vouchers/DEMOTRAIN001/cancel_charge.json', { charge_token: 5 }, undefined, 400, 'text'],
  [
    'legacy cancel amount "15.5"',
    'POST',
    '/v1/vouchers/DEMOTRAIN001/cancel_charge.json',
    { amount_in_cents: '15.5' },
    undefined,
    400,
    'text',
  ],
  ['redeem without amount', 'POST', '/v1/vouchers/DEMOTRAIN002/redeem.json', {}, undefined, 400, 'text'],
  ['redeem amount as string', 'POST', '/v1/vouchers/DEMOTRAIN002/redeem.json', { amount_in_cents: '100' }, undefined, 400, 'text'],
  ['redeem amount fraction', 'POST', '/v1/vouchers/DEMOTRAIN002/redeem.json', { amount_in_cents: 1.5 }, undefined, 400, 'text'],
  ['redeem amount negative', 'POST', '/v1/vouchers/DEMOTRAIN002/redeem.json', { amount_in_cents: -100 }, undefined, 400, 'text'],
  [
    'redeem reference with a space (letters, digits and dashes only)',
    'POST',
    '/v1/vouchers/DEMOTRAIN002/redeem.json',
    { amount_in_cents: 100, reference_number: 'a b' },
    undefined,
    400,
    'text',
  ],
  [
    'cancel redemption without token',
    'POST',
    '/v1/vouchers/DEMOTRAIN002/cancel_redemption.json',
    { amount_in_cents: 100 },
    undefined,
    400,
    'text',
  ],
  [
    'cancel redemption amount 0',
    'POST',
    '/v1/vouchers/DEMOTRAIN002/cancel_redemption.json',
    { redeem_token: 'x', amount_in_cents: 0 },
    undefined,
    400,
    'text',
  ],
  [
    'depot activation amount as string',
    'POST',
    '/v1/depot_vouchers/DEMODEPOTFRE/activate.json',
    { amount_in_cents: '2500' },
    undefined,
    400,
    'text',
  ],
  ['depot activation amount 0', 'POST', '/v1/depot_vouchers/DEMODEPOTFRE/activate.json', { amount_in_cents: 0 }, undefined, 400, 'text'],
  [
    'depot deactivation reason number',
    'POST',
    '/v1/depot_vouchers/DEMODEPOTACT/deactivate.json',
    { deactivate_reason: 5 },
    undefined,
    400,
    'text',
  ],
  ['order without lines', 'POST', '/v1/giftvoucher/voucher_orders.json', { delivery: 'pdf', language: 'de' }, undefined, 400, 'json'],
  ['order lines not an array', 'POST', '/v1/giftvoucher/voucher_orders.json', order('x'), undefined, 400, 'json'],
  ['order delivery unknown', 'POST', '/v1/giftvoucher/voucher_orders.json', order([line(1)], 'email'), undefined, 400, 'json'],
  ['order language number', 'POST', '/v1/giftvoucher/voucher_orders.json', order([line(1)], 'pdf', 5), undefined, 400, 'json'],
  ['order price as string', 'POST', '/v1/giftvoucher/voucher_orders.json', order([line(1, '5000')]), undefined, 400, 'json'],
  ['order quantity as string', 'POST', '/v1/giftvoucher/voucher_orders.json', order([line('1')]), undefined, 400, 'json'],
  // Quantity <= 0 (and not whole).
  ['order quantity 0', 'POST', '/v1/giftvoucher/voucher_orders.json', order([line(0)]), undefined, 400, 'json'],
  ['order quantity -1', 'POST', '/v1/giftvoucher/voucher_orders.json', order([line(-1)]), undefined, 400, 'json'],
  ['order quantity 1.5', 'POST', '/v1/giftvoucher/voucher_orders.json', order([line(1.5)]), undefined, 400, 'json'],
  // `to` before `from`, malformed dates and months.
  ['statistics to before from', 'GET', '/v1/vouchers/statistics.json', undefined, { from: '2026-03-02', to: '2026-03-01' }, 400, 'json'],
  [
    'statistics from malformed',
    'GET',
    '/v1/statistics/voucher_sales.json',
    undefined,
    { from: '2026/03/01', to: '2026-04-01' },
    400,
    'json',
  ],
  ['statistics without from', 'GET', '/v1/statistics/voucher_sales.json', undefined, { to: '2026-04-01' }, 400, 'json'],
  [
    'redemptions to before from',
    'GET',
    '/v1/vouchers/redemptions.json',
    undefined,
    { from: '2026-03-01T10:00:01', to: '2026-03-01T10:00:00' },
    400,
    'text',
  ],
  ['redemptions from malformed', 'GET', '/v1/vouchers/redemptions.json', undefined, { from: '2026-13-01', to: '2026-12-01' }, 400, 'text'],
  [
    'redemptions complimentary unknown',
    'GET',
    '/v1/vouchers/redemptions.json',
    undefined,
    { from: '2026-03-01', to: '2026-04-01', complimentary: 'all' },
    400,
    'text',
  ],
  ['archive month 00', 'GET', '/v1/voucher_archives/2026-00.json', undefined, undefined, 400, 'text'],
  ['archive month one digit', 'GET', '/v1/voucher_archives/2026-1.json', undefined, undefined, 400, 'text'],
  ['archive month letters', 'GET', '/v1/voucher_archives/abcd-ef.json', undefined, undefined, 400, 'text'],
  ['archive without .json', 'GET', '/v1/voucher_archives/2026-01', undefined, undefined, 400, 'text'],
  // 13-character (and 11-character) codes.
  ['info 13 chars', 'GET', `/v1/vouchers/${C13}/info.json`, undefined, undefined, 400, 'text'],
  ['info 11 chars', 'GET', '/v1/vouchers/DEMOVALUE10/info.json', undefined, undefined, 400, 'text'],
  ['charge status 13 chars', 'GET', `/v1/vouchers/${C13}/charge_status.json`, undefined, undefined, 400, 'text'],
  ['charge 13 chars', 'POST', `/v1/vouchers/${C13}/charge.json`, { amount_in_cents: 100 }, undefined, 400, 'text'],
  ['cancel charge 13 chars', 'POST', `/v1/vouchers/${C13}/cancel_charge.json`, { charge_token: 'x' }, undefined, 400, 'text'],
  ['redeem 13 chars', 'POST', `/v1/vouchers/${C13}/redeem.json`, { amount_in_cents: 100 }, undefined, 400, 'text'],
  ['redeem 13 chars with dashes', 'POST', `/v1/vouchers/DEMO-VALU-E100-0/redeem.json`, { amount_in_cents: 100 }, undefined, 400, 'text'],
  [
    'cancel redemption 13 chars',
    'POST',
    `/v1/vouchers/${C13}/cancel_redemption.json`,
    { redeem_token: 'x', amount_in_cents: 1 },
    undefined,
    400,
    'text',
  ],
  ['depot status 13 chars', 'GET', '/v1/depot_vouchers/DEMODEPOTFIX0/activate_status.json', undefined, undefined, 400, 'text'],
  ['depot activate 13 chars', 'POST', '/v1/depot_vouchers/DEMODEPOTFIX0/activate.json', {}, undefined, 400, 'text'],
  ['depot deactivate status 13 chars', 'GET', '/v1/depot_vouchers/DEMODEPOTACT0/deactivate_status.json', undefined, undefined, 400, 'text'],
  ['depot deactivate 13 chars', 'POST', '/v1/depot_vouchers/DEMODEPOTACT0/deactivate.json', {}, undefined, 400, 'text'],
  // 1025-character reasons and references (1024 is allowed: see below).
  ['cancel charge reason 1025', 'POST', '/v1/vouchers/DEMOTRAIN001/cancel_charge.json', 'TOKEN_REASON_1025', undefined, 400, 'text'],
  [
    'legacy cancel reason 1025',
    'POST',
    '/v1/vouchers/DEMOTRAIN001/cancel_charge.json',
    { amount_in_cents: 1000, cancel_reason: long(1025) },
    undefined,
    400,
    'text',
  ],
  [
    'redeem reference 1025',
    'POST',
    '/v1/vouchers/DEMOTRAIN002/redeem.json',
    { amount_in_cents: 100, reference_number: long(1025) },
    undefined,
    400,
    'text',
  ],
  ['promo reference 1025', 'POST', '/v1/promo_codes/SOMMER20/redeem.json', { reference_number: long(1025) }, undefined, 400, 'text'],
  [
    'promo cancel reference 1025',
    'POST',
    '/v1/promo_codes/SOMMER20/cancel_redemption.json',
    { reference_number: long(1025) },
    undefined,
    400,
    'text',
  ],
  [
    'depot deactivation reason 1025',
    'POST',
    '/v1/depot_vouchers/DEMODEPOTACT/deactivate.json',
    { deactivate_reason: long(1025) },
    undefined,
    400,
    'text',
  ],
];

/** Every POST of the voucher side with a body it would otherwise accept. */
const POSTS: [string, unknown, Style][] = [
  ['/v1/vouchers/DEMOTRAIN002/charge.json', { amount_in_cents: 100 }, 'text'],
  ['/v1/vouchers/DEMOTRAIN001/cancel_charge.json', { charge_token: 'x' }, 'text'],
  ['/v1/vouchers/DEMOTRAIN002/redeem.json', { amount_in_cents: 100 }, 'text'],
  ['/v1/vouchers/DEMOTRAIN002/cancel_redemption.json', { redeem_token: 'x', amount_in_cents: 1 }, 'text'],
  ['/v1/depot_vouchers/DEMODEPOTFRE/activate.json', { amount_in_cents: 2500 }, 'text'],
  ['/v1/depot_vouchers/DEMODEPOTACT/deactivate.json', {}, 'text'],
  ['/v1/promo_codes/SOMMER20/redeem.json', {}, 'text'],
  ['/v1/promo_codes/SOMMER20/cancel_redemption.json', {}, 'text'],
  ['/v1/giftvoucher/voucher_orders.json', order([line(1)]), 'json'],
];
for (const [path, good, style] of POSTS) {
  CASES.push([`non-JSON body on ${path}`, 'POST', path, '{"amount_in_cents": 1', undefined, 400, style]);
  CASES.push([`JSON array body on ${path}`, 'POST', path, '[]', undefined, 400, style]);
  CASES.push([`JSON null body on ${path}`, 'POST', path, 'null', undefined, 400, style]);
  CASES.push([
    `oversized body on ${path}`,
    'POST',
    path,
    JSON.stringify({ ...(good as object), pad: long(70_000) }),
    undefined,
    400,
    style,
  ]);
}

function expectStyle(r: { contentType: string; body: unknown }, style: Style, label: string): void {
  if (style === 'text') expect([label, r.contentType]).toEqual([label, expect.stringContaining('text/plain')]);
  else expect([label, r.body]).toEqual([label, expect.objectContaining({ error_code: 'validation_error' })]);
}

/** POSTs a body without Content-Length (chunked), so the size is only known while reading. */
function postChunked(path: string, chunks: string[]): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${sb.baseUrl}${path}?apikey=${sb.keys.integration}`);
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text }));
      },
    );
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe('bad input', () => {
  it('answers every case with its documented status and style, and changes nothing', async () => {
    const before = await snapshot();
    for (const [label, method, path, body, query, status, style] of CASES) {
      const raw = body === 'TOKEN_REASON_1025' ? JSON.stringify({ charge_token: chargeToken, cancel_reason: long(1025) }) : body;
      const r = await call(sb, method, path, typeof raw === 'string' ? { rawBody: raw, query } : { body: raw, query });
      expect([label, r.status]).toEqual([label, status]);
      expectStyle(r, style, label);
    }
    // A chunked body (no Content-Length) is measured while it is read.
    const chunked = await postChunked('/v1/vouchers/DEMOTRAIN002/redeem.json', [
      '{"amount_in_cents":100,"pad":"',
      ...Array.from({ length: 20 }, () => long(5000)),
      '"}',
    ]);
    expect([chunked.status, chunked.contentType]).toEqual([400, expect.stringContaining('text/plain')]);
    const small = await postChunked('/v1/vouchers/DEMOTRAIN009/redeem.json', ['{"amount_in_cents":', '100}']);
    expect(small.status).toBe(200);
    await call(sb, 'POST', '/v1/vouchers/DEMOTRAIN009/cancel_redemption.json', {
      body: { redeem_token: (JSON.parse(small.text) as { redeem_token: string }).redeem_token, amount_in_cents: 100 },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('accepts exactly 1024 characters where the limit is 1024', async () => {
    const cancelled = await call(sb, 'POST', '/v1/vouchers/DEMOTRAIN001/cancel_charge.json', {
      body: { charge_token: chargeToken, cancel_reason: long(1024) },
    });
    expect(cancelled.status).toBe(200);
    const redeemed = await call(sb, 'POST', '/v1/vouchers/DEMOTRAIN003/redeem.json', {
      body: { amount_in_cents: 100, reference_number: long(1024) },
    });
    expect(redeemResultSchema.parse(redeemed.body).balance_in_cents).toBe(4900);
    expect((await call(sb, 'POST', '/v1/promo_codes/SOMMER20/redeem.json', { body: { reference_number: long(1024) } })).status).toBe(200);
    expect(
      (await call(sb, 'POST', '/v1/depot_vouchers/DEMODEPOTACT/deactivate.json', { body: { deactivate_reason: long(1024) } })).status,
    ).toBe(200);
  });

  it('reports a 13-character code on the balance endpoint as not redeemable (no HTTP error)', async () => {
    const r = await call(sb, 'GET', `/v1/vouchers/${C13}/balance.json`);
    expect(r.status).toBe(200);
    expect(voucherBalanceSchema.parse(r.body).is_redeemable).toBe(false);
  });

  it('never answers 500 to hostile path parameters and bodies on any endpoint of the table', async () => {
    const params = ['ABCDEFGHJKLMN', '%25', '%E0%A4%A', long(300), '%C3%84%C3%96', '..%2F..'];
    const bodies = [undefined, '{', '[]', '"x"', '{"amount_in_cents":1e400}', '{"__proto__":{"x":1}}'];
    const seen: string[] = [];
    for (const e of Object.values(endpoints)) {
      for (const p of params) {
        const path = e.path.replace('{segment}', 'giftvoucher').replace(/\{[a-z_]+\}/g, p);
        for (const raw of e.method === 'GET' ? [undefined] : bodies) {
          const r = await call(sb, e.method, path, { rawBody: raw });
          if (r.status >= 500) seen.push(`${e.method} ${path} ${raw ?? ''} -> ${r.status} ${r.text.slice(0, 80)}`);
        }
      }
    }
    expect(seen).toEqual([]);
  });
});

describe('ticketing bodies', () => {
  it('refuses a category_id twice and quantity <= 0 in a booking, and books nothing', async () => {
    const product = '1ee0c6374d40c7f1c07cd0dd';
    const products = await call(sb, 'GET', '/v1/ticketing/products.json');
    const categories = (
      (products.body as { products: { id: string; categories: { id: string }[] }[] }).products.find((p) => p.id === product)?.categories ??
      []
    ).map((c) => c.id);
    const category = categories[0] ?? '';
    expect(category).not.toBe('');
    const book = (items: unknown) =>
      fetch(`${sb.baseUrl}/v1/ticketing/booking.json?apikey=${sb.keys.integration}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': `bad-${JSON.stringify(items)}` },
        body: JSON.stringify({
          product_id: product,
          starts_at: dayFromT0(1),
          items,
          customer: { first_name: 'A', last_name: 'B', email: 'a@b.ch' },
        }),
      });
    const orders = async () => ((await call(sb, 'GET', '/v1/ticketing/orders.json')).body as unknown[]).length;
    const before = await orders();
    for (const items of [
      [
        { category_id: category, quantity: 1 },
        { category_id: category, quantity: 1 },
      ],
      [{ category_id: category, quantity: 0 }],
      [{ category_id: category, quantity: -1 }],
      [{ category_id: category }],
      [{ category_id: category, quantity: '1' }],
      [],
    ]) {
      const r = await book(items);
      expect([JSON.stringify(items), r.status, ((await r.json()) as { error_code: string }).error_code]).toEqual([
        JSON.stringify(items),
        400,
        'validation_error',
      ]);
    }
    expect(await orders()).toBe(before);
  });
});

describe('keys', () => {
  it('answers 401 on every endpoint of the table without a key and with an unknown key, in the path style', async () => {
    const params: Record<string, string> = {
      code: 'DEMOVALUE100',
      year: '2026',
      month: '10',
      order_id: 'vo-demo-00001',
      id: 'vt-value',
      ticket_number: '7078068312647357562',
      segment: 'giftvoucher',
    };
    const wrong: string[] = [];
    for (const e of Object.values(endpoints)) {
      const path = e.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => params[name] ?? 'x');
      for (const key of [null, 'invalid']) {
        const r = await call(sb, e.method, path, { key, body: e.method === 'GET' ? undefined : {} });
        const styled =
          e.errorStyle === 'json'
            ? (r.body as { error_code?: string } | undefined)?.error_code === 'unauthorized'
            : r.contentType.includes('text/plain');
        if (r.status !== 401 || !styled) wrong.push(`${e.method} ${path} key=${key} -> ${r.status} ${r.text.slice(0, 60)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
