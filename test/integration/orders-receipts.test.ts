// An order survives a restart; the cash rounding is a setting; the receipt follows the customer's
// language, names the outlet and till as the screens do, and the code
// slips come with it. (test/integration/orders.test.ts has the money paths.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../electron/core/store/audit';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { daySlotInput } from '../helpers/ticket-slot';

let sb: RunningSandbox;
let dir: string;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-'));
});
afterAll(async () => {
  await sb.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function receipts(h: CoreHarness, before: number, count: number): Promise<string[]> {
  await h.core.runtime.printing.queue.kick();
  const tp = h.core.runtime.printing.testPrinter();
  if (!tp) throw new Error('no training printer');
  return (await tp.waitForReceipts(before + count)).slice(before).map((r) => r.lines.join('\n'));
}
const printed = (h: CoreHarness) => h.core.runtime.printing.testPrinter()?.receipts().length ?? 0;

describe('orders across a restart, settings and receipts', () => {
  it('the open order is there again after a restart, with its voucher tender', async () => {
    let h = await startCore({ sandbox: sb, dataDir: dir });
    await h.call('order.addLine', { line: { kind: 'goods', amountCents: 7000 } });
    const before = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN004' } })).order;
    await h.close();
    h = await startCore({ sandbox: sb, dataDir: dir });
    try {
      const again = (await h.call('order.current', {})).order;
      expect(again).toMatchObject({ id: before.id, totalCents: 7000, paidCents: 5000, restCents: 2000 });
      const done = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 2000 } })).order;
      expect((await h.call('order.finish', { orderId: done.id })).order.state).toBe('finished');
    } finally {
      await h.close();
    }
  });

  it('no cash rounding when set so; the customer language and the names on the receipt; code slips with it', async () => {
    const h = await startCore({ sandbox: sb });
    try {
      expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
      await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
      await h.call('payment.updateSettings', { cashRounding: 'none' });
      expect((await h.call('payment.settings', {})).cashRounding).toBe('none');
      const value = (await h.call('sale.catalog', {})).items.find((i) => i.kind === 'value_voucher' && i.published);
      await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1033 } });
      await h.call('order.addLine', {
        line: { kind: 'codes', productId: value?.id ?? '', unitPriceCents: 2000, quantity: 1, language: 'fr' },
      });
      let o = (await h.call('order.setLanguage', { language: 'fr' })).order;
      expect(o).toMatchObject({ customerLanguage: 'fr', totalCents: 3033, cashDueCents: 3033, cashRoundingCents: 1 });
      o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 5000 } })).order;
      expect(o).toMatchObject({ roundingCents: 0, changeCents: 1967 });
      const before = printed(h);
      o = (await h.call('order.finish', { orderId: o.id })).order;
      expect(o.state).toBe('finished');
      const code = o.lines.find((l) => l.kind === 'codes')?.vouchers[0]?.code ?? '';
      expect(code).toMatch(/^[A-Z0-9]{12}$/);
      // The code's own slip (it is the voucher) and the order's receipt.
      const out = await receipts(h, before, 2);
      const sale = out.find((r) => r.includes('Vente'));
      expect(sale).toBeDefined();
      expect(sale).toMatch(/Achat +10\.33 CHF/);
      expect(sale).toMatch(/Rendu +19\.67 CHF/);
      expect(sale).toContain('Point de vente démo');
      expect(sale).toMatch(/^Caisse 1 *$/m);
      expect(sale).not.toMatch(/Caisse +Caisse/);
      expect(sale).not.toContain('Arrondi');
      expect(out.some((r) => r !== sale && r.includes(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`))).toBe(true);
      // Cash given, rounding and change are in the audit log with the order.
      expect(listAudit(h.core.runtime.db).find((a) => a.action === 'order.finished' && a.subject === o.id)?.details).toMatchObject({
        cashGivenCents: 5000,
        changeCents: 1967,
      });
    } finally {
      await h.close();
    }
  });

  it('the settings screen saved as shown keeps the default names: the receipt language names them; a name set is printed as set', async () => {
    const h = await startCore({ sandbox: sb });
    try {
      await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
      const shown = await h.call('settings.get', {});
      expect(shown).toMatchObject({ outletName: 'Demo-Filiale', terminalName: 'Kasse 1' });
      // Saved as shown (the screen sends every field), then a French receipt.
      await h.call('settings.update', { outletName: shown.outletName, terminalName: shown.terminalName, receiptLanguage: 'fr' });
      expect(await h.call('app.status', {})).toMatchObject({ outlet: '', terminal: '' });
      const sell = async (): Promise<string> => {
        await h.call('order.addLine', { line: { kind: 'goods', amountCents: 500 } });
        const o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 500 } })).order;
        const before = printed(h);
        expect((await h.call('order.finish', { orderId: o.id })).order.state).toBe('finished');
        return (await receipts(h, before, 1))[0] ?? '';
      };
      const fr = await sell();
      expect(fr).toContain('Point de vente démo');
      expect(fr).toMatch(/^Caisse 1 *$/m);
      expect(fr).not.toMatch(/Demo-Filiale|Kasse 1|Demo outlet|Till 1/);
      await h.call('settings.update', { outletName: 'Bergbahn Talstation', terminalName: 'Schalter 2' });
      const named = await sell();
      expect(named).toContain('Bergbahn Talstation');
      expect(named).toMatch(/^Caisse +Schalter 2 *$/m);
      expect(await h.call('app.status', {})).toMatchObject({ outlet: 'Bergbahn Talstation', terminal: 'Schalter 2' });
    } finally {
      await h.close();
    }
  });

  it('two tickets on a reserved slot are booked at finish (walk-in): a slip per ticket beside the one receipt; a group may want one slip', async () => {
    const h = await startCore({ sandbox: sb });
    try {
      expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
      await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
      const slot = await daySlotInput(h);
      const categoryId = slot.items[0]?.categoryId ?? '';
      const r = await h.call('ticketing.reserve', { ...slot, items: [{ categoryId, quantity: 2 }] });
      const line = {
        kind: 'tickets' as const,
        productId: slot.productId,
        startsAt: slot.startsAt,
        reservationId: r.reservationId,
        items: [{ categoryId, quantity: 2, unitPriceCents: 1500 }],
      };
      // Without a fallback address a walk-in line is refused when added, not at finish.
      expect((await h.fail('order.addLine', { line })).code).toBe('conflict');
      await h.call('settings.update', { walkInEmail: 'kasse@bergbahn.example.ch' });
      let o = (await h.call('order.addLine', { line })).order;
      expect(o.lines[0]).toMatchObject({ kind: 'tickets', quantity: 2, amountCents: 3000, state: 'open' });
      o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 3000 } })).order;
      const before = printed(h);
      o = (await h.call('order.finish', { orderId: o.id })).order;
      expect(o.state).toBe('finished');
      expect(o.lines[0]?.booking?.ticketNumbers).toHaveLength(2);
      const numbers = o.lines[0]?.booking?.ticketNumbers ?? [];
      await receipts(h, before, 3);
      const out = h.core.runtime.printing.testPrinter()!.receipts().slice(before);
      // Two ticket slips, each with its own number and QR code, and the order's one receipt.
      expect(out).toHaveLength(3);
      const slips = out.filter((r) => r.qr.length > 0);
      expect(slips.map((r) => r.qr)).toEqual([[numbers[0]], [numbers[1]]]);
      slips.forEach((r, i) => {
        expect(r.lines.join('\n')).toMatch(new RegExp(`^Ticket ${i + 1}/2 `, 'm'));
        expect(r.lines).toContain(numbers[i]);
        expect(r.lines.join('\n')).not.toMatch(/Total/);
      });
      const sale = out.filter((r) => r.lines.includes('Verkauf'));
      expect(sale).toHaveLength(1);
      // The order's line names the booked product.
      expect(sale[0]!.lines.join('\n')).toMatch(/2 × Thermalbad Tageseintritt +CHF 30\.00/);

      // The setting for groups: the booking's tickets on one slip.
      // And a printer that wants two more lines before its cut.
      expect(await h.call('settings.update', { ticketSlips: 'booking', cutFeedLines: 2 })).toMatchObject({
        ticketSlips: 'booking',
        cutFeedLines: 2,
      });
      const r2 = await h.call('ticketing.reserve', { ...slot, items: [{ categoryId, quantity: 2 }] });
      o = (await h.call('order.addLine', { line: { ...line, reservationId: r2.reservationId } })).order;
      o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 3000 } })).order;
      const again = printed(h);
      o = (await h.call('order.finish', { orderId: o.id })).order;
      expect(o.state).toBe('finished');
      await receipts(h, again, 2);
      const group = h.core.runtime.printing.testPrinter()!.receipts().slice(again);
      expect(group).toHaveLength(2);
      expect(group.find((r) => r.qr.length > 0)?.qr).toEqual(o.lines[0]?.booking?.ticketNumbers);
      const blankBeforeCut = (r: (typeof group)[number]) => {
        let n = 0;
        for (const it of r.items) if (it.type === 'text') n = it.text.trim() === '' ? n + 1 : 0;
        return n;
      };
      expect(out.map(blankBeforeCut)).toEqual([1, 1, 1]); // the footer's line; the printer feeds to its cutter
      expect(group.map(blankBeforeCut)).toEqual([3, 3]);
    } finally {
      await h.close();
    }
  });

  it("the reservation's hour is the order's deadline: shown, and no booking after it", async () => {
    const h = await startCore({ sandbox: sb });
    try {
      expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
      await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
      await h.call('settings.update', { walkInEmail: 'kasse@bergbahn.example.ch' });
      const slot = await daySlotInput(h);
      const categoryId = slot.items[0]?.categoryId ?? '';
      const r = await h.call('ticketing.reserve', { ...slot, items: [{ categoryId, quantity: 1 }] });
      const line = { kind: 'tickets' as const, productId: slot.productId, startsAt: slot.startsAt, reservationId: r.reservationId };
      let o = (await h.call('order.addLine', { line: { ...line, items: [{ categoryId, quantity: 1, unitPriceCents: 1500 }] } })).order;
      expect(o.deadlineAt).toBe(r.deadlineAt);
      o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 1500 } })).order;
      // The hold ran out (planted: the terminal's own deadline of the reservation is past).
      h.core.runtime.db
        .prepare('UPDATE ticket_reservations SET deadline_at = ? WHERE reservation_id = ?')
        .run(new Date(Date.now() - 1000).toISOString(), r.reservationId);
      o = (await h.call('order.finish', { orderId: o.id })).order;
      expect(o).toMatchObject({ state: 'finishing', stoppedAt: { lineId: o.lines[0]?.id } });
      expect(o.lines[0]).toMatchObject({ state: 'refused', booking: null });
      expect(o.lines[0]?.message).toMatch(/reservation of these tickets has run out/);
      // Its words by id: the renderer translates the id, not the English sentence.
      expect(o.lines[0]).toMatchObject({ messageId: 'reservationRunOut', params: {} });
      expect(o.stoppedAt).toMatchObject({ messageId: 'reservationRunOut', params: {} });
      expect(o.lines[0]?.entries).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
