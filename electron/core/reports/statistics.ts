// Voucher sales statistics: the service's answer shaped for the screen, and its CSV export.
import type { StatisticsView } from '../contract';
import type { Language } from '../contract/app';
import type { StatisticsResult } from '../service/wire';
import { csvAmount, csvOptionsFor, toCsv, type Cell } from './csv';
import { reportStrings } from './report-strings';

/** The currency an answer names itself (the interface has none for statistics; a service may add it). */
function namedCurrency(r: StatisticsResult): string | null {
  const c = (r as { currency?: unknown }).currency;
  return typeof c === 'string' && /^[A-Z]{3}$/.test(c) ? c : null;
}

/** The wire result as the screen shows it (voucher types by revenue, highest first). */
export function statisticsView(r: StatisticsResult, merchantCurrency: string | null): StatisticsView {
  return {
    from: r.from,
    to: r.to,
    countVouchers: r.count_vouchers,
    amountTotalCents: r.amount_total_in_cents,
    byVoucherType: [...r.by_voucher_type]
      .sort((a, b) => b.amount_in_cents - a.amount_in_cents)
      .map((t) => ({ id: t.id, name: t.name, count: t.count, amountCents: t.amount_in_cents })),
    byPointOfSale: r.by_point_of_sale.map((p) => ({
      pointOfSale: p.point_of_sale,
      countOrders: p.count_orders,
      amountCents: p.amount_in_cents,
    })),
    currency: namedCurrency(r) ?? merchantCurrency,
  };
}

/** The day before `day` (YYYY-MM-DD): the inclusive end of an exclusive `to`. */
function dayBefore(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** CSV in the UI language: one section per breakdown, a totals line first; the range with its inclusive end. */
export function statisticsCsv(s: StatisticsView, language: Language): { filename: string; csv: string } {
  const t = reportStrings[language];
  const pos = (p: string) => (t.pos as Record<string, string>)[p] ?? p;
  const first = s.from.slice(0, 10);
  const last = dayBefore(s.to);
  const rows: Cell[][] = [
    [t.section, t.key, t.name, t.count, t.amount, t.currency],
    [t.total, '', `${t.range} ${first} – ${last}`, s.countVouchers, csvAmount(s.amountTotalCents), s.currency],
    ...s.byVoucherType.map((v): Cell[] => [t.voucherType, v.id, v.name, v.count, csvAmount(v.amountCents), s.currency]),
    ...s.byPointOfSale.map((p): Cell[] => [
      t.pointOfSale,
      p.pointOfSale,
      pos(p.pointOfSale),
      p.countOrders,
      csvAmount(p.amountCents),
      s.currency,
    ]),
  ];
  return { filename: `voucher-sales_${first}_${last}.csv`, csv: toCsv(rows, csvOptionsFor(language)) };
}
