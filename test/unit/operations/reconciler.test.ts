// The reconciler runner: start-up turns crash leftovers into uncertain rows, nothing is checked
// offline or before the settle time, and a run settles and publishes every row it can.
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import { createEventBus } from '../../../electron/core/host/events';
import type { CoreRuntime } from '../../../electron/core/runtime';
import { createServiceClient, type FetchLike } from '../../../electron/core/service';
import { listAudit } from '../../../electron/core/store/audit';
import { openDatabase } from '../../../electron/core/store/database';
import { getJournalRow, insertPending, type JournalRow } from '../../../electron/core/store/journal';
import { createReconciler } from '../../../electron/core/sync/reconciler';

function setup(balanceCents: number) {
  let nowMs = new Date(2026, 10, 21, 12, 0, 0).getTime();
  const asked: string[] = [];
  const fetchBalance: FetchLike = async (url) => {
    asked.push(new URL(url).pathname);
    return new Response(
      JSON.stringify({
        code: 'AAAAAAAAAAAA',
        is_redeemable: true,
        balance_in_cents: balanceCents,
        total_amount_in_cents: 9000,
        product_id: null,
        message: '',
        currency: 'CHF',
      }),
    );
  };
  const logger = memoryLogger('error');
  const rt: CoreRuntime = {
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
      retry: { attempts: 1, sleep: async () => {} },
    }),
  };
  const published: JournalRow[] = [];
  const reconciler = createReconciler(rt, { settleMs: 20_000, publish: (r) => published.push(r) });
  return { rt, reconciler, published, asked, advance: (ms: number) => (nowMs += ms) };
}

describe('reconciler', () => {
  it('start-up: a pending row (crash mid-step) becomes uncertain and is settled once online and settled', async () => {
    const { rt, reconciler, published, asked, advance } = setup(3000);
    insertPending(rt.db, {
      id: 'crash',
      kind: 'redeem',
      code: 'AAAAAAAAAAAA',
      amountCents: 2000,
      balanceBefore: 5000,
      request: {},
      terminal: 'T',
      now: rt.clock.now(),
    });
    const offline = await reconciler.startup();
    expect(getJournalRow(rt.db, 'crash')).toMatchObject({ state: 'uncertain', error: expect.stringMatching(/interrupted/) });
    expect(offline).toMatchObject({ checked: 0, stillUncertain: 1 });
    rt.state.online = true;
    expect(await reconciler.run()).toMatchObject({ checked: 0, stillUncertain: 1 });
    expect(asked).toEqual([]);
    advance(20_001);
    expect(await reconciler.run()).toMatchObject({ checked: 1, succeeded: 1 });
    expect(getJournalRow(rt.db, 'crash')).toMatchObject({ state: 'succeeded', balanceAfter: 3000 });
    expect(published.map((r) => r.state)).toEqual(['succeeded']);
    expect(listAudit(rt.db)[0]).toMatchObject({ actor: 'reconciler', action: 'journal.reconciled', subject: 'crash' });
    reconciler.close();
  });

  it('a forced run ignores the settle time; concurrent runs share one pass', async () => {
    const { rt, reconciler } = setup(5000);
    rt.state.online = true;
    insertPending(rt.db, {
      id: 'x',
      kind: 'charge',
      code: 'AAAAAAAAAAAA',
      amountCents: 700,
      balanceBefore: 5000,
      request: {},
      terminal: 'T',
      now: rt.clock.now(),
    });
    await reconciler.startup();
    const [a, b] = await Promise.all([reconciler.run({ force: true }), reconciler.run({ force: true })]);
    expect(a).toEqual(b);
    expect(getJournalRow(rt.db, 'x').state).toBe('not_applied');
    reconciler.close();
  });
});
