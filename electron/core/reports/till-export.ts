// The Z, day and month reports as CSV: one row layout for all three (section,
// name, state, cashier, day, count, amount, key), every word in the report's language, the stable
// code of each row in the last column, receipt numbers and Z numbers instead of ids. Money rows come
// are the report's rows (contract/z-rows.ts), the same the screen and the print show, in their order.
import type { Language } from '../contract/app';
import type { DayReport, MonthReport, SessionReport } from '../contract/till-reports';
import { moneyRows, zRows, type ZRow } from '../contract/z-rows';
import { receiptStrings } from '../printing/strings';
import { tillReportStrings } from '../printing/strings-till';
import { zRowName, zWordName } from '../printing/z-row-names';
import { csvAmount, csvOptionsFor, toCsv, type Cell } from './csv';
import { reportStrings } from './report-strings';
import { rowCode, stateWord } from '../contract/report-words';

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

/** The money rows (contract/z-rows.ts), in their order; headings are the section column. */
function moneyCsvRows(out: Rows, rows: readonly ZRow[]): void {
  for (const row of rows) {
    if (row.level === 'head') continue;
    out.cashier = row.cashier === undefined ? null : (row.cashier ?? tillReportStrings[out.lang].openTill);
    out.add(row.key, zWordName(row.section, out.lang), zRowName(row, out.lang), row.count, row.cents);
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
  moneyCsvRows(out, zRows(r));
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
  moneyCsvRows(out, moneyRows(r.totals, null));
  return { filename: `day-report_${r.day}.csv`, csv: toCsv(out.rows, csvOptionsFor(lang)) };
}

/** The month: each day's drawer and money, then the month's sum (day column empty). */
export function monthCsv(r: MonthReport, lang: Language): { filename: string; csv: string } {
  const out = new Rows(lang);
  for (const d of r.days) {
    out.day = d.day;
    moneyCsvRows(out, moneyRows({ ...d.totals, byCashier: [] }, null));
  }
  out.day = null;
  moneyCsvRows(out, moneyRows(r.totals, null));
  return { filename: `month-report_${r.month}.csv`, csv: toCsv(out.rows, csvOptionsFor(lang)) };
}
