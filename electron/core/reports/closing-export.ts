// The day closing as CSV (the UI language's labels, BOM, `;` for de/fr/it, formula guard) and as
// the input of the `day_closing` receipt (printed via the print queue).
import type { ClosingReport, Language } from '../contract';
import type { ReceiptInput } from '../printing/input';
import { receiptStrings } from '../printing/strings';
import { closingStrings } from './closing-strings';
import { askedBookedCsvRows, askedBookedReceipt } from './closing-asked';
import { csvAmount, csvOptionsFor, toCsv, type Cell } from './csv';

/** CSV: open rows, damaged rows and open purchases first, then the operations, payment methods, cashiers, the cross-check and steps booked at another amount than asked. */
export function closingCsv(r: ClosingReport, lang: Language = 'en'): { filename: string; csv: string } {
  const l = closingStrings[lang];
  const k = receiptStrings[lang].kinds;
  const sec = l.sections;
  const amount = (c: number | null) => (c === null ? null : csvAmount(c));
  const rows: Cell[][] = [l.columns];
  for (const o of r.open) rows.push([sec.open, k[o.kind], o.state, o.cashier, o.code, 1, amount(o.amountCents), null, null, null, o.id]);
  // Rows that cannot be read back: why (in the kind column) and their id, nothing summed.
  for (const d of r.damaged ?? []) rows.push([sec.damaged, d.reason, d.state, null, null, 1, null, null, null, null, d.id]);
  // Open purchases: gross = total, service amount = taken from vouchers so far.
  for (const p of r.openPurchases)
    rows.push([sec.openPurchase, k.redeem, 'open', p.cashier, null, 1, csvAmount(p.totalCents), null, null, csvAmount(p.paidCents), p.id]);
  for (const o of r.operations)
    rows.push([
      sec.operation,
      l.groups[o.group],
      null,
      null,
      null,
      o.count,
      csvAmount(o.grossCents),
      csvAmount(o.cancelledCents),
      csvAmount(o.netCents),
      null,
      null,
    ]);
  for (const m of r.byMethod)
    rows.push([sec.method, m.name, m.kind, null, null, m.count, null, null, csvAmount(m.amountCents), null, null]);
  for (const c of r.byCashier)
    rows.push([sec.cashier, k[c.kind], null, c.cashier ?? '-', null, c.count, csvAmount(c.amountCents), null, null, null, null]);
  // The cross-check's differences, both ways: this till's amount and the service's.
  const mismatches = [
    [sec.mismatchLocal, r.crossCheck.localOnly],
    [sec.mismatchService, r.crossCheck.serviceOnly],
  ] as const;
  for (const [section, list] of mismatches)
    for (const m of list)
      rows.push([section, k.redeem, null, null, m.code, null, csvAmount(m.localCents), null, null, csvAmount(m.serviceCents), null]);
  rows.push(...askedBookedCsvRows(r.askedBooked, sec.askedBooked, k));
  for (const o of r.crossCheck.otherTills)
    rows.push([sec.otherTill, k.redeem, null, o.user ?? '-', o.code, null, null, null, null, csvAmount(o.cents), o.redeemedAt]);
  rows.push([
    sec.crossCheck,
    null,
    r.crossCheck.state,
    null,
    null,
    r.crossCheck.matched,
    null,
    null,
    null,
    null,
    `${r.crossCheck.from} – ${r.crossCheck.to}`,
  ]);
  if (r.closed) rows.push([sec.closed, null, null, r.closed.closedBy, null, null, null, null, null, null, r.closed.closedAt]);
  return { filename: `day-closing_${r.day}.csv`, csv: toCsv(rows, csvOptionsFor(lang)) };
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
    operations: r.operations.map((o) => ({ ...o })),
    byMethod: r.byMethod.map((m) => ({ name: m.name, count: m.count, amountCents: m.amountCents })),
    closedAt: r.closed?.closedAt ?? null,
  };
}
