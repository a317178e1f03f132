// The reconciler's rules on a real in-memory SQLite: what each answer of the service settles a row to.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import { createServiceClient, type FetchLike } from '../../../electron/core/service';
import { openDatabase, type Db } from '../../../electron/core/store/database';
import { insertPending, transition, type JournalRow } from '../../../electron/core/store/journal';
import { resolveRow, type RuleContext } from '../../../electron/core/sync/reconcile-rules';
import { rememberKeyUser } from '../../../electron/core/sync/key-user';

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

/** Resolves a fresh row and moves it out of the way (the voucher is locked while it is open). */
async function once(row: JournalRow): ReturnType<typeof resolveRow> {
  const res = await resolveRow(ctx, row);
  transition(db, row.id, 'not_applied', {}, now);
  return res;
}

describe('reconcile rules', () => {
  it('redemption: never by the balance alone; by the key user, code and amount with one candidate', async () => {
    // The balance moved by the amount, but the list cannot be read: it stays uncertain.
    balanceIs('AAAAAAAAAAAA', 3000);
    expect((await once(uncertain('redeem', 'AAAAAAAAAAAA', 2000, 5000))).to).toBe('uncertain');
    const item = (code: string, user: string | null, at = '2026-11-21T12:00:01') => ({
      code,
      redeemed_at: at,
      redeemed_amount_in_cents: 2000,
      derecognized: false,
      is_complimentary: false,
      user: user ? { id: user, name: `Till ${user}` } : null,
      product: null,
    });
    const list = (...items: unknown[]) => replies.set('GET /v1/vouchers/redemptions.json', { status: 200, body: items });
    // One matching item, but the key's user is not known: the cashier decides, with who moved it.
    balanceIs('CCCCCCCCCCCC', 3000);
    list(item('CCCC-CCCC-CCCC', 'u2'));
    const unknownUser = await once(uncertain('redeem', 'CCCCCCCCCCCC', 2000, 5000));
    expect(unknownUser).toMatchObject({
      to: 'needs_decision',
      facts: { reason: 'key_user_unknown', movements: [{ cents: 2000, user: 'Till u2' }] },
    });
    rememberKeyUser(db, 'training', { id: 'u1', name: 'Till u1' }, 'x', now);
    // Another till's redemption of the same voucher and amount is not ours.
    expect(await once(uncertain('redeem', 'CCCCCCCCCCCC', 2000, 5000))).toMatchObject({ to: 'not_applied', evidence: 'record' });
    // Ours: the key's user, one candidate, nothing else moved, the balance as this step leaves it.
    list(item('CCCC-CCCC-CCCC', 'u1'));
    expect((await once(uncertain('redeem', 'CCCCCCCCCCCC', 2000, 5000))).to).toBe('succeeded');
    // Ours and another till's in the window: the cashier decides.
    list(item('CCCC-CCCC-CCCC', 'u1'), item('CCCC-CCCC-CCCC', 'u2'));
    expect(await once(uncertain('redeem', 'CCCCCCCCCCCC', 2000, 5000))).toMatchObject({
      to: 'needs_decision',
      facts: { reason: 'other_movement' },
    });
    // The balance moved by more than this step (a load elsewhere): the cashier decides.
    balanceIs('CCCCCCCCCCCC', 2500);
    list(item('CCCC-CCCC-CCCC', 'u1'));
    expect((await once(uncertain('redeem', 'CCCCCCCCCCCC', 2000, 5000))).to).toBe('needs_decision');
    balanceIs('DDDDDDDDDDDD', 1000);
    list();
    expect(await once(uncertain('redeem', 'DDDDDDDDDDDD', 2000, 5000))).toMatchObject({ to: 'not_applied', evidence: 'record' });
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

  it('load: a rise by the amount is for the cashier (the service lists no loads); unchanged is not applied when nothing else moved', async () => {
    replies.set('GET /v1/vouchers/redemptions.json', { status: 200, body: [] });
    balanceIs('AAAAAAAAAAAA', 7200);
    const res = await once(uncertain('charge', 'AAAAAAAAAAAA', 2000, 5000, { request: { free_credit_in_percentage: 10 } }));
    expect(res).toMatchObject({ to: 'needs_decision', facts: { reason: 'load_unattributed', expectedBalanceIfAppliedCents: 7200 } });
    balanceIs('BBBBBBBBBBBB', 5000);
    expect(await once(uncertain('charge', 'BBBBBBBBBBBB', 2000, 5000))).toMatchObject({
      to: 'not_applied',
      evidence: 'balance',
    });
    balanceIs('CCCCCCCCCCCC', 5100);
    expect((await once(uncertain('charge', 'CCCCCCCCCCCC', 2000, 5000))).to).toBe('needs_decision');
    // Unchanged, but another till redeemed the same amount since: the load may hide behind it.
    replies.set('GET /v1/vouchers/redemptions.json', {
      status: 200,
      body: [
        {
          code: 'BBBB-BBBB-BBBB',
          redeemed_at: '2026-11-21T12:00:05',
          redeemed_amount_in_cents: 2000,
          derecognized: false,
          is_complimentary: false,
          user: { id: 'u2', name: 'Till 2' },
          product: null,
        },
      ],
    });
    expect(await once(uncertain('charge', 'BBBBBBBBBBBB', 2000, 5000))).toMatchObject({
      to: 'needs_decision',
      facts: { reason: 'other_movement', movements: [{ cents: 2000, user: 'Till 2', ourKey: false }] },
    });
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
    replies.set('GET /v1/vouchers/redemptions.json', { status: 200, body: [] });
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
