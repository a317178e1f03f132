// The chain month and the store day at chain scale: 500 stores x 5 tills x 31 days, about 10
// million money facts generated in SQL (generate_series, one statement per day, so the store's
// own triggers keep the totals as a push would), then read as the office reads them: the chain
// month by a chain login, a store day by a till of the store (row-level security), the month's
// extras. Then ingest through the real push path with the totals kept (20 tills at once).
// Goals: chain month < 200 ms, store day < 20 ms, ingest >= 20,000 rows/s.
// Run: npm run bench -- chain-month   (CHAIN_MONTH_ROWS=1000000 for a quicker run)
import pg from 'pg';
import { CHAIN_MONTH_SQL, readChainMonth } from '../../electron/back-office/client/chain';
import { tillMoneySql } from '../../electron/back-office/client/money-sql';
import { readMonthExtra } from '../../electron/back-office/client/office-day';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import { readStoreDay } from '../../electron/back-office/client/store-day';
import { createChainUser } from '../../electron/back-office/enrol';
import { journalBatch } from '../helpers/store-pg';
import { replicaRows, startBenchStore } from './store-bench';
import { percentile, report } from './stats';

const ROWS = Number(process.env.CHAIN_MONTH_ROWS ?? 10_000_000);
const STORES = 500;
const TILLS_PER_STORE = 5;
const DAYS = 31;
const READER_STORE = 42;
const PER_TILL_DAY = Math.max(16, Math.round(ROWS / (STORES * TILLS_PER_STORE * DAYS)));
const INGEST_TILLS = 20;
const INGEST_BATCHES = 10;
const BATCH = 500;

const shop = (n: number) => `shop-${String(n).padStart(3, '0')}`;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The facts of a till's day repeat this pattern: an order, its sales and tenders, change, refunds, vouchers, free credit. */
const PATTERN = `(VALUES
  (0, 'order', 'finished', NULL, NULL, 1), (1, 'sale', 'goods', NULL, NULL, 1), (2, 'tender', NULL, 'cash', 'cash', 1),
  (3, 'change', NULL, 'cash', 'cash', 0), (4, 'sale', 'loads', NULL, NULL, 1), (5, 'tender', NULL, 'card', 'card', 1),
  (6, 'voucher', NULL, NULL, NULL, 1), (7, 'sale', 'codeSales', NULL, NULL, 1), (8, 'tender', NULL, 'twint', 'other', 1),
  (9, 'freeCredit', 'loads', NULL, NULL, 0), (10, 'sale', 'tickets', NULL, NULL, 1), (11, 'cancel', 'goods', NULL, NULL, 1),
  (12, 'refund', NULL, 'card', 'card', 1), (13, 'sale', 'activations', NULL, NULL, 1), (14, 'promo', NULL, NULL, NULL, 1),
  (15, 'tender', NULL, 'cash', 'cash', 1)) AS k (i, kind, grp, method, method_kind, count)`;

const store = await startBenchStore();
try {
  // The reader's store has real tills (their own roles); the others' till ids only name their rows.
  const readers = [];
  for (let t = 0; t < TILLS_PER_STORE; t++) readers.push(await store.enrol(shop(READER_STORE), `Till ${t}`));
  const chainName = 'bench_chain';
  const chainUrl = new URL(store.ownerUrl);
  chainUrl.username = chainName;
  chainUrl.password = await createChainUser(store.owner, chainName);
  await store.owner.query(`
    CREATE TEMP TABLE bench_tills AS
      SELECT n, CASE WHEN n / ${TILLS_PER_STORE} = ${READER_STORE} THEN (ARRAY[${readers.map((l) => `'${l.tillId}'::uuid`).join(', ')}])[1 + n % ${TILLS_PER_STORE}]
                ELSE gen_random_uuid() END AS id,
             'shop-' || lpad((n / ${TILLS_PER_STORE})::text, 3, '0') AS store
      FROM generate_series(0, ${STORES * TILLS_PER_STORE - 1}) AS n`);

  // Loading through the facts' two indexes row by row is most of the time: they are dropped for the
  // load and built again after it, as the migrations made them. The totals' triggers stay on.
  const { rows: indexes } = await store.owner.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'money_facts' AND indexname <> 'money_facts_pkey'`,
  );
  for (const ix of indexes) await store.owner.query(`DROP INDEX ${ix.name}`);
  await store.owner.query('ALTER TABLE money_facts DROP CONSTRAINT money_facts_pkey');
  const t0 = performance.now();
  for (let d = 0; d < DAYS; d++) {
    // Fact j of a till's day: session 1 or 2 (half a day each, one cashier each), the pattern's kind.
    await store.owner.query(`
      INSERT INTO money_facts (till_id, local_id, store_id, version, source_local_id, session_local_id, cashier, business_day,
        kind, grp, method, method_kind, count, cents)
      SELECT t.id, 'f-${d}-' || j, t.store, ${d * PER_TILL_DAY} + j + 1, 'src-${d}-' || (j / 4),
        's-${d}-' || (j * 2 / ${PER_TILL_DAY}), 'Cashier ' || ((t.n + j * 2 / ${PER_TILL_DAY}) % 7), DATE '2026-10-01' + ${d},
        k.kind, k.grp, k.method, k.method_kind, k.count, 100 + (t.n * 31 + j * 7) % 5000
      FROM bench_tills t CROSS JOIN generate_series(0, ${PER_TILL_DAY - 1}) AS j JOIN ${PATTERN} ON k.i = j % 16`);
  }
  const loaded = performance.now();
  await store.owner.query('ALTER TABLE money_facts ADD PRIMARY KEY (till_id, local_id)');
  for (const ix of indexes) await store.owner.query(ix.def);
  await store.owner.query('VACUUM ANALYZE money_facts');
  await store.owner.query('VACUUM ANALYZE money_rollup');
  await store.owner.query('VACUUM ANALYZE day_totals');
  const { rows: sizes } = await store.owner.query<{ facts: string; rollup: string; days: string; size: string }>(
    `SELECT (SELECT count(*) FROM money_facts) AS facts, (SELECT count(*) FROM money_rollup) AS rollup,
            (SELECT count(*) FROM day_totals) AS days, pg_size_pretty(pg_database_size(current_database())) AS size`,
  );
  const s = sizes[0]!;
  console.log(
    `${s.facts} money facts (${PER_TILL_DAY} per till and day) with their totals in ${seconds(t0)} s ` +
      `(loaded with the triggers in ${((loaded - t0) / 1000).toFixed(1)} s); money_rollup ${s.rollup} rows, day_totals ${s.days} rows; database ${s.size}`,
  );
  report('chain_month_generate_s', Math.round((performance.now() - t0) / 100) / 10, 's');

  // The chain month, as a chain login reads it.
  const chain = new pg.Client({ connectionString: chainUrl.toString() });
  await chain.connect();
  const month: number[] = [];
  let stores = 0;
  for (let i = 0; i < 11; i++) {
    const t = performance.now();
    const r = await readChainMonth(chain, '2026-10');
    month.push(performance.now() - t);
    stores = r.stores.length;
  }
  console.log(`chain month: ${stores} stores`);
  // The plan as the chain login runs it: an index-only scan of the day totals, one range per store.
  const plan = await chain.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${CHAIN_MONTH_SQL}`, ['2026-10-01', '2026-11-01']);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  report('chain_month_ms', Math.round(percentile(month.slice(1), 50) * 10) / 10, 'ms (p50)');
  const extra: number[] = [];
  for (let i = 0; i < 4; i++) {
    const t = performance.now();
    await readMonthExtra(chain, '2026-10-01', '2026-11-01');
    extra.push(performance.now() - t);
  }
  report('chain_month_extra_ms', Math.round(percentile(extra.slice(1), 50) * 10) / 10, 'ms (p50: refunds, free credit, sales per group)');
  // The same money summed from the raw rows, as the month was read before the totals (once).
  const tr = performance.now();
  await chain.query(
    `SELECT store_id, day, sum(cash), sum(card), sum(other), sum(vouchers) FROM (${tillMoneySql(
      (a) => `${a}.business_day >= '2026-10-01' AND ${a}.business_day < '2026-11-01'`,
      undefined,
      'money_facts',
    )}) m GROUP BY GROUPING SETS ((store_id, day), (store_id))`,
  );
  report('chain_month_from_raw_rows_ms', Math.round(performance.now() - tr), 'ms (once, for comparison)');

  // A store day, as a till of the store reads it (its own role: row-level security applies).
  const reader = new pg.Client({ connectionString: readers[0]!.url });
  await reader.connect();
  const day: number[] = [];
  let tills = 0;
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    const r = await readStoreDay(reader, shop(READER_STORE), `2026-10-${String(1 + (i % DAYS)).padStart(2, '0')}`);
    day.push(performance.now() - t);
    tills = r.tillMoney.length;
  }
  console.log(`store day: ${tills} tills`);
  report('chain_store_day_ms', Math.round(percentile(day.slice(1), 50) * 10) / 10, 'ms (p50)');
  await reader.end();
  await chain.end();

  // Ingest on top of the 10 million: 20 tills push at once through the real protocol, the totals
  // kept; then 20 other tills with the totals' triggers off, for comparison only.
  const rollTriggers = ['money_facts', 'orders', 'till_sessions'].flatMap((t) => [`${t} ${t}_roll_insert`, `${t} ${t}_roll_update`]);
  const on = await ingest('on');
  report('chain_ingest_rows_per_s', on, 'rows/s (journal rows with their money facts, totals kept)');
  for (const t of rollTriggers) await store.owner.query(`ALTER TABLE ${t.replace(' ', ' DISABLE TRIGGER ')}`);
  const off = await ingest('off');
  for (const t of rollTriggers) await store.owner.query(`ALTER TABLE ${t.replace(' ', ' ENABLE TRIGGER ')}`);
  report('chain_ingest_without_totals_rows_per_s', off, "rows/s (the same with the totals' triggers off, for comparison)");
} finally {
  await store.close();
}

/** Rows per second of 20 new tills pushing at once (each its own role and connection, batches of 500). */
async function ingest(tag: string): Promise<number> {
  const pushers = [];
  for (let i = 0; i < INGEST_TILLS; i++) {
    const link = await store.enrol(shop(i * 17), `Till ingest ${tag} ${i}`);
    const client = new pg.Client({ connectionString: link.url });
    await client.connect();
    await beginPush(client, { head: INGEST_BATCHES * BATCH, backlog: INGEST_BATCHES * BATCH, since: null, version: 'bench' });
    const batches = Array.from({ length: INGEST_BATCHES }, (_, b) => journalBatch(replicaRows(BATCH, 1 + b * BATCH)));
    pushers.push({ link, client, batches });
  }
  const facts = pushers.reduce((n, p) => n + p.batches.reduce((m, b) => m + (b.moneyFacts?.length ?? 0), 0), 0);
  const t = performance.now();
  await Promise.all(
    pushers.map(async ({ link, client, batches }) => {
      for (const b of batches) await pushBatch(client, link, b);
    }),
  );
  const took = (performance.now() - t) / 1000;
  const rows = INGEST_TILLS * INGEST_BATCHES * BATCH;
  console.log(`totals ${tag}: ${rows} journal rows and their ${facts} money facts from ${INGEST_TILLS} tills in ${took.toFixed(2)} s`);
  await Promise.all(pushers.map((p) => p.client.end()));
  return Math.round(rows / took);
}
