import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, toCsv } from '../../../electron/core/reports/csv';
import { addMonths, lastMonths, nextDay } from '../../../electron/core/reports/months';
import { statisticsCsv, statisticsView } from '../../../electron/core/reports/statistics';

describe('report helpers', () => {
  it('month and day arithmetic crosses year ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(lastMonths('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(lastMonths('2026-11', 24)).toHaveLength(24);
    expect(lastMonths('2026-11', 24)[0]).toBe('2024-12');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('CSV quotes separators and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvAmount(-5)).toEqual({ raw: '-0.05' });
    expect(
      toCsv([
        ['a', 1, csvAmount(123456)],
        [null, 'x', undefined],
      ]),
    ).toBe('a;1;1234.56\r\n;x;\r\n');
  });

  it('statistics: types by revenue, CSV with totals and both breakdowns', () => {
    const v = statisticsView({
      from: '2026-11-01T00:00:00',
      to: '2026-12-01T00:00:00',
      count_vouchers: 3,
      amount_total_in_cents: 15000,
      by_voucher_type: [
        { id: 't1', name: 'Spa', count: 1, amount_in_cents: 5000 },
        { id: 't2', name: 'Bahn; Tag', count: 2, amount_in_cents: 10000 },
      ],
      by_point_of_sale: [{ point_of_sale: 'local', count_orders: 2, amount_in_cents: 15000 }],
    });
    expect(v.byVoucherType.map((t) => t.id)).toEqual(['t2', 't1']);
    const { filename, csv } = statisticsCsv(v);
    expect(filename).toBe('voucher-sales_2026-11-01_2026-12-01.csv');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('section;key;name;count;amount');
    expect(lines[1]).toContain(';3;150.00');
    expect(lines[2]).toBe('voucher_type;t2;"Bahn; Tag";2;100.00');
    expect(lines[4]).toBe('point_of_sale;local;local;2;150.00');
  });
});
