// The reconciler runner, on a manual clock and manual timers: start-up turns crash leftovers into
// uncertain rows; nothing is checked offline; `succeeded` may be confirmed at once, but
// `not_applied` only after the client timeout plus the settle window from sending, with an unmoved
// balance seen twice across the window; a forced run requested during a running one stays forced.
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import { createEventBus } from '../../../electron/core/host/events';
import type { CoreBase, CoreConnection } from '../../../electron/core/runtime';
import { createServiceClient, type FetchLike } from '../../../electron/core/service';
import { listAudit } from '../../../electron/core/store/audit';
import { openDatabase } from '../../../electron/core/store/database';
import { getJournalRow, insertPending, transition, type JournalRow } from '../../../electron/core/store/journal';
import { setSetting } from '../../../electron/core/store/settings';
import { createReconciler, DEFAULT_SETTLE_MS, settleSettingKey } from '../../../electron/core/sync/reconciler';
import { manualTimers } from '../../../electron/core/clock';

const TIMEOUT = 1000; // connect + read of the client below
const SETTLE = 20_000;

function setup(balanceCents: number, settleMs: number | null = SETTLE) {
  let nowMs = new Date(2026, 10, 21, 12, 0, 0).getTime();
  const asked: string[] = [];
  const state = { balance: balanceCents, gate: undefined as Promise<void> | undefined, list: [] as unknown[] };
  const fetchBalance: FetchLike = async (url) => {
    asked.push(new URL(url).pathname);
    if (state.gate) await state.gate;
    // The merchant's redemptions (the rules never decide on a balance alone).
    if (new URL(url).pathname === '/v1/vouchers/redemptions.json') return new Response(JSON.stringify(state.list));
    return new Response(
      JSON.stringify({
        code: 'AAAAAAAAAAAA',
        is_redeemable: true,
        balance_in_cents: state.balance,
        total_amount_in_cents: 9000,
        product_id: null,
        message: '',
        currency: 'CHF',
      }),
    );
  };
  const logger = memoryLogger('error');
  const rt: CoreBase & Pick<CoreConnection, 'service'> = {
    db: openDatabase(':memory:'),
    bus: createEventBus(),
    logger,
    clock: { now: () => new Date(nowMs) },
    version: 't',
    state: { mode: 'training', online: false, printer: { state: 'not_configured', queued: 0 }, sync: { state: 'idle', lastSyncAt: null } },
    service: createServiceClient({
      baseUrl: 'http://svc.test',
      apiKey: 'key1',
      fetch: fetchBalance,
      logger,
      timeouts: { connectMs: TIMEOUT / 2, readMs: TIMEOUT / 2 },
      retry: { attempts: 1, sleep: async () => {} },
    }),
  };
  const published: JournalRow[] = [];
  const timers = manualTimers();
  const reconciler = createReconciler(rt, { ...(settleMs === null ? {} : { settleMs }), timers, publish: (r) => published.push(r) });
  /** Moves clock and timers together; a run a timer started is awaited. */
  const advance = async (ms: number) => {
    nowMs += ms;
    timers.advance(ms);
    await reconciler.run();
  };
  const uncertainRow = (id: string, kind: JournalRow['kind'], code = 'AAAAAAAAAAAA') => {
    const request = { reference_number: `J${id}` };
    insertPending(rt.db, { id, kind, code, amountCents: 700, balanceBefore: 5000, request, terminal: 'T', now: rt.clock.now() });
    return transition(rt.db, id, 'uncertain', { error: 'timeout' }, rt.clock.now());
  };
  return { rt, reconciler, published, asked, state, advance, uncertainRow, timers };
}

/** A redemption of the list carrying the reference `J<id>` of our row. */
const listed = (id: string, cents: number) => ({
  code: 'AAAA-AAAA-AAAA',
  redeemed_at: '2026-11-21T12:00:00',
  redeemed_amount_in_cents: cents,
  derecognized: false,
  is_complimentary: false,
  user: null,
  product: null,
  reference_number: `J${id}`,
});

describe('reconciler', () => {
  it('start-up: a pending row (crash mid-step) becomes uncertain and is confirmed once online', async () => {
    const { rt, reconciler, published, asked, state } = setup(3000);
    state.list = [listed('crash', 2000)];
    insertPending(rt.db, {
      id: 'crash',
      kind: 'redeem',
      code: 'AAAAAAAAAAAA',
      amountCents: 2000,
      balanceBefore: 5000,
      request: { reference_number: 'Jcrash' },
      terminal: 'T',
      now: rt.clock.now(),
    });
    const offline = await reconciler.startup();
    expect(getJournalRow(rt.db, 'crash')).toMatchObject({ state: 'uncertain', error: expect.stringMatching(/interrupted/) });
    expect(offline).toMatchObject({ checked: 0, stillUncertain: 1 });
    expect(asked).toEqual([]);
    rt.state.online = true;
    // The list shows the step by its reference: confirmed at once (a late commit has landed), no waiting.
    expect(await reconciler.run()).toMatchObject({ checked: 1, succeeded: 1 });
    expect(getJournalRow(rt.db, 'crash')).toMatchObject({ state: 'succeeded', balanceAfter: 3000 });
    expect(published.map((r) => r.state)).toEqual(['succeeded']);
    expect(listAudit(rt.db)[0]).toMatchObject({ actor: 'reconciler', action: 'journal.reconciled', subject: 'crash' });
    reconciler.close();
  });

  it('an unmoved balance: uncertain until timeout + settle window from sending, seen twice, then not_applied', async () => {
    const { rt, reconciler, uncertainRow, advance } = setup(5000);
    rt.state.online = true;
    uncertainRow('x', 'charge');
    // Forced, at once: seen unmoved, but the request could still land.
    expect(await reconciler.run({ force: true })).toMatchObject({ checked: 1, notApplied: 0, stillUncertain: 1 });
    // Forced again just before the deadline: still nothing decided.
    await advance(TIMEOUT + SETTLE - 10);
    expect(await reconciler.run({ force: true })).toMatchObject({ notApplied: 0, stillUncertain: 1 });
    expect(getJournalRow(rt.db, 'x').state).toBe('uncertain');
    // The run at the deadline decides it (the first reading is a window old).
    await advance(10);
    expect(getJournalRow(rt.db, 'x').state).toBe('not_applied');
    expect(listAudit(rt.db).map((a) => a.details)).toEqual([expect.objectContaining({ to: 'not_applied' })]);
    reconciler.close();
  });

  it('a late commit inside the window is confirmed, never declared not applied', async () => {
    const { rt, reconciler, uncertainRow, advance, state } = setup(5000);
    rt.state.online = true;
    uncertainRow('late', 'redeem');
    // Not in the list yet: that would be "not applied", but the request can still land.
    await reconciler.run({ force: true });
    expect(getJournalRow(rt.db, 'late').state).toBe('uncertain');
    state.balance = 4300; // the service commits late
    state.list = [listed('late', 700)];
    await advance(SETTLE / 2);
    expect(getJournalRow(rt.db, 'late')).toMatchObject({ state: 'succeeded', balanceAfter: 4300 });
    reconciler.close();
  });

  it('first seen unmoved after the deadline (a restart): looked at again half a window later', async () => {
    const { rt, reconciler, uncertainRow, advance } = setup(5000);
    rt.state.online = true;
    uncertainRow('old', 'cancel_redemption');
    await advance(TIMEOUT + SETTLE + 5000);
    expect(getJournalRow(rt.db, 'old').state).toBe('uncertain');
    await advance(SETTLE / 2);
    expect(getJournalRow(rt.db, 'old').state).toBe('not_applied');
    reconciler.close();
  });

  it('without an option the settle window is the setting; a stored value under 30 s is ignored (120 s)', async () => {
    for (const [stored, window] of [
      [60_000, 60_000],
      [5_000, DEFAULT_SETTLE_MS],
    ] as const) {
      const { rt, reconciler, uncertainRow, advance } = setup(5000, null);
      setSetting(rt.db, settleSettingKey, stored);
      rt.state.online = true;
      uncertainRow('s', 'charge');
      await reconciler.run({ force: true });
      await advance(TIMEOUT + window - 1);
      expect(getJournalRow(rt.db, 's').state).toBe('uncertain');
      await advance(1);
      expect(getJournalRow(rt.db, 's').state).toBe('not_applied');
      reconciler.close();
    }
  });

  it('a forced run asked for during a running one stays forced', async () => {
    const { rt, reconciler, uncertainRow, asked, state } = setup(5000);
    rt.state.online = true;
    uncertainRow('b', 'charge', 'BBBBBBBBBBBB');
    await reconciler.run({ force: true }); // b seen once; its next check is later
    uncertainRow('a', 'charge', 'CCCCCCCCCCCC');
    let release = (): void => {};
    state.gate = new Promise<void>((r) => (release = r));
    const plain = reconciler.run(); // checks only a (due), blocked at the service
    const forced = reconciler.run({ force: true });
    release();
    state.gate = undefined;
    await Promise.all([plain, forced]);
    expect(asked.filter((p) => p.includes('BBBBBBBBBBBB'))).toHaveLength(2);
    reconciler.close();
  });
});
