// Many requests at once on one voucher, over HTTP: 200 parallel redemptions and loads never lose an
// update and never take the balance below zero; the end balance is exactly what the answers add up to.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  chargeResultSchema,
  chargeStatusSchema,
  createOrderResultSchema,
  redeemResultSchema,
  type ChargeResult,
  type RedeemResult,
} from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { call, type Reply, startTestSandbox } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

/** A fresh value voucher of `amount` cents, sold through the ordering endpoint. */
async function newVoucher(amount: number): Promise<string> {
  const r = await call(sb, 'POST', '/v1/giftvoucher/voucher_orders.json', {
    body: { order_lines: [{ product_id: 'vt-value', unit_price_in_cents: amount, quantity: 1 }], delivery: 'codes', language: 'de' },
  });
  return createOrderResultSchema.parse(r.body).vouchers[0]?.code ?? '';
}

const balanceOf = async (code: string) =>
  chargeStatusSchema.parse((await call(sb, 'GET', `/v1/vouchers/${code}/charge_status.json`)).body).balance_in_cents;

/** 200 requests in flight at once: `redeems` redemptions and `charges` loads, interleaved. */
function burst(code: string, redeems: number, redeemAmount: number, charges: number, charge: Record<string, unknown>) {
  const ops: Promise<{ kind: 'redeem' | 'charge'; reply: Reply }>[] = [];
  for (let i = 0; i < Math.max(redeems, charges); i++) {
    if (i < redeems) {
      ops.push(
        call(sb, 'POST', `/v1/vouchers/${code}/redeem.json`, { body: { amount_in_cents: redeemAmount } }).then((reply) => ({
          kind: 'redeem',
          reply,
        })),
      );
    }
    if (i < charges) {
      ops.push(call(sb, 'POST', `/v1/vouchers/${code}/charge.json`, { body: charge }).then((reply) => ({ kind: 'charge', reply })));
    }
  }
  expect(ops).toHaveLength(200);
  return Promise.all(ops);
}

it('200 parallel redemptions and loads that all fit end at the exact expected balance', async () => {
  const code = await newVoucher(100000);
  // 100 x redeem 10.00 and 100 x load 15.01 with the merchant's 10 % free credit (16.51 each).
  // Any order fits: all redemptions first end at 0.00, all loads first at 2651.00 (max 3000.00).
  // 1000 and 1651 share no factor, so no two states along any order have the same balance.
  const replies = await burst(code, 100, 1000, 100, { amount_in_cents: 1501 });
  expect(replies.map((r) => r.reply.status)).toEqual(replies.map(() => 200));
  const results = replies.map((r) =>
    r.kind === 'redeem' ? redeemResultSchema.parse(r.reply.body) : chargeResultSchema.parse(r.reply.body),
  );
  expect(results.filter((r) => 'charge_token' in r).every((r) => (r as ChargeResult).free_credit_amount_in_cents === 150)).toBe(true);
  // Every answer saw a different, serialised state: no two requests read the same balance.
  expect(new Set(results.map((r) => r.balance_in_cents)).size).toBe(200);
  expect(Math.min(...results.map((r) => r.balance_in_cents))).toBeGreaterThanOrEqual(0);
  expect(await balanceOf(code)).toBe(100000 - 100 * 1000 + 100 * 1651);
});

it('200 parallel redemptions asking for more than there is never go below zero; the balance adds up exactly', async () => {
  const code = await newVoucher(5000);
  // 150 x redeem 1.00 (150.00 asked) against 50.00 plus 50 x load 1.00 without free credit (+50.00).
  const replies = await burst(code, 150, 100, 50, { amount_in_cents: 100, free_credit_in_percentage: 0 });
  const ok = replies.filter((r) => r.reply.status === 200);
  const refused = replies.filter((r) => r.reply.status !== 200);
  // Loads always fit; redemptions fail only for lack of balance, with the plain-text 400 refusal.
  expect(ok.filter((r) => r.kind === 'charge')).toHaveLength(50);
  expect(refused.every((r) => r.kind === 'redeem' && r.reply.status === 400 && r.reply.contentType.includes('text/plain'))).toBe(true);
  const redeemed = ok.filter((r) => r.kind === 'redeem').map((r) => redeemResultSchema.parse(r.reply.body) as RedeemResult);
  expect(redeemed.length).toBeGreaterThanOrEqual(50);
  expect(redeemed.length).toBeLessThanOrEqual(100);
  const balances = ok.map((r) => (r.reply.body as { balance_in_cents: number }).balance_in_cents);
  expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
  const expected = 5000 + 50 * 100 - redeemed.length * 100;
  expect(await balanceOf(code)).toBe(expected);
  // Whatever is left can be spent exactly once more, and not a cent beyond.
  if (expected > 0)
    expect((await call(sb, 'POST', `/v1/vouchers/${code}/redeem.json`, { body: { amount_in_cents: expected } })).status).toBe(200);
  expect((await call(sb, 'POST', `/v1/vouchers/${code}/redeem.json`, { body: { amount_in_cents: 1 } })).status).toBe(400);
  expect(await balanceOf(code)).toBe(0);
});
