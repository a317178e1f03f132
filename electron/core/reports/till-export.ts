// The Z, day and month reports as CSV (issue 24.3/24.5): one row layout for all three (section,
// name, state, cashier, day, count, amount, key), every word in the report's language, the stable
// code of each row in the last column, receipt numbers and Z numbers instead of ids. Money rows come
// from one function for a session, a cashier, a day and a month, so no figure is written twice.
import type { Language } from '../contract/app';
import type { CashierSplit, DayReport, DrawerFigures, MoneySplit, MonthReport, SessionReport } from '../contract/till-reports';
import { receiptStrings } from '../printing/strings';
import { paymentStrings } from '../printing/strings-payment';
import { tillReportStrings } from '../printing/strings-till';
import { csvAmount, csvOptionsFor, toCsv, type Cell } from './csv';
import { reportStrings } from './report-strings';
import { reportWords, rowCode, stateWord } from './report-words';

const heads: Record<Language, { cashier: string; day: string }> = {
  de: { cashier: 'Kassier/in', day: 'Tag' },
  fr: { cashier: 'Caissier/ère', day: 'Jour' },
  it: { cashier: 'Cassiere/a', day: 'Giorno' },
  en: { cashier: 'Cashier', day: 'Day' },
};

/** Rows of one CSV: the context (cashier, day) is set once and stamped on every money row. */
class Rows {
  readonly rows: Cell[][];
  cashier: string | null = null;
  day: string | null = null;
  constructor(readonly lang: Language) {
    const r = reportStrings[lang];
    const h = heads[lang];
    this.rows = [[r.section, r.name, r.state, h.cashier, h.day, r.count, r.amount, r.key]];
  }
  add(key: string, section: string, name: string | null, count: number | null, cents: number | null, state: string | null = null): void {
    const amount = cents === null ? null : csvAmount(cents);
    const prefix = this.cashier === null ? key : rowCode('cashier', key);
    this.rows.push([section, name, state === null ? null : stateWord(this.lang, state), this.cashier, this.day, count, amount, prefix]);
  }
}

function drawerRows(
  out: Rows,
  d: DrawerFigures | { floatCents: number; expectedCents: number; countedCents: number; differenceCents: number },
  cash: MoneySplit['cash'],
): void {
  const t = tillReportStrings[out.lang];
  out.add('drawer.float', t.drawer, t.float, null, d.floatCents);
  out.add('drawer.cash_taken', t.drawer, t.cashTaken, null, cash.takenCents);
  out.add('drawer.change', t.drawer, t.change, null, -cash.changeCents);
  out.add('drawer.cash_refunds', t.drawer, t.cashRefunds, null, -cash.refundsCents);
  out.add('drawer.expected', t.drawer, t.expected, null, d.expectedCents);
  out.add('drawer.counted', t.drawer, t.counted, null, d.countedCents);
  out.add('drawer.difference', t.drawer, t.difference, null, d.differenceCents);
}

/** The money of a split: methods, liabilities (free credit apart), vouchers accepted, refunds, rounding, promo, goods, orders. */
function splitRows(out: Rows, s: MoneySplit): void {
  const t = tillReportStrings[out.lang];
  const w = reportWords[out.lang];
  const notStated = paymentStrings[out.lang].notStated;
  for (const m of s.methods) {
    const name = m.names?.[out.lang] ?? m.method ?? notStated;
    const kind = m.kind ? w.paymentKinds[m.kind] : null;
    out.add(
      rowCode('method', m.kind ?? 'unknown', m.method ?? 'not_stated'),
      t.terminals,
      kind ? `${name} (${kind})` : name,
      m.count,
      m.netCents,
    );
  }
  for (const l of s.liabilities) {
    const name = t.groups[l.group];
    out.add(rowCode('liability', l.group), t.liabilities, name, l.count, l.netCents);
    if (l.cancelledCount > 0)
      out.add(rowCode('liability', l.group, 'cancelled'), t.liabilities, name, l.cancelledCount, -l.cancelledCents, 'cancelled');
    if (l.freeCreditCents !== 0)
      out.add(rowCode('liability', l.group, 'free_credit'), t.liabilities, `${name}: ${t.freeCredit}`, null, l.freeCreditCents);
  }
  const v = s.vouchersAccepted;
  out.add('vouchers_accepted', t.vouchersAccepted, t.vouchersAccepted, v.count, v.amountCents);
  if (v.complimentaryCents !== null)
    out.add('vouchers_accepted.complimentary', t.vouchersAccepted, t.complimentary, null, v.complimentaryCents);
  if (v.derecognizedCents !== null)
    out.add('vouchers_accepted.derecognized', t.vouchersAccepted, t.derecognized, null, v.derecognizedCents);
  out.add('back_office', t.backOffice, t.backOffice, s.backOffice.count, s.backOffice.amountCents);
  out.add('refunds', t.refunds, t.refunds, s.refunds.count, null);
  // Cash given back is told once, by the drawer's row; card and other here.
  for (const k of ['card', 'other'] as const) out.add(rowCode('refunds', k), t.refunds, w.paymentKinds[k], null, -s.refunds[`${k}Cents`]);
  out.add('rounding', t.rounding, t.rounding, null, s.roundingCents);
  out.add('promo', t.promo, t.promo, s.promo.count, -s.promo.discountCents);
  out.add('goods', t.goods, t.goods, s.goods.count, s.goods.amountCents);
  out.add('orders.finished', t.orders, w.states.finished, s.orders.finished, null);
  out.add('orders.cancelled', t.orders, w.states.cancelled, s.orders.cancelled, null);
}

function cashierRows(out: Rows, list: readonly CashierSplit[]): void {
  const t = tillReportStrings[out.lang];
  for (const c of list) {
    out.cashier = c.cashier ?? t.openTill;
    out.add('expected_cash', t.drawer, t.expectedCash, null, c.expectedCashCents);
    splitRows(out, c.split);
  }
  out.cashier = null;
}

/** The X or Z of one session: open items, the drawer, the money, per cashier, the orders by receipt number. */
export function sessionCsv(r: SessionReport, lang: Language): { filename: string; csv: string } {
  const out = new Rows(lang);
  const t = tillReportStrings[lang];
  const k = receiptStrings[lang].kinds;
  out.day = r.session.day;
  for (const o of r.openItems) {
    if (o.type === 'step')
      out.add(rowCode('open', o.kind, o.state), receiptStrings[lang].openItems, `${o.receipt} ${k[o.kind]}`, 1, o.amountCents, o.state);
    else out.add(rowCode('open', 'order', o.state), receiptStrings[lang].openItems, o.receipt, 1, o.totalCents, o.state);
  }
  drawerRows(out, r.drawer, r.split.cash);
  splitRows(out, r.split);
  cashierRows(out, r.byCashier);
  for (const o of r.orders) {
    out.cashier = o.cashier;
    out.add(rowCode('order', o.refund ? 'refund' : 'sale', o.state), t.orders, o.receipt, 1, o.totalCents, o.state);
  }
  const name = `${r.kind === 'z' ? 'z' : 'x'}-report_${r.session.number}`;
  return { filename: `${name}.csv`, csv: toCsv(out.rows, csvOptionsFor(lang)) };
}

/** The day: its sessions (Z number, state, counted, difference), then their sum. */
export function dayCsv(r: DayReport, lang: Language): { filename: string; csv: string } {
  const out = new Rows(lang);
  const t = tillReportStrings[lang];
  out.day = r.day;
  for (const s of r.sessions) {
    const z = `${t.titleZ} ${s.number}`;
    out.add(rowCode('session', s.state, 'counted'), t.titleZ, z, null, s.countedCents, s.state);
    out.add(rowCode('session', s.state, 'difference'), t.titleZ, `${z}: ${t.difference}`, null, s.differenceCents, s.state);
  }
  drawerRows(out, r.totals.drawer, r.totals.split.cash);
  splitRows(out, r.totals.split);
  cashierRows(out, r.totals.byCashier);
  return { filename: `day-report_${r.day}.csv`, csv: toCsv(out.rows, csvOptionsFor(lang)) };
}

/** The month: each day's drawer and money, then the month's sum (day column empty). */
export function monthCsv(r: MonthReport, lang: Language): { filename: string; csv: string } {
  const out = new Rows(lang);
  for (const d of r.days) {
    out.day = d.day;
    drawerRows(out, d.totals.drawer, d.totals.split.cash);
    splitRows(out, d.totals.split);
  }
  out.day = null;
  drawerRows(out, r.totals.drawer, r.totals.split.cash);
  splitRows(out, r.totals.split);
  cashierRows(out, r.totals.byCashier);
  return { filename: `month-report_${r.month}.csv`, csv: toCsv(out.rows, csvOptionsFor(lang)) };
}
