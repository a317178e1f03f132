// The journal protocol and the purchase arithmetic on a real in-memory SQLite with the real
// migrations; the service client is real too, over a scripted transport (injected fetch).
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import type { JournalEntry } from '../../../electron/core/contract';
import { createEventBus } from '../../../electron/core/host/events';
import { chargeHandlers } from '../../../electron/core/operations/charge';
import { purchaseHandlers } from '../../../electron/core/operations/purchase';
import { purchaseTotals } from '../../../electron/core/store/purchase-totals';
import type { CoreRuntime } from '../../../electron/core/runtime';
import { handRuntime } from '../../helpers/hand-runtime';
import { createServiceClient, type FetchLike } from '../../../electron/core/service';
import { openDatabase } from '../../../electron/core/store/database';
import { getJournalRow, insertPending, listAll, transition } from '../../../electron/core/store/journal';
import { getPurchase } from '../../../electron/core/store/purchases';
import { journalIdOf } from '../../helpers/error-details';

type Reply = { status: number; body: unknown } | 'drop' | 'refused';
let script: Array<{ method: string; path: RegExp; reply: Reply }>;
let calls: string[];
let rt: CoreRuntime;
let events: JournalEntry[];
let tick = 0;
const now = new Date(2026, 10, 21, 12, 0, 0);

const fakeFetch: FetchLike = async (url, init) => {
  const u = new URL(url);
  const method = init.method ?? 'GET';
  calls.push(`${method} ${u.pathname}`);
  const i = script.findIndex((s) => s.method === method && s.path.test(u.pathname));
  const step = script[i];
  if (!step) throw new Error(`unscripted ${method} ${u.pathname}`);
  script.splice(i, 1);
  if (step.reply === 'drop') throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
  if (step.reply === 'refused') throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
  const body = typeof step.reply.body === 'string' ? step.reply.body : JSON.stringify(step.reply.body);
  return new Response(body, { status: step.reply.status });
};

const balance = (cents: number) => ({
  status: 200,
  body: {
    code: 'ABCDEFGHJKLM',
    is_redeemable: true,
    balance_in_cents: cents,
    total_amount_in_cents: 10000,
    product_id: null,
    message: '',
    currency: 'CHF',
  },
});
const on = (method: string, path: RegExp, reply: Reply) => script.push({ method, path, reply });

beforeEach(() => {
  script = [];
  calls = [];
  events = [];
  const bus = createEventBus();
  bus.subscribe((name, payload) => name === 'journal.changed' && events.push(payload as JournalEntry));
  const logger = memoryLogger('warn');
  rt = handRuntime({
    db: openDatabase(':memory:'),
    bus,
    logger,
    // A clock that moves a millisecond per reading keeps rows in the order they were written.
    clock: { now: () => new Date(now.getTime() + tick++) },
    version: 'test',
    state: { mode: 'training', online: true, printer: { state: 'not_configured', queued: 0 }, sync: { state: 'idle', lastSyncAt: null } },
    service: createServiceClient({
      baseUrl: 'http://svc.test',
      apiKey: 'k3y-secret',
      fetch: fakeFetch,
      logger,
      retry: { attempts: 1, sleep: async () => {} },
    }),
  });
});

const purchase = () => purchaseHandlers(rt);
async function failure(p: Promise<unknown>): Promise<{ code: string; details?: Record<string, unknown> }> {
  return p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: { code: string; details?: Record<string, unknown> }) => e,
  );
}

describe('journal protocol', () => {
  it('writes pending before the request and succeeded with token and balance after', async () => {
    const p = purchase()['purchase.start']({ totalCents: 3000 });
    on('GET', /balance\.json$/, balance(5000));
    on('POST', /redeem\.json$/, { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 2000, redeem_token: 'tok-1' } });
    const out = await purchase()['purchase.addVoucher']({ purchaseId: p.id, code: 'ABCDEFGHJKLM' });
    expect(events.map((e) => e.state)).toEqual(['pending', 'succeeded']);
    expect(out).toMatchObject({ paidCents: 3000, remainingCents: 0 });
    const row = listAll(rt.db)[0];
    expect(row).toMatchObject({ state: 'succeeded', amountCents: 3000, balanceBefore: 5000, balanceAfter: 2000, redeemToken: 'tok-1' });
  });

  it('a plain-text 400 is a definite refusal: failed, with the service sentence', async () => {
    on('GET', /balance\.json$/, balance(5000));
    on('POST', /charge\.json$/, { status: 400, body: 'Dieser Gutschein kann nicht aufgeladen werden.' });
    const err = await failure(chargeHandlers(rt)['charge.load']({ code: 'ABCDEFGHJKLM', amountCents: 500 }));
    expect(err.code).toBe('service_refused');
    expect(listAll(rt.db)[0]).toMatchObject({ state: 'failed', error: 'Dieser Gutschein kann nicht aufgeladen werden.' });
  });

  it('a 5xx, a dropped connection or an unreadable answer is uncertain, never failed', async () => {
    const cases: Reply[] = [{ status: 502, body: '' }, 'drop', { status: 200, body: { unexpected: true } }];
    for (const [i, reply] of cases.entries()) {
      on('GET', /balance\.json$/, balance(5000));
      on('POST', /charge\.json$/, reply);
      // Another amount each time: the same load after "not applied" would first ask the cashier.
      const err = await failure(chargeHandlers(rt)['charge.load']({ code: 'ABCDEFGHJKLM', amountCents: 500 + i }));
      expect(err.code).toBe('uncertain');
      const row = getJournalRow(rt.db, journalIdOf(err));
      expect(row.state).toBe('uncertain');
      transition(rt.db, row.id, 'not_applied', {}, now);
    }
  });

  it('a refused connection proves nothing was sent: failed', async () => {
    on('GET', /balance\.json$/, balance(5000));
    on('POST', /charge\.json$/, 'refused');
    const err = await failure(chargeHandlers(rt)['charge.load']({ code: 'ABCDEFGHJKLM', amountCents: 500 }));
    expect(err.code).toBe('offline');
    expect(listAll(rt.db)[0]?.state).toBe('failed');
  });

  it('a locked voucher and an offline terminal refuse before any request', async () => {
    insertPending(rt.db, { id: 'u1', kind: 'charge', code: 'ABCDEFGHJKLM', request: {}, terminal: 'T', now });
    transition(rt.db, 'u1', 'uncertain', {}, now);
    const p = purchase()['purchase.start']({ totalCents: 1000 });
    expect((await failure(purchase()['purchase.addVoucher']({ purchaseId: p.id, code: 'ABCDEFGHJKLM' }))).code).toBe('locked');
    expect((await failure(chargeHandlers(rt)['charge.load']({ code: 'ABCDEFGHJKLM', amountCents: 1 }))).code).toBe('locked');
    rt.state.online = false;
    expect((await failure(chargeHandlers(rt)['charge.load']({ code: 'ZZZZZZZZZZZZ', amountCents: 1 }))).code).toBe('offline');
    expect(calls).toEqual([]);
  });
});

describe('purchase arithmetic', () => {
  it('pays min(still to pay, balance) across vouchers and counts unresolved redemptions as paid', async () => {
    const p = purchase()['purchase.start']({ totalCents: 10000 });
    on('GET', /balance\.json$/, balance(4000));
    on('POST', /redeem\.json$/, { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 0, redeem_token: 't1' } });
    await purchase()['purchase.addVoucher']({ purchaseId: p.id, code: 'ABCDEFGHJKLM' });
    on('GET', /balance\.json$/, { status: 200, body: { ...balance(9000).body, code: 'BBBBBBBBBBBB' } });
    on('POST', /redeem\.json$/, { status: 503, body: 'busy' });
    await failure(purchase()['purchase.addVoucher']({ purchaseId: p.id, code: 'BBBBBBBBBBBB' }));
    const rows = listAll(rt.db);
    expect(rows.map((r) => [r.code, r.amountCents, r.state])).toEqual([
      ['ABCDEFGHJKLM', 4000, 'succeeded'],
      ['BBBBBBBBBBBB', 6000, 'uncertain'],
    ]);
    expect(purchaseTotals(rt.db, getPurchase(rt.db, p.id))).toEqual({ paid: 4000, unresolved: 6000, remaining: 0 });
    transition(rt.db, rows[1]?.id ?? '', 'not_applied', {}, now);
    expect(purchaseTotals(rt.db, getPurchase(rt.db, p.id))).toEqual({ paid: 4000, unresolved: 0, remaining: 6000 });
    // A voucher only once per purchase: refused before any request.
    calls = [];
    expect((await failure(purchase()['purchase.addVoucher']({ purchaseId: p.id, code: 'ABCDEFGHJKLM' }))).code).toBe('conflict');
    expect(calls).toEqual([]);
  });

  it('cancelling the purchase cancels every open redemption', async () => {
    const p = purchase()['purchase.start']({ totalCents: 3000 });
    on('GET', /balance\.json$/, balance(2000));
    on('POST', /\/redeem\.json$/, { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 0, redeem_token: 't1' } });
    await purchase()['purchase.addVoucher']({ purchaseId: p.id, code: 'ABCDEFGHJKLM' });
    on('GET', /balance\.json$/, balance(0));
    on('POST', /cancel_redemption\.json$/, { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 2000 } });
    const out = await purchase()['purchase.cancel']({ purchaseId: p.id });
    expect(out).toMatchObject({ state: 'cancelled', paidCents: 0 });
    expect(listAll(rt.db).map((r) => [r.kind, r.amountCents, r.state])).toEqual([
      ['redeem', 2000, 'succeeded'],
      ['cancel_redemption', 2000, 'succeeded'],
    ]);
  });
});
