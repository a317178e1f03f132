// Through the whole core: against the built-in service in its production flavour: a till
// session with a float of 200.00 and a day of two cashiers (loads by cash and card, a purchase with
// two vouchers plus cash and a cash rounding, a stock voucher with 10 % free credit sold for cash,
// a code sale, tickets, a promo, a cash-paid load given back). The Z's expected cash equals the one
// computed here from the orders' own cash tenders; free credit never counts as cash; the cashiers'
// expected cash adds up to the session's; closing is refused while an order is open; the Z read
// back later is the one answered at the close; a step after the close opens the next session (with
// a notice) and shows in its X; the first step after midnight closes the session by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createCore, type Core } from '../../electron/core';
import { manualTimers } from '../../electron/core/clock';
import type { MethodInput, MethodName, MethodOutput, Order, SessionChanged } from '../../electron/core/contract';
import { listAudit } from '../../electron/core/store/audit';
import { insertPending, transition } from '../../electron/core/store/journal';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { as, BOSS_PIN, uid } from '../helpers/session-clients';
import { daySlotInput } from '../helpers/ticket-slot';

let sb: RunningSandbox;
let core: Core;
let t = Date.now();
const notices: SessionChanged[] = [];

/** A typed caller for one client (a tab with its own session); a refusal rejects with its error data. */
function client(id: string) {
  const c = as(core, id);
  const call = async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => {
    const res = await c(method, input);
    if (!res.ok) throw Object.assign(new Error(`${method}: ${res.error.code} ${res.error.message}`), { data: res.error });
    return res.value as MethodOutput<M>;
  };
  const fail = async <M extends MethodName>(method: M, input: MethodInput<M>) => {
    const res = await c(method, input);
    if (res.ok) throw new Error(`${method} was expected to fail`);
    return res.error;
  };
  return { call, fail };
}
const boss = () => client('boss');
const anna = () => client('anna');
const beat = () => client('beat');

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:', flavour: 'production' });
  core = await createCore({
    dataDir: ':memory:',
    clock: { now: () => new Date(t) },
    logger: memoryLogger(),
    timers: manualTimers(),
    scryptParams: { N: 1024, r: 8, p: 1 },
    startTrainingService: async () => ({ baseUrl: sb.baseUrl, apiKey: sb.keys.integration ?? '', close: async () => {} }),
  });
  expect(core.runtime.state.online).toBe(true);
  expect((await core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
  core.bus.subscribe((name, payload) => {
    if (name === 'session.changed') notices.push(payload as SessionChanged);
  });
  await boss().call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
  await boss().call('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' });
  await boss().call('auth.setPin', { name: 'Beat', role: 'cashier', pin: '2468' });
  await boss().call('settings.update', { walkInEmail: 'kasse@bergbahn.example.ch' });
  await anna().call('auth.login', { userId: uid(core, 'Anna'), pin: '1357' });
  await beat().call('auth.login', { userId: uid(core, 'Beat'), pin: '2468' });
});
afterAll(async () => {
  await core.close();
  await sb.close();
});

type Cashier = ReturnType<typeof client>;
const finished: Array<{ cashier: string; order: Order }> = [];

/** One order: its lines, then its tenders, then finish; kept for the independent sums. */
async function sell(
  who: Cashier,
  name: string,
  lines: Array<MethodInput<'order.addLine'>['line']>,
  tenders: Array<MethodInput<'order.addTender'>['tender']>,
) {
  let o: Order | null = null;
  for (const line of lines) o = (await who.call('order.addLine', { line })).order;
  for (const tender of tenders) o = (await who.call('order.addTender', { tender })).order;
  if (!o) throw new Error('no order');
  const done = (await who.call('order.finish', { orderId: o.id })).order;
  expect(done.state).toBe('finished');
  finished.push({ cashier: name, order: done });
  return done;
}

/** The drawer's cash of finished orders as the orders themselves say: cash tenders less the change. */
const cashOf = (list: typeof finished) =>
  list.reduce(
    (s, { order }) => s + order.tenders.filter((x) => x.kind === 'cash').reduce((a, x) => a + x.amountCents, 0) - order.changeCents,
    0,
  );

describe('a till session closed with its Z', () => {
  let closedZ: MethodOutput<'session.close'>['report'];

  it('a day of two cashiers: expected cash from the orders, free credit never cash, cashiers add up', async () => {
    const opened = await boss().call('session.open', {
      floatCents: 20000,
      denominations: [
        { valueCents: 10000, count: 1 },
        { valueCents: 5000, count: 2 },
      ],
    });
    expect(opened.session).toMatchObject({ number: 1, state: 'open', floatCents: 20000, openReason: 'counted', openedBy: 'Chefin' });
    const a = anna();
    const b = beat();
    // Loads by cash and by card.
    await sell(
      a,
      'Anna',
      [{ kind: 'load', code: 'DEMOTRAIN003', amountCents: 5000 }],
      [{ kind: 'method', paymentMethodId: 'cash', amountCents: 5000 }],
    );
    await sell(
      b,
      'Beat',
      [{ kind: 'load', code: 'DEMOTRAIN004', amountCents: 3000 }],
      [{ kind: 'method', paymentMethodId: 'card', amountCents: 3000 }],
    );
    // A purchase of 120.33 with two vouchers and cash: 20.35 asked, 50.00 given, 29.65 back, rounding +0.02.
    const purchase = await sell(
      a,
      'Anna',
      [{ kind: 'goods', amountCents: 12033, reference: 'R-77' }],
      [
        { kind: 'voucher', code: 'DEMOTRAIN005' },
        { kind: 'voucher', code: 'DEMOTRAIN006' },
        { kind: 'method', paymentMethodId: 'cash', amountCents: 5000 },
      ],
    );
    expect(purchase).toMatchObject({ roundingCents: 2, changeCents: 2965 });
    // A stock voucher of 100.00 with 10 % free credit, sold for cash.
    const stock = await sell(
      b,
      'Beat',
      [{ kind: 'stock', code: 'DEMODEPOTBON' }],
      [{ kind: 'method', paymentMethodId: 'cash', amountCents: 10000 }],
    );
    expect(stock.totalCents).toBe(10000);
    // A code sale and a promo (cash), tickets (card).
    const value = (await a.call('sale.catalog', {})).items.find((i) => i.kind === 'value_voucher' && i.published);
    await sell(
      a,
      'Anna',
      [{ kind: 'codes', productId: value?.id ?? '', unitPriceCents: 2000, quantity: 1, language: 'de' }],
      [{ kind: 'method', paymentMethodId: 'cash', amountCents: 2000 }],
    );
    const promo = await sell(
      a,
      'Anna',
      [
        { kind: 'goods', amountCents: 4000 },
        { kind: 'promo', code: 'FAMILIE5' },
      ],
      [{ kind: 'method', paymentMethodId: 'cash', amountCents: 3500 }],
    );
    expect(promo.totalCents).toBe(3500);
    const slot = await daySlotInput({ call: b.call } as Parameters<typeof daySlotInput>[0]);
    const categoryId = slot.items[0]?.categoryId ?? '';
    const r = await b.call('ticketing.reserve', { ...slot, items: [{ categoryId, quantity: 2 }] });
    const tickets = await b.call('order.addLine', {
      line: {
        kind: 'tickets',
        productId: slot.productId,
        startsAt: slot.startsAt,
        reservationId: r.reservationId,
        items: [{ categoryId, quantity: 2, unitPriceCents: 1500 }],
      },
    });
    await b.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: tickets.order.totalCents } });
    finished.push({ cashier: 'Beat', order: (await b.call('order.finish', { orderId: tickets.order.id })).order });
    // A load paid in cash, given back in cash (its refund order), and one by card.
    const load = await sell(
      b,
      'Beat',
      [{ kind: 'load', code: 'DEMOTRAIN008', amountCents: 2500 }],
      [{ kind: 'method', paymentMethodId: 'cash', amountCents: 2500 }],
    );
    const loadBack = (await b.call('order.refund', { orderId: load.id, paymentMethodId: 'cash' })).order;
    expect(loadBack).toMatchObject({ state: 'finished', totalCents: -2500 });
    finished.push({ cashier: 'Beat', order: loadBack });
    await sell(
      b,
      'Beat',
      [{ kind: 'load', code: 'DEMOTRAIN009', amountCents: 1000 }],
      [{ kind: 'method', paymentMethodId: 'card', amountCents: 1000 }],
    );
    // Goods of 50.00 sold for cash and refunded in cash: a refund order with a negative cash tender.
    const sold = await sell(
      a,
      'Anna',
      [{ kind: 'goods', amountCents: 5000, reference: 'R-88' }],
      [{ kind: 'method', paymentMethodId: 'cash', amountCents: 5000 }],
    );
    const refund = (await a.call('order.refund', { orderId: sold.id, paymentMethodId: 'cash' })).order;
    expect(refund).toMatchObject({ state: 'finished', totalCents: -5000 });
    finished.push({ cashier: 'Anna', order: refund });

    const x = (await boss().call('session.x', {})).report;
    const expected = 20000 + cashOf(finished);
    expect(x.drawer).toEqual({ floatCents: 20000, expectedCents: expected, countedCents: null, differenceCents: null });
    // 50 + (50 − 29.65) + 100 + 20 + 35 = 225.35 in cash; the free credit (10.00) is not in it.
    expect(expected).toBe(20000 + 22535);
    expect(x.split.cash).toEqual({
      takenCents: 5000 + 5000 + 10000 + 2000 + 3500 + 2500 + 5000,
      changeCents: 2965,
      refundsCents: 2500 + 5000,
      netCents: 22535,
    });
    const activations = x.split.liabilities.find((l) => l.group === 'activations');
    expect(activations).toMatchObject({ count: 1, grossCents: 10000, freeCreditCents: 1000, netCents: 10000 });
    expect(x.split.liabilities.find((l) => l.group === 'loads')).toMatchObject({
      count: 4,
      grossCents: 11500,
      cancelledCents: 2500,
      netCents: 9000,
    });
    expect(x.split.vouchersAccepted).toMatchObject({ count: 2, amountCents: 10000 });
    expect(x.split.methods.find((m) => m.method === 'card')).toMatchObject({ kind: 'card', takenCents: 3000 + 3000 + 1000 });
    expect(x.split.methods.find((m) => m.method === 'cash')?.names?.it).toBeTruthy();
    expect(x.split).toMatchObject({
      roundingCents: 2,
      promo: { count: 1, discountCents: 500 },
      refunds: { count: 2, cashCents: 2500 + 5000 },
    });
    // Each cashier's drawer: their own orders' cash; together with the float the session's.
    const by = (name: string) => x.byCashier.find((c) => c.cashier === name)?.expectedCashCents;
    expect(by('Anna')).toBe(cashOf(finished.filter((f) => f.cashier === 'Anna')));
    expect(by('Beat')).toBe(cashOf(finished.filter((f) => f.cashier === 'Beat')));
    expect(x.byCashier.reduce((s, c) => s + c.expectedCashCents, 0) + 20000).toBe(expected);
    expect(x.orders.every((o) => /^[0-9A-F]{8}$/.test(o.receipt))).toBe(true);
  });

  it('a cashier counts and closes only when the setting allows it, blind: the X needs a manager PIN, audited', async () => {
    expect(await anna().fail('session.x', {})).toMatchObject({ code: 'forbidden', details: { needs: 'manager', action: 'session.x' } });
    await boss().call('session.updateSettings', { cashierMayClose: true });
    // Allowed to close, yet the expected cash before the count is the manager's: every way to see it.
    for (const [method, input] of [
      ['session.x', {}],
      ['session.close', { countedCents: 0, confirm: false }],
      ['session.print', {}],
    ] as const) {
      expect(await anna().fail(method, input), method).toMatchObject({
        code: 'forbidden',
        details: { needs: 'manager_pin', action: 'preview_cash' },
      });
    }
    // With the manager's PIN it shows, once, audited under the manager with the session.
    await anna().call('auth.elevate', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
    const x = (await anna().call('session.x', {})).report;
    expect(x.kind).toBe('x');
    expect(listAudit(core.runtime.db).find((e) => e.action === 'preview_cash')).toMatchObject({
      actor: 'Chefin',
      subject: x.session.id,
      details: { method: 'session.x', cashier: 'Anna', number: x.session.number },
    });
    expect((await anna().fail('session.x', {})).details).toMatchObject({ needs: 'manager_pin' });
    await boss().call('session.updateSettings', { cashierMayClose: false });
    expect((await anna().fail('session.close', { countedCents: 0, confirm: true })).code).toBe('forbidden');
  });

  it('close is refused while a step is open', async () => {
    const db = core.runtime.db;
    // A step whose answer has not come yet (written as the journal writes it before its request).
    const row = insertPending(db, {
      id: 'open-step',
      kind: 'charge',
      code: 'DEMOVALUE100',
      amountCents: 700,
      request: {},
      terminal: 'Till 1',
      now: new Date(t),
    });
    expect(row.kind).toBe('charge');
    const refused = await boss().fail('session.close', { countedCents: 0, confirm: true });
    expect(refused).toMatchObject({
      code: 'conflict',
      details: { reason: 'open_items', openItems: [{ type: 'step', kind: 'charge', state: 'pending', receipt: 'OPENSTEP' }] },
    });
    transition(db, row.id, 'failed', { error: 'refused' }, new Date(t));
  });

  it('close is refused while an order is open, then counted 10.00 short, confirmed and audited', async () => {
    const open = (await anna().call('order.addLine', { line: { kind: 'goods', amountCents: 900 } })).order;
    const refused = await boss().fail('session.close', { countedCents: 0, confirm: true });
    expect(refused).toMatchObject({
      code: 'conflict',
      details: { reason: 'open_items', openItems: [{ type: 'order', receipt: expect.any(String) }] },
    });
    await anna().call('order.cancel', { orderId: open.id });
    const expected = 20000 + cashOf(finished);
    const preview = await boss().call('session.close', { countedCents: expected - 1000, confirm: false });
    expect(preview).toMatchObject({ closed: false, report: { drawer: { countedCents: expected - 1000, differenceCents: -1000 } } });
    // The manager's preview of the expected cash is audited, with the session and the count.
    expect(listAudit(core.runtime.db).find((e) => e.action === 'preview_cash')).toMatchObject({
      actor: 'Chefin',
      subject: preview.report.session.id,
      details: { method: 'session.close', countedCents: expected - 1000 },
    });
    expect((await boss().call('session.current', {})).session?.state).toBe('open');
    const closed = await boss().call('session.close', { countedCents: expected - 1000, confirm: true });
    closedZ = closed.report;
    expect(closed.report).toMatchObject({
      kind: 'z',
      drawer: { expectedCents: expected, countedCents: expected - 1000, differenceCents: -1000 },
    });
    expect(closed.report.session).toMatchObject({ state: 'closed', closedBy: 'Chefin', closeReason: 'counted', differenceCents: -1000 });
    expect(closed.report.split.orders).toEqual({ finished: finished.length, cancelled: 1 });
    expect(listAudit(core.runtime.db).find((e) => e.action === 'session.close')).toMatchObject({
      actor: 'Chefin',
      subject: closed.report.session.id,
      details: { countedCents: expected - 1000, expectedCents: expected, differenceCents: -1000 },
    });
    expect((await boss().call('session.current', {})).session).toBeNull();
  });

  it('a load after the close opens the next session with a notice and shows in its X; the Z stays as it was', async () => {
    notices.length = 0;
    const after = await sell(
      anna(),
      'Anna',
      [{ kind: 'load', code: 'DEMOTRAIN010', amountCents: 1500 }],
      [{ kind: 'method', paymentMethodId: 'cash', amountCents: 1500 }],
    );
    expect(notices).toEqual([expect.objectContaining({ notice: 'opened_after_close', closedSessionId: null })]);
    const next = (await boss().call('session.current', {})).session;
    expect(next).toMatchObject({ number: 2, state: 'open', openReason: 'after_close', floatCents: 0 });
    // The manager counts the float of the session the load opened; the drawer opened by hand is in it.
    expect((await boss().call('session.open', { floatCents: 5000 })).session).toMatchObject({ number: 2, floatCents: 5000 });
    expect((await boss().fail('session.open', { floatCents: 100 })).code).toBe('conflict');
    await boss().call('payment.openDrawer', { reason: 'Wechselgeld' });
    const x = (await boss().call('session.x', {})).report;
    expect(x.orders.map((o) => o.receipt)).toEqual([after.id.replace(/-/g, '').slice(0, 8).toUpperCase()]);
    expect(x.drawer.expectedCents).toBe(5000 + 1500);
    expect(x.drawerOpenings).toEqual([expect.objectContaining({ actor: 'Chefin', reason: 'Wechselgeld' })]);
    expect((await boss().call('session.z', { sessionId: closedZ.session.id })).report).toEqual(closedZ);
  });

  it('the first step after midnight closes the session by itself; the day report sums the sessions of the day', async () => {
    const firstDay = (await boss().call('session.current', {})).session?.openedAt ?? '';
    t += 24 * 3600_000;
    await boss().call('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
    notices.length = 0;
    await sell(beat(), 'Beat', [{ kind: 'goods', amountCents: 700 }], [{ kind: 'method', paymentMethodId: 'card', amountCents: 700 }]);
    expect(notices).toEqual([
      expect.objectContaining({ notice: 'auto_closed', session: expect.objectContaining({ number: 3, openReason: 'after_midnight' }) }),
    ]);
    const list = (await boss().call('session.list', { month: firstDay.slice(0, 7) })).sessions;
    const second = list.find((s) => s.number === 2);
    expect(second).toMatchObject({ state: 'closed', closeReason: 'auto', countedCents: null });
    const day = await boss().call('session.day', { day: second?.day ?? '' });
    expect(day.sessions.map((s) => s.number)).toEqual([1, 2]);
    expect(day.totals.drawer).toEqual({
      floatCents: 25000,
      expectedCents: closedZ.drawer.expectedCents + 5000 + 1500,
      countedCents: closedZ.drawer.expectedCents - 1000,
      differenceCents: -1000,
      uncountedSessions: 1,
    });
    expect(day.totals.split.cash.netCents).toBe(closedZ.split.cash.netCents + 1500);
    const month = await boss().call('session.month', { month: firstDay.slice(0, 7) });
    expect(month.totals.split.cash.netCents).toBe(month.days.reduce((s, d) => s + d.totals.split.cash.netCents, 0));
  });

  it("with the manager's standard float, a sale after the close opens the next session with it, and the notice carries it", async () => {
    await boss().call('session.updateSettings', { standardFloatCents: 15000 });
    expect(await boss().call('session.settings', {})).toEqual({ cashierMayClose: false, standardFloatCents: 15000 });
    expect((await anna().fail('session.updateSettings', { standardFloatCents: 0 })).code).toBe('forbidden');
    const x = (await boss().call('session.x', {})).report;
    await boss().call('session.close', { countedCents: x.drawer.expectedCents, confirm: true });
    notices.length = 0;
    await sell(anna(), 'Anna', [{ kind: 'goods', amountCents: 400 }], [{ kind: 'method', paymentMethodId: 'cash', amountCents: 400 }]);
    expect(notices).toEqual([
      expect.objectContaining({
        notice: 'opened_after_close',
        session: expect.objectContaining({ openReason: 'after_close', floatCents: 15000 }),
      }),
    ]);
    expect((await boss().call('session.x', {})).report.drawer.expectedCents).toBe(15000 + 400);
    // A standard float is no float left to count: the manager's own count is refused as for any counted one.
    expect((await boss().fail('session.open', { floatCents: 100 })).code).toBe('conflict');
    // Cleared: the next session a sale opens has 0.00 again.
    await boss().call('session.updateSettings', { standardFloatCents: null });
    expect(await boss().call('session.settings', {})).toEqual({ cashierMayClose: false, standardFloatCents: null });
  });
});
