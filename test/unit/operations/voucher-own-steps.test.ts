// Offline truth: a cached lookup plus this till's succeeded steps since it was fetched.
import { describe, expect, it } from 'vitest';
import { withOwnSteps } from '../../../electron/core/operations/voucher-own-steps';
import type { JournalRow } from '../../../electron/core/store/journal';

const cached = {
  code: 'DEMOVALUE100',
  codeFormatted: 'DEMO-VALU-E100',
  info: { name: 'G', description: '', balanceCents: 5000, isRedeemed: false, validUntil: null, expired: false },
  charge: { canBeCharged: true, message: '', balanceCents: 5000 },
  redeem: { isRedeemable: true, balanceCents: 5000, totalAmountCents: 5000, currency: 'CHF', message: '' },
  fetchedAt: '2026-11-23T10:00:00.000Z',
};

function row(over: Partial<JournalRow>): JournalRow {
  return {
    id: 'j1',
    kind: 'redeem',
    state: 'succeeded',
    code: 'DEMOVALUE100',
    amountCents: 2000,
    currency: 'CHF',
    request: {},
    response: null,
    redeemToken: null,
    chargeToken: null,
    balanceBefore: null,
    balanceAfter: null,
    freeCreditCents: null,
    idempotencyKey: null,
    purchaseId: null,
    refId: null,
    externalId: null,
    cashier: null,
    scope: { mode: 'training', service: 'training' },
    damaged: null,
    terminal: 'T1',
    day: '2026-11-23',
    createdAt: '2026-11-23T10:05:00.000Z',
    updatedAt: '2026-11-23T10:05:00.000Z',
    error: null,
    facts: null,
    ...over,
  };
}

describe('cached lookup with own steps', () => {
  it('takes off a payment made here since the cache', () => {
    const v = withOwnSteps(cached, [row({})]);
    expect(v.redeem?.balanceCents).toBe(3000);
    expect(v.info?.balanceCents).toBe(3000);
    expect(v.ownSteps).toEqual({ payments: 1, loads: 0, other: 0 });
  });
  it('prefers the balance the service reported after the step', () => {
    const v = withOwnSteps(cached, [row({ balanceAfter: 2900 })]);
    expect(v.redeem?.balanceCents).toBe(2900);
  });
  it('ignores older, failed and uncertain rows', () => {
    const v = withOwnSteps(cached, [
      row({ id: 'a', createdAt: '2026-11-23T09:00:00.000Z' }),
      row({ id: 'b', state: 'failed' }),
      row({ id: 'c', state: 'uncertain' }),
    ]);
    expect(v.redeem?.balanceCents).toBe(5000);
    expect(v.ownSteps).toEqual({ payments: 0, loads: 0, other: 0 });
  });
  it('adds a load with its free credit; a used-up voucher is no longer redeemable', () => {
    expect(withOwnSteps(cached, [row({ kind: 'charge', amountCents: 1000, freeCreditCents: 100 })]).redeem?.balanceCents).toBe(6100);
    const empty = withOwnSteps(cached, [row({ amountCents: 5000 })]);
    expect(empty.redeem).toMatchObject({ balanceCents: 0, isRedeemable: false });
    expect(empty.info?.isRedeemed).toBe(true);
  });
});
