// Journal benchmark: 1,000,000 rows in a real database file with the real migrations; p50 of the
// day-closing aggregate and of "operations of this code", their query plans, and the file size.
// Run: npx tsx test/bench/journal.bench.ts   (prints `BENCH <name> <value> <unit>` lines)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../electron/core/store/database';
import { dayTotals, hasUnresolved, journalInsertSql, listByCode, listDay, terminalDay } from '../../electron/core/store/journal';
import { UNRESOLVED_ROW_SQL } from '../../electron/core/store/journal-locks';

const ROWS = Number(process.env.JOURNAL_BENCH_ROWS ?? 1_000_000);
const DAYS = 365;
const CODES = 200_000;
const kinds = ['redeem', 'redeem', 'redeem', 'charge', 'charge', 'cancel_redemption', 'activate', 'order', 'promo_redeem', 'book'] as const;
const states = ['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'failed', 'not_applied'] as const;

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const codeOf = (n: number): string => `BENCH${String(n).padStart(7, '0')}`;

function p50(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

function time(fn: () => unknown): number {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-bench-'));
const db = openDatabase(dir);
const start = new Date(2026, 0, 1, 8, 0, 0).getTime();
// The journal's own INSERT (with its change number, as insertPending writes a row).
const insert = db.prepare(
  journalInsertSql([
    'id',
    'kind',
    'state',
    'code',
    'amount_cents',
    'currency',
    'request',
    'response',
    'redeem_token',
    'balance_before',
    'balance_after',
    'purchase_id',
    'cashier',
    'terminal',
    'day',
    'created_at',
    'updated_at',
  ]),
);
const t0 = Date.now();
const c0 = process.cpuUsage();
const BATCH = 50_000;
for (let done = 0; done < ROWS; done += BATCH) {
  db.transaction(() => {
    for (let i = done; i < Math.min(ROWS, done + BATCH); i++) {
      // Rows spread evenly over the year, in time order, 10 hours of trading a day.
      const at = new Date(start + Math.floor((i / ROWS) * DAYS) * 86_400_000 + Math.floor(rand() * 36_000_000));
      const kind = pick(kinds);
      const amount = 100 + Math.floor(rand() * 20_000);
      const iso = at.toISOString();
      insert.run(
        `j${String(i).padStart(8, '0')}`,
        kind,
        pick(states),
        kind === 'order' || kind === 'book' ? null : codeOf(Math.floor(rand() * CODES)),
        amount,
        'CHF',
        JSON.stringify({ amount_in_cents: amount }),
        JSON.stringify({ balance_in_cents: 5000, redeem_token: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
        kind === 'redeem' ? '0f8fad5b-d9cb-469f-a165-70867728950e' : null,
        5000 + amount,
        5000,
        kind === 'redeem' ? `p${i}` : null,
        pick(['anna', 'ben', 'carla', 'dario']),
        'Till 1',
        terminalDay(db, at),
        iso,
        iso,
      );
    }
  })();
}
const insertMs = Date.now() - t0;
// Rows per CPU-second of this process: on a shared machine the wall-time rate falls with the load.
const insertCpu = process.cpuUsage(c0);
const insertCpuMs = (insertCpu.user + insertCpu.system) / 1000;
db.pragma('wal_checkpoint(TRUNCATE)');
db.exec('ANALYZE');

const days = Array.from({ length: 200 }, () => terminalDay(db, new Date(start + Math.floor(rand() * DAYS) * 86_400_000 + 3_600_000 * 12)));
const closing = days.map((d) => time(() => dayTotals(db, d)));
const codes = Array.from({ length: 2000 }, () => codeOf(Math.floor(rand() * CODES)));
const byCode = codes.map((c) => time(() => listByCode(db, c, 50)));
const locks = codes.map((c) => time(() => hasUnresolved(db, c)));
const today = days.slice(0, 50).map((d) => time(() => listDay(db, 'Till 1', d, 200)));

const plan = (sql: string, ...args: unknown[]): string =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
// The closing's aggregate as dayTotals asks it: one day of the scope in use.
const closingPlan = plan(
  `SELECT kind, state, cashier, count(*), coalesce(sum(amount_cents), 0) FROM journal WHERE day = ? AND mode = ? AND service = ?
   GROUP BY kind, state, cashier ORDER BY kind, state, cashier`,
  days[0],
  'training',
  'training',
);
const codePlan = plan('SELECT * FROM journal WHERE code = ? ORDER BY created_at DESC, id DESC LIMIT ?', codes[0], 50);
const lockPlan = plan(`SELECT 1 FROM journal WHERE ${UNRESOLVED_ROW_SQL} AND code = ? LIMIT 1`, codes[0]);
db.close();
const bytes = fs.statSync(path.join(dir, 'terminal.db')).size;
const mbPerMillion = (bytes / 1024 / 1024) * (1_000_000 / ROWS);
fs.rmSync(dir, { recursive: true, force: true });

console.log(`journal: ${ROWS} rows inserted in ${(insertMs / 1000).toFixed(1)} s (${Math.round(ROWS / (insertMs / 1000))} rows/s)`);
console.log(`day closing (aggregate of one day, ~${Math.round(ROWS / DAYS)} rows): p50 ${p50(closing).toFixed(2)} ms`);
console.log(`  plan: ${closingPlan}`);
console.log(`operations of one code (up to 50 rows): p50 ${p50(byCode).toFixed(3)} ms`);
console.log(`  plan: ${codePlan}`);
console.log(`voucher lock check: p50 ${p50(locks).toFixed(3)} ms`);
console.log(`  plan: ${lockPlan}`);
console.log(`today's list (200 rows): p50 ${p50(today).toFixed(2)} ms`);
console.log(`database file: ${(bytes / 1024 / 1024).toFixed(1)} MB for ${ROWS} rows = ${mbPerMillion.toFixed(1)} MB per million rows`);
console.log(`BENCH journal_day_closing_p50 ${p50(closing).toFixed(3)} ms`);
console.log(`BENCH journal_ops_of_code_p50 ${p50(byCode).toFixed(3)} ms`);
console.log(`BENCH journal_lock_check_p50 ${p50(locks).toFixed(3)} ms`);
console.log(`BENCH journal_today_list_p50 ${p50(today).toFixed(3)} ms`);
console.log(`BENCH journal_db_size_per_million_rows ${mbPerMillion.toFixed(1)} MB`);
console.log(`BENCH journal_insert_rate ${Math.round(ROWS / (insertMs / 1000))} rows/s`);
console.log(`load average ${os.loadavg()[0]?.toFixed(2)} (a shared machine slows the wall-time figures)`);
console.log(`BENCH journal_insert_rate_per_cpu_s ${Math.round(ROWS / (insertCpuMs / 1000))} rows/s`);
if (
  !/COVERING INDEX journal_scope_day_totals/.test(closingPlan) ||
  !/INDEX journal_code/.test(codePlan) ||
  !/INDEX journal_unresolved/.test(lockPlan)
) {
  console.error('a query plan does not use its index');
  process.exitCode = 1;
}
