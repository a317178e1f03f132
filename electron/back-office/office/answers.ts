// The office page's answers (contract/office.ts) from the store's queries: the chain month beside
// the month before, a store day, a session's Z. Sums only: every figure is a query's.
import type pg from 'pg';
import type { OfficeDay, OfficeFigures, OfficeMonth, OfficeMonthFigures, OfficeSessionZ } from '../../core/contract/office';
import { readChainMonth, type ChainFigures } from '../client/chain';
import { readStoreDay } from '../client/store-day';
import { readDaySessions, readMonthExtra, readPerCashier, readSession, readSessionMoney } from '../client/office-day';

/** The month before `YYYY-MM`. */
export function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const monthAfter = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

async function monthFigures(db: pg.ClientBase, month: string): Promise<OfficeMonthFigures> {
  const m = await readChainMonth(db, month);
  const extra = await readMonthExtra(db, `${month}-01`, `${monthAfter(month)}-01`);
  const key = (store: string, day: string | null) => `${store}|${day ?? ''}`;
  const byKey = new Map(extra.map((e) => [key(e.store, e.day), e]));
  const figures = (f: ChainFigures): OfficeFigures => {
    const e = byKey.get(key(f.store, f.day));
    return { ...f, salesByKind: e?.sales ?? {}, refundsCents: e?.refunds ?? 0, freeCreditCents: e?.free_credit ?? 0 };
  };
  return { month, days: m.days.map(figures), stores: m.stores.map(figures) };
}

export async function readOfficeMonth(db: pg.ClientBase, month: string): Promise<OfficeMonth> {
  return { current: await monthFigures(db, month), previous: await monthFigures(db, monthBefore(month)) };
}

export async function readOfficeDay(db: pg.ClientBase, store: string, day: string): Promise<OfficeDay> {
  const d = await readStoreDay(db, store, day);
  return {
    store,
    day,
    tills: d.tills,
    sessions: await readDaySessions(db, store, day),
    tillMoney: d.tillMoney,
    perCashier: await readPerCashier(db, store, day),
    perMethod: d.perMethod,
    openOrders: d.openOrders,
    open: d.open,
  };
}

export async function readOfficeSessionZ(db: pg.ClientBase, till: string, session: string): Promise<OfficeSessionZ | null> {
  const s = await readSession(db, till, session);
  if (!s) return null;
  return { ...s, facts: await readSessionMoney(db, till, session) };
}
