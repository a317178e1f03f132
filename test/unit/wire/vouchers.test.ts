import { describe, it, expect } from 'vitest';
import {
  cancelChargeRequestSchema,
  chargeResultSchema,
  chargeStatusSchema,
  helloResultSchema,
  isLegacyChargeResult,
  isTokenCancelCharge,
  statisticsQuerySchema,
  voucherBalanceSchema,
  voucherInfoSchema,
} from '../../../electron/core/service/wire';

describe('charge result', () => {
  it('parses a result with token and free credit', () => {
    const r = chargeResultSchema.parse({
      code: 'ABCD-EFGH-JKLM',
      balance_in_cents: 11000,
      charge_token: 'tok_1',
      free_credit_amount_in_cents: 1000,
    });
    expect(r.charge_token).toBe('tok_1');
    expect(r.free_credit_amount_in_cents).toBe(1000);
    expect(isLegacyChargeResult(r)).toBe(false);
  });

  it('parses a legacy result without token and free credit', () => {
    const r = chargeResultSchema.parse({ code: 'ABCDEFGHJKLM', balance_in_cents: 10000 });
    expect(r.charge_token).toBeUndefined();
    expect(r.free_credit_amount_in_cents).toBeUndefined();
    expect(isLegacyChargeResult(r)).toBe(true);
  });

  it('keeps unknown extra fields', () => {
    const r = chargeResultSchema.parse({ code: 'X', balance_in_cents: 1, charge_token: null, new_field: 'x' });
    expect(r).toMatchObject({ new_field: 'x' });
    expect(r.charge_token).toBeUndefined();
  });
});

describe('cancel charge request', () => {
  it('accepts the token form', () => {
    const body = cancelChargeRequestSchema.parse({ charge_token: 'tok_1', cancel_reason: 'mistake' });
    expect(isTokenCancelCharge(body)).toBe(true);
  });

  it('accepts the legacy form with an integer or a numeric string amount', () => {
    const fromString = cancelChargeRequestSchema.parse({ amount_in_cents: '15000', payment_id: 'p1' });
    expect(fromString).toEqual({ amount_in_cents: 15000, payment_id: 'p1' });
    expect(cancelChargeRequestSchema.parse({ amount_in_cents: 15000 })).toEqual({ amount_in_cents: 15000 });
  });

  it('refuses non-numeric amounts and an over-long reason', () => {
    expect(cancelChargeRequestSchema.safeParse({ amount_in_cents: '15.00' }).success).toBe(false);
    expect(cancelChargeRequestSchema.safeParse({ amount_in_cents: 1.5 }).success).toBe(false);
    expect(cancelChargeRequestSchema.safeParse({ charge_token: 't', cancel_reason: 'x'.repeat(1025) }).success).toBe(false);
    expect(cancelChargeRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('other voucher responses', () => {
  it('charge status tolerates optional balance and null message', () => {
    const s = chargeStatusSchema.parse({ code: 'ABCDEFGHJKLM', can_be_charged: true, message: null });
    expect(s.message).toBe('');
    expect(s.balance_in_cents).toBeUndefined();
  });

  it('voucher info parses a 7-digit fraction', () => {
    const i = voucherInfoSchema.parse({
      code: 'abcd-efgh-jklm',
      name: 'Gift',
      description: '',
      balance_in_cents: 0,
      is_redeemed: false,
      valid_until: '2027-03-19T00:00:00.0000000',
    });
    expect(i.valid_until).toBe('2027-03-19T00:00:00.0000000');
  });

  it('balance discriminates on is_redeemable', () => {
    const unknown = voucherBalanceSchema.parse({ code: 'ZZZZ', is_redeemable: false, message: 'Unbekannter Code' });
    expect(unknown.is_redeemable).toBe(false);
    const ok = voucherBalanceSchema.parse({
      code: 'ABCD-EFGH-JKLM',
      is_redeemable: true,
      balance_in_cents: 5000,
      total_amount_in_cents: 10000,
      product_id: 'p',
      message: '',
      currency: 'CHF',
      extra: null,
    });
    expect(ok.is_redeemable && ok.balance_in_cents).toBe(5000);
  });

  it('statistics query refuses to before from', () => {
    expect(statisticsQuerySchema.safeParse({ from: '2026-01-01', to: '2026-02-01' }).success).toBe(true);
    expect(statisticsQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31T23:59:59' }).success).toBe(false);
  });

  it('hello answers OK', () => {
    expect(helloResultSchema.parse('OK\n')).toBe('OK');
    expect(helloResultSchema.safeParse('NO').success).toBe(false);
  });
});
