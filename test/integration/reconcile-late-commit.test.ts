// A late commit must not fool the reconciler. The service takes longer than the
// client's timeout, so the step ends `uncertain`; the cashier forces "check now" at once (the
// service has not committed yet), then tries the same step again; then the first request lands.
// The sequence must end with one load (one redemption) at the service, or with the retry refused:
// never two at the service and one in the journal. A load is an order's load line, run at finish.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { journalIdOf } from '../helpers/error-details';
import { stepByOrder, stepEntry } from '../helpers/order-steps';
import { endOrder } from '../helpers/sales';

// Short times: the client gives up after 300 ms, the service answers after 1.2 s, and the settle
// window (2 s) is longer than the service's worst case here.
const TIMEOUT_MS = 300;
const LATENCY_MS = 1200;
const SETTLE_MS = 2000;

let sb: RunningSandbox;
let h: CoreHarness;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb, timeouts: { connectMs: TIMEOUT_MS, readMs: TIMEOUT_MS }, reconcileSettleMs: SETTLE_MS });
});
afterEach(() => sb.faults.clear());
afterAll(async () => {
  await h.close();
  await sb.close();
});

async function serviceBalance(code: string): Promise<number> {
  const res = await fetch(`${sb.baseUrl}/v1/vouchers/${code}/balance.json?apikey=${sb.keys.integration ?? ''}`);
  const body = (await res.json()) as { balance_in_cents?: number };
  if (typeof body.balance_in_cents !== 'number') throw new Error(`no balance for ${code}`);
  return body.balance_in_cents;
}

/** Polls the row until it leaves `uncertain` (deadline well past the settle window). */
async function finalState(id: string): Promise<string> {
  const end = Date.now() + 4 * SETTLE_MS + LATENCY_MS;
  for (;;) {
    const { state } = await h.call('journal.get', { id });
    if (state !== 'uncertain' && state !== 'pending') return state;
    if (Date.now() > end) throw new Error(`row ${id} still ${state}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a late commit', () => {
  it('load: forced check, retry, late commit -> one load at the service, the retry refused, the cashier decides', async () => {
    const code = 'DEMOTRAIN004';
    const opening = await serviceBalance(code);
    const rule = sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/charge.json`, latencyMs: LATENCY_MS, times: 1 });
    const load = await stepByOrder(h.call, { kind: 'load', code, amountCents: 2200, freeCreditPercentage: 0 });
    expect(load.line.state).toBe('checking');
    expect(load.order.state).not.toBe('finished');
    expect(sb.faults.list().some((f) => f.id === rule)).toBe(false); // the request reached the service
    const id = stepEntry(load).id;
    expect(load.entry?.state).toBe('uncertain');
    const charges = async () => (await h.call('journal.byCode', { code })).entries.filter((e) => e.kind === 'charge');

    // "Check now" before the service has committed: it may not decide `not_applied`.
    await h.call('journal.reconcile', {});
    expect((await h.call('journal.get', { id })).state).toBe('uncertain');
    expect((await h.call('voucher.lookup', { code })).locked).toBe(true);
    // The cashier tries again: while the first load can still land the line is being verified and
    // finishing sends nothing.
    const retry = (await h.call('order.finish', { orderId: load.order.id })).order;
    expect(retry.lines.find((l) => l.id === load.line.id)?.state).toBe('checking');
    expect((await charges()).map((e) => e.id)).toEqual([id]);

    // The balance shows the load, but the service lists no loads: the cashier decides with the facts.
    expect(await finalState(id)).toBe('needs_decision');
    expect((await h.call('journal.get', { id })).facts).toMatchObject({
      reason: 'load_unattributed',
      observedBalanceCents: opening + 2200,
    });
    await h.call('journal.decide', { id, outcome: 'succeeded' });
    expect((await charges()).map((e) => [e.id, e.state])).toEqual([[id, 'succeeded']]);
    expect(await serviceBalance(code)).toBe(opening + 2200);
    // The line is done: the order finishes without loading again.
    expect(await endOrder(h.call)).toBe('finished');
    expect(await charges()).toHaveLength(1);
    expect(await serviceBalance(code)).toBe(opening + 2200);
  }, 15_000);

  it('redemption: forced check, retry, late commit -> one redemption at the service, the retry refused', async () => {
    const code = 'DEMOTRAIN005';
    const opening = await serviceBalance(code);
    const o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1700 } })).order;
    sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/redeem.json`, latencyMs: LATENCY_MS, times: 1 });
    const err = await h.fail('order.addTender', { tender: { kind: 'voucher', code } });
    expect(err.code).toBe('uncertain');
    const id = journalIdOf(err);

    await h.call('journal.reconcile', {});
    expect((await h.call('journal.get', { id })).state).toBe('uncertain');
    // The cashier pays with the same voucher again: refused, the first payment being verified.
    expect((await h.fail('order.addTender', { tender: { kind: 'voucher', code } })).code).toMatch(/locked|conflict/);

    expect(await finalState(id)).toBe('succeeded');
    const rows = (await h.call('journal.byCode', { code })).entries.filter((e) => e.kind === 'redeem' && e.state === 'succeeded');
    expect(rows).toHaveLength(1);
    expect(await serviceBalance(code)).toBe(opening - 1700);
    expect((await h.call('order.get', { orderId: o.id })).order).toMatchObject({ paidCents: 1700, restCents: 0 });
    expect(await endOrder(h.call)).toBe('finished');
  }, 15_000);

  it('a load that never lands is decided not_applied only after the settle window, measured from sending', async () => {
    const code = 'DEMOTRAIN006';
    const opening = await serviceBalance(code);
    sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/charge.json`, status: 503, times: 1 });
    const o = (await h.call('order.addLine', { line: { kind: 'load', code, amountCents: 900, freeCreditPercentage: 0 } })).order;
    await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 900 } });
    const sent = Date.now();
    const line = (await h.call('order.finish', { orderId: o.id })).order.lines[0];
    expect(line?.state).toBe('checking');
    const id = line?.entries[0]?.id ?? '';
    await h.call('journal.reconcile', {});
    expect((await h.call('journal.get', { id })).state).toBe('uncertain');
    expect(await finalState(id)).toBe('not_applied');
    expect(Date.now() - sent).toBeGreaterThanOrEqual(TIMEOUT_MS * 2 + SETTLE_MS);
    expect(await serviceBalance(code)).toBe(opening);
    expect((await h.call('voucher.lookup', { code })).locked).toBe(false);
    // The load did not happen: the order is cancelled, nothing to undo.
    expect(await endOrder(h.call)).toBe('cancelled');
    expect(await serviceBalance(code)).toBe(opening);
  }, 15_000);
});
