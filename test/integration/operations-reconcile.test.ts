// Uncertain outcomes through core.dispatch: the built-in service commits then drops the
// connection, fails with a 5xx before committing, or answers too late. The step ends `uncertain`
// (a line of an order: being checked, the order left open), the voucher is locked, and the
// reconciler settles it from what the service says. Background runs
// are kept away (manual timers); journal.reconcile forces a run, and the core's clock is moved past
// the settle window where a test needs "the request can no longer land".
import { listAudit } from '../../electron/core/store/audit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { manualTimers } from '../../electron/core/clock';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { journalIdOf } from '../helpers/error-details';
import { stepByOrder, stepEntry, type OrderStep } from '../helpers/order-steps';
import type { NewOrderLine } from '../../electron/core/contract';

const SETTLE_MS = 600_000;
let skipped = 0;
/** Moves the core's clock past the settle window of every step sent so far. */
const skipPastSettle = (): void => {
  skipped += SETTLE_MS + 60_000;
};

let sb: RunningSandbox;
let h: CoreHarness;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({
    sandbox: sb,
    timeouts: { connectMs: 400, readMs: 400 },
    reconcileSettleMs: SETTLE_MS,
    core: { reconcileTimers: manualTimers(), clock: { now: () => new Date(Date.now() + skipped) } },
  });
  await h.core.runtime.catalogSync?.syncNow();
});
afterEach(() => sb.faults.clear());
afterAll(async () => {
  await h.close();
  await sb.close();
});

/** A one-line order whose step's answer is lost: the line is being checked, its row uncertain. */
async function uncertainLine(line: NewOrderLine): Promise<OrderStep & { id: string }> {
  const s = await stepByOrder(h.call, line);
  expect(s.line.state).toBe('checking');
  expect(stepEntry(s).state).toBe('uncertain');
  return { ...s, id: stepEntry(s).id };
}

/** Finishes the order once its line's step is settled. */
async function finishAfter(s: OrderStep): Promise<void> {
  expect((await h.call('order.finish', { orderId: s.order.id })).order.state).toBe('finished');
}

async function balance(code: string): Promise<number | null | undefined> {
  return (await h.call('voucher.lookup', { code })).redeem?.balanceCents;
}

describe('reconciler', () => {
  it('commit-then-drop on redeem: uncertain, locked, then succeeded by the balance', async () => {
    const p = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 2000 } })).order;
    sb.faults.add({ method: 'POST', path: '/v1/vouchers/*/redeem.json', dropAfterCommit: true, times: 1 });
    const err = await h.fail('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN001' } });
    expect(err.code).toBe('uncertain');
    const id = journalIdOf(err);
    expect((await h.call('journal.get', { id })).state).toBe('uncertain');
    expect((await h.call('voucher.lookup', { code: 'DEMOTRAIN001' })).locked).toBe(true);
    expect((await h.fail('order.addLine', { line: { kind: 'load', code: 'DEMOTRAIN001', amountCents: 100 } })).code).toBe('locked');
    const pv = (await h.call('order.get', { orderId: p.id })).order;
    expect(pv).toMatchObject({ checkingCents: 2000, paidCents: 0 });
    const sum = await h.call('journal.reconcile', {});
    expect(sum).toMatchObject({ checked: 1, succeeded: 1, stillUncertain: 0 });
    const row = await h.call('journal.get', { id });
    expect(row).toMatchObject({ state: 'succeeded', balanceAfterCents: 3000, cancellable: false });
    expect(await balance('DEMOTRAIN001')).toBe(3000);
    const paid = (await h.call('order.get', { orderId: p.id })).order;
    expect(paid.paidCents).toBe(2000);
    expect((await h.call('order.finish', { orderId: p.id })).order.state).toBe('finished');
  });

  it('5xx before commit on a load: uncertain, then not_applied; the voucher is free again', async () => {
    sb.faults.add({ method: 'POST', path: '/v1/vouchers/*/charge.json', status: 503, times: 1 });
    const load = { kind: 'load' as const, code: 'DEMOTRAIN002', amountCents: 1500 };
    const s = await uncertainLine(load);
    // At once, the request could still land: the balance is seen unmoved, the row stays uncertain.
    expect(await h.call('journal.reconcile', {})).toMatchObject({ checked: 1, notApplied: 0, stillUncertain: 1 });
    expect((await h.fail('order.addLine', { line: load })).code).toBe('locked');
    skipPastSettle();
    await h.call('journal.reconcile', {});
    const id = s.id;
    expect((await h.call('journal.get', { id })).state).toBe('not_applied');
    expect(await balance('DEMOTRAIN002')).toBe(5000);
    // The same load again (finishing the order again) asks first, the first attempt shown; confirmed, it goes.
    const asked = (await h.call('order.finish', { orderId: s.order.id })).order;
    expect(asked.lines[0]).toMatchObject({ state: 'refused', firstAttempt: expect.objectContaining({ journalId: id }) });
    await h.call('order.confirmRetry', { lineId: s.line.id, journalId: id });
    const ok = (await h.call('order.finish', { orderId: s.order.id })).order;
    expect(ok.state).toBe('finished');
    expect(ok.lines[0]!.entries.at(-1)?.state).toBe('succeeded');
  });

  it('an answer later than the timeout: uncertain, then the cashier decides on the facts (the service lists no loads)', async () => {
    sb.faults.add({ method: 'POST', path: '/v1/vouchers/*/charge.json', latencyMs: 700, times: 1 });
    const s = await uncertainLine({ kind: 'load', code: 'DEMOTRAIN003', amountCents: 1000, freeCreditPercentage: 0 });
    const id = s.id;
    // The service commits after the terminal gave up: wait until the balance shows it.
    await expect.poll(() => fetchBalance('DEMOTRAIN003'), { timeout: 3000 }).toBe(6000);
    // A rise by the amount may be another till's load: never taken as ours, nor asked before the deadline.
    expect(await h.call('journal.reconcile', {})).toMatchObject({ succeeded: 0, needsDecision: 0, stillUncertain: 1 });
    skipPastSettle();
    await h.call('journal.reconcile', {});
    expect(await h.call('journal.get', { id })).toMatchObject({
      state: 'needs_decision',
      facts: { reason: 'load_unattributed', observedBalanceCents: 6000, expectedBalanceIfAppliedCents: 6000 },
    });
    const row = await h.call('journal.decide', { id, outcome: 'succeeded' });
    expect(row).toMatchObject({ state: 'succeeded' });
    await finishAfter(s);
    // Without a token, the load is cancelled with the legacy form (amount), which the service accepts.
    const undo = await h.call('charge.cancel', { journalId: row.id });
    expect(undo).toMatchObject({ state: 'succeeded', balanceAfterCents: 5000 });
  });

  it('activation dropped after commit is confirmed by the activate status', async () => {
    sb.faults.add({ method: 'POST', path: '/v1/depot_vouchers/*/activate.json', dropAfterCommit: true, times: 1 });
    const s = await uncertainLine({ kind: 'stock', code: 'DEMODEPOTBON' });
    await h.call('journal.reconcile', {});
    expect((await h.call('journal.get', { id: s.id })).state).toBe('succeeded');
    await finishAfter(s);
  });

  it('a single-use promo code dropped after commit is confirmed by its status', async () => {
    sb.faults.add({ method: 'POST', path: '/v1/promo_codes/*/redeem.json', dropAfterCommit: true, times: 1 });
    const s = await uncertainLine({ kind: 'promo', code: 'WILLKOMMEN10' });
    await h.call('journal.reconcile', {});
    expect((await h.call('journal.get', { id: s.id })).state).toBe('succeeded');
    await finishAfter(s);
  });

  it('a voucher order without answer needs the cashier; the decision is audited and unlocks', async () => {
    sb.faults.add({ method: 'POST', path: '/v1/giftvoucher/voucher_orders.json', dropAfterCommit: true, times: 1 });
    const s = await uncertainLine({ kind: 'codes', productId: 'vt-value', unitPriceCents: 3000, quantity: 1, language: 'de' });
    const id = s.id;
    // The facts cannot decide, but the order could still land: no decision is asked for yet.
    expect((await h.call('journal.reconcile', {})).needsDecision).toBe(0);
    skipPastSettle();
    expect((await h.call('journal.reconcile', {})).needsDecision).toBe(1);
    const row = await h.call('journal.get', { id });
    expect(row.state).toBe('needs_decision');
    expect(row.facts?.summary).toBeTruthy();
    expect((await h.call('journal.unresolved', {})).entries.map((e) => e.id)).toContain(id);
    const decided = await h.call('journal.decide', { id, outcome: 'succeeded', note: 'seen in back office' });
    expect(decided.state).toBe('succeeded');
    expect((await h.fail('journal.decide', { id, outcome: 'not_applied' })).code).toBe('conflict');
    await finishAfter(s);
    // The decision is audited with who made it (here the open till: no cashier PIN on this terminal).
    expect(listAudit(h.core.runtime.db).filter((a) => a.action === 'journal.decide' && a.subject === id)).toEqual([
      expect.objectContaining({ actor: 'open till', details: { outcome: 'succeeded', note: 'seen in back office' } }),
    ]);
  });

  it('a booking whose answers are all lost is settled by replaying its Idempotency-Key (no second booking)', async () => {
    const products = await h.call('ticketing.products', {});
    const spa = products.products.find((p) => p.slotType === 'day' && p.isActive && p.categories.length > 0);
    if (!spa) throw new Error('no product');
    const from = new Date(Date.now() + 2 * 86_400_000);
    const day = `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}`;
    const av = await h.call('ticketing.availabilities', { productId: spa.id, from: day, to: day });
    const slot = av.availabilities[0];
    const price = slot?.prices.find((p) => p.minQuantity <= 1);
    if (!slot || !price) throw new Error('no slot');
    const before = slot.availableCount;
    // The client itself retries Book once with the same key: drop both answers.
    sb.faults.add({ method: 'POST', path: '/v1/ticketing/booking.json', dropAfterCommit: true, times: 2 });
    const err = await h.fail('ticketing.book', {
      productId: spa.id,
      startsAt: slot.startsAt,
      items: [{ categoryId: price.categoryId, quantity: 2 }],
      customer: { firstName: 'Ben', lastName: 'Test', email: 'ben@example.org' },
    });
    expect(err.code).toBe('uncertain');
    await h.call('journal.reconcile', {});
    const row = await h.call('journal.get', { id: journalIdOf(err) });
    expect(row.state).toBe('succeeded');
    expect(row.externalId).toBeTruthy();
    const after = (await h.call('ticketing.availabilities', { productId: spa.id, from: day, to: day })).availabilities[0];
    if (before !== null) expect(after?.availableCount).toBe(before - 2);
  });
});

async function fetchBalance(code: string): Promise<number | undefined> {
  const res = await fetch(`${sb.baseUrl}/v1/vouchers/${code}/balance.json?apikey=${sb.keys.integration ?? ''}`);
  const body = (await res.json()) as { balance_in_cents?: number };
  return body.balance_in_cents;
}
