// Receipts through the whole core: value steps against the built-in service over HTTP, receipts
// made from the journal rows, printed by the training test printer over TCP and decoded back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppStatus } from '../../electron/core/contract';
import type { TestPrinter } from '../../electron/core/printing/test-printer';
import { listAudit } from '../../electron/core/store/audit';
import { setSetting } from '../../electron/core/store/settings';
import { fileCore } from '../helpers/file-core';
import { stepByOrder, stepEntry } from '../helpers/order-steps';

const statuses: AppStatus[] = [];

const h = fileCore();
beforeAll(async () => {
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
  h.core.bus.subscribe((name, payload) => {
    if (name === 'app.status') statuses.push(payload as AppStatus);
  });
});

const printing = () => {
  const p = h.core.runtime.printing;
  if (!p) throw new Error('printing not wired');
  return p;
};
async function printed(count: number): Promise<TestPrinter> {
  await printing().queue.kick();
  const tp = printing().testPrinter();
  if (!tp) throw new Error('no training printer');
  await tp.waitForReceipts(count);
  return tp;
}
// A privileged port no test process can bind: connecting is refused at once.
const NOBODY = 'tcp://127.0.0.1:1';

describe('receipts from the journal', () => {
  it('a load prints its receipt: the code masked (it is not the voucher), new balance, TRAINING', async () => {
    // The built-in training printer counts as ready from the start.
    expect((await h.call('app.status', {})).printer).toMatchObject({ state: 'ready', queued: 0 });
    const { order } = await stepByOrder(h.call, { kind: 'load', code: 'DEMOVALUE100', amountCents: 2000 });
    // The order's one receipt tells the load: its job is keyed by the order.
    const receipt = `order:${order.id}`;
    const tp = await printed(1);
    const r = tp.receipts()[0]!;
    const text = r.lines.join('\n');
    expect(text).toContain('****-****-E100');
    expect(text).not.toContain('DEMO-VALU');
    expect(r.qr).toEqual([]);
    // The demo merchant adds 10 % free credit to loads.
    expect(text).toMatch(/Bonus +CHF 2\.00/);
    expect(text).toMatch(/Neues Guthaben +CHF 122\.00/);
    expect(r.lines.filter((l) => l === '*** TRAINING ***')).toHaveLength(2);
    expect(r.cut).toBe(true);
    const jobs = await h.call('print.jobs', { journalId: receipt });
    expect(jobs.jobs).toEqual([expect.objectContaining({ state: 'printed', kind: 'order', reprintOf: null })]);
    // The preview is the same lines as printed.
    const preview = await h.call('print.preview', { ref: { journalId: receipt } });
    expect(preview.lines.flatMap((l) => (l.type === 'text' && l.text.trim() ? [l.text] : []))).toEqual(r.lines);
    expect(preview.columns).toEqual({ normal: 48, small: 64 });
    const narrow = await h.call('print.preview', { ref: { journalId: receipt }, paper: '58' });
    expect(narrow.lines.every((l) => l.type !== 'text' || l.text.length <= l.cols)).toBe(true);
  });

  it('a voucher sale prints one slip per voucher (named from the catalog) and the sale receipt', async () => {
    const tp = printing().testPrinter()!;
    const before = tp.receipts().length;
    await h.call('order.addLine', { line: { kind: 'codes', productId: 'vt-value', unitPriceCents: 5000, quantity: 1, language: 'de' } });
    const { order } = await h.call('order.addLine', {
      line: { kind: 'codes', productId: 'vt-spa', unitPriceCents: 18900, quantity: 1, language: 'de' },
    });
    await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: order.restCents } });
    const sale = (await h.call('order.finish', { orderId: order.id })).order;
    const vouchers = sale.lines.flatMap((l) => l.vouchers);
    await printed(before + 3);
    const [one, two, summary] = tp.receipts().slice(before);
    expect(one!.qr).toEqual([vouchers[0]!.code]);
    expect(one!.lines).toContain(vouchers[0]!.codeFormatted);
    expect(two!.qr).toEqual([vouchers[1]!.code]);
    // The order's receipt names each line as the catalog does.
    expect(summary!.lines.join('\n')).toMatch(/Wertgutschein +CHF 50\.00\nSpa-Tag für zwei +CHF 189\.00/);
    expect(summary!.lines.join('\n')).toMatch(/Total +CHF 239\.00/);
    expect(summary!.qr).toEqual([]);
  });

  it('reprint from the journal: marked as a copy and audited (full-code slip)', async () => {
    const tp = printing().testPrinter()!;
    const before = tp.receipts().length;
    const jobs = await h.call('print.jobs', {});
    // A voucher's slip of the code sale: the voucher itself, its code in full.
    const slipJob = jobs.jobs.find((j) => j.kind === 'voucher_sale')!;
    // Reprinting a full-code slip needs a manager's authority (auth/authority-policy.ts) once a
    // manager PIN exists: refused without a session, allowed after the manager vouches with the PIN.
    await h.call('auth.setup', { name: 'Chefin', pin: '246810' });
    await h.call('auth.logout', {});
    expect(['forbidden', 'unauthorized']).toContain((await h.fail('print.reprint', { ref: { journalId: slipJob.journalId! } })).code);
    const chefin = (await h.call('auth.session', {})).users.find((u) => u.name === 'Chefin')!;
    await h.call('auth.login', { userId: chefin.id, pin: '246810' });
    const copy = await h.call('print.reprint', { ref: { journalId: slipJob.journalId! } });
    expect(copy.reprintOf).toBe(slipJob.id);
    await printed(before + 1);
    expect(tp.receipts()[before]!.lines).toContain('** KOPIE **');
    expect(
      listAudit(h.core.runtime.db).some(
        (a) => a.action === 'receipt.reprint_full_code' && a.subject === slipJob.journalId && a.actor === 'Chefin',
      ),
    ).toBe(true);
  });
});

describe('ticket booking receipt', () => {
  it('prints every ticket on its own slip with its QR code, then the booking receipt, in the product name of the catalog', async () => {
    const tp = printing().testPrinter()!;
    const before = tp.receipts().length;
    const products = await h.call('ticketing.products', {});
    const spa = products.products.find((p) => p.slotType === 'day' && p.isActive && p.categories.length > 0);
    if (!spa) throw new Error('no bookable day product in the demo data');
    const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const av = await h.call('ticketing.availabilities', { productId: spa.id, from: day(2), to: day(14) });
    const slot = av.availabilities.find((a) => a.prices.some((p) => p.minQuantity <= 2 && (p.maxQuantity === null || p.maxQuantity >= 2)));
    const price = slot?.prices.find((p) => p.minQuantity <= 2 && (p.maxQuantity === null || p.maxQuantity >= 2));
    if (!slot || !price) throw new Error('no slot');
    const booking = await h.call('ticketing.book', {
      productId: spa.id,
      startsAt: slot.startsAt,
      items: [{ categoryId: price.categoryId, quantity: 2 }],
      customer: { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.org' },
    });
    // A slip per ticket (its number and QR code), then the booking's receipt (prices, no QR).
    await printed(before + 3);
    const [one, two, receipt] = tp.receipts().slice(before);
    const numbers = booking.tickets.map((t) => t.ticketNumber);
    expect(numbers).toHaveLength(2);
    expect([one!.qr, two!.qr, receipt!.qr]).toEqual([[numbers[0]], [numbers[1]], []]);
    expect(one!.lines).toContain(numbers[0]);
    expect(two!.lines).toContain(numbers[1]);
    for (const r of [one!, two!, receipt!]) expect(r.lines.join('\n')).toContain(booking.bookingReference);
    for (const n of numbers) expect(receipt!.lines.join('\n')).toContain(n);
  });
});

describe('printer faults never fail the operation', () => {
  it('printer down: the load succeeds, the job waits, the status says offline; it prints when the printer is back', async () => {
    const tp = printing().testPrinter()!;
    const before = tp.receipts().length;
    setSetting(h.core.runtime.db, 'printer.uri', NOBODY);
    const load = await stepByOrder(h.call, { kind: 'load', code: 'DEMOVALUE100', amountCents: 1000 });
    expect(stepEntry(load).state).toBe('succeeded');
    const receipt = `order:${load.order.id}`;
    await printing().queue.kick();
    const jobs = await h.call('print.jobs', { journalId: receipt });
    expect(jobs.jobs[0]?.state).toBe('queued');
    expect(jobs.printer.state).toBe('offline');
    expect(statuses.at(-1)?.printer).toMatchObject({ state: 'offline', queued: 1 });
    expect((await h.call('app.status', {})).printer.state).toBe('offline');
    setSetting(h.core.runtime.db, 'printer.uri', tp.uri);
    await printed(before + 1);
    expect(tp.receipts()[before]!.lines.join('\n')).toMatch(/Aufladung +CHF 10\.00/);
    expect((await h.call('print.jobs', { journalId: receipt })).jobs[0]?.state).toBe('printed');
    expect(statuses.at(-1)?.printer).toMatchObject({ state: 'ready', queued: 0 });
  });

  it('prints the test page on request', async () => {
    const tp = printing().testPrinter()!;
    const before = tp.receipts().length;
    const job = await h.call('print.testPage', {});
    expect(job.kind).toBe('test_page');
    await printed(before + 1);
    expect(tp.receipts()[before]!.lines.map((l) => l.trim())).toContain('de: ä ö ü Ä Ö Ü ß');
    // Training mode shows what the printer printed.
    const shown = await h.call('print.printed', { limit: 1 });
    expect(shown.available).toBe(true);
    expect(shown.receipts[0]?.lines).toContain('Währungszeichen: € CHF Fr.');
    expect(shown.receipts[0]?.qr).toEqual(['TEST-PRINT']);
  });
});
