// Voucher lookups of the built-in service: hello, info, charge status, balance; auth and text errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeStatusSchema, helloResultSchema, voucherBalanceSchema, voucherInfoSchema } from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { call, startTestSandbox } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

describe('authentication and errors', () => {
  it('answers hello with plain OK for a valid key', async () => {
    const r = await call(sb, 'GET', '/v1/hello.json');
    expect(r.status).toBe(200);
    expect(helloResultSchema.parse(r.text)).toBe('OK');
  });

  it('refuses a missing or unknown key with 401 plain text on voucher endpoints', async () => {
    for (const key of [null, 'invalid']) {
      const r = await call(sb, 'GET', '/v1/vouchers/DEMOVALUE100/info.json', { key });
      expect(r.status).toBe(401);
      expect(r.contentType).toContain('text/plain');
      expect(r.text.length).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown key with 401 JSON unauthorized on JSON endpoints', async () => {
    const r = await call(sb, 'GET', '/v1/giftvoucher/voucher_types', { key: 'invalid' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ error_code: 'unauthorized' });
  });

  it('listens on 127.0.0.1 only', () => {
    expect(new URL(sb.baseUrl).hostname).toBe('127.0.0.1');
  });

  it('answers an unknown path with 404', async () => {
    const r = await call(sb, 'GET', '/v1/nothing-here.json');
    expect(r.status).toBe(404);
  });
});

describe('voucher info', () => {
  it('echoes the code as sent and returns the balance', async () => {
    const r = await call(sb, 'GET', `/v1/vouchers/${encodeURIComponent('demo-value-100')}/info.json`);
    expect(r.status).toBe(200);
    const info = voucherInfoSchema.parse(r.body);
    expect(info.code).toBe('demo-value-100');
    expect(info.balance_in_cents).toBe(10000);
    expect(info.is_redeemed).toBe(false);
    expect(info.name).toBe('Wertgutschein');
  });

  it('marks a fully redeemed voucher', async () => {
    const info = voucherInfoSchema.parse((await call(sb, 'GET', '/v1/vouchers/DEMO-EMPT-Y000/info.json')).body);
    expect(info).toMatchObject({ balance_in_cents: 0, is_redeemed: true });
  });

  it('refuses an unknown code with 400 and a German plain-text sentence', async () => {
    const r = await call(sb, 'GET', '/v1/vouchers/ZZZZZZZZZZZZ/info.json');
    expect(r.status).toBe(400);
    expect(r.contentType).toContain('text/plain');
    expect(r.text).toContain('unbekannt');
  });

  it('refuses a malformed code with 400', async () => {
    const r = await call(sb, 'GET', '/v1/vouchers/ABC/info.json');
    expect(r.status).toBe(400);
    expect(r.text).toContain('Gutscheincode');
  });

  it("does not show another merchant's voucher", async () => {
    const r = await call(sb, 'GET', '/v1/vouchers/AUTREBON0001/info.json');
    expect(r.status).toBe(400);
    const own = await call(sb, 'GET', '/v1/vouchers/AUTREBON0001/info.json', { key: 'other-merchant' });
    expect(own.status).toBe(200);
    expect(own.text).toContain('Bon cadeau');
  });
});

describe('charge status', () => {
  const status = async (code: string) => {
    const r = await call(sb, 'GET', `/v1/vouchers/${code}/charge_status.json`);
    expect(r.status).toBe(200);
    return chargeStatusSchema.parse(r.body);
  };

  it('says a value voucher can be loaded', async () => {
    expect(await status('DEMOVALUE100')).toMatchObject({ can_be_charged: true, message: '', balance_in_cents: 10000 });
  });

  it.each([
    ['DEMOPACKAGE1', 'aufgeladen'],
    ['DEMOUNPAID01', 'nicht bezahlt'],
    ['DEMOEXPIRED1', 'abgelaufen'],
    ['DEMOMAXBAL01', 'maximale'],
    ['DEMOCANCEL01', 'storniert'],
  ])('refuses %s with a reason', async (code, words) => {
    const s = await status(code);
    expect(s.can_be_charged).toBe(false);
    expect(s.message).toContain(words);
  });
});

describe('balance (paying with a voucher)', () => {
  const balance = async (code: string) => {
    const r = await call(sb, 'GET', `/v1/vouchers/${encodeURIComponent(code)}/balance.json`);
    expect(r.status).toBe(200);
    return voucherBalanceSchema.parse(r.body);
  };

  it('reports a redeemable voucher with its real code and currency', async () => {
    const b = await balance('demo-part-ial1');
    expect(b).toMatchObject({ is_redeemable: true, code: 'DEMOPARTIAL1', balance_in_cents: 7550, currency: 'CHF' });
    expect(b.is_redeemable && b.total_amount_in_cents).toBe(20000);
  });

  it('reports an unknown code as not redeemable (not an HTTP error)', async () => {
    const b = await balance('ZZZZ-ZZZZ-ZZZZ');
    expect(b.is_redeemable).toBe(false);
    expect(b.message).toContain('unbekannt');
  });

  it.each([
    ['DEMOEMPTY000', 'vollständig'],
    ['DEMOUNPAID01', 'nicht bezahlt'],
    ['DEMOPROFORMA', 'Pro-forma'],
    ['DEMODEPOTFIX', 'nicht bezahlt'],
  ])('reports %s as not redeemable with a reason', async (code, words) => {
    const b = await balance(code);
    expect(b.is_redeemable).toBe(false);
    expect(b.message).toContain(words);
  });

  it('keeps an expired voucher redeemable but warns', async () => {
    const b = await balance('DEMOEXPIRED1');
    expect(b.is_redeemable).toBe(true);
    expect(b.message).toContain('abgelaufen');
  });
});

describe('mobile short codes on the balance endpoint', () => {
  it('answers a short code with the real code until it expires', async () => {
    const { shortCode } = sb.issueShortCode('demo-part-ial1', 'm-demo', 60_000);
    expect(shortCode).toMatch(/^\d{6}$/);
    const b = voucherBalanceSchema.parse((await call(sb, 'GET', `/v1/vouchers/${shortCode}/balance.json`)).body);
    expect(b).toMatchObject({ is_redeemable: true, code: 'DEMOPARTIAL1' });
    const foreign = voucherBalanceSchema.parse(
      (await call(sb, 'GET', `/v1/vouchers/${shortCode}/balance.json`, { key: 'other-merchant' })).body,
    );
    expect(foreign.is_redeemable).toBe(false);
    sb.clock.advance(61_000);
    const expired = voucherBalanceSchema.parse((await call(sb, 'GET', `/v1/vouchers/${shortCode}/balance.json`)).body);
    expect(expired.is_redeemable).toBe(false);
    expect(expired.message).toContain('Kurzcode');
    sb.clock.advance(-61_000);
  });
});
