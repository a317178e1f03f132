// The totals the store keeps as rows arrive (money_rollup, day_sales, day_totals) against a full recount from
// the raw rows, after every way rows reach the store: pushes of several tills of two stores, a
// lost commit answer pushed again, a fact told again at a newer version (its day moved), a backup
// restored elsewhere (and pushed to), a revoked till. Each time: not one row differs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { backupStore } from '../../electron/back-office/backup';
import { restoreStore } from '../../electron/back-office/restore';
import { enrolTill, revokeTill } from '../../electron/back-office/enrol';
import { migrateStore } from '../../electron/back-office/migrate';
import { decodeStoreLink } from '../../electron/back-office/client/link';
import { recountTotals } from '../../electron/back-office/recount';
import { readMonthExtra } from '../../electron/back-office/client/office-day';
import { salesByGroupSql, tillMoneySql } from '../../electron/back-office/client/money-sql';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import type { MoneyFactReplica } from '../../electron/back-office/client/replica';
import { journalBatch, journalRow, startTestStore, type TestStore } from '../helpers/store-pg';
import { startStoreTill, type StoreTill } from '../helpers/store-tills';
import { emptyDatabase, relink } from '../helpers/store-backup';

let sb: RunningSandbox;
let st: TestStore;
let t1: StoreTill;
let t2: StoreTill;
let t3: StoreTill;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-rollups-'));

beforeAll(async () => {
  [sb, st] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startTestStore()]);
  t1 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 1', role: 'integration' });
  t2 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 2', role: 'integration-2' });
  t3 = await startStoreTill(sb, st, { store: 'zug', name: 'Kasse 1', role: 'integration' });
});
afterAll(async () => {
  await Promise.all([t1, t2, t3].map((t) => t?.close()));
  await st.close();
  await sb.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A client of any database of the cluster, ended with the store. */
const connect = (url: string): Promise<pg.Client> => st.connectAs(url);

/** The kept totals equal the recount, and there is something to compare. */
async function expectRecount(c: pg.ClientBase): Promise<void> {
  expect(await recountTotals(c)).toEqual([]);
  const { rows } = await c.query<{ n: number }>('SELECT (SELECT count(*) FROM day_totals)::int AS n');
  expect(rows[0]!.n).toBeGreaterThan(0);
}

/** Closes the till's session with its drawer `shortCents` short (negative: over). */
async function closeSession(t: StoreTill, shortCents: number): Promise<void> {
  const preview = await t.call('session.close', { countedCents: 0, confirm: false });
  await t.call('session.close', { countedCents: preview.report.drawer.expectedCents - shortCents, confirm: true });
}

describe('the kept totals equal a recount from the raw rows', () => {
  it('after pushes from several tills of two stores (sales, orders with change, sessions closed)', async () => {
    await t1.sell('DEMOTRAIN001', 1000);
    await t1.sellOrder({ goodsCents: 6033, code: 'DEMOTRAIN001', voucherCents: 500, cardCents: 2000, cashGivenCents: 4000 });
    await t2.sellOrder({ goodsCents: 1500, cashGivenCents: 2000 });
    await t3.sellOrder({ goodsCents: 2500, cardCents: 2500 });
    // Pushed while open, then again closed: the sessions' rows move (an update of the raw rows).
    for (const t of [t1, t2, t3]) expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
    await closeSession(t1, 0);
    await closeSession(t2, 500);
    for (const t of [t1, t2, t3]) expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
    await expectRecount(st.owner);
    const { rows } = await st.owner.query<{ sessions: number; difference: number; orders: number }>(
      `SELECT sum(sessions)::int AS sessions, sum(difference)::int AS difference, sum(orders)::int AS orders FROM day_totals`,
    );
    expect(rows[0]).toMatchObject({ sessions: 2, difference: -500 });
    expect(rows[0]!.orders).toBeGreaterThanOrEqual(4);
    // The month's extras read from the kept totals equal the same sums over the raw rows.
    const raw = await st.owner.query<{ store: string; refunds: number; free_credit: number; sales: Record<string, number> | null }>(
      `SELECT m.store_id AS store, m.refunds::float8 AS refunds, m.free_credit::float8 AS free_credit, s.sales
       FROM (SELECT store_id, sum(refunds) AS refunds, sum(free_credit) AS free_credit
             FROM (${tillMoneySql(() => 'true', undefined, 'money_facts')}) x GROUP BY 1) m
       LEFT JOIN (SELECT store_id, json_object_agg(grp, cents::float8) AS sales
                  FROM (${salesByGroupSql(() => 'true', ['f.store_id'], 'money_facts')}) y GROUP BY 1) s USING (store_id) ORDER BY 1`,
    );
    const extra = await readMonthExtra(st.owner, '2000-01-01', '2100-01-01');
    expect(extra.filter((e) => e.day === null).map(({ day: _, ...e }) => e)).toEqual(raw.rows);
    expect(raw.rows.map((r) => r.store)).toEqual(['bern', 'zug']);
  });

  it('after a lost commit answer pushed again', async () => {
    await t2.sellOrder({ goodsCents: 900, cardCents: 900 });
    const db = t2.core.runtime.db;
    const before = db.prepare('SELECT pushed_seq FROM replication_state').get() as { pushed_seq: number };
    const facts = async () =>
      (await st.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM money_facts WHERE till_id = $1', [t2.link.tillId])).rows[0]!.n;
    expect(await t2.push()).toMatchObject({ state: 'connected', backlog: 0 });
    const landed = await facts();
    // As if the answer of that commit never came: the cursor back where it was, then the same rows again.
    db.prepare('UPDATE replication_state SET pushed_seq = ?').run(before.pushed_seq);
    expect(await t2.push()).toMatchObject({ state: 'connected', backlog: 0 });
    expect(await facts()).toBe(landed);
    await expectRecount(st.owner);
  });

  it('after a fact told again at a newer version, its day moved (its old day falls to nothing)', async () => {
    const { link } = await st.enrol('zug', 'Kasse 9');
    const c = await connect(link.url);
    await beginPush(c, { head: 10, backlog: 0, since: null, version: 'test' });
    const fact = (version: number, day: string, cents: number): MoneyFactReplica => ({
      local_id: 'f-1',
      version,
      source_local_id: 'r-1',
      session_local_id: null,
      cashier: 'Anna',
      business_day: day,
      kind: 'tender',
      grp: null,
      method: 'cash',
      method_kind: 'cash',
      count: 1,
      cents,
    });
    const batch = (version: number, day: string, cents: number) => ({
      ...journalBatch([journalRow('r-1', version, { business_day: day })]),
      journal: [],
      moneyFacts: [fact(version, day, cents)],
    });
    await pushBatch(c, link, batch(1, '2026-11-20', 700));
    await pushBatch(c, link, batch(2, '2026-11-21', 900));
    const { rows } = await st.owner.query<{ day: string; cash: number }>(
      `SELECT to_char(business_day, 'YYYY-MM-DD') AS day, cash::int FROM day_totals WHERE till_id = $1`,
      [link.tillId],
    );
    expect(rows).toEqual([{ day: '2026-11-21', cash: 900 }]);
    await expectRecount(st.owner);
  });

  it('after a backup restored elsewhere, and pushes to the restored store', async () => {
    const file = path.join(tmp, 'store.vtsb');
    await backupStore(st.owner, file);
    const url = await emptyDatabase(st.ownerUrl);
    const restored = await connect(url);
    await restoreStore(restored, file);
    await expectRecount(restored);
    const kept = `SELECT * FROM day_totals ORDER BY till_id, business_day`;
    expect((await restored.query(kept)).rows).toEqual((await st.owner.query(kept)).rows);
    // Till 1 moves to the restored store and sells on there.
    relink(t1, url);
    await t1.sellOrder({ goodsCents: 1200, cashGivenCents: 1500 });
    expect(await t1.push()).toMatchObject({ state: 'connected', backlog: 0 });
    await expectRecount(restored);
  });

  it('a store from before the totals: the migration fills them, also after a restore of its backup', async () => {
    const url = await emptyDatabase(st.ownerUrl);
    const old = await connect(url);
    await migrateStore(old, { upTo: 11 });
    const tillUrl = new URL(url);
    tillUrl.username = '';
    tillUrl.password = '';
    const enrolled = await enrolTill(old, { store: 'thun', till: 'Kasse 1', tillUrl: tillUrl.toString(), codeKey: 'k'.repeat(43) });
    const link = decodeStoreLink(enrolled.secret)!;
    const c = await connect(link.url);
    await beginPush(c, { head: 10, backlog: 0, since: null, version: 'test' });
    const load = (id: string, v: number, cents: number) =>
      journalRow(id, v, { kind: 'charge', amount_cents: cents, payment_method: 'cash', payment_kind: 'cash' });
    await pushBatch(c, link, journalBatch([load('a', 1, 5000), load('b', 2, 2500), journalRow('c', 3)]));
    const file = path.join(tmp, 'before-totals.vtsb');
    await backupStore(old, file);
    await migrateStore(old);
    await expectRecount(old);
    const { rows } = await old.query<{ cash: number }>(`SELECT cash::int FROM day_totals WHERE store_id = 'thun'`);
    expect(rows).toEqual([{ cash: 7500 }]);
    const restored = await connect(await emptyDatabase(st.ownerUrl));
    expect((await restoreStore(restored, file)).applied).toEqual([12]);
    await expectRecount(restored);
  });

  it('after a till is revoked (its push refused, the others push on)', async () => {
    await revokeTill(st.owner, 'bern', 'Kasse 2');
    await t2.sellOrder({ goodsCents: 400, cashGivenCents: 500 });
    expect(await t2.push()).toMatchObject({ state: 'revoked' });
    await t3.sellOrder({ goodsCents: 800, cardCents: 800 });
    await closeSession(t3, -100);
    expect(await t3.push()).toMatchObject({ state: 'connected', backlog: 0 });
    await expectRecount(st.owner);
  });
});
