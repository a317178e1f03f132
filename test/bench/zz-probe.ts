import { startBenchStore } from './store-bench';
const store = await startBenchStore();
const q = (s: string) => store.owner.query(s);
try {
  await q(`INSERT INTO day_totals SELECT 'shop-' || lpad((n/5)::text, 3, '0'), gen_random_uuid(), DATE '2026-09-01' + d, 1,2,3,4,5,6,7,8,9,10,11 FROM generate_series(0,2499) n, generate_series(0,90) d`);
  await q(`DROP INDEX day_totals_store_day; DROP INDEX day_totals_day; CREATE INDEX day_totals_store_day ON day_totals (store_id, business_day) INCLUDE (facts, cash, card, other, vouchers, refunds, free_credit, orders, sales, sessions, difference)`);
  await q('VACUUM ANALYZE day_totals');
  const cols = ['orders', 'sales', 'cash', 'card', 'other', 'vouchers', 'sessions', 'difference'];
  const variants: Record<string, string> = {
    sets: `SELECT store_id, to_char(business_day, 'YYYY-MM-DD') AS day, ${cols.map((c) => `sum(${c})::float8`).join(', ')} FROM day_totals WHERE business_day >= '2026-10-01' AND business_day < '2026-11-01' GROUP BY GROUPING SETS ((store_id, business_day), (store_id)) ORDER BY store_id, business_day NULLS LAST`,
    rollup: `SELECT store_id, to_char(business_day, 'YYYY-MM-DD') AS day, ${cols.map((c) => `sum(${c})::float8`).join(', ')} FROM day_totals WHERE business_day >= '2026-10-01' AND business_day < '2026-11-01' GROUP BY ROLLUP (store_id, business_day) HAVING GROUPING(store_id) = 0 ORDER BY store_id, business_day NULLS LAST`,
    floatRollup: `SELECT store_id, to_char(business_day, 'YYYY-MM-DD') AS day, ${cols.map((c) => `sum(${c}::float8)`).join(', ')} FROM day_totals WHERE business_day >= '2026-10-01' AND business_day < '2026-11-01' GROUP BY ROLLUP (store_id, business_day) HAVING GROUPING(store_id) = 0 ORDER BY store_id, business_day NULLS LAST`,
  };
  for (const [name, sql] of Object.entries(variants)) {
    for (let i = 0; i < 3; i++) { const t = performance.now(); await q(sql); console.log(name, Math.round(performance.now() - t)); }
    const r = await q('EXPLAIN ANALYZE ' + sql);
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  }
} finally { await store.close(); }
