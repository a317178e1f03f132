// Tolerant where the service varies: every documented response variant of the
// production examples parses in the client, and against both flavours of the built-in service a
// depot deactivation answered as `{code, balance_in_cents}` ends `succeeded`, not `uncertain`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient } from '../../electron/core/service';
import { SANDBOX_FLAVOURS } from '../../electron/sandbox';
import { startTestSandbox } from './sandbox/harness';
import { fileCore } from '../helpers/file-core';
import { payByVoucher } from '../helpers/sales';
import { activateStep } from '../helpers/order-steps';

/** Path -> body the fake service answers (200, JSON); records every request body. */
async function fixedService(answers: Record<string, unknown>) {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (d: Buffer) => (text += d.toString()));
    req.on('end', () => {
      bodies.push(text);
      const path = (req.url ?? '').split('?')[0] ?? '';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answers[path] ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bodies, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('documented response variants (service facts, production examples)', () => {
  it('older Balance, both Deactivate shapes, all Activate shapes, 7-digit fractions and dashed references parse', async () => {
    const code = 'DEMOVALUE100';
    const svc = await fixedService({
      [`/v1/vouchers/${code}/balance.json`]: {
        code,
        is_redeemable: true,
        balance_in_cents: 5000,
        total_amount_in_cents: 5000,
        message: '',
      },
      '/v1/depot_vouchers/AAAABBBBCCCC/deactivate.json': { code: 'AAAABBBBCCCC', balance_in_cents: 3000 },
      '/v1/depot_vouchers/DDDDEEEEFFFF/deactivate.json': { code: 'DDDDEEEEFFFF', amount_in_cents: 3000 },
      '/v1/depot_vouchers/AAAABBBBCCCC/activate.json': { code: 'AAAABBBBCCCC', balance_in_cents: 3300 },
      '/v1/depot_vouchers/DDDDEEEEFFFF/activate.json': { code: 'DDDDEEEEFFFF', amount_in_cents: 3000 },
      '/v1/depot_vouchers/GGGGHHHHJJJJ/activate.json': { code: 'GGGGHHHHJJJJ', amount_in_cents: 3000, free_credit_amount_in_cents: 300 },
      [`/v1/vouchers/${code}/info.json`]: {
        code,
        name: 'Wert',
        description: null,
        balance_in_cents: 5000,
        is_redeemed: false,
        valid_until: '2027-03-19T00:00:00.0000000',
      },
      [`/v1/vouchers/${code}/redeem.json`]: { code, balance_in_cents: 4000, redeem_token: 't1' },
    });
    try {
      const client = createServiceClient({ baseUrl: svc.url, apiKey: 'k-1234', logger: memoryLogger('error') });
      const bal = await client.vouchers.balance(code);
      expect(bal).toMatchObject({ is_redeemable: true, balance_in_cents: 5000 });
      expect(bal.is_redeemable && bal.currency).toBeUndefined();
      expect(await client.depot.deactivate('AAAA-BBBB-CCCC')).toEqual({ code: 'AAAABBBBCCCC', amount_in_cents: 3000 });
      expect(await client.depot.deactivate('DDDDEEEEFFFF')).toEqual({ code: 'DDDDEEEEFFFF', amount_in_cents: 3000 });
      expect(await client.depot.activate('AAAABBBBCCCC')).toMatchObject({ amount_in_cents: 3300, balance_in_cents: 3300 });
      expect(await client.depot.activate('DDDDEEEEFFFF')).toMatchObject({ amount_in_cents: 3000, balance_in_cents: 3000 });
      expect(await client.depot.activate('GGGGHHHHJJJJ')).toMatchObject({
        amount_in_cents: 3000,
        free_credit_amount_in_cents: 300,
        balance_in_cents: 3300,
      });
      expect((await client.vouchers.info(code)).valid_until).toBe('2027-03-19T00:00:00.0000000');
      await client.vouchers.redeem(code, { amount_in_cents: 1000, reference_number: 'ABC-123456' });
      expect(svc.bodies.some((b) => b.includes('"reference_number":"ABC-123456"'))).toBe(true);
    } finally {
      await svc.close();
    }
  });
});

describe.each(SANDBOX_FLAVOURS)('against the built-in service, flavour %s', (flavour) => {
  const h = fileCore({ startService: () => startTestSandbox({ flavour }) });

  it('activate, then deactivate: both rows end succeeded with the amount the service returned', async () => {
    const act = await activateStep(h.call, 'DEMODEPOTFRE', 4000);
    expect(act).toMatchObject({ state: 'succeeded', amountCents: 4000 });
    const de = await h.call('depot.deactivate', { code: 'DEMODEPOTFRE', reason: 'Fehlbuchung' });
    expect(de).toMatchObject({ state: 'succeeded', amountCents: 4000 });
  });

  it('a balance without currency still pays part of a sale', async () => {
    const paid = await payByVoucher(h.call, 'DEMOTRAIN005', 1500);
    expect(paid.paidCents).toBe(1500);
    expect(paid.tenders[0]?.entries[0]?.state).toBe('succeeded');
    await h.call('order.cancel', { orderId: paid.id });
  });
});
