// Paying with vouchers: redeem, partial cancellations, the redemptions list, and concurrent spending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelRedemptionResultSchema,
  redeemResultSchema,
  redemptionsResultSchema,
  voucherBalanceSchema,
} from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { call, dayFromT0, startTestSandbox } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const redeem = (code: string, body: unknown, key = 'integration') => call(sb, 'POST', `/v1/vouchers/${code}/redeem.json`, { body, key });
const cancel = (code: string, body: unknown) => call(sb, 'POST', `/v1/vouchers/${code}/cancel_redemption.json`, { body });
const balance = async (code: string) => {
  const b = voucherBalanceSchema.parse((await call(sb, 'GET', `/v1/vouchers/${code}/balance.json`)).body);
  return b.balance_in_cents;
};

describe('redeem', () => {
  it('spends value and returns the new balance and a token', async () => {
    const r = await redeem('DEMO-TRAI-N001', { amount_in_cents: 1250, reference_number: 'R12345' });
    expect(r.status).toBe(200);
    const res = redeemResultSchema.parse(r.body);
    expect(res).toMatchObject({ code: 'DEMOTRAIN001', balance_in_cents: 3750 });
    expect(res.redeem_token?.length ?? 0).toBeGreaterThan(8);
  });

  it('refuses more than the balance, an unpaid, a pro-forma and a used-up voucher', async () => {
    const over = await redeem('DEMOTRAIN002', { amount_in_cents: 5001 });
    expect(over.status).toBe(400);
    expect(over.text).toContain('CHF 50.00');
    for (const code of ['DEMOUNPAID01', 'DEMOPROFORMA', 'DEMOEMPTY000', 'DEMOCANCEL01']) {
      expect((await redeem(code, { amount_in_cents: 100 })).status).toBe(400);
    }
    expect(await balance('DEMOTRAIN002')).toBe(5000);
  });

  it('validates the body', async () => {
    expect((await redeem('DEMOTRAIN002', { amount_in_cents: 0 })).status).toBe(400);
    expect((await redeem('DEMOTRAIN002', { amount_in_cents: 10, reference_number: 'x'.repeat(1025) })).status).toBe(400);
  });

  it('cancels a redemption in parts until it is fully undone, never more', async () => {
    const res = redeemResultSchema.parse((await redeem('DEMOTRAIN003', { amount_in_cents: 4000 })).body);
    const c1 = await cancel('DEMOTRAIN003', { redeem_token: res.redeem_token, amount_in_cents: 1500 });
    expect(cancelRedemptionResultSchema.parse(c1.body).balance_in_cents).toBe(2500);
    const tooMuch = await cancel('DEMOTRAIN003', { redeem_token: res.redeem_token, amount_in_cents: 2501 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.text).toContain('CHF 25.00');
    const c2 = await cancel('DEMOTRAIN003', { redeem_token: res.redeem_token, amount_in_cents: 2500 });
    expect(cancelRedemptionResultSchema.parse(c2.body).balance_in_cents).toBe(5000);
    expect((await cancel('DEMOTRAIN003', { redeem_token: res.redeem_token, amount_in_cents: 1 })).status).toBe(400);
    expect((await cancel('DEMOTRAIN003', { redeem_token: 'nope', amount_in_cents: 1 })).status).toBe(400);
  });
});

describe('redemptions list', () => {
  it('lists redemptions in a range with code in dashes, user and product, net of cancellations', async () => {
    await redeem('DEMOTRAIN004', { amount_in_cents: 700 }, 'integration-2');
    const r = await call(sb, 'GET', '/v1/vouchers/redemptions.json', { query: { from: dayFromT0(0), to: dayFromT0(1) } });
    expect(r.status).toBe(200);
    const list = redemptionsResultSchema.parse(r.body);
    const mine = list.find((x) => x.code === 'DEMO-TRAI-N004');
    expect(mine).toMatchObject({ redeemed_amount_in_cents: 700, is_complimentary: false, user: { id: 'u-integration-2' } });
    expect(mine?.product).toMatchObject({ id: 'vt-value', name: 'Wertgutschein' });
    // the fully cancelled redemption of DEMOTRAIN003 is gone
    expect(list.some((x) => x.code === 'DEMO-TRAI-N003')).toBe(false);
    const byUser = redemptionsResultSchema.parse(
      (
        await call(sb, 'GET', '/v1/vouchers/redemptions.json', {
          query: { from: dayFromT0(0), to: dayFromT0(1), user_id: 'u-integration-2' },
        })
      ).body,
    );
    expect(byUser.map((x) => x.code)).toEqual(['DEMO-TRAI-N004']);
  });

  it('includes seeded history and refuses a reversed range', async () => {
    const past = redemptionsResultSchema.parse(
      (await call(sb, 'GET', '/v1/vouchers/redemptions.json', { query: { from: dayFromT0(-21), to: dayFromT0(-19) } })).body,
    );
    expect(past.find((x) => x.code === 'DEMO-PART-IAL1')?.redeemed_amount_in_cents).toBe(12450);
    const bad = await call(sb, 'GET', '/v1/vouchers/redemptions.json', { query: { from: dayFromT0(1), to: dayFromT0(0) } });
    expect(bad.status).toBe(400);
    expect((await call(sb, 'GET', '/v1/vouchers/redemptions.json')).status).toBe(400);
  });
});

describe('concurrency', () => {
  it('never spends more than the balance under parallel redemptions', async () => {
    // DEMOTRAIN010 holds 5000: 12 parallel redemptions of 1500 -> exactly 3 pass, 500 left.
    const replies = await Promise.all(Array.from({ length: 12 }, () => redeem('DEMOTRAIN010', { amount_in_cents: 1500 })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(9);
    expect(await balance('DEMOTRAIN010')).toBe(500);
  });
});
