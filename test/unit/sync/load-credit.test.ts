// The free credit a lost load may have added: the rate an answered load showed covers every
// percentage that answer allows (the service rounds down to the cent), for any other amount.
import { describe, expect, it } from 'vitest';
import { creditAt, creditLike } from '../../../electron/core/sync/load-credit';

describe('creditLike', () => {
  it('whatever rate gave the answered credit, the credit of another amount lies in the range', () => {
    for (const pct of [0, 2.5, 7.5, 10, 12.34, 33, 50, 100]) {
      for (const a0 of [100, 999, 1010, 5000]) {
        const seen = { amountCents: a0, creditCents: creditAt(a0, pct) };
        for (const amount of [1, 150, 1000, 2000, 12_345]) {
          const r = creditLike(amount, seen);
          const real = creditAt(amount, pct);
          expect(real, `${pct}% of ${amount} after ${a0}`).toBeGreaterThanOrEqual(r.min);
          expect(real, `${pct}% of ${amount} after ${a0}`).toBeLessThanOrEqual(r.max);
        }
      }
    }
  });

  it('an exact rate gives the exact credit; a load that showed none allows less than a cent per answered cent', () => {
    expect(creditLike(2000, { amountCents: 1000, creditCents: 100 })).toEqual({ min: 200, max: 201 });
    expect(creditLike(2000, { amountCents: 1000, creditCents: 0 })).toEqual({ min: 0, max: 1 });
    expect(creditLike(500, { amountCents: 0, creditCents: 0 })).toEqual({ min: 0, max: 500 });
  });
});
