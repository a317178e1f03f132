// The counter sale through the whole core (docs/orders.md): an order of lines paid by
// tenders against the built-in service; cash rounding and change; a line refused at finish,
// removed, the overpaying voucher reduced through the journal; cancel undoes every done step; one
// receipt per order, read back from the training printer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../electron/core/contract';
import { listByCode } from '../../electron/core/store/journal';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { serviceBalance } from '../helpers/fault-lane';
import { depotElsewhere } from '../helpers/order-steps';

let sb: RunningSandbox;
let h: CoreHarness;
const published: Array<Order | null> = [];

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb });
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
  h.core.bus.subscribe((name, payload) => {
    if (name === 'order.changed') published.push((payload as { order: Order | null }).order);
  });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

const printing = () => h.core.runtime.printing;
async function receiptsAfter(before: number, count: number): Promise<string[]> {
  await printing().queue.kick();
  const tp = printing().testPrinter();
  if (!tp) throw new Error('no training printer');
  const all = await tp.waitForReceipts(before + count);
  return all.slice(before).map((r) => r.lines.join('\n'));
}
const printedSoFar = () => printing().testPrinter()?.receipts().length ?? 0;
const tendered = (o: Order) => o.tenders.filter((t) => t.state === 'taken').reduce((s, t) => s + t.amountCents, 0);

describe('an order of lines paid by tenders', () => {
  it('goods 60.33 paid by a CHF 50 voucher and cash: asks 10.35, change 9.65, rounding +0.02, one receipt', async () => {
    const before = printedSoFar();
    let o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 6033, reference: 'R-2024/17.1' } })).order;
    expect(o).toMatchObject({ state: 'open', totalCents: 6033, restCents: 6033, cashRoundingCents: 5 });
    o = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN001' } })).order;
    expect(o).toMatchObject({ paidCents: 5000, restCents: 1033, cashDueCents: 1035, roundingCents: 0 });
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 2000 } })).order;
    expect(o).toMatchObject({ restCents: 0, roundingCents: 2, changeCents: 965, covered: true });
    o = (await h.call('order.finish', { orderId: o.id })).order;
    expect(o).toMatchObject({ state: 'finished', roundingCents: 2, changeCents: 965 });
    expect(tendered(o) - o.changeCents).toBe(o.totalCents + o.roundingCents);
    expect((await h.call('order.current', {})).order).toBeNull();
    // The customer display got the order with the voucher code masked.
    const shown = published.at(-1);
    expect(shown?.tenders[0]?.code).toBe('****-****-N001');
    const [receipt] = await receiptsAfter(before, 1);
    expect(receipt).toMatch(/Einkauf +CHF 60\.33/);
    expect(receipt).toContain('R-2024/17.1');
    expect(receipt).toMatch(/Gutschein +CHF 50\.00/);
    expect(receipt).toContain('****-****-N001');
    expect(receipt).not.toContain('DEMO-TRAI-N001');
    expect(receipt).toMatch(/Rundung +\+CHF 0\.02/);
    expect(receipt).toMatch(/Rückgeld +CHF 9\.65/);
    expect(receipt).toContain('Demo-Filiale');
    // A reprint is the same document, marked as a copy.
    await h.call('order.reprint', { orderId: o.id });
    const [copy] = await receiptsAfter(before + 1, 1);
    expect(copy?.replace(/\*\* .* \*\*\n/, '')).toBe(receipt);
  });

  it('a stock voucher refused at finish is removed; the overpaying voucher is reduced; one receipt', async () => {
    const before = printedSoFar();
    await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1000 } });
    let o = (await h.call('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFIX' } })).order;
    expect(o.totalCents).toBe(6000);
    o = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN002' } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 1000 } })).order;
    expect(o.covered).toBe(true);
    // Activated at another till meanwhile.
    await depotElsewhere(sb, 'DEMODEPOTFIX', 'activate');
    o = (await h.call('order.finish', { orderId: o.id })).order;
    const stock = o.lines.find((l) => l.kind === 'stock');
    expect(o.state).toBe('finishing');
    expect(stock?.state).toBe('refused');
    expect(o.stoppedAt?.lineId).toBe(stock?.id);
    o = (await h.call('order.removeLine', { lineId: stock?.id ?? '' })).order;
    // Total 10.00: the voucher paid 50.00 - it gives back 50.00 (card covers 10.00) - nothing taken twice.
    expect(o.totalCents).toBe(1000);
    const voucher = o.tenders.find((t) => t.kind === 'voucher');
    expect(voucher).toMatchObject({ state: 'cancelled', amountCents: 0 });
    expect(await serviceBalance(sb, 'DEMOTRAIN002')).toBe(5000);
    o = (await h.call('order.finish', { orderId: o.id })).order;
    expect(o).toMatchObject({ state: 'finished', changeCents: 0 });
    // The order prints exactly one receipt.
    const [sale, ...more] = await receiptsAfter(before, 1);
    expect(more).toEqual([]);
    expect(sale).toContain('Verkauf');
    expect(sale).toMatch(/Karte +CHF 10\.00/);
    expect(sale).not.toContain('TFIX');
    // It names the outlet and till as the screens do (no names set: the language's defaults).
    expect(sale).toContain('Demo-Filiale');
    // The till word once: a till named "Kasse 1" is printed "Kasse 1".
    expect(sale).toMatch(/^Kasse 1 *$/m);
    expect(sale).not.toMatch(/Kasse +Kasse/);
    await depotElsewhere(sb, 'DEMODEPOTFIX', 'deactivate');
  });

  it('cancel undoes every done step and every voucher tender', async () => {
    const openingValue = await serviceBalance(sb, 'DEMOVALUE100');
    await h.call('order.addLine', { line: { kind: 'load', code: 'DEMOVALUE100', amountCents: 2000 } });
    await h.call('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFIX' } });
    let o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 500 } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN003' } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: o.restCents } })).order;
    // The load is refused at the service once: stock is done, the load stops the run.
    sb.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOVALUE100/charge.json', status: 422, times: 1 });
    o = (await h.call('order.finish', { orderId: o.id })).order;
    expect(o.state).toBe('finishing');
    expect(o.lines.map((l) => l.state)).toEqual(['refused', 'done', 'open']);
    const before = printedSoFar();
    o = (await h.call('order.cancel', { orderId: o.id })).order;
    expect(o.state).toBe('cancelled');
    // One cancel receipt: the undone activation, the voucher value (its balance after the undo) and
    // the card amount given back, each worded as what happened.
    const [storno] = await receiptsAfter(before, 1);
    expect(storno).toContain('Storno Verkauf');
    expect(storno).toMatch(/Gutschein aktiviert +CHF -50\.00/);
    expect(storno).toMatch(/Gutschein gutgeschrieben +CHF 50\.00\n {2}\*{4}-\*{4}-N003 *\n {2}Neues Guthaben +CHF 50\.00/);
    expect(storno).toMatch(/Karte zurückerstattet +CHF 25\.00/);
    expect(o.lines.find((l) => l.kind === 'stock')?.state).toBe('undone');
    expect(await serviceBalance(sb, 'DEMOTRAIN003')).toBe(5000);
    expect(await serviceBalance(sb, 'DEMOVALUE100')).toBe(openingValue);
    expect(listByCode(h.core.runtime.db, 'DEMODEPOTFIX').at(0)?.kind).toBe('deactivate');
  });

  it('the day closing counts the orders by their tenders: card as charged, cash less the change', async () => {
    await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
    const closing = await h.call('report.closing', {});
    const by = (id: string) => closing.byMethod.find((m) => m.method === id);
    // First order: 20.00 cash given, 9.65 change; second: 10.00 card; the cancelled one keeps nothing.
    expect(by('cash')).toMatchObject({ amountCents: 1035 });
    expect(by('card')).toMatchObject({ amountCents: 1000 });
    // The order's own steps (activations, loads, their undos) are not counted again as "not stated";
    // the activation at another till never reached this journal: no step is without its payment.
    expect(closing.byMethod.find((m) => m.method === null)).toBeUndefined();
  });
});
