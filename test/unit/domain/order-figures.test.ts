// The money of an order: cash rounding applies to cash only, change is what cash (or a card's
// surplus) exceeds, vouchers above what card/other leave are flagged to be given back.
import { describe, expect, it } from 'vitest';
import { orderFigures, refundFigures, roundToStep } from '../../../electron/core/domain/order-figures';

const base = { voucherCents: 0, checkingCents: 0, methodCents: 0, cashGivenCents: 0, step: 5 };

describe('order figures', () => {
  it('rounds to the step, halves up', () => {
    expect([1033, 1032, 1035, 1037, 1038, 2].map((c) => roundToStep(c, 5))).toEqual([1035, 1030, 1035, 1035, 1040, 0]);
    expect(roundToStep(1033, 1)).toBe(1033);
  });

  it('60.33 less a 50.00 voucher asks 10.35 in cash; 20.00 given: rounding +0.02, change 9.65', () => {
    const open = orderFigures({ ...base, totalCents: 6033, voucherCents: 5000 });
    expect(open).toMatchObject({ restCents: 1033, cashDueCents: 1035, roundingCents: 0, changeCents: 0, covered: false });
    const paid = orderFigures({ ...base, totalCents: 6033, voucherCents: 5000, cashGivenCents: 2000 });
    expect(paid).toMatchObject({ restCents: 0, roundingCents: 2, changeCents: 965, covered: true, paidCents: 6033 });
    expect(5000 + 2000 - paid.changeCents).toBe(6033 + paid.roundingCents);
  });

  it('rounds down too, and never rounds a card payment', () => {
    expect(orderFigures({ ...base, totalCents: 1032, cashGivenCents: 1030 })).toMatchObject({
      covered: true,
      roundingCents: -2,
      changeCents: 0,
    });
    expect(orderFigures({ ...base, totalCents: 1032, methodCents: 1032 })).toMatchObject({
      covered: true,
      roundingCents: 0,
      changeCents: 0,
    });
    expect(orderFigures({ ...base, totalCents: 1033, step: 1, cashGivenCents: 2000 })).toMatchObject({
      roundingCents: 0,
      changeCents: 967,
    });
  });

  it('partial cash leaves a rest; a voucher being verified blocks covering', () => {
    expect(orderFigures({ ...base, totalCents: 5000, cashGivenCents: 2000 })).toMatchObject({
      restCents: 3000,
      covered: false,
      paidCents: 2000,
    });
    expect(orderFigures({ ...base, totalCents: 5000, checkingCents: 5000 })).toMatchObject({ restCents: 0, covered: false });
  });

  it('vouchers above what card/other leave are to be given back, never paid out', () => {
    const f = orderFigures({ ...base, totalCents: 1000, voucherCents: 5000, methodCents: 1000 });
    expect(f).toMatchObject({ voucherExcessCents: 5000, covered: false });
    expect(orderFigures({ ...base, totalCents: 1000, voucherCents: 1000 }).voucherExcessCents).toBe(0);
    // A card surplus after a line was removed is change.
    expect(orderFigures({ ...base, totalCents: 500, methodCents: 1000 })).toMatchObject({ covered: true, changeCents: 500 });
  });
});

describe('refund figures (negative total: value given back)', () => {
  it('not paid out yet: the rest is the negative total, asked in cash rounded', () => {
    expect(refundFigures({ ...base, totalCents: -1033 })).toMatchObject({ covered: false, restCents: -1033, cashDueCents: -1035 });
  });
  it('vouchers given back, the rest paid out in cash rounded: the rounding is the difference, no change', () => {
    const f = refundFigures({ ...base, totalCents: -3033, voucherCents: -2000, cashGivenCents: -1035 });
    expect(f).toMatchObject({ covered: true, restCents: 0, roundingCents: -2, changeCents: 0, paidCents: -3035 });
    // Σ tenders − change = total + rounding, as for a sale.
    expect(f.paidCents - f.changeCents).toBe(-3033 + f.roundingCents);
  });
  it('a voucher give-back being verified is not paid out yet', () => {
    expect(refundFigures({ ...base, totalCents: -2000, checkingCents: -2000 }).covered).toBe(false);
  });
});
