// The day closing as CSV and as the input of the `day_closing` receipt (printed via the print queue).
import type { ClosingReport } from '../contract';
import type { ReceiptInput } from '../printing/input';
import { csvAmount, toCsv, type Cell } from './csv';
import { askedBookedCsvRows, askedBookedReceipt } from './closing-asked';

/** CSV: open rows and open purchases first, then totals, per cashier, the cross-check mismatches, steps booked at another amount than asked and other tills' redemptions. */
export function closingCsv(r: ClosingReport): { filename: string; csv: string } {
  const rows: Cell[][] = [['section', 'kind', 'state', 'cashier', 'code', 'count', 'amount', 'service_amount', 'reference']];
  for (const o of r.open)
    rows.push(['open', o.kind, o.state, o.cashier, o.code, 1, o.amountCents === null ? null : csvAmount(o.amountCents), null, o.id]);
  // Then open purchases: amount = total, service_amount = taken from vouchers so far.
  for (const p of r.openPurchases)
    rows.push(['open_purchase', 'redeem', 'open', p.cashier, null, 1, csvAmount(p.totalCents), csvAmount(p.paidCents), p.id]);
  for (const t of r.totals) rows.push(['total', t.kind, 'succeeded', null, null, t.count, csvAmount(t.amountCents), null, null]);
  for (const c of r.byCashier)
    rows.push(['cashier', c.kind, 'succeeded', c.cashier ?? '-', null, c.count, csvAmount(c.amountCents), null, null]);
  for (const m of r.crossCheck.localOnly)
    rows.push(['mismatch_local', 'redeem', null, null, m.code, null, csvAmount(m.localCents), csvAmount(m.serviceCents), null]);
  for (const m of r.crossCheck.serviceOnly)
    rows.push(['mismatch_service', 'redeem', null, null, m.code, null, csvAmount(m.localCents), csvAmount(m.serviceCents), null]);
  rows.push(...askedBookedCsvRows(r.askedBooked));
  for (const o of r.crossCheck.otherTills)
    rows.push(['other_till', 'redeem', null, o.user ?? '-', o.code, null, null, csvAmount(o.cents), o.redeemedAt]);
  rows.push([
    'cross_check',
    null,
    r.crossCheck.state,
    null,
    null,
    r.crossCheck.matched,
    null,
    null,
    `${r.crossCheck.from} – ${r.crossCheck.to}`,
  ]);
  return { filename: `day-closing_${r.day}.csv`, csv: toCsv(rows) };
}

/** The receipt input of the printed day closing (per cashier summed over kinds). */
export function closingReceiptBody(r: ClosingReport, currency: string): Extract<ReceiptInput['body'], { kind: 'day_closing' }> {
  const perCashier = new Map<string, { count: number; amountCents: number }>();
  for (const c of r.byCashier) {
    const name = c.cashier ?? '-';
    const e = perCashier.get(name) ?? { count: 0, amountCents: 0 };
    e.count += c.count;
    e.amountCents += c.amountCents;
    perCashier.set(name, e);
  }
  return {
    kind: 'day_closing',
    currency,
    day: r.day,
    totals: r.totals,
    byCashier: [...perCashier].map(([cashier, v]) => ({ cashier, ...v })),
    open: r.open.map((o) => ({ reference: o.id.slice(0, 8), kind: o.kind, state: o.state, amountCents: o.amountCents })),
    askedBooked: askedBookedReceipt(r.askedBooked),
  };
}
