// The store day over 10 million replicated rows (100 shops x 5 tills x 20 days x 1,000 rows),
// generated in SQL with generate_series, read as a till reads it (its own role, row-level
// security, the per-till / per-cashier / per-method / open-items queries). Goal: < 100 ms.
// Run: npm run bench -- store-day   (STORE_DAY_ROWS=1000000 for a quicker run)
import pg from 'pg';
import { readStoreDay } from '../../electron/back-office/client/store-day';
import { startBenchStore } from './store-bench';
import { percentile, report } from './stats';

const ROWS = Number(process.env.STORE_DAY_ROWS ?? 10_000_000);
const SHOPS = 100;
const TILLS_PER_SHOP = 5;
const DAYS = 20;

const store = await startBenchStore();
try {
  const te = performance.now();
  const links = [];
  for (let s = 0; s < SHOPS; s++) {
    for (let t = 0; t < TILLS_PER_SHOP; t++) links.push(await store.enrol(`shop-${s}`, `Till ${t}`));
  }
  console.log(`${links.length} tills enrolled in ${((performance.now() - te) / 1000).toFixed(1)} s`);
  const tills = links.map((l) => `('${l.tillId}'::uuid, '${l.store}')`).join(', ');
  const t0 = performance.now();
  // Loading 10 million rows through four indexes row by row takes most of an hour here; the
  // indexes are dropped for the load and built again after it, exactly as the migration made them.
  const { rows: indexes } = await store.owner.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'journal_rows' AND indexname <> 'journal_rows_pkey'`,
  );
  for (const ix of indexes) await store.owner.query(`DROP INDEX ${ix.name}`);
  await store.owner.query('ALTER TABLE journal_rows DROP CONSTRAINT journal_rows_pkey');
  // Row g: till g % 500, day (g / 500) % 20; versions grow per till; one in 200 still open.
  await store.owner.query(`
    CREATE TEMP TABLE bench_tills AS SELECT row_number() OVER () - 1 AS n, t.id, t.store FROM (VALUES ${tills}) AS t (id, store);
    INSERT INTO journal_rows (till_id, local_id, store_id, version, kind, state, code_masked, code_hash, amount_cents, currency,
      balance_after_cents, payment_method, payment_kind, cashier, business_day, created_at, updated_at)
    SELECT b.id, 'r-' || g, b.store, g / ${links.length} + 1,
      (ARRAY['redeem', 'redeem', 'redeem', 'charge', 'activate', 'cancel_redemption'])[1 + g % 6],
      CASE WHEN g % 200 = 0 THEN 'uncertain' ELSE 'succeeded' END,
      '…' || lpad((g % 10000)::text, 4, '0'), md5(g::text), 100 + g % 9000, 'CHF', 0,
      (ARRAY['cash', 'card', 'twint'])[1 + g % 3], (ARRAY['cash', 'card', 'other'])[1 + g % 3]::text,
      'Cashier ' || (g % 7), DATE '2026-11-01' + ((g / ${links.length}) % ${DAYS})::int,
      TIMESTAMPTZ '2026-11-01 08:00+00' + make_interval(secs => g % 36000), TIMESTAMPTZ '2026-11-01 08:00+00'
    FROM generate_series(0, ${ROWS - 1}) AS g JOIN bench_tills b ON b.n = g % ${links.length};
  `);
  await store.owner.query('ALTER TABLE journal_rows ADD PRIMARY KEY (till_id, local_id)');
  for (const ix of indexes) await store.owner.query(ix.def);
  // What autovacuum does by itself after a load: statistics and the visibility map (index-only scans).
  await store.owner.query('VACUUM ANALYZE journal_rows');
  console.log(`${ROWS} rows generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // A till of shop 42 reads its store's day (its own role: row-level security applies).
  const reader = new pg.Client({ connectionString: links[42 * TILLS_PER_SHOP]!.url });
  await reader.connect();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < 21; i++) {
    const day = `2026-11-${String(1 + (i % DAYS)).padStart(2, '0')}`;
    const t = performance.now();
    const r = await readStoreDay(reader, 'shop-42', day);
    samples.push(performance.now() - t);
    rows = r.perTill.reduce((n, x) => n + x.count, 0);
  }
  console.log(`one store day: ${rows} settled rows of ${TILLS_PER_SHOP} tills`);
  // The plan of the grouped query (as the till runs it): it should read one index range only.
  const plan = await reader.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, COSTS OFF) SELECT kind, count(*), sum(amount_cents) FROM journal_rows
     WHERE store_id = 'shop-42' AND business_day = '2026-11-05' AND state = 'succeeded'
     GROUP BY GROUPING SETS ((till_id, kind), (cashier, kind), (payment_method, payment_kind))`,
  );
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  report('store_day_ms', Math.round(percentile(samples.slice(1), 50) * 10) / 10, 'ms (p50)');
  await reader.end();
} finally {
  await store.close();
}
