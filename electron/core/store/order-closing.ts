// What the day closing needs of orders: the merchant's tenders of finished orders (the money in the
// drawer and on the card terminal) and which journal rows are order steps (paid by those tenders,
// so not counted again under "not stated").
import type { Db } from './database';
import { scopeWhere, type Scope } from './scope';

/** Card/other tenders and the cash net of change of one finished order. */
export interface OrderMoney {
  finishedAt: string;
  tenders: Array<{ kind: 'cash' | 'card' | 'other'; method: string | null; amountCents: number }>;
  changeCents: number;
}

/** Finished orders of the scope with their merchant tenders (the caller picks the day in the terminal's zone). */
export function finishedOrderMoney(db: Db, scope: Scope): OrderMoney[] {
  const w = scopeWhere(scope, 'o');
  const rows = db
    .prepare(
      `SELECT o.id, o.finished_at, o.change_cents, t.kind, t.payment_method, t.amount_cents
       FROM orders o JOIN order_tenders t ON t.order_id = o.id AND t.removed_at IS NULL AND t.kind <> 'voucher'
       WHERE o.state = 'finished' AND ${w.sql} ORDER BY o.id, t.position`,
    )
    .all(...w.args) as Array<{
    id: string;
    finished_at: string;
    change_cents: number | null;
    kind: 'cash' | 'card' | 'other';
    payment_method: string | null;
    amount_cents: number | null;
  }>;
  const byOrder = new Map<string, OrderMoney>();
  for (const r of rows) {
    const o = byOrder.get(r.id) ?? { finishedAt: r.finished_at, tenders: [], changeCents: r.change_cents ?? 0 };
    o.tenders.push({ kind: r.kind, method: r.payment_method, amountCents: r.amount_cents ?? 0 });
    byOrder.set(r.id, o);
  }
  return [...byOrder.values()];
}

/** Ids of the day's journal rows that are steps of an order. */
export function orderStepIdsOfDay(db: Db, day: string, scope: Scope): Set<string> {
  const w = scopeWhere(scope, 'j');
  const rows = db
    .prepare(`SELECT s.journal_id AS id FROM order_steps s JOIN journal j ON j.id = s.journal_id WHERE j.day = ? AND ${w.sql}`)
    .all(day, ...w.args) as Array<{ id: string }>;
  return new Set(rows.map((r) => r.id));
}
