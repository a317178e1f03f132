// The day closing as CSV (the UI language's labels, BOM, `;` for de/fr/it, formula guard) and as
// the input of the `day_closing` receipt (printed via the print queue).
import type { ClosingReport, Language } from '../contract';
import type { ReceiptInput } from '../printing/input';
import { receiptStrings } from '../printing/strings';
import { closingStrings } from '../contract/closing-strings';
import { askedBookedCsvRows, askedBookedReceipt } from './closing-asked';
import { csvAmount, csvOptionsFor, toCsv, type Cell } from './csv';
import { reportStrings } from './report-strings';
import { reportWords, rowCode, stateWord } from '../contract/report-words';
import { shortReference } from '../printing/journal-adapter';

/**
 * CSV: open rows, damaged rows and open purchases first, then the operations, payment methods,
 * cashiers, the cross-check and steps booked at another amount than asked. Kinds and states in the
 * language; the last column holds each row's stable code for machines; references are
 * receipt numbers, never row ids.
 */
export function closingCsv(r: ClosingReport, lang: Language = 'en'): { filename: string; csv: string } {
  const l = closingStrings[lang];
  const k = receiptStrings[lang].kinds;
  const w = reportWords[lang];
  const st = (s: string) => stateWord(lang, s);
  const sec = l.sections;
  const amount = (c: number | null) => (c === null ? null : csvAmount(c));
  const rows: Cell[][] = [[...l.columns, reportStrings[lang].key]];
  const add = (code: string, cells: Cell[]) => rows.push([...cells, code]);
  for (const o of r.open)
    add(rowCode('open', o.kind, o.state), [
      sec.open,
      k[o.kind],
      st(o.state),
      o.cashier,
      o.code,
      1,
      amount(o.amountCents),
      null,
      null,
      null,
      shortReference(o.id),
    ]);
  // Rows that cannot be read back: why (in the kind column) and their reference, nothing summed.
  for (const d of r.damaged ?? [])
    add(rowCode('damaged', d.state), [sec.damaged, d.reason, st(d.state), null, null, 1, null, null, null, null, shortReference(d.id)]);
  // Open purchases: gross = total, service amount = taken from vouchers so far.
  for (const p of r.openPurchases)
    add(rowCode('open_purchase', 'open'), [
      sec.openPurchase,
      k.redeem,
      st('open'),
      p.cashier,
      null,
      1,
      csvAmount(p.totalCents),
      null,
      null,
      csvAmount(p.paidCents),
      shortReference(p.id),
    ]);
  for (const o of r.operations)
    add(rowCode('operation', o.group), [
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
    add(rowCode('method', m.kind ?? 'unknown', m.method ?? 'not_stated'), [
      sec.method,
      m.name,
      m.kind ? w.paymentKinds[m.kind] : null,
      null,
      null,
      m.count,
      null,
      null,
      csvAmount(m.amountCents),
      null,
      null,
    ]);
  for (const c of r.byCashier)
    add(rowCode('cashier', c.kind), [
      sec.cashier,
      k[c.kind],
      null,
      c.cashier ?? '-',
      null,
      c.count,
      csvAmount(c.amountCents),
      null,
      null,
      null,
      null,
    ]);
  for (const t of r.takings)
    add('takings', [sec.takings, null, null, t.cashier ?? '-', null, t.count, csvAmount(t.amountCents), null, null, null, null]);
  // The sessions the money figures sum: the day's Zs, and the one still open.
  for (const n of r.sessions.closed)
    add('session_z', [sec.session, `Z ${n}`, st('closed'), null, null, null, null, null, null, null, null]);
  if (r.sessions.open !== null)
    add('session_x', [sec.session, `X ${r.sessions.open}`, st('open'), null, null, null, null, null, null, null, null]);
  // The cross-check's differences, both ways: this till's amount and the service's.
  const mismatches = [
    ['mismatch_local', sec.mismatchLocal, r.crossCheck.localOnly],
    ['mismatch_service', sec.mismatchService, r.crossCheck.serviceOnly],
  ] as const;
  for (const [code, section, list] of mismatches)
    for (const m of list)
      add(code, [section, k.redeem, null, null, m.code, null, csvAmount(m.localCents), null, null, csvAmount(m.serviceCents), null]);
  for (const row of askedBookedCsvRows(r.askedBooked, sec.askedBooked, k, st('succeeded'))) add('asked_booked', row);
  for (const o of r.crossCheck.otherTills)
    add('other_till', [sec.otherTill, k.redeem, null, o.user ?? '-', o.code, null, null, null, null, csvAmount(o.cents), o.redeemedAt]);
  // Written off by the service: listed apart, never summed with the payments of other tills.
  for (const o of r.crossCheck.derecognized)
    add('derecognized', [
      sec.derecognized,
      k.redeem,
      null,
      o.user ?? '-',
      o.code,
      null,
      null,
      null,
      null,
      csvAmount(o.cents),
      o.redeemedAt,
    ]);
  add(rowCode('cross_check', r.crossCheck.state), [
    sec.crossCheck,
    null,
    st(r.crossCheck.state),
    null,
    null,
    r.crossCheck.matched,
    null,
    null,
    null,
    null,
    `${r.crossCheck.from} – ${r.crossCheck.to}`,
  ]);
  if (r.closed) add('closed', [sec.closed, null, null, r.closed.closedBy, null, null, null, null, null, null, r.closed.closedAt]);
  return { filename: `day-closing_${r.day}.csv`, csv: toCsv(rows, csvOptionsFor(lang)) };
}

/**
 * The receipt input of the printed day closing (per cashier what they took in). `methodName` names a
 * payment method in the receipt's language (the report's names are in the screen's).
 */
export function closingReceiptBody(
  r: ClosingReport,
  currency: string,
  methodName: (m: ClosingReport['byMethod'][number]) => string = (m) => m.name,
): Extract<ReceiptInput['body'], { kind: 'day_closing' }> {
  return {
    kind: 'day_closing',
    currency,
    day: r.day,
    totals: r.totals,
    byCashier: r.takings.map((t) => ({ cashier: t.cashier ?? '-', count: t.count, amountCents: t.amountCents })),
    open: r.open.map((o) => ({ reference: shortReference(o.id), kind: o.kind, state: o.state, amountCents: o.amountCents })),
    askedBooked: askedBookedReceipt(r.askedBooked),
    operations: r.operations.map((o) => ({ ...o })),
    byMethod: r.byMethod.map((m) => ({ name: methodName(m), count: m.count, amountCents: m.amountCents })),
    closedAt: r.closed?.closedAt ?? null,
    acceptedApart: acceptedApart(r.crossCheck),
  };
}

/** Redemptions of this till the service marks complimentary or derecognised, and the service's own write-offs. */
function acceptedApart(c: ClosingReport['crossCheck']) {
  const sum = (list: ReadonlyArray<{ cents: number }>) => ({ count: list.length, cents: list.reduce((s, i) => s + i.cents, 0) });
  return {
    complimentary: sum(c.matchedItems.filter((i) => i.complimentary).map((i) => ({ cents: i.serviceCents }))),
    derecognized: sum(c.matchedItems.filter((i) => i.derecognized).map((i) => ({ cents: i.serviceCents }))),
    writtenOff: sum(c.derecognized),
  };
}
