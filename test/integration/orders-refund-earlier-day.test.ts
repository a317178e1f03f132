// A basket order's refund is an undo like any other: an order sold on an earlier day is refunded
// only with the manager (the cashier is told why, nothing is paid out), and the refund is audited
// naming the manager, the cashier and the day, as every other earlier-day undo. Today's orders are
// refunded by the cashier as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodOutput, Order } from '../../electron/core/contract';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { as as client, BOSS_PIN, uid } from '../helpers/session-clients';

type AuditEntry = MethodOutput<'auth.audit'>['entries'][number];

let sb: RunningSandbox;
let h: CoreHarness;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb, core: { clock, scryptParams: { N: 1024, r: 8, p: 1 } } });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

const as = (label: string) => client(h.core, label);
type Call = ReturnType<typeof as>;
async function value<T>(p: Promise<{ ok: boolean; value?: unknown; error?: unknown }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`call failed: ${JSON.stringify(r.error)}`);
  return r.value as T;
}

/** A finished order of goods for `cents`, paid in cash by the cashier of `till`. */
async function soldInCash(till: Call, cents: number): Promise<Order> {
  await value(till('order.addLine', { line: { kind: 'goods', amountCents: cents } }));
  const o = (
    await value<{ order: Order }>(till('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: cents } }))
  ).order;
  const done = (await value<{ order: Order }>(till('order.finish', { orderId: o.id }))).order;
  expect(done.state).toBe('finished');
  return done;
}

const paidOut = (o: Order) => o.tenders.filter((t) => t.kind === 'cash').reduce((s, t) => s + t.amountCents, 0);

describe("refund of an earlier day's order", () => {
  it('a cashier is refused in clear words; with the manager it is paid out and audited; today a cashier refunds alone', async () => {
    const boss = as('boss');
    const till = as('till');
    expect((await boss('auth.setup', { name: 'Chefin', pin: BOSS_PIN })).ok).toBe(true);
    expect((await boss('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' })).ok).toBe(true);
    expect((await till('auth.login', { userId: uid(h.core, 'Anna'), pin: '1357' })).ok).toBe(true);

    const yesterday = await soldInCash(till, 7000);
    offsetMs += 26 * 3600_000; // the next day
    const today = await soldInCash(till, 2500);

    // The cashier alone: refused before anything is undone or paid out, and told why.
    const refused = await till('order.refund', { orderId: yesterday.id, paymentMethodId: 'cash' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'forbidden', details: { needs: 'manager_pin', action: 'refund_order_earlier_day' } },
    });
    const message = (refused as { error: { message: string } }).error.message;
    expect(message).toMatch(/^This undoes a step of an earlier day \(\d{4}-\d{2}-\d{2}\): it needs a manager PIN$/);
    const recent = (await value<{ orders: Order[] }>(till('order.recent', {}))).orders;
    expect(recent.filter((o) => o.refundOf !== null)).toEqual([]);
    expect((await value<{ order: Order | null }>(till('order.current', {}))).order).toBeNull();

    // Another line of the same order, or the whole order line by line: the same refusal.
    const lineId = yesterday.lines[0]?.id ?? '';
    expect(await till('order.refund', { orderId: yesterday.id, lineId, paymentMethodId: 'cash' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });

    // With the manager's PIN: refunded, 70.00 paid out, audited with both people and the day.
    expect((await till('auth.elevate', { userId: uid(h.core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    const r = (await value<{ order: Order }>(till('order.refund', { orderId: yesterday.id, paymentMethodId: 'cash' }))).order;
    expect(r).toMatchObject({ state: 'finished', refundOf: yesterday.id, totalCents: -7000 });
    expect(paidOut(r)).toBe(-7000);
    // One PIN entry, one step: the next earlier-day undo asks again.
    expect((await till('order.refund', { orderId: yesterday.id, paymentMethodId: 'cash' })).ok).toBe(false);

    // Today's order: the cashier refunds it alone, as before.
    const rToday = (await value<{ order: Order }>(till('order.refund', { orderId: today.id, paymentMethodId: 'cash' }))).order;
    expect(rToday).toMatchObject({ state: 'finished', refundOf: today.id, totalCents: -2500 });

    expect((await boss('auth.login', { userId: uid(h.core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    const entries = (await value<{ entries: AuditEntry[] }>(boss('auth.audit', {}))).entries;
    const refunds = entries.filter((e) => e.action === 'refund_order_earlier_day');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      actor: 'Chefin',
      subject: yesterday.id,
      details: { cashier: 'Anna', method: 'order.refund', day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(entries.filter((e) => e.subject === today.id && e.action.endsWith('_earlier_day'))).toEqual([]);
  });

  it("an open order with an earlier day's voucher payment: removing the payment or cancelling the order needs the manager", async () => {
    const boss = as('boss');
    const till = as('till');
    await value(till('order.addLine', { line: { kind: 'goods', amountCents: 3000 } }));
    const o = (
      await value<{ order: Order }>(till('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN001', maxCents: 2000 } }))
    ).order;
    const tenderId = o.tenders[0]?.id ?? '';
    offsetMs += 26 * 3600_000; // the order is still open the next day

    for (const [method, input, action] of [
      ['order.removeTender', { tenderId }, 'cancel_purchase_earlier_day'],
      ['order.cancel', { orderId: o.id }, 'cancel_order_earlier_day'],
    ] as const) {
      expect(await till(method, input), method).toMatchObject({
        ok: false,
        error: { code: 'forbidden', details: { needs: 'manager_pin', action } },
      });
    }
    expect((await value<{ order: Order }>(till('order.get', { orderId: o.id }))).order.tenders).toMatchObject([{ state: 'taken' }]);

    expect((await till('auth.elevate', { userId: uid(h.core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    expect((await value<{ order: Order }>(till('order.cancel', { orderId: o.id }))).order.state).toBe('cancelled');
    expect((await boss('auth.login', { userId: uid(h.core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    const entries = (await value<{ entries: AuditEntry[] }>(boss('auth.audit', {}))).entries;
    expect(entries.find((e) => e.action === 'cancel_order_earlier_day')).toMatchObject({
      actor: 'Chefin',
      subject: o.id,
      details: { cashier: 'Anna', method: 'order.cancel' },
    });
  });
});
