// The office page's tables and their CSV: each store's month beside its month before, a column per
// group sold (no column of zeros only), Excel's CSV with the page's figures.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { OfficeFigures, OfficeMonth } from '../../../electron/core/contract/office';
import { monthStoresTable } from '../../../src/office/office-tables';
import { tableCsv } from '../../../src/office/table';

const t = ((key: string) => key) as unknown as TFunction;

const figures = (store: string, salesCents: number, salesByKind: Record<string, number>): OfficeFigures => ({
  store,
  day: null,
  orders: 2,
  salesCents,
  salesByKind,
  cashCents: salesCents,
  cardCents: 0,
  otherCents: 0,
  vouchersCents: 0,
  refundsCents: 0,
  freeCreditCents: 0,
  sessions: 1,
  differenceCents: -50,
});

const month: OfficeMonth = {
  current: { month: '2026-11', days: [], stores: [figures('thun', 123456, { goods: 123456 })] },
  previous: { month: '2026-10', days: [], stores: [figures('bern', 700, { tickets: 700 })] },
};

describe('the office tables', () => {
  it('puts each store month beside its month before, with a column per group sold in either month', () => {
    const table = monthStoresTable(month, t);
    expect(table.head.slice(0, 6)).toEqual(['store', 'month', 'col.orders', 'col.sales', 'kind.goods', 'kind.tickets']);
    expect(table.rows.map((r) => r.slice(0, 2))).toEqual([
      ['bern', '2026-11'],
      ['bern', '2026-10'],
      ['thun', '2026-11'],
      ['thun', '2026-10'],
    ]);
    expect(table.totals).toEqual([true, false, true, false]);
  });

  it('writes Excel\u2019s CSV: a BOM, `;`, amounts in units, quotes where needed', () => {
    const csv = tableCsv(monthStoresTable(month, t), () => '');
    expect(csv.startsWith('\ufeffstore;month;col.orders;col.sales;kind.goods;kind.tickets;')).toBe(true);
    expect(csv).toContain('\r\nthun;2026-11;2;1234.56;1234.56;0.00;1234.56;0.00;0.00;0.00;0.00;0.00;1;-0.50\r\n');
    expect(tableCsv({ name: 'x', caption: 'x', head: ['a;b'], rows: [['say "hi"']] }, () => '')).toBe('\ufeff"a;b"\r\n"say ""hi"""\r\n');
  });
});
