// The back office's tables, told once for the page and its CSV: a cell is text, a count or cents.
import type { ChainFigures, ChainMonth } from '../client/chain';
import type { StoreDayRows } from '../client/store-day';
import { wordsOf, type Lang } from './strings';

export type Cell = string | number | { cents: number | null };
export interface Table {
  name: string;
  head: string[];
  rows: Cell[][];
}

const money = (cents: number | null): Cell => ({ cents });

export function chainMonthTable(m: ChainMonth, lang: Lang): Table {
  const w = wordsOf(lang);
  const line = (f: ChainFigures): Cell[] => [
    f.store,
    f.day ?? w.monthTotal,
    f.orders,
    money(f.salesCents),
    money(f.cashCents),
    money(f.cardCents),
    money(f.otherCents),
    money(f.vouchersCents),
    f.sessions,
    money(f.differenceCents),
  ];
  const rows: Cell[][] = [];
  for (const s of m.stores) rows.push(...m.days.filter((d) => d.store === s.store).map(line), line(s));
  return {
    name: `chain-${m.month}`,
    head: [w.store, w.day, w.orders, w.sales, w.cash, w.card, w.other, w.vouchers, w.sessions, w.difference],
    rows,
  };
}

export function storeDayTables(d: StoreDayRows, store: string, day: string, lang: Lang): Table[] {
  const w = wordsOf(lang);
  const tillName = new Map(d.tills.map((t) => [t.id, t.name]));
  return [
    {
      name: `sessions-${store}-${day}`,
      head: [w.till, w.number, w.state, w.float, w.expected, w.counted, w.difference],
      rows: d.sessions.map((s) => [
        tillName.get(s.till) ?? s.till,
        s.number,
        s.state,
        money(s.float),
        money(s.expected),
        money(s.counted),
        money(s.difference),
      ]),
    },
    {
      name: `methods-${store}-${day}`,
      head: [w.method, w.kind, w.count, w.amount],
      rows: d.perMethod.map((m) => [m.method ?? '', m.payment_kind ?? '', m.count, money(m.amount)]),
    },
  ];
}

/** Excel's CSV: a BOM, `;` between cells, amounts in units with two decimals. */
export function tableCsv(t: Table): string {
  const cell = (c: Cell): string => {
    if (typeof c === 'object') return c.cents === null ? '' : (c.cents / 100).toFixed(2);
    const s = String(c);
    return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\ufeff${[t.head, ...t.rows].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}
