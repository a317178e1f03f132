// Catch-up of a day's backlog: a till with 5,000 live rows that never reached the store (the store
// was down) pushes them with the real pusher (SQLite read, codes protected, batches of 500 in one
// transaction each, cursor after each commit). Run: npm run bench -- store-catch-up
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memoryLogger } from '../../electron/common/log';
import { systemClock } from '../../electron/core/clock';
import { openDatabase } from '../../electron/core/store/database';
import { createStorePusher } from '../../electron/core/replication';
import { startBenchStore } from './store-bench';
import { percentile, report } from './stats';

const ROWS = 5_000;
const RUNS = 5;

const store = await startBenchStore();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-catch-up-'));
try {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Each run a fresh till with its own day of rows (a new enrolment, a new data folder).
    const link = await store.enrol('bern', `Till ${run}`);
    const db = openDatabase(path.join(dir, `till-${run}`));
    const add = db.prepare(
      `INSERT INTO journal (id, kind, state, code, amount_cents, currency, request, terminal, day, created_at, updated_at, mode, service, cashier)
       VALUES (?, 'redeem', 'succeeded', ?, ?, 'CHF', '{}', 'T', '2026-11-25', ?, ?, 'live', 'https://live.example', 'Anna')`,
    );
    db.transaction(() => {
      for (let i = 0; i < ROWS; i++) {
        const at = new Date(Date.UTC(2026, 10, 25, 8, 0, 0, i * 7)).toISOString();
        add.run(`r${run}-${i}`, `CODE${String(i).padStart(8, '0')}`, 100 + (i % 900), at, at);
      }
    })();
    const pusher = createStorePusher({
      db,
      clock: systemClock,
      logger: memoryLogger('error'),
      version: 'bench',
      link: () => link,
      onStatus: () => undefined,
      timers: { setTimeout: () => ({}), clearTimeout: () => undefined },
    });
    const t0 = performance.now();
    const status = await pusher.pushNow();
    samples.push(performance.now() - t0);
    if (status?.state !== 'connected' || status.backlog !== 0) throw new Error(`catch-up failed: ${JSON.stringify(status)}`);
    await pusher.stop();
    db.close();
  }
  const stored = await store.owner.query<{ n: string }>('SELECT count(*) AS n FROM journal_rows');
  if (Number(stored.rows[0]?.n) !== ROWS * RUNS) throw new Error(`expected ${ROWS * RUNS} rows, the store has ${stored.rows[0]?.n}`);
  console.log(`runs (ms): ${samples.map((s) => s.toFixed(0)).join(', ')}`);
  report('store_catch_up_5000_rows_ms', Math.round(percentile(samples, 50)), 'ms (p50)');
} finally {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
