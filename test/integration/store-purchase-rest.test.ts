// The rest of a finished purchase of the old purchase screen (paid in cash beside its vouchers) is
// money of its session: the X counts it, and it leaves for the store with the purchase's last step,
// so the store day tells the same cash as the till.
import { afterAll, expect, it } from 'vitest';
import { startStoreScene, type StoreScene } from '../helpers/store-tills';

let scene: StoreScene | undefined;
afterAll(async () => {
  await scene?.close();
});

it("an old purchase's cash rest reaches the store with its last step, as the X counts it", async () => {
  scene = await startStoreScene({ store: 'old', name: 'Kasse 1' });
  const { h } = scene;
  await h.sellOrder({ goodsCents: 1500, cashGivenCents: 1500 });
  const session = (await h.call('session.current', {})).session!;
  // As the old purchase screen left it: CHF 30.00, CHF 23.00 by voucher, the rest of 7.00 in cash.
  const db = h.core.runtime.db;
  const now = new Date().toISOString();
  const day = (await h.call('report.closing', {})).day;
  const scope = db.prepare(`SELECT mode, service FROM orders LIMIT 1`).get() as { mode: string; service: string };
  db.prepare(
    `INSERT INTO purchases (id, total_cents, currency, state, cashier, terminal, created_at, updated_at, mode, service, payment_method, payment_kind, rest_cents)
     VALUES ('p-old', 3000, 'CHF', 'finished', 'Anna', 'Till 1', ?, ?, ?, ?, 'cash', 'cash', 700)`,
  ).run(now, now, scope.mode, scope.service);
  db.prepare(
    `INSERT INTO journal (id, kind, state, code, amount_cents, currency, request, purchase_id, redeem_token, cashier, terminal, day, created_at, updated_at, mode, service, session_id)
     VALUES ('j-old', 'redeem', 'succeeded', 'DEMOTRAIN001', 2300, 'CHF', '{}', 'p-old', 't-old', 'Anna', 'Till 1', ?, ?, ?, ?, ?, ?)`,
  ).run(day, now, now, scope.mode, scope.service, session.id);

  const x = (await h.call('session.x', {})).report;
  expect(x.split.methods.find((m) => m.method === 'cash')?.netCents).toBe(2200);

  expect(await h.push()).toMatchObject({ state: 'connected', backlog: 0 });
  const store = await h.call('store.day', { day });
  expect(store.tillMoney).toEqual([expect.objectContaining({ till: 'Kasse 1', cashCents: 2200, vouchersCents: 2300 })]);
});
