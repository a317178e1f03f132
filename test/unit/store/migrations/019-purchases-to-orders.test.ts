// Migration 019 (purchases to orders): a purchase still open in a database of schema 18 (opened by
// the purchase methods after migration 13) becomes an open order with the same id: one goods line,
// one voucher tender per redemption, its journal rows the order's steps; it leaves the open
// purchases. Finished purchases and purchases moved by migration 13 stay as they were.
import { describe, expect, it } from 'vitest';
import { insertPurchase, listOpenPurchases, updatePurchase } from '../../../../electron/core/store/purchases';
import { orderView } from '../../../../electron/core/domain/order-view';
import { findOpenOrder } from '../../../../electron/core/store/orders';
import { orderOfStep } from '../../../../electron/core/store/order-steps';
import { databaseBefore, migrateTo, NOW, type TestDb } from './helpers';

const at = new Date(NOW);

/** A succeeded journal row of a purchase (a redemption, or the cancel of one). */
function row(db: TestDb, id: string, kind: string, code: string, cents: number, purchaseId: string, refId: string | null = null): void {
  db.prepare(
    `INSERT INTO journal (id, kind, state, code, amount_cents, currency, request, purchase_id, ref_id, redeem_token, cashier, terminal, day, created_at, updated_at, mode, service)
     VALUES (?, ?, 'succeeded', ?, ?, 'CHF', '{}', ?, ?, ?, 'Anna', 'Till 1', '2026-11-20', ?, ?, 'training', 'training')`,
  ).run(id, kind, code, cents, purchaseId, refId, kind === 'redeem' ? `t-${id}` : null, NOW, NOW);
}

function withOpenPurchase(): TestDb {
  const db = databaseBefore(19);
  const open = insertPurchase(db, { id: 'p-open', totalCents: 8000, reference: 'R17', cashier: 'Anna', terminal: 'Till 1', now: at });
  const done = insertPurchase(db, { id: 'p-done', totalCents: 1000, cashier: 'Anna', terminal: 'Till 1', now: at });
  updatePurchase(db, done.id, { state: 'finished' }, at);
  row(db, 'j-1', 'redeem', 'DEMOTRAIN001', 5000, open.id);
  row(db, 'j-2', 'redeem', 'DEMOTRAIN002', 2000, open.id);
  // Part of the second voucher was given back.
  row(db, 'j-3', 'cancel_redemption', 'DEMOTRAIN002', 500, open.id, 'j-2');
  row(db, 'j-4', 'redeem', 'DEMOTRAIN003', 1000, done.id);
  return db;
}

describe('migration 019 purchases to orders', () => {
  it('turns a purchase left open into the open order of its cashier, with its line and voucher tenders', () => {
    const db = withOpenPurchase();
    expect(listOpenPurchases(db).map((p) => p.id)).toEqual(['p-open']);
    migrateTo(db, 19);
    expect(findOpenOrder(db, 'Anna')).toMatchObject({ id: 'p-open', state: 'open', cashier: 'Anna' });
    const v = orderView(db, 'p-open', 5);
    expect(v.lines).toEqual([expect.objectContaining({ kind: 'goods', amountCents: 8000, reference: 'R17', state: 'open' })]);
    expect(v.tenders.map((t) => [t.code, t.amountCents, t.state])).toEqual([
      ['DEMOTRAIN001', 5000, 'taken'],
      ['DEMOTRAIN002', 1500, 'taken'],
    ]);
    expect(v).toMatchObject({ totalCents: 8000, paidCents: 6500, restCents: 1500 });
    expect(orderOfStep(db, 'j-3')).toEqual({ orderId: 'p-open', lineId: null, tenderId: 'p-open:j-2' });
    // Moved once: no open purchase is left, the finished one stays a purchase (its row no order's step).
    expect(listOpenPurchases(db)).toEqual([]);
    expect(orderOfStep(db, 'j-4')).toBeNull();
    expect(db.prepare('SELECT id FROM orders').all()).toEqual([{ id: 'p-open' }]);
  });

  it('leaves a purchase migration 13 already moved alone', () => {
    const db = withOpenPurchase();
    db.prepare(`UPDATE purchases SET moved_to_order = id WHERE id = 'p-open'`).run();
    migrateTo(db, 19);
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });
});
