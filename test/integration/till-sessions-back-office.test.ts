// A voucher payment the till could not give back (confirmed without its token) and handed
// to the back office pays no order, so the X, the Z and the printed Z show it apart from the
// vouchers accepted. The figures are computed here from the orders' own tenders (taken vouchers and
// tenders handed over), not from the journal rows the report reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../electron/core/contract';
import type { RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { BOSS_PIN } from '../helpers/session-clients';
import { startTestSandbox } from './sandbox/harness';

let sb: RunningSandbox;
let h: CoreHarness;
beforeAll(async () => {
  sb = await startTestSandbox({ flavour: 'production' });
  h = await startCore({ sandbox: sb, role: 'legacy-merchant' });
  await h.call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

/** Goods paid with the token-less voucher; `handOver`: the voucher tender is handed to the back office and card pays. */
async function sale(goodsCents: number, handOver: boolean): Promise<Order> {
  let o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: goodsCents } })).order;
  o = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'LEGACYBOOK01' } })).order;
  if (handOver) {
    o = (await h.call('order.removeTender', { tenderId: o.tenders[0]?.id ?? '' })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: goodsCents } })).order;
  }
  return (await h.call('order.finish', { orderId: o.id })).order;
}

const sumOf = (orders: Order[], state: 'taken' | 'back_office') =>
  orders.flatMap((o) => o.tenders).filter((t) => t.kind === 'voucher' && t.state === state);

describe('a voucher tender handed to the back office in the X and Z', () => {
  it('is apart from the vouchers accepted, on screen figures and on the printed Z', async () => {
    await h.call('session.open', { floatCents: 0 });
    const orders = [await sale(1500, false), await sale(2500, true)];
    expect(orders.map((o) => o.state)).toEqual(['finished', 'finished']);
    const accepted = sumOf(orders, 'taken');
    const handed = sumOf(orders, 'back_office');
    const expectAccepted = { count: accepted.length, amountCents: accepted.reduce((s, t) => s + t.amountCents, 0) };
    const expectHanded = { count: handed.length, amountCents: handed.reduce((s, t) => s + t.amountCents, 0) };
    expect(expectHanded).toEqual({ count: 1, amountCents: 2500 });

    const x = (await h.call('session.x', {})).report;
    expect(x.split.vouchersAccepted).toMatchObject(expectAccepted);
    expect(x.split.backOffice).toEqual(expectHanded);
    // The card paid what the handed-over voucher no longer pays.
    expect(x.split.methods.find((m) => m.method === 'card')).toMatchObject({ takenCents: 2500 });

    const z = (await h.call('session.close', { countedCents: 0, confirm: true })).report;
    expect(z.split.vouchersAccepted).toMatchObject(expectAccepted);
    expect(z.split.backOffice).toEqual(expectHanded);
    expect(z.byCashier.reduce((s, c) => s + c.split.backOffice.amountCents, 0)).toBe(expectHanded.amountCents);
    // Read back later: the stored Z keeps it.
    expect((await h.call('session.z', { sessionId: z.session.id })).report.split.backOffice).toEqual(expectHanded);
  });

  it('the Z printed by the close has its own row, and the vouchers accepted row only the accepted ones', async () => {
    const printing = h.core.runtime.printing;
    await printing.queue.kick();
    // Two order receipts, then the Z.
    const receipts = (await printing.testPrinter()?.waitForReceipts(3)) ?? [];
    const text = receipts
      .flatMap((r) => r.lines)
      .join('\n')
      .replace(/\u00a0/g, ' ');
    expect(text).toMatch(/^Z-Bericht 1/m);
    expect(text).toMatch(/^Gutscheine angenommen \(1\) +CHF 15\.00$/m);
    expect(text).toMatch(/^An Back-Office übergeben \(1\) +CHF 25\.00$/m);
  });
});
