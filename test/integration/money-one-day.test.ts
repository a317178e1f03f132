// One day of every kind of line, in both service flavours, read back from every money report: the
// X, the Z, the day report, the day closing, their CSVs, the printed Z (decoded), the store day and
// the chain month (a till enrolled at a store, pushing its money facts). Every figure is the test's
// own arithmetic; free credit is never money. A refund is told once; the sale after the close is
// the next session's, named in the closing as still open.
import { afterAll, describe, expect, it } from 'vitest';
import type { MoneySplit, Order } from '../../electron/core/contract';
import { readChainMonth } from '../../electron/back-office/client/chain';
import { decodeEscPos } from '../../electron/core/printing/escpos-decoder';
import { encodeReceipt } from '../../electron/core/printing/pipeline';
import { startStoreScene, type StoreScene } from '../helpers/store-tills';
import { daySlotInput } from '../helpers/ticket-slot';

/** The expected money of the session, summed as the test sells. */
interface Expect {
  cashTaken: number;
  change: number;
  cashRefunds: number;
  card: number;
  cardCount: number;
  cashCount: number;
  vouchers: number;
  loads: number;
  loadsFree: number;
  activations: number;
  activationsFree: number;
  codeSales: number;
  tickets: number;
  goods: number;
  promo: number;
  rounding: number;
}

const csvAmount = (cents: number) => (cents / 100).toFixed(2);

for (const flavour of ['interface', 'production'] as const) {
  describe(`one day of money (${flavour} flavour)`, () => {
    let scene: StoreScene | undefined;
    afterAll(async () => {
      await scene?.close();
    });

    it('every report tells the same money, free credit never money', async () => {
      scene = await startStoreScene({ store: `shop-${flavour}`, name: 'Kasse 1', flavour });
      const { st, h } = scene;
      expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
      await h.call('settings.update', { walkInEmail: 'kasse@bergbahn.example.ch' });
      const e: Expect = {
        cashTaken: 0,
        change: 0,
        cashRefunds: 0,
        card: 0,
        cardCount: 0,
        cashCount: 0,
        vouchers: 0,
        loads: 0,
        loadsFree: 0,
        activations: 0,
        activationsFree: 0,
        codeSales: 0,
        tickets: 0,
        goods: 0,
        promo: 0,
        rounding: 0,
      };
      const finish = async (o: Order): Promise<Order> => {
        const done = (await h.call('order.finish', { orderId: o.id })).order;
        expect(done.state).toBe('finished');
        return done;
      };
      const cash = async (cents: number) => {
        const o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: cents } })).order;
        e.cashTaken += cents;
        e.cashCount += 1;
        return o;
      };
      const card = async (cents: number) => {
        const o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: cents } })).order;
        e.card += cents;
        e.cardCount += 1;
        return o;
      };

      // 1. Goods 10.02 paid with 20.00 cash: rounded to 10.00, 10.00 change.
      await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1002 } });
      let o = await finish(await cash(2000));
      expect(o).toMatchObject({ roundingCents: -2, changeCents: 1000 });
      e.goods += 1002;
      e.rounding += -2;
      e.change += 1000;

      // 2. A value voucher sold as a code, 20.00 by card.
      const value = (await h.call('sale.catalog', {})).items.find((i) => i.kind === 'value_voucher' && i.published);
      await h.call('order.addLine', {
        line: { kind: 'codes', productId: value?.id ?? '', unitPriceCents: 2000, quantity: 1, language: 'de' },
      });
      await finish(await card(2000));
      e.codeSales += 2000;

      // 3. Goods 80.00: a voucher pays 50.00, the rest 30.00 in cash.
      await h.call('order.addLine', { line: { kind: 'goods', amountCents: 8000 } });
      o = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN001' } })).order;
      const voucherPaid = o.paidCents;
      expect(voucherPaid).toBe(5000);
      await finish(await cash(8000 - voucherPaid));
      e.goods += 8000;
      e.vouchers += voucherPaid;

      // 4. A load of 100.00 with 2 % free credit, paid cash: 2.00 free credit, never money.
      await h.call('order.addLine', { line: { kind: 'load', code: 'DEMOTRAIN004', amountCents: 10000, freeCreditPercentage: 2 } });
      await finish(await cash(10000));
      e.loads += 10000;
      e.loadsFree += 200;

      // 5. Both stock voucher kinds by card: the fixed 100.00 (10 % free credit) and a free 25.00.
      await h.call('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTBON' } });
      o = (await h.call('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFRE', amountCents: 2500 } })).order;
      expect(o.totalCents).toBe(12500);
      await finish(await card(12500));
      e.activations += 12500;
      e.activationsFree += 1000;

      // 6. A ticket on a reserved slot with a promo code, paid cash exactly.
      const slot = await daySlotInput(h);
      const r = await h.call('ticketing.reserve', slot);
      const ticketCents = 1500;
      await h.call('order.addLine', {
        line: { kind: 'tickets', ...slot, reservationId: r.reservationId, items: [{ ...slot.items[0]!, unitPriceCents: ticketCents }] },
      });
      o = (await h.call('order.addLine', { line: { kind: 'promo', code: 'SOMMER20' } })).order;
      const discount = -(o.lines.find((l) => l.kind === 'promo')?.amountCents ?? 0);
      expect(discount).toBeGreaterThan(0);
      expect(o.totalCents).toBe(ticketCents - discount);
      o = await finish(await cash(o.cashDueCents));
      e.tickets += ticketCents;
      e.promo += discount;
      e.rounding += o.roundingCents;

      // 7. Goods 15.00 cash, then refunded in cash: told once, as a refund.
      await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1500 } });
      const sold = await finish(await cash(1500));
      const back = (await h.call('order.refund', { orderId: sold.id, paymentMethodId: 'cash' })).order;
      expect(back.state).toBe('finished');
      e.cashRefunds += 1500;

      // 8. The drawer opened without a sale: no money.
      await h.call('payment.openDrawer', { reason: 'Wechselgeld tauschen' });

      const cashNet = e.cashTaken - e.change - e.cashRefunds;
      const check = (s: MoneySplit, what: string) => {
        expect(s.cash, what).toEqual({ takenCents: e.cashTaken, changeCents: e.change, refundsCents: e.cashRefunds, netCents: cashNet });
        const m = (id: string) => s.methods.find((x) => x.method === id);
        expect(m('cash'), what).toMatchObject({ count: e.cashCount, netCents: cashNet });
        expect(m('card'), what).toMatchObject({ count: e.cardCount, netCents: e.card });
        expect(s.vouchersAccepted.amountCents, what).toBe(e.vouchers);
        const l = (g: string) => s.liabilities.find((x) => x.group === g);
        expect(l('loads'), what).toMatchObject({ netCents: e.loads, freeCreditCents: e.loadsFree });
        expect(l('activations'), what).toMatchObject({ netCents: e.activations, freeCreditCents: e.activationsFree });
        expect(l('codeSales'), what).toMatchObject({ netCents: e.codeSales, freeCreditCents: 0 });
        expect(l('tickets'), what).toMatchObject({ netCents: e.tickets });
        expect(s.goods, what).toEqual({ count: 2, amountCents: e.goods });
        expect(s.promo, what).toMatchObject({ count: 1, discountCents: e.promo });
        expect(s.roundingCents, what).toBe(e.rounding);
        expect(s.refunds, what).toEqual({ count: 1, cashCents: e.cashRefunds, cardCents: 0, otherCents: 0 });
      };

      const x = (await h.call('session.x', {})).report;
      check(x.split, 'X');
      expect(x.drawerOpenings).toHaveLength(1);
      const preview = await h.call('session.close', { countedCents: 0, confirm: false });
      const closed = await h.call('session.close', { countedCents: preview.report.drawer.expectedCents, confirm: true });
      const z = closed.report;
      check(z.split, 'Z');
      expect(z.drawer.expectedCents).toBe(z.drawer.floatCents + cashNet);
      expect(z.byCashier.map((c) => c.expectedCashCents)).toEqual([cashNet]);

      // 9. A sale after the close: the next session's, open.
      await h.call('order.addLine', { line: { kind: 'goods', amountCents: 700 } });
      await finish((await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 700 } })).order);

      const day = await h.call('session.day', {});
      check(day.totals.split, 'day report');
      const closing = await h.call('report.closing', {});
      const by = (id: string) => closing.byMethod.find((m) => m.method === id)?.amountCents;
      expect(by('cash')).toBe(cashNet + 700);
      expect(by('card')).toBe(e.card);
      expect(closing.sessions).toEqual({ closed: [z.session.number], open: z.session.number + 1 });
      const op = (g: string) => closing.operations.find((p) => p.group === g);
      expect(op('loads')?.netCents).toBe(e.loads);
      expect(op('activations')?.netCents).toBe(e.activations);
      expect(op('purchases')?.netCents).toBe(e.vouchers);
      expect(closing.takings).toEqual([
        { cashier: 'Chef Kasse 1', count: e.cashCount + e.cardCount + 1, amountCents: cashNet + 700 + e.card, cashCents: cashNet + 700 },
      ]);

      // The CSVs: the Z's and the closing's rows carry the same figures.
      const zCsv = (await h.call('session.csv', { sessionId: z.session.id })).csv;
      expect(zCsv).toContain(`;${csvAmount(cashNet)};`);
      const cCsv = (await h.call('report.closingCsv', {})).csv;
      expect(cCsv).toMatch(new RegExp(`;${csvAmount(e.card)};;;method\\.card\\.card`));

      // The printed Z (this live till has no printer: its stored Z through the printer's encoder), decoded.
      const header = { outlet: 'Demo', terminal: 'Kasse 1', cashier: 'Chef Kasse 1', at: z.generatedAt, reference: 'Z-1', training: false };
      const bytes = await encodeReceipt(
        { header: { ...header, language: 'de' }, body: { kind: 'till_report', currency: 'CHF', report: z } },
        { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null },
        { reprint: false },
      );
      const zPaper = decodeEscPos(bytes).receipts[0]?.lines.map((l) => l.replace(/\u00a0/g, ' ')) ?? [];
      expect(zPaper.some((l) => l.startsWith(`Z-Bericht ${z.session.number}`))).toBe(true);
      const text = zPaper.join('\n');
      // The drawer's cash out is the change and the cash given back; the refunds are one row.
      expect(text).toMatch(new RegExp(`Bar ausbezahlt +CHF -${csvAmount(e.change + e.cashRefunds)}`));
      expect(text).toMatch(new RegExp(`Rückerstattungen \\(1\\) +CHF -${csvAmount(e.cashRefunds)}`));
      expect(text.split('Nach Kassier/in')[0]!.match(/Rückerstattungen/g)).toHaveLength(1);
      expect(text).toMatch(new RegExp(`Karte \\(${e.cardCount}\\) +CHF ${csvAmount(e.card)}`));
      // The store day: the money the till pushed with its orders and steps, per method and per till
      // as its Z tells it (the sale after the close included, as in the closing).
      expect(await h.push()).toMatchObject({ state: 'connected', backlog: 0 });
      const store = await h.call('store.day', {});
      expect(store.day).toBe(closing.day);
      expect(store.perMethod.map((m) => [m.method, m.amountCents])).toEqual([
        ['card', e.card],
        ['cash', cashNet + 700],
      ]);
      expect(store.tillMoney).toEqual([
        {
          till: 'Kasse 1',
          cashCents: cashNet + 700,
          cardCents: e.card,
          otherCents: 0,
          vouchersCents: e.vouchers,
          refundsCents: e.cashRefunds,
          freeCreditCents: e.loadsFree + e.activationsFree,
          differenceCents: 0,
        },
      ]);
      // The chain month: the sum of its store days.
      const month = await readChainMonth(st.owner, closing.day.slice(0, 7));
      const shop = (d: string | null) => month[d === null ? 'stores' : 'days'].find((x) => x.store === `shop-${flavour}` && x.day === d);
      for (const d of [closing.day, null])
        expect(shop(d)).toMatchObject({
          cashCents: cashNet + 700,
          cardCents: e.card,
          otherCents: 0,
          vouchersCents: e.vouchers,
          differenceCents: 0,
        });

      // Free credit never money: no figure of money is the booked amount with the free credit.
      for (const s of [x.split, z.split, day.totals.split])
        expect(s.methods.every((m) => m.netCents !== e.card + e.activationsFree && m.netCents !== cashNet + e.loadsFree)).toBe(true);
    });
  });
}
