// The service client against the real built-in service over HTTP: voucher handling, depot, promo,
// in both flavours (the interface document's shapes and the production service's published ones).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient, type ServiceClient } from '../../electron/core/service';
import { SANDBOX_FLAVOURS, type RunningSandbox } from '../../electron/sandbox';
import { failure } from '../helpers/service-error';
import { startTestSandbox } from './sandbox/harness';

describe.each(SANDBOX_FLAVOURS)('built-in service flavour %s', (flavour) => {
  let sb: RunningSandbox;
  let client: ServiceClient;
  let legacy: ServiceClient;
  const logger = memoryLogger('debug');

  function clientFor(role: string): ServiceClient {
    return createServiceClient({ baseUrl: sb.baseUrl, apiKey: sb.keys[role] ?? role, logger, retry: { sleep: async () => {} } });
  }

  beforeAll(async () => {
    sb = await startTestSandbox({ flavour });
    client = clientFor('integration');
    legacy = clientFor('legacy-merchant');
  });
  afterAll(async () => {
    await sb.close();
    // No line of the whole run may carry a key.
    for (const line of logger.lines) for (const key of Object.values(sb.keys)) expect(line).not.toContain(key);
  });

  describe('service client: vouchers', () => {
    it('hello answers OK', async () => {
      await expect(client.vouchers.hello()).resolves.toBe('OK');
      await expect(client.hello()).resolves.toBeUndefined();
    });

    it('info, charge status and balance accept codes with dashes and any case', async () => {
      const info = await client.vouchers.info('demo-valu-e100');
      expect(info).toMatchObject({ code: 'DEMOVALUE100', balance_in_cents: 10000, is_redeemed: false });
      const status = await client.vouchers.chargeStatus('DEMO-VALU-E100');
      expect(status.code).toBe('DEMOVALUE100');
      expect(typeof status.can_be_charged).toBe('boolean');
      const bal = await client.vouchers.balance('demovalue100');
      expect(bal).toMatchObject({ code: 'DEMOVALUE100', is_redeemable: true, balance_in_cents: 10000 });
      // Older Balance (production examples) has neither currency nor product_id.
      expect(bal.is_redeemable && bal.currency).toBe(flavour === 'production' ? undefined : 'CHF');
    });

    it('an unknown code: balance says not redeemable, info fails with the plain-text message', async () => {
      const bal = await client.vouchers.balance('ZZZZZZZZZZZZ');
      expect(bal.is_redeemable).toBe(false);
      expect(bal.message).not.toBe('');
      const err = await failure(client.vouchers.info('ZZZZ-ZZZZ-ZZZZ'));
      expect(err.kind).toBe('refused');
      expect(err.outcome).toBe('not_applied');
      expect(err.serviceMessage).toBeTruthy();
      if (flavour === 'production') expect(err.serviceMessage).toBe('Der Gutschein ist nicht vorhanden.');
    });

    it('an invalid key is refused as unauthorized', async () => {
      const err = await failure(clientFor('invalid').vouchers.info('DEMOVALUE100'));
      expect(err).toMatchObject({ kind: 'refused', status: 401, code: 'unauthorized' });
      if (flavour === 'production') expect(err.serviceMessage).toBe('Kein gültiger API-Schlüssel.');
    });

    it('redeem, then cancel the redemption restores the balance', async () => {
      const r = await client.vouchers.redeem('DEMOTRAIN001', { amount_in_cents: 1500, reference_number: 'POS1' });
      expect(r).toMatchObject({ code: 'DEMOTRAIN001', balance_in_cents: 3500 });
      expect(r.redeem_token).not.toBe('');
      const c = await client.vouchers.cancelRedemption('DEMO-TRAI-N001', { redeem_token: r.redeem_token ?? '', amount_in_cents: 1500 });
      expect(c).toMatchObject({ code: 'DEMOTRAIN001', balance_in_cents: 5000 });
    });

    it('redeeming more than the balance is refused and changes nothing', async () => {
      const err = await failure(client.vouchers.redeem('DEMOTRAIN002', { amount_in_cents: 999_999 }));
      expect(err).toMatchObject({ kind: 'refused', outcome: 'not_applied' });
      expect((await client.vouchers.info('DEMOTRAIN002')).balance_in_cents).toBe(5000);
    });

    it('redemptions list finds a redemption with its code normalised', async () => {
      const list = await client.vouchers.redemptions({ from: '2020-01-01', to: '2030-01-01' });
      expect(list.length).toBeGreaterThan(0);
      expect(list.some((r) => r.code === 'DEMOPARTIAL1')).toBe(true);
    });

    it('charge with token, then cancel by token', async () => {
      const ch = await client.vouchers.charge('DEMOTRAIN003', { amount_in_cents: 2000 });
      expect(ch.balance_in_cents).toBeGreaterThanOrEqual(7000);
      expect(ch.charge_token).toBeTruthy();
      const cc = await client.vouchers.cancelCharge('DEMOTRAIN003', { charge_token: ch.charge_token ?? '', cancel_reason: 'Fehler' });
      expect(cc.balance_in_cents).toBe(5000);
    });

    it('legacy merchant: charge without token, cancel with the legacy body', async () => {
      const ch = await legacy.vouchers.charge('LEGACYBOOK01', { amount_in_cents: 1000 });
      expect(ch.charge_token).toBeUndefined();
      expect(ch.balance_in_cents).toBe(6000);
      const cc = await legacy.vouchers.cancelChargeLegacy('LEGACYBOOK01', { amount_in_cents: 1000 });
      expect(cc.balance_in_cents).toBe(5000);
    });

    it('archive of a month, with the complimentary filter', async () => {
      const a = await client.vouchers.archive('2026-10');
      expect(a.month).toBe('2026-10');
      expect(Number.isInteger(a.total_balance_in_cents)).toBe(true);
      const only = await client.vouchers.archive('2026-10', { complimentary: 'only' });
      expect(only.total_balance_in_cents).toBeLessThanOrEqual(a.total_balance_in_cents);
    });

    it('statistics: both paths give the same result', async () => {
      const q = { from: '2026-01-01T00:00:00', to: '2026-11-01T00:00:00' };
      const a = await client.vouchers.statistics(q);
      const b = await client.vouchers.salesStatistics(q);
      expect(a).toEqual(b);
      expect(a.count_vouchers).toBeGreaterThan(0);
      const err = await failure(client.vouchers.statistics({ from: '2026-02-01', to: '2026-01-01' }));
      expect(err.kind).toBe('invalid_request');
    });
  });

  describe('service client: depot', () => {
    it('fixed amount: status then activate without payload', async () => {
      const st = await client.depot.activateStatus('DEMODEPOTFIX');
      expect(st).toMatchObject({ code: 'DEMODEPOTFIX', can_be_activated: true, free_amount: false, amount_in_cents: 5000 });
      const act = await client.depot.activate('DEMODEPOTFIX');
      expect(act).toMatchObject({ code: 'DEMODEPOTFIX', amount_in_cents: 5000, balance_in_cents: 5000 });
      const again = await client.depot.activateStatus('DEMODEPOTFIX');
      expect(again.can_be_activated).toBe(false);
      expect(again.message).not.toBe('');
    });

    it('free amount: activate with an amount, then deactivate', async () => {
      const st = await client.depot.activateStatus('DEMODEPOTFRE');
      expect(st.free_amount).toBe(true);
      const act = await client.depot.activate('DEMODEPOTFRE', { amount_in_cents: 4000 });
      expect(act.amount_in_cents).toBe(4000);
      const ds = await client.depot.deactivateStatus('DEMODEPOTFRE');
      expect(ds.can_be_deactivated).toBe(true);
      const de = await client.depot.deactivate('DEMODEPOTFRE', { deactivate_reason: 'Fehlbuchung' });
      expect(de).toMatchObject({ code: 'DEMODEPOTFRE', amount_in_cents: 4000 });
    });

    it('bonus card: activation result carries the free credit', async () => {
      const act = await client.depot.activate('DEMODEPOTBON');
      expect(act.balance_in_cents).toBe(act.amount_in_cents + act.free_credit_amount_in_cents);
    });
  });

  describe('service client: promo', () => {
    it('status, redeem and cancel a promo code', async () => {
      const st = await client.promo.status('SOMMER20');
      expect(st).toMatchObject({ is_valid: true, discount_type: 'percentage', value: 20 });
      await expect(client.promo.redeem('SOMMER20', { reference_number: 'POS42' })).resolves.toEqual({});
      await expect(client.promo.cancelRedemption('SOMMER20')).resolves.toEqual({});
    });

    it('an expired promo code is reported invalid with a message', async () => {
      const st = await client.promo.status('ABGELAUFEN');
      expect(st.is_valid).toBe(false);
      expect(st.message).not.toBe('');
    });
  });
});
