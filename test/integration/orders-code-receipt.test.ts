// Codes sold in a basket order: the code slips are the vouchers themselves, and the order prints one
// receipt, naming the product on its line; no receipt of its own per code sale inside the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';

let sb: RunningSandbox;
let h: CoreHarness;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb });
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
  await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

/** Every receipt printed from `before` on, once the queue is empty (as text). */
async function printedSince(before: number): Promise<string[]> {
  // The training printer starts with its first job.
  for (let i = 0; i < 20; i++) {
    await h.core.runtime.printing.queue.kick();
    await new Promise((r) => setTimeout(r, 25));
  }
  const tp = h.core.runtime.printing.testPrinter();
  if (!tp) throw new Error('no training printer');
  return tp
    .receipts()
    .slice(before)
    .map((r) => r.lines.map((l) => l.replace(/\u00a0/g, ' ')).join('\n'));
}

describe('codes sold in an order', () => {
  for (const lines of [[2], [1, 1]])
    it(`two codes (lines of ${lines.join(' and ')}): exactly one receipt (the product on its line) and two code slips`, async () => {
      const product = (await h.call('sale.catalog', {})).items.find((i) => i.kind === 'value_voucher' && i.published);
      if (!product) throw new Error('no published value voucher');
      for (const quantity of lines)
        await h.call('order.addLine', { line: { kind: 'codes', productId: product.id, unitPriceCents: 2000, quantity, language: 'de' } });
      let o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 4000 } })).order;
      expect(o.lines.map((l) => l.productName?.de)).toEqual(lines.map(() => product.name.de));
      const before = h.core.runtime.printing.testPrinter()?.receipts().length ?? 0;
      o = (await h.call('order.finish', { orderId: o.id })).order;
      const codes = o.lines.flatMap((l) => l.vouchers.map((v) => v.code));
      expect(codes).toHaveLength(2);
      const out = await printedSince(before);
      const grouped = (c: string) => `${c.slice(0, 4)}-${c.slice(4, 8)}-${c.slice(8)}`;
      const slips = out.filter((r) => codes.some((c) => r.includes(grouped(c))));
      const others = out.filter((r) => !slips.includes(r));
      expect(slips, out.join('\n=====\n')).toHaveLength(2);
      expect(others, out.join('\n=====\n')).toHaveLength(1);
      const [receipt] = others;
      expect(receipt).toMatch(/^Verkauf/m);
      expect(receipt).toContain(product.name.de);
      expect(receipt).toMatch(/Total +CHF 40\.00/);
    });
});
