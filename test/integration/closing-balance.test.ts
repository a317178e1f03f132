// The day closing balances: after a day of loads, purchases, code sales, stock vouchers,
// tickets, promo codes and their cancellations, the closing's per-method totals equal the sums of
// the journal rows they come from (computed here from the raw rows), the operations show gross,
// cancelled and net; the till's Z taken at the close stays the same after more rows on the next day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { payByVoucher, sellByVoucher } from '../helpers/sales';
import { promoStep, stepByOrder, stepEntry } from '../helpers/order-steps';

let sb: RunningSandbox;
let h: CoreHarness;
let offsetDays = 0;
const clock = { now: () => new Date(Date.now() + offsetDays * 86_400_000) };

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb, core: { clock } });
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
  await h.call('auth.setup', { name: 'Chefin', pin: '246810' });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

const printing = () => h.core.runtime.printing!;

/**
 * Money per payment method straight from the rows: finished orders' method tenders + (cash: less the
 * change given), paid steps outside an order +, undos − by the undone step's method (a step of an
 * order: its order's one payment method).
 */
function independentByMethod(day: string): Map<string | null, number> {
  const db = h.core.runtime.db;
  const rows = db
    .prepare(`SELECT id, kind, code, amount_cents, payment_method, ref_id, created_at FROM journal WHERE day = ? AND state = 'succeeded'`)
    .all(day) as Array<{
    id: string;
    kind: string;
    code: string | null;
    amount_cents: number | null;
    payment_method: string | null;
    ref_id: string | null;
    created_at: string;
  }>;
  const all = db.prepare(`SELECT id, kind, code, payment_method, created_at FROM journal WHERE state = 'succeeded'`).all() as Array<{
    id: string;
    kind: string;
    code: string | null;
    payment_method: string | null;
    created_at: string;
  }>;
  const tenders = db
    .prepare(
      `SELECT t.order_id, t.payment_method, t.amount_cents, t.kind, o.change_cents, o.state FROM order_tenders t JOIN orders o ON o.id = t.order_id
       WHERE t.kind <> 'voucher' AND t.removed_at IS NULL`,
    )
    .all() as Array<{
    order_id: string;
    payment_method: string | null;
    amount_cents: number;
    kind: string;
    change_cents: number | null;
    state: string;
  }>;
  const orderOf = new Map(
    (db.prepare('SELECT journal_id, order_id FROM order_steps').all() as Array<{ journal_id: string; order_id: string }>).map((r) => [
      r.journal_id,
      r.order_id,
    ]),
  );
  const methodOf = (id: string | undefined): string | null => {
    const orderId = id === undefined ? undefined : orderOf.get(id);
    if (orderId === undefined) return all.find((x) => x.id === id)?.payment_method ?? null;
    const methods = new Set(tenders.filter((t) => t.order_id === orderId).map((t) => t.payment_method));
    return methods.size === 1 ? [...methods][0]! : null;
  };
  const sums = new Map<string | null, number>();
  const add = (m: string | null, c: number) => sums.set(m, (sums.get(m) ?? 0) + c);
  for (const r of rows) {
    const cents = r.amount_cents ?? 0;
    // A step of an order is paid by the order's tenders (below).
    if (['charge', 'activate', 'order', 'book'].includes(r.kind) && !orderOf.has(r.id)) add(r.payment_method, cents);
    if (['cancel_charge', 'delete_order', 'cancel_booking'].includes(r.kind)) add(methodOf(r.ref_id ?? undefined), -cents);
    if (r.kind === 'deactivate') {
      const act = all.filter((x) => x.kind === 'activate' && x.code === r.code && x.created_at <= r.created_at).at(-1);
      add(methodOf(act?.id), -cents);
    }
  }
  // What a finished sale took by a payment method (cash: less the change given).
  for (const t of tenders.filter((x) => x.state === 'finished')) {
    add(t.payment_method, t.amount_cents - (t.kind === 'cash' ? (t.change_cents ?? 0) : 0));
  }
  return sums;
}

describe('a day closing that balances', () => {
  it('per method and per operation from the rows; the Z of the till stays the same after the next day', async () => {
    // Loads: cash 20, card 30 (undone).
    // Each value step is a one-line order paid by the method named.
    await stepByOrder(h.call, { kind: 'load', code: 'DEMOTRAIN008', amountCents: 2000 }, 'cash');
    const cardLoad = stepEntry(await stepByOrder(h.call, { kind: 'load', code: 'DEMOTRAIN009', amountCents: 3000 }, 'card'));
    await h.call('charge.cancel', { journalId: cardLoad.id });
    // Sales paid by voucher: 80 = voucher 50 + cash 30; another cancelled.
    await sellByVoucher(h.call, 'DEMOTRAIN001', 8000, 'cash');
    const q = await payByVoucher(h.call, 'DEMOTRAIN002', 1000);
    await h.call('order.cancel', { orderId: q.id });
    // Code sales: 50 by card; 60 cash, cancelled.
    const codes = (unitPriceCents: number) => ({
      kind: 'codes' as const,
      productId: 'vt-value',
      unitPriceCents,
      quantity: 1,
      language: 'de' as const,
    });
    await stepByOrder(h.call, codes(5000), 'card');
    const sold = stepEntry(await stepByOrder(h.call, codes(6000), 'cash'));
    await h.call('sale.cancel', { journalId: sold.id });
    // Stock vouchers: fixed 50 cash; free 25 card, deactivated.
    await stepByOrder(h.call, { kind: 'stock', code: 'DEMODEPOTFIX' }, 'cash');
    await stepByOrder(h.call, { kind: 'stock', code: 'DEMODEPOTFRE', amountCents: 2500 }, 'card');
    await h.call('depot.deactivate', { code: 'DEMODEPOTFRE', reason: 'Kunde will nicht' });
    // Tickets: two at the slot's price, cash; then a second booking cancelled.
    const products = await h.call('ticketing.products', {});
    const spa = products.products.find((x) => x.slotType === 'day' && x.isActive && x.categories.length > 0)!;
    const day = (o: number) => new Date(Date.now() + o * 86_400_000).toISOString().slice(0, 10);
    const av = await h.call('ticketing.availabilities', { productId: spa.id, from: day(2), to: day(14) });
    const slot = av.availabilities.find((a) => a.prices.some((x) => x.minQuantity <= 2 && (x.maxQuantity === null || x.maxQuantity >= 2)))!;
    const price = slot.prices.find((x) => x.minQuantity <= 2 && (x.maxQuantity === null || x.maxQuantity >= 2))!;
    const book = (method: string) =>
      h.call('ticketing.book', {
        productId: spa.id,
        startsAt: slot.startsAt,
        items: [{ categoryId: price.categoryId, quantity: 2 }],
        customer: { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.org' },
        paymentMethodId: method,
      });
    const booked = await book('cash');
    expect(booked.entry.amountCents).toBe(2 * price.priceCents);
    const second = await book('card');
    await h.call('ticketing.cancelBooking', { journalId: second.entry.id });
    // Promo: redeemed and cancelled (no money).
    const promo = stepEntry(await promoStep(h.call, 'SOMMER20'));
    await h.call('promo.cancel', { journalId: promo.id });
    // A promo cancellation prints its slip; a ticket sale lists items, prices and total.
    await printing().queue.kick();
    const texts = printing()
      .testPrinter()!
      .receipts()
      .map((r) => r.lines.join('\n'));
    expect(texts.some((x) => /Storno Aktionscode/.test(x) && x.includes('SOMMER20'))).toBe(true);
    const money = (c: number) => `CHF ${(c / 100).toFixed(2)}`;
    expect(
      texts.some((x) => x.includes(`(${money(price.priceCents)})`) && new RegExp(`Total +${money(2 * price.priceCents)}`).test(x)),
    ).toBe(true);

    const c = await h.call('report.closing', {});
    const expected = independentByMethod(c.day);
    for (const m of c.byMethod) expect(m.amountCents, m.name).toBe(expected.get(m.method) ?? 0);
    expect([...expected.keys()].every((k) => c.byMethod.some((m) => m.method === k))).toBe(true);
    // And in plain numbers: cash = load 20 + sale rest 30 + stock 50 + tickets; card = 0 + 50 + 0 + 0.
    expect(c.byMethod.find((m) => m.method === 'cash')!.amountCents).toBe(2000 + 3000 + 5000 + 2 * price.priceCents);
    expect(c.byMethod.find((m) => m.method === 'card')!.amountCents).toBe(5000);
    const op = (g: string) => c.operations.find((o) => o.group === g)!;
    expect(op('loads')).toMatchObject({ count: 2, grossCents: 5000, cancelledCount: 1, cancelledCents: 3000, netCents: 2000 });
    expect(op('tickets')).toMatchObject({ count: 2, grossCents: 4 * price.priceCents, cancelledCents: 2 * price.priceCents });
    expect(op('codeSales')).toMatchObject({ count: 2, grossCents: 11000, netCents: 5000 });
    expect(op('promo')).toMatchObject({ count: 1, cancelledCount: 1 });

    // The day ends with the till's counted close: its Z keeps these figures whatever comes later.
    const preview = await h.call('session.close', { countedCents: 0, confirm: false });
    const closed = await h.call('session.close', { countedCents: preview.report.drawer.expectedCents, confirm: true });
    expect(closed.report.drawer.differenceCents).toBe(0);
    expect(closed.report.split.methods.find((m) => m.method === 'card')?.netCents).toBe(5000);
    offsetDays = 1;
    await stepByOrder(h.call, { kind: 'load', code: 'DEMOTRAIN010', amountCents: 1000 }, 'cash');
    offsetDays = 0;
    // A day later the manager session had timed out: sign in again.
    const users = (await h.call('auth.session', {})).users;
    await h.call('auth.login', { userId: users.find((u) => u.role === 'manager')!.id, pin: '246810' });
    expect((await h.call('session.z', { sessionId: closed.report.session.id })).report).toEqual(closed.report);
  });
});
