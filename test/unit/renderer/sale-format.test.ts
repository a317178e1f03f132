import { describe, expect, it } from 'vitest';
import type { SaleCatalogItem } from '../../../electron/core/contract';
import { formatDate, formatMoney, formatTime, setDisplayTimeZone, terminalToday } from '../../../src/lib/format';
import { localName, priceProblem, valueRange } from '../../../src/lib/sale-rules';

const base: SaleCatalogItem = {
  id: 'vt',
  name: { de: 'Wertgutschein', fr: 'Bon de valeur' },
  descriptionHtml: {},
  kind: 'value_voucher',
  published: true,
  soldOut: false,
  remainingContingent: null,
  priceCents: null,
  listPriceCents: null,
  discountPercentage: null,
  minimumCents: 1000,
  maximumCents: 50000,
  variants: [],
  imageUrl: null,
  updatedAt: null,
  checkedAt: null,
};

describe('sale price rules', () => {
  it('keeps value vouchers within 20.00–3000.00 and their own range', () => {
    expect(valueRange(base)).toEqual({ min: 2000, max: 50000 });
    expect(priceProblem(base, 1999)).toBe('out_of_range');
    expect(priceProblem(base, 2000)).toBeNull();
    expect(priceProblem(base, 50001)).toBe('out_of_range');
    expect(valueRange({ ...base, minimumCents: null, maximumCents: 900000 })).toEqual({ min: 2000, max: 300000 });
  });
  it('requires the configured price for packages and variants', () => {
    const pkg = { ...base, kind: 'package' as const, priceCents: 18900 };
    expect(priceProblem(pkg, 18900)).toBeNull();
    expect(priceProblem(pkg, 18000)).toBe('wrong_price');
    const vars = { ...base, kind: 'variants' as const, variants: [{ id: 'a', name: 'A', priceCents: 5000, preSelected: true }] };
    expect(priceProblem(vars, 5000, 'a')).toBeNull();
    expect(priceProblem(vars, 5000, 'b')).toBe('wrong_price');
  });
  it('refuses unpublished and "other" types', () => {
    expect(priceProblem({ ...base, published: false }, 5000)).toBe('not_sellable');
    expect(priceProblem({ ...base, kind: 'other' }, 5000)).toBe('not_sellable');
  });
  it('names a type in the UI language with a German fallback', () => {
    expect(localName(base.name, 'fr')).toBe('Bon de valeur');
    expect(localName(base.name, 'it')).toBe('Wertgutschein');
  });
});

describe('formatting', () => {
  it('shows integer cents with the currency for the Swiss locales', () => {
    expect(formatMoney(5000, 'CHF', 'de')).toMatch(/^CHF\s50\.00$/);
    expect(formatMoney(123456, 'EUR', 'de')).toMatch(/1.234\.56/);
    expect(formatMoney(5000, null, 'fr')).toMatch(/CHF/);
  });
  it('reads wire timestamps as the merchant’s wall-clock time, any fraction', () => {
    expect(formatTime('2026-03-19T09:05:00.0000000', 'de')).toBe('09:05');
    expect(formatDate('2026-03-19', 'de')).toMatch(/19\.03\.2026/);
    expect(formatDate('nonsense', 'de')).toBe('');
    expect(formatTime('2026-03-19T09:05:00', 'de')).toBe('09:05');
    expect(formatDate('2026-03-19T09:05:00', 'de')).toMatch(/19\.03\.2026/);
  });
  it('shows instants and today in the terminal’s time zone, not the browser’s', () => {
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatTime('2026-03-19T23:30:00Z', 'de')).toBe('08:30');
    expect(formatDate('2026-03-19T23:30:00Z', 'de')).toMatch(/20\.03\.2026/);
    expect(terminalToday(new Date('2026-03-19T23:30:00Z')).getDate()).toBe(20);
    setDisplayTimeZone('America/New_York');
    expect(formatTime('2026-03-19T23:30:00Z', 'de')).toBe('19:30');
    // Wall-clock times of the merchant do not move with the zone.
    expect(formatTime('2026-03-19T09:05:00', 'de')).toBe('09:05');
  });
});
