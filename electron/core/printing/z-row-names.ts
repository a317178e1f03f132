// The words of the X/Z rows (contract/z-rows.ts) in the report's language, for the print and the CSV.
import type { Language } from '../contract/app';
import type { ZRow, ZWord } from '../contract/z-rows';
import { receiptStrings } from './strings';
import { paymentStrings } from './strings-payment';
import { tillReportStrings } from './strings-till';

/** The word of each ZWord in one language. */
function words(lang: Language): Record<ZWord, string> {
  const t = tillReportStrings[lang];
  return {
    salesTotal: t.salesTotal,
    methods: t.methods,
    drawer: t.drawer,
    float: t.float,
    cashIn: t.cashTaken,
    cashOut: t.cashOut,
    expected: t.expected,
    counted: t.counted,
    difference: t.difference,
    refunds: t.refunds,
    vouchersAccepted: t.vouchersAccepted,
    complimentary: t.complimentary,
    derecognized: t.derecognized,
    backOffice: t.backOffice,
    drawerOpenings: t.drawerOpened,
    liabilities: t.liabilities,
    cancelled: paymentStrings[lang].cancelled,
    freeCredit: t.freeCredit,
    rounding: t.rounding,
    promo: t.promo,
    goods: t.goods,
    ordersFinished: t.ordersFinished,
    ordersCancelled: t.ordersCancelled,
    byCashier: receiptStrings[lang].byCashier,
    expectedCash: t.expectedCash,
  };
}

/** One word of the report (a section's name). */
export function zWordName(w: ZWord, lang: Language): string {
  return words(lang)[w];
}

/** The name of a row (without its count). */
export function zRowName(row: ZRow, lang: Language): string {
  const n = row.name;
  if ('word' in n) return words(lang)[n.word];
  if ('method' in n) return n.method.names?.[lang] ?? n.method.method ?? paymentStrings[lang].notStated;
  if ('group' in n) return tillReportStrings[lang].groups[n.group];
  if ('opening' in n) return `${n.opening.actor ?? '-'}: ${n.opening.reason}`;
  return n.cashier ?? tillReportStrings[lang].openTill;
}
