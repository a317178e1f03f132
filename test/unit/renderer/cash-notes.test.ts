import { describe, expect, it } from 'vitest';
import { quickCashNotes } from '../../../src/lib/cash-notes';

describe('quick-cash notes', () => {
  it('offers the currency notes that alone cover the amount asked, smallest first', () => {
    expect(quickCashNotes('CHF', 3750)).toEqual([5000, 10000, 20000]);
    expect(quickCashNotes('CHF', 500)).toEqual([1000, 2000, 5000, 10000]);
    expect(quickCashNotes('EUR', 500)).toEqual([500, 1000, 2000, 5000]);
    expect(quickCashNotes('EUR', 7000)).toEqual([10000]);
  });

  it('offers none when no note covers it, nothing is due or the currency is unknown', () => {
    expect(quickCashNotes('CHF', 20001)).toEqual([]);
    expect(quickCashNotes('CHF', 0)).toEqual([]);
    expect(quickCashNotes(null, 1000)).toEqual([]);
    expect(quickCashNotes('GBP', 1000)).toEqual([]);
  });
});
