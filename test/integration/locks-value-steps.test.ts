// Nothing is sent again while it is open. A code sale and a promo redemption (each a line of an
// order), a ticket booking, and each of their cancels, with the service committing but the answer
// lost (dropped after the commit) or late (latency beyond the client's timeout): the cashier retries
// at once (a step: refused with the open row named; an order: finished again, its line still being
// checked), presses "check now", and in the end the service holds exactly as many of these steps as
// the journal (no second order, booking or redemption behind one row).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreErrorData, MethodInput, MethodName, NewOrderLine } from '../../electron/core/contract';
import { listAll } from '../../electron/core/store/journal';
import { startSandbox, type FaultSpec, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { SETTLE_MS, TIMEOUTS } from '../helpers/fault-suite';
import { until } from '../helpers/fault-lane';
import { daySlotInput } from '../helpers/ticket-slot';
import { stepByOrder, stepEntry } from '../helpers/order-steps';

let dir: string;
let sb: RunningSandbox;
let h: CoreHarness;
/** The built-in service's own database, read beside it: what really happened there. */
let service: Database.Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-locks-'));
  sb = await startSandbox({ dbFile: path.join(dir, 'service.db') });
  service = new Database(path.join(dir, 'service.db'), { readonly: true });
  h = await startCore({ sandbox: sb, timeouts: TIMEOUTS, reconcileSettleMs: SETTLE_MS });
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
});
afterAll(async () => {
  service.close();
  await h.close();
  await sb.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const faults = ['dropAfterCommit', 'latency'] as const;
type Fault = (typeof faults)[number];

/**
 * The fault on a request. Latency outlasts the client's timeout for the answer's headers (the service
 * commits late). A booking is sent again by the client itself with the same Idempotency-Key (no
 * second booking): its fault holds for both attempts, so the answer is really lost.
 */
function inject(fault: Fault, method: string, p: string): string {
  const spec: FaultSpec = { method, path: p, times: p.endsWith('/booking.json') ? 2 : 1 };
  if (fault === 'dropAfterCommit') spec.dropAfterCommit = true;
  else spec.latencyMs = 1000;
  return sb.faults.add(spec);
}

/** Rows of `kind` that stand for a step the service may hold (anything but refused / proved not applied). */
const journalCount = (kind: string) =>
  listAll(h.core.runtime.db).filter((r) => r.kind === kind && r.state !== 'failed' && r.state !== 'not_applied').length;

/**
 * The step with the fault: its answer is lost (uncertain); the same step at once is refused naming
 * the open row; "check now" until the row is settled (a row only the cashier can settle is decided
 * "it went through", as a cashier who sees it in the back office would). Returns the row's id.
 */
async function faulty<M extends MethodName>(fault: Fault, method: string, p: string, step: M, input: MethodInput<M>): Promise<string> {
  const rule = inject(fault, method, p);
  const first = await h.fail(step, input);
  expect(sb.faults.list().some((f) => f.id === rule)).toBe(false); // the request met its fault
  expect(first.code).toBe('uncertain');
  const id = String(first.code === 'uncertain' ? first.details?.journalId : '');
  const retry: CoreErrorData = await h.fail(step, input);
  expect(retry).toMatchObject({ code: 'locked', details: { openRow: { journalId: id, state: 'uncertain' } } });
  await settle(step, id);
  return id;
}

/** "Check now" until row `id` is settled; a row only the cashier can settle is decided "it went through". */
async function settle(what: string, id: string): Promise<void> {
  await until(`${what} settled`, async () => {
    await h.call('journal.reconcile', {});
    const row = await h.call('journal.get', { id });
    return row.state !== 'uncertain' && row.state !== 'pending';
  });
  const row = await h.call('journal.get', { id });
  if (row.state === 'needs_decision') await h.call('journal.decide', { id, outcome: 'succeeded', note: 'seen in the back office' });
  expect((await h.call('journal.get', { id })).state).toBe('succeeded');
}

/**
 * The same as a line of a one-line order: its step's answer is lost (the line is being checked, its
 * row uncertain); finishing again at once sends nothing (the same one row); "check now" until the
 * row is settled, then the order finishes. Returns the row.
 */
async function faultyLine(fault: Fault, method: string, p: string, line: NewOrderLine) {
  const rule = inject(fault, method, p);
  const first = await stepByOrder(h.call, line);
  expect(sb.faults.list().some((f) => f.id === rule)).toBe(false); // the request met its fault
  expect(first.line.state).toBe('checking');
  const entry = stepEntry(first);
  expect(entry.state).toBe('uncertain');
  const again = (await h.call('order.finish', { orderId: first.order.id })).order;
  const retried = again.lines.find((l) => l.id === first.line.id);
  expect(retried).toMatchObject({ state: 'checking', entries: [expect.objectContaining({ id: entry.id })] });
  expect(retried?.entries).toHaveLength(1);
  await settle(line.kind, entry.id);
  expect((await h.call('order.finish', { orderId: first.order.id })).order.state).toBe('finished');
  return h.call('journal.get', { id: entry.id });
}

const count = (sql: string, ...args: unknown[]) => (service.prepare(sql).get(...args) as { n: number }).n;

describe.each(faults)('under %s, with an immediate retry and "check now"', (fault) => {
  it('a code sale and its cancel: the service holds as many orders and deletions as the journal', async () => {
    const orders = () => count('SELECT count(*) AS n FROM voucher_orders');
    const deleted = () => count('SELECT count(*) AS n FROM voucher_orders WHERE deleted_at IS NOT NULL');
    const [o0, d0, j0, k0] = [orders(), deleted(), journalCount('order'), journalCount('delete_order')];
    const sale: NewOrderLine = {
      kind: 'codes',
      productId: 'vt-value',
      unitPriceCents: 4200 + faults.indexOf(fault),
      quantity: 1,
      language: 'de',
    };
    const row = await faultyLine(fault, 'POST', '/v1/giftvoucher/voucher_orders.json', sale);
    expect([orders() - o0, journalCount('order') - j0]).toEqual([1, 1]);
    // The row was decided by hand without the order id: a sale made now is cancelled to test the cancel.
    expect(row.id).toBeTruthy();
    const clean = stepEntry(await stepByOrder(h.call, sale));
    await faulty(fault, 'DELETE', `/v1/giftvoucher/voucher_orders/${clean.externalId}.json`, 'sale.cancel', { journalId: clean.id });
    expect([deleted() - d0, journalCount('delete_order') - k0]).toEqual([1, 1]);
    expect([orders() - o0, journalCount('order') - j0]).toEqual([2, 2]);
  });

  it('a ticket booking and its cancel: the service holds as many bookings and cancellations as the journal', async () => {
    const lastName = `Lock${fault}`;
    const booked = () =>
      count('SELECT count(*) AS n FROM tk_orders WHERE customer_id IN (SELECT id FROM tk_customers WHERE last_name = ?)', lastName);
    const cancelled = () =>
      count(
        "SELECT count(*) AS n FROM tk_orders WHERE status = 'cancelled' AND customer_id IN (SELECT id FROM tk_customers WHERE last_name = ?)",
        lastName,
      );
    const input = { ...(await daySlotInput(h)), customer: { firstName: 'Ida', lastName, email: 'ida@example.ch' } };
    const [j0, k0] = [journalCount('book'), journalCount('cancel_booking')];
    const id = await faulty(fault, 'POST', '/v1/ticketing/booking.json', 'ticketing.book', input);
    expect([booked(), journalCount('book') - j0]).toEqual([1, 1]);
    await faulty(fault, 'POST', '/v1/ticketing/cancel-booking.json', 'ticketing.cancelBooking', { journalId: id });
    expect([cancelled(), journalCount('cancel_booking') - k0]).toEqual([1, 1]);
    expect(booked()).toBe(1);
  });

  it('a promo redemption and its cancel: the service holds as many redemptions and cancellations as the journal', async () => {
    const code = 'FAMILIE5';
    const open = () => count('SELECT count(*) AS n FROM promo_redemptions WHERE code = ? AND cancelled_at IS NULL', code);
    const all = () => count('SELECT count(*) AS n FROM promo_redemptions WHERE code = ?', code);
    const [a0, o0, j0, k0] = [all(), open(), journalCount('promo_redeem'), journalCount('promo_cancel')];
    const { id } = await faultyLine(fault, 'POST', `/v1/promo_codes/${code}/redeem.json`, { kind: 'promo', code });
    expect([all() - a0, journalCount('promo_redeem') - j0]).toEqual([1, 1]);
    await faulty(fault, 'POST', `/v1/promo_codes/${code}/cancel_redemption.json`, 'promo.cancel', { journalId: id });
    expect([o0 - open() + 1, journalCount('promo_cancel') - k0]).toEqual([1, 1]);
    expect(open()).toBe(o0);
  });
});
