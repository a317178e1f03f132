// Manager area figures: the session and role check the dispatcher runs on every call, and a day
// closing built from a journal of 2,000 rows (no service: cross-check off). The PIN check's cost
// is in pin-cost.bench.ts.
import { performance } from 'node:perf_hooks';
import { memoryLogger } from '../../electron/common/log';
import { createCore } from '../../electron/core';
import { sessionClient } from '../../electron/core/host/session-client';
import { buildClosing } from '../../electron/core/reports/closing';
import { insertPending, terminalDay, transition } from '../../electron/core/store/journal';
import { percentile, report } from './stats';

async function main(): Promise<void> {
  const core = await createCore({ dataDir: ':memory:', logger: memoryLogger('error'), scryptParams: { N: 1024, r: 8, p: 1 } });
  const boss = sessionClient(core.dispatch, 'boss');
  await boss.call('auth.setup', { name: 'Chefin', pin: '246810' });
  const calls: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    await boss.call('auth.session', {});
    await boss.call('auth.users', {});
    calls.push((performance.now() - t0) / 2);
  }
  report('manager_call_p50', percentile(calls, 50), 'ms');
  report('manager_call_p99', percentile(calls, 99), 'ms');

  const db = core.runtime.db;
  const now = new Date();
  const kinds = ['redeem', 'charge', 'activate', 'promo_redeem'] as const;
  db.transaction(() => {
    for (let i = 0; i < 2000; i++) {
      const row = insertPending(db, {
        id: `bench-${i}`,
        kind: kinds[i % kinds.length]!,
        code: `BENCH${String(i).padStart(7, '0')}`,
        amountCents: 100 + i,
        request: {},
        cashier: i % 3 === 0 ? 'Anna' : 'Bert',
        terminal: 'Till 1',
        now,
      });
      if (i % 50 !== 0) transition(db, row.id, 'succeeded', {}, now);
    }
  })();
  const closing: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await buildClosing(db, undefined, terminalDay(db, now), now);
    closing.push(performance.now() - t0);
  }
  report('day_closing_2000_rows_p50', percentile(closing, 50), 'ms');
  await core.close();
}

void main();
