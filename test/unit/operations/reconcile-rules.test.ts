// The reconciler's rules on a real in-memory SQLite: what each answer of the service settles a row to.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import { createServiceClient, type FetchLike } from '../../../electron/core/service';
import { openDatabase, type Db } from '../../../electron/core/store/database';
import { insertPending, transition, type JournalRow } from '../../../electron/core/store/journal';
import { resolveRow, type RuleContext } from '../../../electron/core/sync/reconcile-rules';

let db: Db;
let replies: Map<string, { status: number; body: unknown }>;
let ctx: RuleContext;
let seq = 0;
const now = new Date(2026, 10, 21, 12, 0, 0);

const fakeFetch: FetchLike = async (url, init) => {
  const key = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
  const r = replies.get(key);
  if (!r) return new Response('not scripted', { status: 599 });
  return new Response(typeof r.body === 'string' ? r.body : JSON.stringify(r.body), { status: r.status });
};
const balanceIs = (code: string, cents: number) =>
  replies.set(`GET /v1/vouchers/${code}/balance.json`, {
    status: 200,
    body: {
      code,
      is_redeemable: cents > 0,
      balance_in_cents: cents,
      total_amount_in_cents: 10000,
      product_id: null,
      message: '',
      currency: 'CHF',
    },
  });

function uncertain(
  kind: JournalRow['kind'],
  code: string | null,
  amount: number | null,
  before: number | null,
  extra: Partial<Parameters<typeof insertPending>[1]> = {},
): JournalRow {
  seq += 1;
  const row = insertPending(db, {
    id: `r${seq}`,
    kind,
    code,
    amountCents: amount,
    balanceBefore: before,
    request: {},
    terminal: 'T',
    now: new Date(now.getTime() + seq),
    ...extra,
  });
  return transition(db, row.id, 'uncertain', { error: 'timeout' }, now);
}

beforeEach(() => {
  db = openDatabase(':memory:');
  replies = new Map();
  const logger = memoryLogger('error');
  ctx = {
    db,
    now,
    service: createServiceClient({
      baseUrl: 'http://svc.test',
      apiKey: 'key1',
      fetch: fakeFetch,
      logger,
      retry: { attempts: 1, sleep: async () => {} },
    }),
  };
});

describe('reconcile rules', () => {
  it('redemption: by the balance, else by the redemptions list', async () => {
    balanceIs('AAAAAAAAAAAA', 3000);
    expect((await resolveRow(ctx, uncertain('redeem', 'AAAAAAAAAAAA', 2000, 5000))).to).toBe('succeeded');
    // An unmoved balance alone says nothing: the list must be asked (here it cannot be).
    balanceIs('BBBBBBBBBBBB', 5000);
    expect((await resolveRow(ctx, uncertain('redeem', 'BBBBBBBBBBBB', 2000, 5000))).to).toBe('uncertain');
    // Balance moved by something else: the list decides (one redemption of that amount we do not know of).
    balanceIs('CCCCCCCCCCCC', 1000);
    replies.set('GET /v1/vouchers/redemptions.json', {
      status: 200,
      body: [
        {
          code: 'CCCC-CCCC-CCCC',
          redeemed_at: '2026-11-21T12:00:01',
          redeemed_amount_in_cents: 2000,
          derecognized: false,
          is_complimentary: false,
          user: null,
          product: null,
        },
      ],
    });
    expect((await resolveRow(ctx, uncertain('redeem', 'CCCCCCCCCCCC', 2000, 5000))).to).toBe('succeeded');
    balanceIs('DDDDDDDDDDDD', 1000);
    replies.set('GET /v1/vouchers/redemptions.json', { status: 200, body: [] });
    expect(await resolveRow(ctx, uncertain('redeem', 'DDDDDDDDDDDD', 2000, 5000))).toMatchObject({ to: 'not_applied', evidence: 'record' });
  });

  it('redemption: where the list carries references, the step is found by its own', async () => {
    const item = (code: string, ref: string) => ({
      code,
      redeemed_at: '2026-11-21T12:00:01',
      redeemed_amount_in_cents: 2000,
      derecognized: false,
      is_complimentary: false,
      user: null,
      product: null,
      reference_number: ref,
    });
    replies.set('GET /v1/vouchers/redemptions.json', {
      status: 200,
      body: [item('AAAA-AAAA-AAAA', 'JMINE1'), item('BBBB-BBBB-BBBB', 'JOTHER')],
    });
    // Found by reference although the balance moved by something else as well.
    balanceIs('AAAAAAAAAAAA', 1000);
    const mine = uncertain('redeem', 'AAAAAAAAAAAA', 2000, 5000, { request: { reference_number: 'JMINE1' } });
    expect(await resolveRow(ctx, mine)).toMatchObject({ to: 'succeeded', patch: { balanceAfter: 1000 } });
    // A redemption of the same code and amount with another reference is not ours.
    balanceIs('BBBBBBBBBBBB', 3000);
    const notMine = uncertain('redeem', 'BBBBBBBBBBBB', 2000, 5000, { request: { reference_number: 'JMINE2' } });
    expect(await resolveRow(ctx, notMine)).toMatchObject({ to: 'not_applied', evidence: 'record' });
  });

  it('load: the balance rose by amount plus the requested free credit, or not at all', async () => {
    balanceIs('AAAAAAAAAAAA', 7200);
    const res = await resolveRow(ctx, uncertain('charge', 'AAAAAAAAAAAA', 2000, 5000, { request: { free_credit_in_percentage: 10 } }));
    expect(res).toMatchObject({ to: 'succeeded', patch: { balanceAfter: 7200, freeCreditCents: 200 } });
    balanceIs('BBBBBBBBBBBB', 5000);
    expect(await resolveRow(ctx, uncertain('charge', 'BBBBBBBBBBBB', 2000, 5000))).toMatchObject({
      to: 'not_applied',
      evidence: 'balance',
    });
    balanceIs('CCCCCCCCCCCC', 5100);
    expect((await resolveRow(ctx, uncertain('charge', 'CCCCCCCCCCCC', 2000, 5000))).to).toBe('needs_decision');
  });

  it('cancelled load: the free credit of the load goes back too', async () => {
    const load = insertPending(db, {
      id: 'load',
      kind: 'charge',
      code: 'AAAAAAAAAAAA',
      amountCents: 2000,
      request: {},
      terminal: 'T',
      now,
    });
    transition(db, load.id, 'succeeded', { freeCreditCents: 200, balanceAfter: 7200 }, now);
    balanceIs('AAAAAAAAAAAA', 5000);
    expect((await resolveRow(ctx, uncertain('cancel_charge', 'AAAAAAAAAAAA', 2000, 7200, { refId: 'load' }))).to).toBe('succeeded');
  });

  it('cannot ask the service: stays uncertain; an order without lookup needs the cashier', async () => {
    replies.set('GET /v1/vouchers/AAAAAAAAAAAA/balance.json', { status: 503, body: 'down' });
    expect((await resolveRow(ctx, uncertain('redeem', 'AAAAAAAAAAAA', 100, 500))).to).toBe('uncertain');
    const order = await resolveRow(ctx, uncertain('order', null, 5000, null));
    expect(order.to).toBe('needs_decision');
    if (order.to === 'needs_decision') expect(order.facts.summary).toMatch(/no way to find/);
  });

  it('promo: a code no longer valid was used; still valid is for the cashier to decide', async () => {
    replies.set('GET /v1/promo_codes/ONCE/status.json', { status: 200, body: { code: 'ONCE', is_valid: false, message: 'used up' } });
    expect((await resolveRow(ctx, uncertain('promo_redeem', 'ONCE', null, null))).to).toBe('succeeded');
    replies.set('GET /v1/promo_codes/MANY/status.json', { status: 200, body: { code: 'MANY', is_valid: true, message: '' } });
    expect((await resolveRow(ctx, uncertain('promo_redeem', 'MANY', null, null))).to).toBe('needs_decision');
  });
});
