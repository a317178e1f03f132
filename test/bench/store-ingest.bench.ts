// Store ingest: 20 simulated tills, each with its own role and connection, push at once through the
// real protocol (batches of 500 rows, one transaction each, the upsert and the till's cursor).
// Goal on this 2-core machine: >= 20,000 rows/s. Run: npm run bench -- store-ingest
import pg from 'pg';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import { replicaRows, startBenchStore } from './store-bench';
import { report } from './stats';
import { journalBatch } from '../helpers/store-pg';

const TILLS = 20;
const BATCHES = Number(process.env.STORE_INGEST_BATCHES ?? 10);
const BATCH = 500;

const store = await startBenchStore();
try {
  const tills = await Promise.all(
    Array.from({ length: TILLS }, async (_, i) => {
      const link = await store.enrol(`shop-${i % 4}`, `Till ${i}`);
      const client = new pg.Client({ connectionString: link.url });
      await client.connect();
      // The start of the push: its head bounds the versions (the store refuses any above it).
      await beginPush(client, { head: BATCHES * BATCH, backlog: BATCHES * BATCH, since: null, version: 'bench' });
      // The batches prepared before the clock starts: the figure is the store's, not JSON building.
      const batches = Array.from({ length: BATCHES }, (_, b) => replicaRows(BATCH, 1 + b * BATCH));
      return { link, client, batches };
    }),
  );
  const t0 = performance.now();
  await Promise.all(
    tills.map(async ({ link, client, batches }) => {
      for (const journal of batches) {
        await pushBatch(client, link, journalBatch(journal));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const rows = TILLS * BATCHES * BATCH;
  const stored = await store.owner.query<{ n: string }>('SELECT count(*) AS n FROM journal_rows');
  if (Number(stored.rows[0]?.n) !== rows) throw new Error(`expected ${rows} rows, the store has ${stored.rows[0]?.n}`);
  console.log(`${rows} rows from ${TILLS} tills in ${seconds.toFixed(2)} s`);
  report('store_ingest_rows_per_s', Math.round(rows / seconds), 'rows/s');
  await Promise.all(tills.map((t) => t.client.end()));
} finally {
  await store.close();
}
