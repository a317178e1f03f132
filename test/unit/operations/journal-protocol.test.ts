// The journal protocol (a voucher tender of an order, a load line of an order) on a real in-memory
// SQLite with the real migrations; the service client is real too, over a scripted transport
// (injected fetch).
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import type { JournalEntry } from '../../../electron/core/contract';
import type { Handlers } from '../../../electron/core/contract/calls';
import { createEventBus } from '../../../electron/core/host/events';
import { orderHandlers } from '../../../electron/core/operations/orders';
import type { CoreRuntime } from '../../../electron/core/runtime';
import { handRuntime } from '../../helpers/hand-runtime';
import { createServiceClient, type FetchLike } from '../../../electron/core/service';
import { openDatabase } from '../../../electron/core/store/database';
import { getJournalRow, insertPending, listAll, transition } from '../../../electron/core/store/journal';
import { stepByOrder, stepEntry, type OrderStep } from '../../helpers/order-steps';
import type { Call } from '../../helpers/sales';

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
const chargeable = { status: 200, body: { code: 'ABCDEFGHJKLM', can_be_charged: true, message: '' } };
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

const order = () => orderHandlers(rt);
/** Opens an order of `cents` (a goods line) and pays it with voucher `code`. */
const payWith = async (cents: number, code: string) => {
  await order()['order.addLine']({ line: { kind: 'goods', amountCents: cents } });
  return order()['order.addTender']({ tender: { kind: 'voucher', code } });
};
/** The order handlers as a typed call (all a one-line order needs). */
const call: Call = async (method, input) =>
  ((order() as Handlers)[method] as (i: unknown, ctx: { clientId: string }) => never)(input, { clientId: 't' });
/** Loads `cents` onto the test voucher as a one-line order paid by card; the service answers the charge with `reply`. */
async function load(cents: number, reply: Reply): Promise<OrderStep> {
  on('GET', /charge_status\.json$/, chargeable);
  on('GET', /balance\.json$/, balance(5000));
  on('POST', /charge\.json$/, reply);
  return stepByOrder(call, { kind: 'load', code: 'ABCDEFGHJKLM', amountCents: cents });
}
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
    on('GET', /balance\.json$/, balance(5000));
    on('POST', /redeem\.json$/, { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 2000, redeem_token: 'tok-1' } });
    const out = await payWith(3000, 'ABCDEFGHJKLM');
    expect(events.map((e) => e.state)).toEqual(['pending', 'succeeded']);
    expect(out.order).toMatchObject({ paidCents: 3000, restCents: 0 });
    const row = listAll(rt.db)[0];
    expect(row).toMatchObject({ state: 'succeeded', amountCents: 3000, balanceBefore: 5000, balanceAfter: 2000, redeemToken: 'tok-1' });
  });

  it('a plain-text 400 is a definite refusal: failed, with the service sentence on the line', async () => {
    const s = await load(500, { status: 400, body: 'Dieser Gutschein kann nicht aufgeladen werden.' });
    expect(s.line).toMatchObject({ state: 'refused', message: 'Dieser Gutschein kann nicht aufgeladen werden.' });
    expect(s.order.state).toBe('finishing');
    expect(listAll(rt.db)[0]).toMatchObject({ state: 'failed', error: 'Dieser Gutschein kann nicht aufgeladen werden.' });
  });

  it('a 5xx, a dropped connection or an unreadable answer is uncertain, never failed', async () => {
    const cases: Reply[] = [{ status: 502, body: '' }, 'drop', { status: 200, body: { unexpected: true } }];
    for (const [i, reply] of cases.entries()) {
      // Another amount each time: the same load after "not applied" would first ask the cashier.
      const s = await load(500 + i, reply);
      expect(s.line.state).toBe('checking');
      const row = getJournalRow(rt.db, stepEntry(s).id);
      expect(row.state).toBe('uncertain');
      transition(rt.db, row.id, 'not_applied', {}, now);
      await order()['order.cancel']({ orderId: s.order.id });
    }
  });

  it('a refused connection proves nothing was sent: failed, the line refused as unreachable', async () => {
    const s = await load(500, 'refused');
    expect(s.line).toMatchObject({ state: 'refused', messageId: 'unreachable' });
    expect(listAll(rt.db)[0]?.state).toBe('failed');
  });

  it('a locked voucher and an offline terminal refuse before any request', async () => {
    insertPending(rt.db, { id: 'u1', kind: 'charge', code: 'ABCDEFGHJKLM', request: {}, terminal: 'T', now });
    transition(rt.db, 'u1', 'uncertain', {}, now);
    expect((await failure(payWith(1000, 'ABCDEFGHJKLM'))).code).toBe('locked');
    const loadLine = (code: string) => order()['order.addLine']({ line: { kind: 'load', code, amountCents: 1 } });
    expect((await failure(loadLine('ABCDEFGHJKLM'))).code).toBe('locked');
    rt.state.online = false;
    expect((await failure(loadLine('ZZZZZZZZZZZZ'))).code).toBe('offline');
    expect(calls).toEqual([]);
  });
});
