// Migration 013 (orders): today's open purchases become orders with the same id: one goods line
// (total and reference), one voucher tender per redemption, its journal rows marked as the order's
// steps; the purchase leaves the open list. Finished purchases stay as they were.
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../../../electron/common/sqlite';
import { migrations } from '../../../../electron/core/store/migrations';
import { m013Orders } from '../../../../electron/core/store/migrations/013-orders';
import { insertPurchase, listOpenPurchases, updatePurchase } from '../../../../electron/core/store/purchases';
import { orderView } from '../../../../electron/core/domain/order-view';
import { findOpenOrder } from '../../../../electron/core/store/orders';
import { orderOfStep } from '../../../../electron/core/store/order-steps';

const NOW = new Date('2026-11-20T09:00:00.000Z');

function beforeOrders() {
  const db = openSqlite({ file: ':memory:', migrations: migrations.filter((m) => m.version < 13) });
  const open = insertPurchase(db, { id: 'p-open', totalCents: 8000, reference: 'R17', cashier: 'Anna', terminal: 'Till 1', now: NOW });
  const done = insertPurchase(db, { id: 'p-done', totalCents: 1000, terminal: 'Till 1', now: NOW });
  updatePurchase(db, done.id, { state: 'finished' }, NOW);
  // Rows as the journal of schema 12 holds them (today's store writes columns of later migrations).
  const row = (id: string, kind: string, code: string, cents: number, refId: string | null) =>
    db
      .prepare(
        `INSERT INTO journal (id, kind, state, code, amount_cents, currency, request, purchase_id, ref_id, terminal, day, created_at, updated_at, redeem_token)
         VALUES (?, ?, 'succeeded', ?, ?, 'CHF', '{}', ?, ?, 'Till 1', '2026-11-20', ?, ?, ?)`,
      )
      .run(id, kind, code, cents, open.id, refId, NOW.toISOString(), NOW.toISOString(), kind === 'redeem' ? `t-${id}` : null);
  row('j-1', 'redeem', 'DEMOTRAIN001', 5000, null);
  row('j-2', 'redeem', 'DEMOTRAIN002', 2000, null);
  // Part of the second voucher was given back.
  row('j-3', 'cancel_redemption', 'DEMOTRAIN002', 500, 'j-2');
  return db;
}

describe('migration 013 orders', () => {
  it('turns an open purchase into an open order with its line and voucher tenders', () => {
    const db = beforeOrders();
    db.transaction(() => m013Orders.up(db))();
    const order = findOpenOrder(db, 'Anna');
    expect(order).toMatchObject({ id: 'p-open', state: 'open', cashier: 'Anna' });
    const v = orderView(db, 'p-open', 5);
    expect(v.lines).toEqual([expect.objectContaining({ kind: 'goods', amountCents: 8000, reference: 'R17', state: 'open' })]);
    expect(v.tenders.map((t) => [t.code, t.amountCents, t.state])).toEqual([
      ['DEMOTRAIN001', 5000, 'taken'],
      ['DEMOTRAIN002', 1500, 'taken'],
    ]);
    expect(v).toMatchObject({ totalCents: 8000, paidCents: 6500, restCents: 1500 });
    expect(orderOfStep(db, 'j-3')).toEqual({ orderId: 'p-open', lineId: null, tenderId: 'p-open:j-2' });
    // Moved: no longer an open purchase (it cannot be finished twice); the finished one is untouched.
    expect(listOpenPurchases(db).map((p) => p.id)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 1 });
  });

  it('runs on an empty database', () => {
    const db = openSqlite({ file: ':memory:', migrations: migrations.filter((m) => m.version < 13) });
    db.transaction(() => m013Orders.up(db))();
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });
});
