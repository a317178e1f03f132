// Voucher sales statistics: the service's answer shaped for the screen, and its CSV export.
import type { StatisticsView } from '../contract';
import type { StatisticsResult } from '../service/wire';
import { csvAmount, toCsv, type Cell } from './csv';

/** The wire result as the screen shows it (voucher types by revenue, highest first). */
export function statisticsView(r: StatisticsResult): StatisticsView {
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
  };
}

/** CSV: one section per breakdown, a totals line first. */
export function statisticsCsv(s: StatisticsView): { filename: string; csv: string } {
  const rows: Cell[][] = [
    ['section', 'key', 'name', 'count', 'amount'],
    ['total', '', `${s.from} – ${s.to} (to exclusive)`, s.countVouchers, csvAmount(s.amountTotalCents)],
    ...s.byVoucherType.map((t): Cell[] => ['voucher_type', t.id, t.name, t.count, csvAmount(t.amountCents)]),
    ...s.byPointOfSale.map((p): Cell[] => ['point_of_sale', p.pointOfSale, p.pointOfSale, p.countOrders, csvAmount(p.amountCents)]),
  ];
  const stamp = (v: string) => v.slice(0, 10);
  return { filename: `voucher-sales_${stamp(s.from)}_${stamp(s.to)}.csv`, csv: toCsv(rows) };
}
