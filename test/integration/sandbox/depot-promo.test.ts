// Stock ("depot") vouchers and promo codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depotActivateStatusSchema,
  depotDeactivateResultSchema,
  depotDeactivateStatusSchema,
  parseDepotActivateResult,
  promoStatusSchema,
  voucherBalanceSchema,
} from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { call, startTestSandbox } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const get = (path: string) => call(sb, 'GET', path);
const post = (path: string, body?: unknown) => call(sb, 'POST', path, { body });

describe('depot vouchers', () => {
  it('activates a fixed-amount voucher without a payload, once', async () => {
    const s = depotActivateStatusSchema.parse((await get('/v1/depot_vouchers/DEMO-DEPO-TFIX/activate_status.json')).body);
    expect(s).toMatchObject({ can_be_activated: true, free_amount: false, amount_in_cents: 5000, currency: 'CHF', product_id: 'vt-depot' });
    const r = await post('/v1/depot_vouchers/DEMO-DEPO-TFIX/activate.json');
    expect(r.status).toBe(200);
    expect(parseDepotActivateResult(r.body)).toEqual({
      code: 'DEMODEPOTFIX',
      amount_in_cents: 5000,
      free_credit_amount_in_cents: 0,
      balance_in_cents: 5000,
    });
    const again = await post('/v1/depot_vouchers/DEMODEPOTFIX/activate.json');
    expect(again.status).toBe(400);
    expect(again.text).toContain('bereits aktiviert');
    const b = voucherBalanceSchema.parse((await get('/v1/vouchers/DEMODEPOTFIX/balance.json')).body);
    expect(b).toMatchObject({ is_redeemable: true, balance_in_cents: 5000 });
  });

  it('needs an amount within range for a free-amount voucher', async () => {
    const s = depotActivateStatusSchema.parse((await get('/v1/depot_vouchers/DEMODEPOTFRE/activate_status.json')).body);
    expect(s.free_amount).toBe(true);
    expect((await post('/v1/depot_vouchers/DEMODEPOTFRE/activate.json')).status).toBe(400);
    expect((await post('/v1/depot_vouchers/DEMODEPOTFRE/activate.json', { amount_in_cents: 100 })).status).toBe(400);
    const r = await post('/v1/depot_vouchers/DEMODEPOTFRE/activate.json', { amount_in_cents: 2500 });
    expect(parseDepotActivateResult(r.body).amount_in_cents).toBe(2500);
  });

  it('adds the free credit of a bonus card', async () => {
    const r = await post('/v1/depot_vouchers/DEMODEPOTBON/activate.json', {});
    expect(r.body).toEqual({ code: 'DEMODEPOTBON', amount_in_cents: 10000, free_credit_amount_in_cents: 1000 });
  });

  it('refuses a fixed-amount voucher with a different amount and a non-depot voucher', async () => {
    const s = depotActivateStatusSchema.parse((await get('/v1/depot_vouchers/DEMOVALUE100/activate_status.json')).body);
    expect(s.can_be_activated).toBe(false);
    expect(s.message).toContain('Depot');
    expect((await post('/v1/depot_vouchers/DEMOVALUE100/activate.json')).status).toBe(400);
  });

  it('deactivates an unused sold voucher and refuses a used one', async () => {
    const st = depotDeactivateStatusSchema.parse((await get('/v1/depot_vouchers/DEMODEPOTACT/deactivate_status.json')).body);
    expect(st).toMatchObject({ can_be_deactivated: true, amount_in_cents: 3000 });
    const r = await post('/v1/depot_vouchers/DEMODEPOTACT/deactivate.json', { deactivate_reason: 'Fehlverkauf' });
    expect(depotDeactivateResultSchema.parse(r.body)).toMatchObject({ code: 'DEMODEPOTACT', amount_in_cents: 3000 });
    const after = depotActivateStatusSchema.parse((await get('/v1/depot_vouchers/DEMODEPOTACT/activate_status.json')).body);
    expect(after.can_be_activated).toBe(true);
    const used = depotDeactivateStatusSchema.parse((await get('/v1/depot_vouchers/DEMODEPOTUSE/deactivate_status.json')).body);
    expect(used.can_be_deactivated).toBe(false);
    expect(used.message).toContain('verwendet');
    expect((await post('/v1/depot_vouchers/DEMODEPOTUSE/deactivate.json', {})).status).toBe(400);
    expect((await post('/v1/depot_vouchers/DEMODEPOTUSE/deactivate.json', { deactivate_reason: 'x'.repeat(1025) })).status).toBe(400);
  });
});

describe('promo codes', () => {
  it('reports status of valid, unknown and expired codes (case-insensitive)', async () => {
    const s = promoStatusSchema.parse((await get('/v1/promo_codes/sommer20/status.json')).body);
    expect(s).toMatchObject({ is_valid: true, discount_type: 'percentage', value: 20 });
    const u = promoStatusSchema.parse((await get('/v1/promo_codes/NOPE/status.json')).body);
    expect(u.is_valid).toBe(false);
    const e = promoStatusSchema.parse((await get('/v1/promo_codes/ABGELAUFEN/status.json')).body);
    expect(e).toMatchObject({ is_valid: false });
    expect(e.message).toContain('abgelaufen');
    const used = promoStatusSchema.parse((await get('/v1/promo_codes/GENUTZT25/status.json')).body);
    expect(used).toMatchObject({ is_valid: false, discount_type: 'amount', value: 2500 });
    expect(used.message).toContain('vollständig');
    expect((await post('/v1/promo_codes/GENUTZT25/redeem.json', {})).status).toBe(400);
  });

  it('redeems with {} until used up, and cancel makes it valid again', async () => {
    const r = await post('/v1/promo_codes/WILLKOMMEN10/redeem.json', { reference_number: 'Kasse1' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
    const second = await post('/v1/promo_codes/WILLKOMMEN10/redeem.json', {});
    expect(second.status).toBe(400);
    expect(second.text).toContain('vollständig');
    expect((await post('/v1/promo_codes/WILLKOMMEN10/cancel_redemption.json', {})).body).toEqual({});
    expect(promoStatusSchema.parse((await get('/v1/promo_codes/WILLKOMMEN10/status.json')).body).is_valid).toBe(true);
    expect((await post('/v1/promo_codes/WILLKOMMEN10/cancel_redemption.json', {})).status).toBe(400);
  });

  it('refuses unknown and expired codes and a bad reference', async () => {
    expect((await post('/v1/promo_codes/NOPE/redeem.json', {})).status).toBe(400);
    expect((await post('/v1/promo_codes/ABGELAUFEN/redeem.json', {})).status).toBe(400);
    expect((await post('/v1/promo_codes/SOMMER20/redeem.json', { reference_number: 'a b' })).status).toBe(400);
  });

  it('lets exactly the allowed number of parallel redemptions pass', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/v1/promo_codes/FAMILIE5/redeem.json', {})));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
  });
});
