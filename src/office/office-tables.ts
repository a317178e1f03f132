// The office page's tables from the store's answers (contract/office.ts): the chain month, the
// store day's tables. Pure: the page renders them and their CSV is the same rows.
import type { TFunction } from 'i18next';
import type { OfficeDay, OfficeFigures, OfficeMonth, OfficeMoney } from '../../electron/core/contract/office';
import type { Cell, OfficeTable } from './table';

const money = (cents: number | null): Cell => ({ cents });
const at = (value: string | null): Cell => ({ at: value });

/** The groups of what was sold, in the Z's order. */
export const saleKinds = ['goods', 'loads', 'activations', 'codeSales', 'tickets'] as const;

type Kind = (typeof saleKinds)[number];

/** The groups sold in the month or the month before (a column each; the others would only show zeros). */
function kindsOf(m: OfficeMonth): Kind[] {
  const all = [...m.current.stores, ...m.previous.stores];
  return saleKinds.filter((k) => all.some((f) => (f.salesByKind[k] ?? 0) !== 0));
}

function figureHead(t: TFunction, kinds: readonly Kind[]): string[] {
  return [
    t('col.orders'),
    t('col.sales'),
    ...kinds.map((k) => t(`kind.${k}`)),
    t('col.cash'),
    t('col.card'),
    t('col.other'),
    t('col.vouchers'),
    t('col.refunds'),
    t('col.freeCredit'),
    t('col.sessions'),
    t('col.difference'),
  ];
}

function figureCells(f: OfficeFigures, kinds: readonly Kind[]): Cell[] {
  return [
    f.orders,
    money(f.salesCents),
    ...kinds.map((k) => money(f.salesByKind[k] ?? 0)),
    money(f.cashCents),
    money(f.cardCents),
    money(f.otherCents),
    money(f.vouchersCents),
    money(f.refundsCents),
    money(f.freeCreditCents),
    f.sessions,
    money(f.differenceCents),
  ];
}

/** Each store's month beside its month before. */
export function monthStoresTable(m: OfficeMonth, t: TFunction): OfficeTable {
  const kinds = kindsOf(m);
  const names = [...new Set([...m.current.stores, ...m.previous.stores].map((s) => s.store))].sort();
  const rows: Cell[][] = [];
  const totals: boolean[] = [];
  for (const store of names) {
    for (const [p, total] of [
      [m.current, true],
      [m.previous, false],
    ] as const) {
      const f = p.stores.find((s) => s.store === store);
      rows.push([store, p.month, ...figureCells(f ?? empty(store), kinds)]);
      totals.push(total);
    }
  }
  return {
    name: `chain-${m.current.month}-stores`,
    caption: t('storesOfMonth'),
    head: [t('store'), t('month'), ...figureHead(t, kinds)],
    rows,
    totals,
  };
}

/** Every store per day of the month; the first cell links to the store day. */
export function monthDaysTable(m: OfficeMonth, t: TFunction): OfficeTable {
  const kinds = kindsOf(m);
  const days = [...m.current.days].sort((a, b) => a.store.localeCompare(b.store) || (a.day ?? '').localeCompare(b.day ?? ''));
  return {
    name: `chain-${m.current.month}-days`,
    caption: t('daysOfMonth'),
    head: [t('day'), t('store'), ...figureHead(t, kinds)],
    rows: days.map((f) => [f.day ?? '', f.store, ...figureCells(f, kinds)]),
    links: days.map((f) => `/day?store=${encodeURIComponent(f.store)}&day=${f.day ?? ''}`),
  };
}

function empty(store: string): OfficeFigures {
  return {
    store,
    day: null,
    orders: 0,
    salesCents: 0,
    salesByKind: {},
    cashCents: 0,
    cardCents: 0,
    otherCents: 0,
    vouchersCents: 0,
    refundsCents: 0,
    freeCreditCents: 0,
    sessions: 0,
    differenceCents: 0,
  };
}

const moneyHead = (t: TFunction) => [
  t('col.cash'),
  t('col.card'),
  t('col.other'),
  t('col.vouchers'),
  t('col.refunds'),
  t('col.freeCredit'),
];
const moneyCells = (m: OfficeMoney): Cell[] => [m.cash, m.card, m.other, m.vouchers, m.refunds, m.free_credit].map(money);

/** The tables of a store day, in the page's order. */
export function dayTables(d: OfficeDay, t: TFunction): OfficeTable[] {
  const tillName = new Map(d.tills.map((x) => [x.id, x.name]));
  const till = (id: string) => tillName.get(id) ?? id;
  const state = (s: string) => t(`state.${s}`, { defaultValue: s });
  const name = (what: string) => `${what}-${d.store}-${d.day}`;
  const flags = (x: OfficeDay['tills'][number]) =>
    [
      x.revoked ? t('flag.revoked') : null,
      x.cloned ? t('flag.cloned') : null,
      x.gap ? t('flag.gap') : null,
      x.copy ? t('flag.copy') : null,
      x.refused > 0 ? t('flag.refused', { count: x.refused }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  return [
    {
      name: name('sessions'),
      caption: t('tables.sessions'),
      head: [
        t('col.till'),
        t('col.z'),
        t('col.state'),
        t('col.openedBy'),
        t('col.opened'),
        t('col.closed'),
        t('col.float'),
        t('col.expected'),
        t('col.counted'),
        t('col.difference'),
        t('col.openings'),
        t('col.closedBy'),
      ],
      rows: d.sessions.map((s) => [
        till(s.till),
        s.number,
        state(s.state),
        s.cashier,
        at(s.opened_at),
        at(s.closed_at),
        money(s.float),
        money(s.expected),
        money(s.counted),
        money(s.difference),
        s.openings,
        s.closed_by,
      ]),
      links: d.sessions.map((s) => `/session?till=${s.till}&session=${encodeURIComponent(s.local_id)}`),
    },
    {
      name: name('till-money'),
      caption: t('tables.tillMoney'),
      head: [t('col.till'), ...moneyHead(t), t('col.difference')],
      rows: d.tillMoney.map((m) => [till(m.till), ...moneyCells(m), money(m.difference)]),
    },
    {
      name: name('cashiers'),
      caption: t('tables.perCashier'),
      head: [t('col.cashier'), ...moneyHead(t)],
      rows: d.perCashier.map((c) => [c.cashier ?? t('openTill'), ...moneyCells(c)]),
    },
    {
      name: name('methods'),
      caption: t('tables.perMethod'),
      head: [t('col.method'), t('col.kind'), t('col.count'), t('col.amount')],
      rows: d.perMethod.map((m) => [
        m.method ?? t('notStated'),
        m.payment_kind ? t(`payKind.${m.payment_kind}`) : '',
        m.count,
        money(m.amount),
      ]),
    },
    {
      name: name('open-orders'),
      caption: t('tables.openOrders'),
      head: [t('col.till'), t('col.state'), t('col.cashier'), t('col.lines'), t('col.total'), t('col.since')],
      rows: d.openOrders.map((o) => [till(o.till), state(o.state), o.cashier, o.lines, money(o.total), at(o.created_at)]),
    },
    {
      name: name('open-steps'),
      caption: t('tables.openSteps'),
      head: [t('col.till'), t('col.kind'), t('col.state'), t('col.code'), t('col.amount'), t('col.cashier'), t('col.since')],
      rows: d.open.map((o) => [till(o.till), o.kind, state(o.state), o.code_masked, money(o.amount), o.cashier, at(o.created_at)]),
    },
    {
      name: name('tills'),
      caption: t('tables.tills'),
      head: [t('col.till'), t('col.lastContact'), t('col.backlog'), t('col.backlogSince'), t('col.flags')],
      rows: d.tills.map((x) => [x.name, x.last_seen ? at(x.last_seen) : t('never'), x.backlog, at(x.backlog_since), flags(x)]),
    },
  ];
}
