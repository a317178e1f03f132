// Loading vouchers (charge) and undoing loads (cancel charge): free credit, tokens, the legacy
// procedure, refusals, and concurrent loads against the maximum balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelChargeResultSchema, chargeResultSchema, chargeStatusSchema } from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { call, startTestSandbox } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const charge = (code: string, body: unknown, key = 'integration') => call(sb, 'POST', `/v1/vouchers/${code}/charge.json`, { body, key });
const cancel = (code: string, body: unknown, key = 'integration') =>
  call(sb, 'POST', `/v1/vouchers/${code}/cancel_charge.json`, { body, key });
const balanceOf = async (code: string, key = 'integration') =>
  chargeStatusSchema.parse((await call(sb, 'GET', `/v1/vouchers/${code}/charge_status.json`, { key })).body).balance_in_cents;

describe('charge (new procedure)', () => {
  it('loads the amount plus the merchant free credit and returns a token', async () => {
    const r = await charge('DEMO-TRAI-N001', { amount_in_cents: 10000, payment_id: 'card' });
    expect(r.status).toBe(200);
    const res = chargeResultSchema.parse(r.body);
    expect(res).toMatchObject({ code: 'DEMOTRAIN001', balance_in_cents: 5000 + 10000 + 1000, free_credit_amount_in_cents: 1000 });
    expect(res.charge_token).toEqual(expect.any(String));
  });

  it('honours free_credit_in_percentage over the configured free credit', async () => {
    const res = chargeResultSchema.parse((await charge('DEMOTRAIN002', { amount_in_cents: 2000, free_credit_in_percentage: 0 })).body);
    expect(res).toMatchObject({ balance_in_cents: 7000, free_credit_amount_in_cents: 0 });
  });

  it('cancels a charge by token, once, restoring the balance (free credit included)', async () => {
    const res = chargeResultSchema.parse((await charge('DEMOTRAIN003', { amount_in_cents: 3000 })).body);
    expect(res.balance_in_cents).toBe(5000 + 3000 + 300);
    const c1 = await cancel('DEMOTRAIN003', { charge_token: res.charge_token, cancel_reason: 'Falscher Betrag' });
    expect(c1.status).toBe(200);
    expect(cancelChargeResultSchema.parse(c1.body).balance_in_cents).toBe(5000);
    const c2 = await cancel('DEMOTRAIN003', { charge_token: res.charge_token });
    expect(c2.status).toBe(400);
    expect(c2.text).toContain('bereits storniert');
    expect(await balanceOf('DEMOTRAIN003')).toBe(5000);
  });

  it('refuses to cancel a load that was already spent', async () => {
    const res = chargeResultSchema.parse((await charge('DEMOTRAIN004', { amount_in_cents: 2000 })).body);
    const spend = await call(sb, 'POST', '/v1/vouchers/DEMOTRAIN004/redeem.json', { body: { amount_in_cents: 6000 } });
    expect(spend.status).toBe(200);
    const r = await cancel('DEMOTRAIN004', { charge_token: res.charge_token });
    expect(r.status).toBe(400);
    expect(r.text).toContain('verwendet');
  });

  it('refuses a token of another voucher', async () => {
    const res = chargeResultSchema.parse((await charge('DEMOTRAIN005', { amount_in_cents: 1000 })).body);
    const r = await cancel('DEMOTRAIN006', { charge_token: res.charge_token });
    expect(r.status).toBe(400);
  });

  it('refuses the legacy cancel form for a load with free credit', async () => {
    await charge('DEMOTRAIN007', { amount_in_cents: 1500 });
    const r = await cancel('DEMOTRAIN007', { amount_in_cents: 1500 });
    expect(r.status).toBe(400);
    expect(r.text).toContain('charge_token');
  });

  it.each([
    [{ amount_in_cents: 0 }],
    [{ amount_in_cents: -5 }],
    [{ amount_in_cents: 12.5 }],
    [{}],
    [{ amount_in_cents: 100, reference: 'not alnum!' }],
  ])('validates the body %j with 400 plain text', async (body) => {
    const r = await charge('DEMOTRAIN008', body);
    expect(r.status).toBe(400);
    expect(r.contentType).toContain('text/plain');
  });

  it('refuses malformed JSON with 400', async () => {
    const r = await call(sb, 'POST', '/v1/vouchers/DEMOTRAIN008/charge.json', { rawBody: '{"amount_in_cents":' });
    expect(r.status).toBe(400);
  });

  it('refuses an unknown payment method, a package voucher, an unpaid and an expired voucher', async () => {
    expect((await charge('DEMOTRAIN008', { amount_in_cents: 100, payment_id: 'bitcoin' })).text).toContain('Zahlungsart');
    for (const code of ['DEMOPACKAGE1', 'DEMOUNPAID01', 'DEMOEXPIRED1', 'ZZZZZZZZZZZZ']) {
      expect((await charge(code, { amount_in_cents: 100 })).status).toBe(400);
    }
  });

  it('refuses a load beyond the maximum balance', async () => {
    const r = await charge('DEMOMAXBAL01', { amount_in_cents: 100 });
    expect(r.status).toBe(400);
    expect(r.text).toContain('maximale');
  });
});

describe('charge (legacy procedure)', () => {
  it('returns no token and no free credit, and cancels with amount (numeric string accepted) and payment_id', async () => {
    const r = await charge('LEGACYBOOK01', { amount_in_cents: 15000, payment_id: 'cash' }, 'legacy-merchant');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 'LEGACYBOOK01', balance_in_cents: 20000 });
    // payment_id given at charging must match
    expect((await cancel('LEGACYBOOK01', { amount_in_cents: 15000, payment_id: 'card' }, 'legacy-merchant')).status).toBe(400);
    expect((await cancel('LEGACYBOOK01', { amount_in_cents: 15000 }, 'legacy-merchant')).status).toBe(400);
    const ok = await cancel('LEGACYBOOK01', { amount_in_cents: '15000', payment_id: 'cash' }, 'legacy-merchant');
    expect(ok.status).toBe(200);
    expect(cancelChargeResultSchema.parse(ok.body).balance_in_cents).toBe(5000);
  });

  it('refuses free_credit_in_percentage for a legacy merchant', async () => {
    const r = await charge('LEGACYBOOK01', { amount_in_cents: 1000, free_credit_in_percentage: 5 }, 'legacy-merchant');
    expect(r.status).toBe(400);
    expect(r.text).toContain('Freiguthaben');
  });
});

describe('concurrency', () => {
  it('lets exactly as many parallel loads pass as fit under the maximum balance', async () => {
    // DEMOTRAIN009 holds 5000; max 300000; each load is 30000 + 10 % = 33000 -> 8 fit (269000), the 9th would not.
    const replies = await Promise.all(Array.from({ length: 20 }, () => charge('DEMOTRAIN009', { amount_in_cents: 30000 })));
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(8);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(12);
    const balances = ok.map((r) => chargeResultSchema.parse(r.body).balance_in_cents).sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: 8 }, (_, i) => 5000 + 33000 * (i + 1)));
    expect(await balanceOf('DEMOTRAIN009')).toBe(5000 + 8 * 33000);
  });
});
