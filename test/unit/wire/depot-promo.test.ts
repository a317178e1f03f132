import { describe, it, expect } from 'vitest';
import {
  depotActivateRequestSchema,
  depotActivateResultSchema,
  parseDepotActivateResult,
  promoRedeemRequestSchema,
  promoRedeemResultSchema,
} from '../../../electron/core/service/wire';

describe('depot activation result', () => {
  it('normalises the interface-document shape (amount + free credit)', () => {
    expect(parseDepotActivateResult({ code: 'C', amount_in_cents: 10000, free_credit_amount_in_cents: 1000 })).toEqual({
      code: 'C',
      amount_in_cents: 10000,
      free_credit_amount_in_cents: 1000,
      balance_in_cents: 11000,
    });
  });

  it('normalises the amount-only shape', () => {
    expect(parseDepotActivateResult({ code: 'C', amount_in_cents: 5000 })).toEqual({
      code: 'C',
      amount_in_cents: 5000,
      free_credit_amount_in_cents: 0,
      balance_in_cents: 5000,
    });
  });

  it('normalises the older balance-only shape', () => {
    expect(parseDepotActivateResult({ code: 'C', balance_in_cents: 7000 })).toEqual({
      code: 'C',
      amount_in_cents: 7000,
      free_credit_amount_in_cents: 0,
      balance_in_cents: 7000,
    });
  });

  it('refuses a body with neither amount nor balance', () => {
    expect(depotActivateResultSchema.safeParse({ code: 'C' }).success).toBe(false);
    expect(() => parseDepotActivateResult('nope')).toThrow();
  });

  it('activation body: empty for fixed amounts, positive integer for free amounts', () => {
    expect(depotActivateRequestSchema.parse({})).toEqual({});
    expect(depotActivateRequestSchema.safeParse({ amount_in_cents: 0 }).success).toBe(false);
    expect(depotActivateRequestSchema.safeParse({ amount_in_cents: '100' }).success).toBe(false);
  });
});

describe('promo codes', () => {
  it('reference_number is optional, letters, digits and dashes (the service examples carry ABC-123456), at most 1024', () => {
    expect(promoRedeemRequestSchema.safeParse({}).success).toBe(true);
    expect(promoRedeemRequestSchema.safeParse({ reference_number: 'ABC123' }).success).toBe(true);
    expect(promoRedeemRequestSchema.safeParse({ reference_number: 'ABC-123456' }).success).toBe(true);
    expect(promoRedeemRequestSchema.safeParse({ reference_number: 'ABC 123' }).success).toBe(false);
    expect(promoRedeemRequestSchema.safeParse({ reference_number: 'a'.repeat(1025) }).success).toBe(false);
  });

  it('redeem result is an empty object', () => {
    expect(promoRedeemResultSchema.parse({})).toEqual({});
  });
});
