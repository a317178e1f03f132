// Refunds of a finished order (docs/orders.md: the undo of a finished order's step is an
// order of its own in the current session): one line, then the rest; each undo a journal row of the
// refund order, the voucher payments given back first (their redemptions cancelled), the rest paid
// out as a negative cash tender; a refund receipt; the original order and its receipt never change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAll } from '../../electron/core/store/journal';
import { orderOfStep } from '../../electron/core/store/order-steps';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { serviceBalance } from '../helpers/fault-lane';

let sb: RunningSandbox;
let h: CoreHarness;
beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

async function receipts(count: number): Promise<string[]> {
  const printing = h.core.runtime.printing;
  await printing?.queue.kick();
  const all = (await printing?.testPrinter()?.waitForReceipts(count)) ?? [];
  return all.map((r) => r.lines.join('\n'));
}

describe('refund of a finished order', () => {
  it('one line, then the rest: vouchers given back first, the rest in cash; the original never changes', async () => {
    const paying = 'DEMOTRAIN003';
    const loaded = 'DEMOTRAIN004';
    const payOpening = await serviceBalance(sb, paying);
    const loadOpening = await serviceBalance(sb, loaded);
    await h.call('order.addLine', { line: { kind: 'goods', amountCents: 6000 } });
    let o = (await h.call('order.addLine', { line: { kind: 'load', code: loaded, amountCents: 2000 } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'voucher', code: paying, maxCents: 5000 } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 3000 } })).order;
    o = (await h.call('order.finish', { orderId: o.id })).order;
    expect(o.state).toBe('finished');
    const original = JSON.stringify(o);
    const load = o.lines.find((l) => l.kind === 'load');

    // One line: the load is cancelled at the service; its value goes back to the paying voucher.
    const r1 = (await h.call('order.refund', { orderId: o.id, lineId: load?.id ?? '', paymentMethodId: 'cash' })).order;
    expect(r1).toMatchObject({ state: 'finished', refundOf: o.id, totalCents: -2000, roundingCents: 0, changeCents: 0 });
    expect(r1.lines).toMatchObject([{ kind: 'load', amountCents: -2000, state: 'done' }]);
    expect(r1.lines[0]?.entries.map((e) => [e.kind, e.state])).toEqual([['cancel_charge', 'succeeded']]);
    expect(r1.tenders).toMatchObject([{ kind: 'voucher', state: 'taken', amountCents: -2000 }]);
    expect(await serviceBalance(sb, loaded)).toBe(loadOpening);

    // The rest: 3000 left on the voucher payment go back to it, 3000 are paid out in cash.
    const r2 = (await h.call('order.refund', { orderId: o.id, paymentMethodId: 'cash' })).order;
    expect(r2).toMatchObject({ state: 'finished', refundOf: o.id, totalCents: -6000 });
    expect(r2.tenders.map((t) => [t.kind, t.amountCents])).toEqual([
      ['voucher', -3000],
      ['cash', -3000],
    ]);
    expect(r2.tenders.reduce((s, t) => s + t.amountCents, 0) - r2.changeCents).toBe(r2.totalCents + r2.roundingCents);
    expect(await serviceBalance(sb, paying)).toBe(payOpening);

    // Nothing is refunded twice; the original order is as it was finished.
    expect(await h.fail('order.refund', { orderId: o.id, paymentMethodId: 'cash' })).toMatchObject({ code: 'conflict' });
    // (Only whether its journal rows can still be undone follows the journal: they are undone now.)
    const asFinished = (text: string) => text.replace(/"cancellable":(true|false)/g, '');
    expect(asFinished(JSON.stringify((await h.call('order.get', { orderId: o.id })).order))).toBe(asFinished(original));
    // Every undo is a journal row of a refund order (the current session's), never of the original.
    const undos = listAll(h.core.runtime.db).filter((r) => r.kind === 'cancel_charge' || r.kind === 'cancel_redemption');
    // r1: the load's cancel and its voucher give-back; r2: the voucher give-back.
    expect(undos.map((r) => orderOfStep(h.core.runtime.db, r.id)?.orderId).sort()).toEqual([r1.id, r1.id, r2.id].sort());
    const recent = await h.call('order.recent', {});
    expect(recent.orders.map((x) => x.id)).toEqual([r2.id, r1.id, o.id]);
    expect(recent.refunded).toEqual([{ orderId: o.id, lineIds: expect.arrayContaining(o.lines.map((l) => l.id)), amountCents: 8000 }]);

    const printed = await receipts(3);
    const refundReceipt = printed[2]?.replace(/[ \u00a0]+/g, ' ') ?? '';
    expect(refundReceipt).toContain('Rückerstattung');
    expect(refundReceipt).toContain('Einkauf CHF -60.00');
    expect(refundReceipt).toContain('Bar ausbezahlt CHF -30.00');
    expect(refundReceipt).toContain('Gutschein gutgeschrieben CHF -30.00');
    // A reprint of the original prints the same document as at the sale.
    await h.call('order.reprint', { orderId: o.id });
    const again = await receipts(4);
    expect(again[3]?.split('\n').filter((l) => !/KOPIE|Datum/.test(l))).toEqual(
      again[0]?.split('\n').filter((l) => !/KOPIE|Datum/.test(l)),
    );
  });

  it('without a method, pays back as paid: card up to what it paid less earlier refunds, then cash', async () => {
    await h.call('order.addLine', { line: { kind: 'goods', amountCents: 4000 } });
    let o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1000 } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 3000 } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 2000 } })).order;
    o = (await h.call('order.finish', { orderId: o.id })).order;
    const big = o.lines.find((l) => l.amountCents === 4000);
    const r1 = (await h.call('order.refund', { orderId: o.id, lineId: big?.id ?? '' })).order;
    expect(r1.tenders.map((t) => [t.kind, t.paymentMethodId, t.amountCents])).toEqual([
      ['card', 'card', -3000],
      ['cash', 'cash', -1000],
    ]);
    // The card gave back all it paid: the rest goes back in cash.
    const r2 = (await h.call('order.refund', { orderId: o.id })).order;
    expect(r2.tenders.map((t) => [t.kind, t.amountCents])).toEqual([['cash', -1000]]);
    const refunded = (await h.call('order.recent', {})).refunded.find((x) => x.orderId === o.id);
    expect(refunded?.amountCents).toBe(5000);
    expect(refunded?.lineIds).toHaveLength(2);
  });

  it('is refused while the cashier has an open order', async () => {
    await h.call('order.addLine', { line: { kind: 'goods', amountCents: 500 } });
    const done = (await h.call('order.recent', {})).orders[0];
    expect(await h.fail('order.refund', { orderId: done?.id ?? '', paymentMethodId: 'cash' })).toMatchObject({ code: 'conflict' });
  });
});
