// After "not applied": the row is watched until the day ends, a later unexplained
// movement by its amount re-opens it for the cashier (and the closing lists it), and sending the
// same step again asks first, showing the first attempt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAttemptSchema } from '../../electron/core/contract';
import { listByCode } from '../../electron/core/store/journal';
import { learnOurUser, startTwoTills, type TwoTills } from '../helpers/two-tills';
import { journalIdOf } from '../helpers/error-details';
import { loadStep, stepByOrder, stepEntry } from '../helpers/order-steps';

let t: TwoTills;
beforeAll(async () => {
  t = await startTwoTills('interface');
  await learnOurUser(t, 'DEMOTRAIN001');
});
afterAll(() => t.close());

/**
 * A load line (a one-line order) answered 503 before the commit: the line is being checked, its row
 * uncertain, decided not_applied once the request can no longer land; then the order is cancelled
 * (one open order per cashier). `freeCreditPercentage` absent: the merchant's own rate applies.
 */
async function notAppliedLine(code: string, cents: number, freeCreditPercentage?: number): Promise<string> {
  t.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/charge.json`, status: 503, times: 1 });
  const line = { kind: 'load' as const, code, amountCents: cents, ...(freeCreditPercentage === undefined ? {} : { freeCreditPercentage }) };
  const s = await stepByOrder(t.h.call, line);
  expect(s.line.state).toBe('checking');
  const id = stepEntry(s).id;
  expect(stepEntry(s).state).toBe('uncertain');
  expect(await t.settled(id)).toBe('not_applied');
  expect((await t.h.call('order.cancel', { orderId: s.order.id })).order.state).toBe('cancelled');
  return id;
}

/** A load with no free credit (0 stated), not applied. */
const notAppliedLoad = (code: string, cents: number) => notAppliedLine(code, cents, 0);

/** A load without a free-credit override, not applied. */
const notAppliedDefaultLoad = (code: string, cents: number) => notAppliedLine(code, cents);

/** The same call with our own key, as the service would commit a request it got long ago. */
async function lateCommit(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${t.sb.baseUrl}${path}?apikey=${t.sb.keys.integration ?? ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

describe('a row decided not applied', () => {
  it('a load: re-opened when the balance later rises by its amount unexplained; the closing lists it', async () => {
    const code = 'DEMOTRAIN007';
    const id = await notAppliedLoad(code, 1300);
    // Looked at again: nothing moved, it stays not applied and the voucher free.
    await t.h.call('journal.reconcile', {});
    expect((await t.h.call('journal.get', { id })).state).toBe('not_applied');
    await lateCommit(`/v1/vouchers/${code}/charge.json`, { amount_in_cents: 1300, free_credit_in_percentage: 0 });
    await t.h.call('journal.reconcile', {});
    const row = await t.h.call('journal.get', { id });
    expect(row).toMatchObject({ state: 'needs_decision', facts: { reason: 'reopened' } });
    expect((await t.h.call('voucher.lookup', { code })).locked).toBe(true);
    expect((await t.h.call('report.closing', {})).open.map((o) => o.id)).toContain(id);
    await t.h.call('journal.decide', { id, outcome: 'succeeded' });
  });

  it("a load with the merchant's free credit (11.00 for 10.00): re-opened before any load told the rate, and decided", async () => {
    const code = 'DEMOTRAIN002';
    const opening = await t.balance(code);
    const id = await notAppliedDefaultLoad(code, 1000);
    await lateCommit(`/v1/vouchers/${code}/charge.json`, { amount_in_cents: 1000 });
    expect(await t.balance(code)).toBe(opening + 1100); // the merchant of the training service adds 10 %
    await t.h.call('journal.reconcile', {});
    expect(await t.h.call('journal.get', { id })).toMatchObject({ state: 'needs_decision', facts: { reason: 'reopened' } });
    await t.h.call('journal.decide', { id, outcome: 'succeeded' });
    expect((await t.h.call('journal.get', { id })).state).toBe('succeeded');
    // Decided once: a retry is a new step, never the lost load again.
    expect((await t.h.call('voucher.lookup', { code })).locked).toBe(false);
  });

  it("a load with the merchant's free credit after an answered load named the rate: re-opened; another rise is not this load", async () => {
    // An answered load without override: its answer names the merchant's free credit (1.00 on 10.00).
    const told = await loadStep(t.h.call, 'DEMOTRAIN003', 1000);
    expect(told).toMatchObject({ state: 'succeeded', freeCreditCents: 100 });

    const code = 'DEMOTRAIN004';
    const id = await notAppliedDefaultLoad(code, 2000);
    await lateCommit(`/v1/vouchers/${code}/charge.json`, { amount_in_cents: 2000 });
    await t.h.call('journal.reconcile', {});
    expect(await t.h.call('journal.get', { id })).toMatchObject({ state: 'needs_decision', facts: { reason: 'reopened' } });
    await t.h.call('journal.decide', { id, outcome: 'succeeded' });

    // A rise of 30.00 for a 20.00 load is not what the merchant adds: the row stays not applied.
    const other = 'DEMOTRAIN005';
    const otherId = await notAppliedDefaultLoad(other, 2000);
    await lateCommit(`/v1/vouchers/${other}/charge.json`, { amount_in_cents: 2000, free_credit_in_percentage: 50 });
    await t.h.call('journal.reconcile', {});
    expect((await t.h.call('journal.get', { id: otherId })).state).toBe('not_applied');
  });

  it('a redemption: re-opened when its own reference shows up in the list later', async () => {
    const code = 'DEMOTRAIN008';
    await t.h.call('order.addLine', { line: { kind: 'goods', amountCents: 900 } });
    t.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/redeem.json`, status: 500, times: 1 });
    const err = await t.h.fail('order.addTender', { tender: { kind: 'voucher', code } });
    const id = journalIdOf(err);
    expect(await t.settled(id)).toBe('not_applied');
    await lateCommit(`/v1/vouchers/${code}/redeem.json`, { amount_in_cents: 900, reference_number: `J${id.replace(/[^A-Za-z0-9]/g, '')}` });
    await t.h.call('journal.reconcile', {});
    expect(await t.h.call('journal.get', { id })).toMatchObject({ state: 'needs_decision', facts: { reason: 'reopened' } });
    // The sale is not carried into the next test (one open order per cashier): decided, then cancelled.
    await t.h.call('journal.decide', { id, outcome: 'not_applied' });
    const open = (await t.h.call('order.current', {})).order;
    if (open) await t.h.call('order.cancel', { orderId: open.id });
  });

  it('sending the same load again asks first, with the first attempt; confirmed, it is sent once', async () => {
    const code = 'DEMOTRAIN009';
    const opening = await t.balance(code);
    const id = await notAppliedLoad(code, 1100);
    const load = { kind: 'load' as const, code, amountCents: 1100, freeCreditPercentage: 0 };
    const ask = await stepByOrder(t.h.call, load);
    expect(ask.line).toMatchObject({ state: 'refused', entries: [] });
    expect(firstAttemptSchema.parse(ask.line.firstAttempt)).toMatchObject({ journalId: id, kind: 'charge', amountCents: 1100 });
    expect(await t.balance(code)).toBe(opening); // nothing was sent
    await t.h.call('order.cancel', { orderId: ask.order.id });
    // Another amount is another step: no question.
    expect((await stepByOrder(t.h.call, { ...load, amountCents: 1000 })).line.state).toBe('done');
    const again = await stepByOrder(t.h.call, load);
    expect(again.line.state).toBe('refused');
    await t.h.call('order.confirmRetry', { lineId: again.line.id, journalId: id });
    const sent = (await t.h.call('order.finish', { orderId: again.order.id })).order;
    expect(sent.lines[0]!.entries[0]!.state).toBe('succeeded');
    expect(await t.balance(code)).toBe(opening + 2100);
  });

  it("an order's load line after a not-applied load: finish stops at it with the first attempt; confirmed, it is sent once", async () => {
    const code = 'DEMOTRAIN006';
    const id = await notAppliedLoad(code, 1200);
    const added = (await t.h.call('order.addLine', { line: { kind: 'load', code, amountCents: 1200 } })).order;
    const lineId = added.lines[0]!.id;
    await t.h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 1200 } });
    const stopped = (await t.h.call('order.finish', { orderId: added.id })).order;
    expect(stopped.state).toBe('finishing');
    expect(stopped.lines[0]).toMatchObject({ state: 'refused', firstAttempt: { journalId: id, kind: 'charge', amountCents: 1200 } });
    const charges = () => listByCode(t.h.core.runtime.db, code).filter((r) => r.kind === 'charge' && r.state === 'succeeded').length;
    expect(charges()).toBe(0); // nothing was sent
    // Only that attempt can be confirmed.
    expect((await t.h.fail('order.confirmRetry', { lineId, journalId: 'J-other' })).code).toBe('conflict');
    await t.h.call('order.confirmRetry', { lineId, journalId: id });
    const done = (await t.h.call('order.finish', { orderId: added.id })).order;
    expect(done.state).toBe('finished');
    expect(done.lines[0]).toMatchObject({ state: 'done', firstAttempt: null });
    expect(charges()).toBe(1);
  });

  it('paying with the same voucher and amount again asks first', async () => {
    const code = 'DEMOTRAIN010';
    const opening = await t.balance(code);
    await t.h.call('order.addLine', { line: { kind: 'goods', amountCents: 700 } });
    t.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/redeem.json`, status: 503, times: 1 });
    const id = journalIdOf(await t.h.fail('order.addTender', { tender: { kind: 'voucher', code } }));
    expect(await t.settled(id)).toBe('not_applied');
    const redeemed = () => listByCode(t.h.core.runtime.db, code).filter((r) => r.kind === 'redeem' && r.state === 'succeeded').length;
    const ask = await t.h.fail('order.addTender', { tender: { kind: 'voucher', code } });
    expect(ask.code).toBe('conflict');
    expect(firstAttemptSchema.parse(ask.code === 'conflict' ? ask.details?.firstAttempt : undefined)).toMatchObject({
      journalId: id,
      kind: 'redeem',
      amountCents: 700,
    });
    expect(await t.balance(code)).toBe(opening); // nothing was sent
    expect(redeemed()).toBe(0);
    const paid = (await t.h.call('order.addTender', { tender: { kind: 'voucher', code, confirmRetryOf: id } })).order;
    expect(paid.restCents).toBe(0);
    expect(redeemed()).toBe(1);
    expect(await t.balance(code)).toBe(opening - 700); // redeemed once at the service
    expect((await t.h.call('order.finish', { orderId: paid.id })).order.state).toBe('finished');
  });
});
