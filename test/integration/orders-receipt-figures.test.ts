// Free credit on every receipt of a step that got some, and a refund receipt that tells every figure
// of the sale negated: a sale of goods, a load with 2 % free credit and a stock voucher with 10 %
// free credit, refunded whole, in both service flavours (production's activation answer names no
// free credit: its booked amount above the asked one is). Decoded from the test printer's bytes.
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';

/** The rows of a receipt that carry an amount, as [label, cents], the voucher balances left out. */
function figures(receipt: string[]): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const line of receipt) {
    const m = /^(\s*\S.*?)\s{2,}CHF (-?[\d']+\.\d\d)$/.exec(line.replace(/\u00a0/g, ' ').trimEnd());
    if (!m || /Neues Guthaben/.test(m[1] ?? '')) continue;
    out.push([(m[1] ?? '').trim(), Math.round(Number((m[2] ?? '').replace(/'/g, '')) * 100)]);
  }
  return out;
}

for (const flavour of ['interface', 'production'] as const) {
  describe(`order receipts with free credit (${flavour} flavour)`, () => {
    let sb: RunningSandbox;
    let h: CoreHarness;
    afterAll(async () => {
      await h.close();
      await sb.close();
    });

    it('the sale shows the free credit of the load and of the stock voucher; the refund every figure negated', async () => {
      sb = await startSandbox({ dbFile: ':memory:', flavour });
      h = await startCore({ sandbox: sb });
      await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
      await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1000 } });
      await h.call('order.addLine', { line: { kind: 'load', code: 'DEMOTRAIN004', amountCents: 10000, freeCreditPercentage: 2 } });
      let o = (await h.call('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTBON' } })).order;
      o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 21000 } })).order;
      o = (await h.call('order.finish', { orderId: o.id })).order;
      expect(o.state).toBe('finished');
      const r = (await h.call('order.refund', { orderId: o.id, paymentMethodId: 'cash' })).order;
      expect(r.state).toBe('finished');
      await h.core.runtime.printing.queue.kick();
      const [sale, refund] = (await h.core.runtime.printing.testPrinter()!.waitForReceipts(2)).map((x) => x.lines);

      // 10.00 + 100.00 + 100.00 paid; free credit 2.00 on the load and 10.00 on the stock voucher.
      const sold = figures(sale ?? []);
      expect(sold).toEqual([
        ['Einkauf', 1000],
        ['Aufladung', 10000],
        ['Bonus', 200],
        ['Gutschein aktiviert', 10000],
        ['Bonus', 1000],
        ['Total', 21000],
        ['Gebucht inkl. Gratisguthaben', 22200],
        ['Bar erhalten', 21000],
      ]);
      // The refund: each line with its own free credit, every figure the sale's negated (newest line first).
      const back = figures(refund ?? []);
      expect(back).toEqual([
        ['Gutschein aktiviert', -10000],
        ['Bonus', -1000],
        ['Aufladung', -10000],
        ['Bonus', -200],
        ['Einkauf', -1000],
        ['Total', -21000],
        ['Gebucht inkl. Gratisguthaben', -22200],
        ['Bar ausbezahlt', -21000],
      ]);
      const total = (f: Array<[string, number]>, label: string) => f.filter(([l]) => l === label).reduce((s, [, c]) => s + c, 0);
      for (const label of ['Einkauf', 'Aufladung', 'Gutschein aktiviert', 'Bonus', 'Total', 'Gebucht inkl. Gratisguthaben']) {
        expect(total(back, label)).toBe(-total(sold, label));
      }
    });
  });
}
