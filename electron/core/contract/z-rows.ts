// The rows of an X or Z report in the one order the screen, the CSV and the printed report all
// render, so they cannot drift: the sales total (the payment methods' sum) at the top, every payment
// method (cash among them), the drawer (float, cash in, cash out, expected, counted, difference),
// refunds once, vouchers taken, the drawer openings (count and reasons), then the vouchers issued,
// rounding, promo, goods, orders and per cashier the same rows. Pure: it reads figures of the
// report, it computes no money of its own beyond adding rows up.
import type { CashierSplit, LiabilityGroup, MethodTotal, MoneySplit, SessionReport } from './till-reports';

/** What names a row: a word of the report's string table, or the thing it lists. */
export type ZWord =
  | 'salesTotal'
  | 'methods'
  | 'drawer'
  | 'float'
  | 'cashIn'
  | 'cashOut'
  | 'expected'
  | 'counted'
  | 'difference'
  | 'refunds'
  | 'vouchersAccepted'
  | 'complimentary'
  | 'derecognized'
  | 'backOffice'
  | 'drawerOpenings'
  | 'liabilities'
  | 'cancelled'
  | 'freeCredit'
  | 'rounding'
  | 'promo'
  | 'goods'
  | 'ordersFinished'
  | 'ordersCancelled'
  | 'byCashier'
  | 'expectedCash';

export interface DrawerOpening {
  at: string;
  actor: string | null;
  reason: string;
}

export type ZName =
  | { word: ZWord }
  | { method: Pick<MethodTotal, 'method' | 'kind' | 'names'> }
  | { group: LiabilityGroup }
  | { opening: DrawerOpening }
  /** A cashier's block; null: the open till (no cashier PIN). */
  | { cashier: string | null };

/** A row before its section is stamped from its key. */
type Row = Omit<ZRow, 'section'>;

export interface ZRow {
  /** Stable code: the CSV's key column, the screen's `data-key`. */
  key: string;
  /** The part of the report it belongs to (the CSV's section column). */
  section: ZWord;
  /** `head`: a heading; `row`: a figure; `sub`: a part of the row above. */
  level: 'head' | 'row' | 'sub';
  name: ZName;
  count: number | null;
  /** Null: no amount (a heading, a count only, not counted yet). */
  cents: number | null;
  /** What must match something physical or sums up: shown strong. */
  strong?: boolean;
  /** Set on the rows of one cashier's block (their name; null: the open till). */
  cashier?: string | null;
}

/** The drawer figures a report carries (a period's are always counted). */
interface Drawer {
  floatCents: number;
  expectedCents: number;
  countedCents: number | null;
  differenceCents: number | null;
}

const word = (w: ZWord): ZName => ({ word: w });

/** The sales total: the sum of the payment methods' lines below it. */
export function salesTotalCents(split: MoneySplit): number {
  return split.methods.reduce((s, m) => s + m.netCents, 0);
}

/** The payment methods, cash among them. */
function methodRows(split: MoneySplit, all: boolean): Row[] {
  return split.methods
    .filter((m) => all || m.count !== 0 || m.netCents !== 0)
    .map((m) => ({
      key: `method.${m.kind ?? 'unknown'}.${m.method ?? 'not_stated'}`,
      level: 'row',
      name: { method: { method: m.method, kind: m.kind, names: m.names } },
      count: m.count,
      cents: m.netCents,
      strong: true,
    }));
}

function drawerRows(d: Drawer, cash: MoneySplit['cash']): Row[] {
  const row = (key: string, w: ZWord, cents: number | null, strong = false): Row => ({
    key: `drawer.${key}`,
    level: 'row',
    name: word(w),
    count: null,
    cents,
    ...(strong ? { strong } : {}),
  });
  return [
    { key: 'drawer', level: 'head', name: word('drawer'), count: null, cents: null },
    row('float', 'float', d.floatCents),
    row('cash_in', 'cashIn', cash.takenCents),
    row('cash_out', 'cashOut', -(cash.changeCents + cash.refundsCents)),
    row('expected', 'expected', d.expectedCents, true),
    row('counted', 'counted', d.countedCents, true),
    row('difference', 'difference', d.differenceCents, true),
  ];
}

/** Refunds once, vouchers taken (and those handed to the back office, apart). `all`: rows at zero too. */
function takenRows(split: MoneySplit, all: boolean): Row[] {
  const rows: Row[] = [];
  const keep = (...n: number[]) => all || n.some((x) => x !== 0);
  const f = split.refunds;
  const refunded = f.cashCents + f.cardCents + f.otherCents;
  if (keep(f.count, refunded)) rows.push({ key: 'refunds', level: 'row', name: word('refunds'), count: f.count, cents: -refunded });
  const v = split.vouchersAccepted;
  if (keep(v.count, v.amountCents)) {
    rows.push({
      key: 'vouchers_accepted',
      level: 'row',
      name: word('vouchersAccepted'),
      count: v.count,
      cents: v.amountCents,
      strong: true,
    });
    if (v.complimentaryCents)
      rows.push({
        key: 'vouchers_accepted.complimentary',
        level: 'sub',
        name: word('complimentary'),
        count: null,
        cents: v.complimentaryCents,
      });
    if (v.derecognizedCents)
      rows.push({
        key: 'vouchers_accepted.derecognized',
        level: 'sub',
        name: word('derecognized'),
        count: null,
        cents: v.derecognizedCents,
      });
  }
  const bo = split.backOffice;
  if (bo.count !== 0 || bo.amountCents !== 0)
    rows.push({ key: 'back_office', level: 'row', name: word('backOffice'), count: bo.count, cents: bo.amountCents, strong: true });
  return rows;
}

function openingRows(openings: readonly DrawerOpening[]): Row[] {
  return [
    { key: 'drawer_openings', level: 'row', name: word('drawerOpenings'), count: openings.length, cents: null, strong: true },
    ...openings.map((o): Row => ({ key: 'drawer_openings.reason', level: 'sub', name: { opening: o }, count: null, cents: null })),
  ];
}

/** Vouchers issued (free credit apart), rounding, promo, goods and the orders. `all`: rows at zero too. */
function restRows(split: MoneySplit, all: boolean): Row[] {
  const keep = (...n: number[]) => all || n.some((x) => x !== 0);
  const rows: Row[] = [];
  const issued = split.liabilities.filter((l) => keep(l.count, l.cancelledCount, l.netCents, l.freeCreditCents));
  if (all && issued.length > 0) rows.push({ key: 'liabilities', level: 'head', name: word('liabilities'), count: null, cents: null });
  for (const l of issued) {
    rows.push({ key: `liability.${l.group}`, level: 'row', name: { group: l.group }, count: l.count, cents: l.netCents, strong: true });
    if (l.cancelledCount > 0)
      rows.push({
        key: `liability.${l.group}.cancelled`,
        level: 'sub',
        name: word('cancelled'),
        count: l.cancelledCount,
        cents: -l.cancelledCents,
      });
    if (l.freeCreditCents !== 0)
      rows.push({ key: `liability.${l.group}.free_credit`, level: 'sub', name: word('freeCredit'), count: null, cents: l.freeCreditCents });
  }
  if (keep(split.roundingCents))
    rows.push({ key: 'rounding', level: 'row', name: word('rounding'), count: null, cents: split.roundingCents });
  if (keep(split.promo.count, split.promo.discountCents))
    rows.push({ key: 'promo', level: 'row', name: word('promo'), count: split.promo.count, cents: -split.promo.discountCents });
  if (keep(split.goods.count, split.goods.amountCents))
    rows.push({ key: 'goods', level: 'row', name: word('goods'), count: split.goods.count, cents: split.goods.amountCents });
  if (keep(split.orders.finished))
    rows.push({ key: 'orders.finished', level: 'row', name: word('ordersFinished'), count: split.orders.finished, cents: null });
  if (keep(split.orders.cancelled))
    rows.push({ key: 'orders.cancelled', level: 'row', name: word('ordersCancelled'), count: split.orders.cancelled, cents: null });
  return rows;
}

/** One cashier's block: their expected cash, then their rows that are not zero. */
function cashierRows(c: CashierSplit): Row[] {
  const rows: Row[] = [
    { key: 'cashier', level: 'head', name: { cashier: c.cashier }, count: null, cents: null },
    { key: 'expected_cash', level: 'row', name: word('expectedCash'), count: null, cents: c.expectedCashCents, strong: true },
    ...methodRows(c.split, false),
    ...takenRows(c.split, false),
    ...restRows(c.split, false),
  ];
  return rows.map((r) => ({ ...r, cashier: c.cashier }));
}

/**
 * The money rows of a session, a day or a month. `openings`: the drawer openings (null: a period,
 * whose openings are its sessions').
 */
export function moneyRows(
  p: { drawer: Drawer; split: MoneySplit; byCashier: readonly CashierSplit[] },
  openings: readonly DrawerOpening[] | null,
): ZRow[] {
  const rows: Row[] = [
    { key: 'sales_total', level: 'row', name: word('salesTotal'), count: null, cents: salesTotalCents(p.split), strong: true },
    { key: 'methods', level: 'head', name: word('methods'), count: null, cents: null },
    ...methodRows(p.split, true),
    ...drawerRows(p.drawer, p.split.cash),
    ...takenRows(p.split, true),
    ...(openings ? openingRows(openings) : []),
    ...restRows(p.split, true),
  ];
  if (p.byCashier.length > 0) rows.push({ key: 'by_cashier', level: 'head', name: word('byCashier'), count: null, cents: null });
  for (const c of p.byCashier) rows.push(...cashierRows(c));
  return rows.map((r) => ({ ...r, section: sections[r.key.split('.')[0]!] ?? 'salesTotal' }));
}

const sections: Record<string, ZWord> = {
  sales_total: 'salesTotal',
  methods: 'methods',
  method: 'methods',
  drawer: 'drawer',
  expected_cash: 'drawer',
  refunds: 'refunds',
  vouchers_accepted: 'vouchersAccepted',
  back_office: 'backOffice',
  drawer_openings: 'drawerOpenings',
  liabilities: 'liabilities',
  liability: 'liabilities',
  rounding: 'rounding',
  promo: 'promo',
  goods: 'goods',
  orders: 'ordersFinished',
  by_cashier: 'byCashier',
  cashier: 'byCashier',
};

/** The rows of an X or Z report. */
export function zRows(r: SessionReport): ZRow[] {
  return moneyRows(r, r.drawerOpenings);
}
