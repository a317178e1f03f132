// Monthly archive (outstanding balance from the ledger) and voucher sales statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveResultSchema, createOrderResultSchema, statisticsResultSchema } from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { call, dayFromT0, startTestSandbox, T0 } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const month = (offset: number): string => {
  const d = new Date(T0.getFullYear(), T0.getMonth() + offset, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};
const archive = async (m: string, complimentary?: string) => {
  const r = await call(sb, 'GET', `/v1/voucher_archives/${m}.json`, { query: complimentary ? { complimentary } : {} });
  expect(r.status).toBe(200);
  return archiveResultSchema.parse(r.body).total_balance_in_cents;
};
const stats = async (path: string, from: string, to: string, key = 'integration') => {
  const r = await call(sb, 'GET', path, { query: { from, to }, key });
  expect(r.status).toBe(200);
  return statisticsResultSchema.parse(r.body);
};

describe('voucher archive', () => {
  it('gives a month and a positive outstanding balance, growing history over past months', async () => {
    const r = await call(sb, 'GET', `/v1/voucher_archives/${month(-1)}.json`);
    expect(archiveResultSchema.parse(r.body).month).toBe(month(-1));
    const totals = await Promise.all([-12, -6, -1].map((o) => archive(month(o))));
    for (const t of totals) expect(t).toBeGreaterThan(0);
    expect(new Set(totals).size).toBe(3);
  });

  it('follows redemptions in the current month only', async () => {
    const before = await archive(month(0));
    const last = await archive(month(-1));
    const r = await call(sb, 'POST', '/v1/vouchers/DEMOTRAIN005/redeem.json', { body: { amount_in_cents: 1234 } });
    expect(r.status).toBe(200);
    expect(await archive(month(0))).toBe(before - 1234);
    expect(await archive(month(-1))).toBe(last);
  });

  it('changes a past month after a back-office correction (in-process and admin)', async () => {
    const past = await archive(month(-2));
    const now = await archive(month(0));
    expect(sb.bookCorrection('DEMO-TRAI-N006', month(-2), -500)).toBe(4500);
    expect(await archive(month(-2))).toBe(past - 500);
    expect(await archive(month(0))).toBe(now - 500);
  });

  it('filters complimentary vouchers: excluded by default, included, only', async () => {
    const excluded = await archive(month(0));
    expect(await archive(month(0), 'excluded')).toBe(excluded);
    const only = await archive(month(0), 'only');
    expect(only).toBeGreaterThanOrEqual(5000); // DEMOCOMPLI01 alone holds 50.00
    expect(await archive(month(0), 'included')).toBe(excluded + only);
  });

  it('refuses a future month, a malformed month and a bad complimentary value (plain text)', async () => {
    for (const [path, query] of [
      [`/v1/voucher_archives/${month(2)}.json`, {}],
      ['/v1/voucher_archives/2026-13.json', {}],
      ['/v1/voucher_archives/26-01.json', {}],
      [`/v1/voucher_archives/${month(-1)}.json`, { complimentary: 'all' }],
    ] as const) {
      const r = await call(sb, 'GET', path, { query });
      expect(r.status).toBe(400);
      expect(r.contentType).toContain('text/plain');
    }
  });
});

describe('voucher sales statistics', () => {
  const from = `${month(-6)}-01`;
  const to = `${month(0)}-01`;

  it('answers both paths with the same result, consistent totals, types by revenue', async () => {
    const a = await stats('/v1/vouchers/statistics.json', from, to);
    const b = await stats('/v1/statistics/voucher_sales.json', from, to);
    expect(b).toEqual(a);
    expect(a).toMatchObject({ from, to });
    expect(a.count_vouchers).toBeGreaterThan(0);
    expect(a.by_voucher_type.reduce((n, t) => n + t.amount_in_cents, 0)).toBe(a.amount_total_in_cents);
    expect(a.by_point_of_sale.reduce((n, p) => n + p.amount_in_cents, 0)).toBe(a.amount_total_in_cents);
    const revenue = a.by_voucher_type.map((t) => t.amount_in_cents);
    expect([...revenue].sort((x, y) => y - x)).toEqual(revenue);
  });

  it('counts consecutive periods without double counting (to is exclusive)', async () => {
    const mid = `${month(-3)}-01`;
    const whole = await stats('/v1/vouchers/statistics.json', from, to);
    const first = await stats('/v1/vouchers/statistics.json', from, mid);
    const second = await stats('/v1/vouchers/statistics.json', mid, to);
    expect(first.count_vouchers + second.count_vouchers).toBe(whole.count_vouchers);
    expect(first.amount_total_in_cents + second.amount_total_in_cents).toBe(whole.amount_total_in_cents);
  });

  it('includes deleted voucher types by name, and counts a new order at the local point of sale', async () => {
    const old = await stats('/v1/vouchers/statistics.json', `${month(-15)}-01`, to);
    expect(old.by_voucher_type.some((t) => t.id === 'vt-retired' && t.name === 'Alter Brunch-Gutschein')).toBe(true);
    const range = [dayFromT0(0), dayFromT0(1)] as const;
    const before = await stats('/v1/vouchers/statistics.json', ...range);
    const order = await call(sb, 'POST', '/v1/giftvoucher/voucher_orders.json', {
      body: { order_lines: [{ product_id: 'vt-spa', unit_price_in_cents: 18900, quantity: 2 }], delivery: 'pdf', language: 'de' },
    });
    const { order_id } = createOrderResultSchema.parse(order.body);
    const after = await stats('/v1/vouchers/statistics.json', ...range);
    expect(after.count_vouchers - before.count_vouchers).toBe(2);
    expect(after.amount_total_in_cents - before.amount_total_in_cents).toBe(37800);
    const local = (s: typeof after) => s.by_point_of_sale.find((p) => p.point_of_sale === 'local');
    expect((local(after)?.count_orders ?? 0) - (local(before)?.count_orders ?? 0)).toBe(1);
    // Deleted vouchers are not counted: deleting the order takes it out again.
    expect((await call(sb, 'DELETE', `/v1/giftvoucher/voucher_orders/${order_id}.json`)).status).toBe(200);
    expect(await stats('/v1/vouchers/statistics.json', ...range)).toEqual(before);
  });

  it('refuses keys not approved for integrations, bad ranges, and bad keys (JSON errors)', async () => {
    const forbidden = await call(sb, 'GET', '/v1/vouchers/statistics.json', { query: { from, to }, key: 'ordinary' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error_code: 'forbidden' });
    const reversed = await call(sb, 'GET', '/v1/statistics/voucher_sales.json', { query: { from: to, to: from } });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ error_code: 'validation_error' });
    const missing = await call(sb, 'GET', '/v1/vouchers/statistics.json', { query: { from } });
    expect(missing.body).toMatchObject({ error_code: 'validation_error' });
    const bad = await call(sb, 'GET', '/v1/vouchers/statistics.json', { query: { from, to }, key: 'invalid' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ error_code: 'unauthorized' });
  });

  it('has 24 calendar months of history: sales in every month, an outstanding balance at the end of each', async () => {
    const months = Array.from({ length: 24 }, (_, i) => month(i - 23));
    const counts = await Promise.all(
      months.map(
        async (m, i) =>
          (await stats('/v1/vouchers/statistics.json', `${m}-01`, i === 23 ? dayFromT0(1) : `${months[i + 1]}-01`)).count_vouchers,
      ),
    );
    expect(counts.every((n) => n > 0)).toBe(true);
    const totals = await Promise.all(months.map((m) => archive(m, 'included')));
    expect(totals.every((t) => t > 0)).toBe(true);
  });

  it("keeps merchants apart: another merchant's statistics do not include m-demo sales", async () => {
    const other = await stats('/v1/vouchers/statistics.json', `${month(-15)}-01`, dayFromT0(1), 'other-merchant');
    expect(other.by_voucher_type.every((t) => t.id === 'vt-autre')).toBe(true);
  });
});
