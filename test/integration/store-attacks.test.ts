// A till's own PostgreSQL role (its one-time secret in the wrong hands) attacks the store: temporary
// objects that would stand in for the store's, objects in public, overloads, SET ROLE, its own
// search path, large objects, COPY to or from the server, direct writes, rewriting its own final
// rows, moving its cursor, jumping versions, reading another store, calling the owner's functions.
// Each is refused, and every table as the owner sees it is exactly as before (a checksum of all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import type { JournalReplica, OrderReplica, ReplicaBatch, TenderReplica } from '../../electron/back-office/client/replica';
import type { StoreLink } from '../../electron/back-office/client/link';
import { journalBatch, journalRow, startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;
const links: Record<string, StoreLink> = {};
const as: Record<string, pg.Client> = {};
const day = '2026-11-25';
const at = `${day}T09:00:00.000Z`;

// A 50.00 cash load of the day (a final row whose money a till would like to rewrite).
const row = (localId: string, version: number, over: Partial<JournalReplica> = {}): JournalReplica =>
  journalRow(localId, version, {
    kind: 'charge',
    amount_cents: 5000,
    balance_after_cents: 5000,
    payment_method: 'cash',
    payment_kind: 'cash',
    business_day: day,
    created_at: at,
    updated_at: at,
    ...over,
  });
const order = (version: number, over: Partial<OrderReplica> = {}): OrderReplica => ({
  local_id: 'o-1',
  version,
  session_local_id: null,
  state: 'finished',
  total_cents: 5000,
  currency: 'CHF',
  cashier: 'Anna',
  business_day: day,
  created_at: at,
  updated_at: at,
  change_cents: 0,
  rounding_cents: 0,
  finished_at: at,
  ...over,
});
const tender = (version: number, over: Partial<TenderReplica> = {}): TenderReplica => ({
  local_id: 'tn-1',
  version,
  order_local_id: 'o-1',
  session_local_id: null,
  state: 'cancelled',
  method: 'cash',
  method_kind: 'cash',
  amount_cents: 5000,
  currency: 'CHF',
  code_masked: null,
  code_hash: null,
  journal_local_id: null,
  cashier: 'Anna',
  business_day: day,
  created_at: at,
  ...over,
});
const orderBatch = (version: number, o: Partial<OrderReplica>, t: Partial<TenderReplica>): ReplicaBatch => ({
  ...journalBatch([]),
  journal: [],
  orders: [order(version, o)],
  tenders: [tender(version, t)],
  lastSeq: version,
});

/** The SQLSTATE a statement fails with (undefined: it did not fail). */
const codeOf = (p: Promise<unknown>): Promise<string | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e as { code?: string }).code ?? 'no code',
  );

const TABLES = [
  'stores',
  'till_events',
  'journal_rows',
  'audit_entries',
  'orders',
  'order_lines',
  'tenders',
  'till_sessions',
  'drawer_openings',
  'push_refusals',
  'store_state_ranks',
  'store_transitions',
  'store_moves',
  'store_migrations',
];
/**
 * Every table as the owner sees it (a till's contact time aside: a push records it), every object
 * of the schema and the large objects: one md5 per part.
 */
async function checksum(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of TABLES) {
    const { rows } = await st.owner.query<{ m: string }>(
      `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS m FROM ${t} x`,
    );
    out[t] = rows[0]!.m;
  }
  const more = await st.owner.query<{ tills: string; objects: string; functions: string; lobs: string }>(`SELECT
    (SELECT md5(string_agg(concat_ws(',', id, store_id, name, role_name, last_seq, revoked_at, cloned_at, gap_at), '|' ORDER BY id)) FROM tills) AS tills,
    (SELECT md5(string_agg(relname::text || relkind::text, ',' ORDER BY relname)) FROM pg_class WHERE relnamespace = 'public'::regnamespace) AS objects,
    (SELECT md5(string_agg(oid::regprocedure::text || coalesce(array_to_string(proconfig, ';'), ''), ',' ORDER BY oid::regprocedure::text))
       FROM pg_proc WHERE pronamespace = 'public'::regnamespace) AS functions,
    (SELECT count(*)::text FROM pg_largeobject_metadata) AS lobs`);
  return { ...out, ...more.rows[0]! };
}

beforeAll(async () => {
  st = await startTestStore();
  for (const [name, store] of [
    ['t1', 'bern'],
    ['t2', 'bern'],
    ['t3', 'basel'],
  ] as const) {
    links[name] = (await st.enrol(store, name)).link;
    as[name] = await st.connectAs(links[name].url);
    await beginPush(as[name], { head: 100, backlog: 0, since: null, version: 'test' });
  }
  await pushBatch(as.t1!, links.t1!, journalBatch([row('a', 1), row('n', 2, { state: 'not_applied', payment_kind: 'card' })]));
  await pushBatch(as.t1!, links.t1!, orderBatch(3, {}, {}));
  await pushBatch(as.t3!, links.t3!, journalBatch([row('c', 1, { amount_cents: 90000 })]));
});
afterAll(async () => {
  await st.close();
});

/** Runs the attack and expects the whole store unchanged afterwards. */
async function unchanged(attack: () => Promise<void>): Promise<void> {
  const before = await checksum();
  await attack();
  expect(await checksum()).toEqual(before);
}

describe('a hostile till role', () => {
  it('makes no temporary object: a temp tills table, view or function never stands in for the store', async () => {
    const t2 = as.t2!;
    await unchanged(async () => {
      expect(
        await codeOf(
          t2.query(`CREATE TEMP TABLE tills (id uuid, store_id text, role_name text, revoked_at timestamptz, cloned_at timestamptz)`),
        ),
      ).toBe('42501');
      expect(await codeOf(t2.query(`CREATE TEMP VIEW store_state_ranks AS SELECT 1`))).toBe('42501');
      expect(await codeOf(t2.query(`CREATE FUNCTION pg_temp.store_till_id() RETURNS uuid LANGUAGE sql AS 'SELECT NULL::uuid'`))).toBe(
        '42501',
      );
      expect(await codeOf(t2.query(`CREATE TEMP TABLE operators (x int)`))).toBe('42501');
    });
  });

  it('even given TEMP again, a temp tills table changes nothing: the store functions read public.tills (pg_temp last)', async () => {
    const role = new URL(links.t2!.url).username;
    const db = (await st.owner.query<{ d: string }>('SELECT current_database() AS d')).rows[0]!.d;
    await st.owner.query(`GRANT TEMPORARY ON DATABASE "${db}" TO "${role}"`);
    const t2 = await st.connectAs(links.t2!.url);
    try {
      await unchanged(async () => {
        await t2.query(`CREATE TEMP TABLE tills AS SELECT * FROM tills WHERE false`);
        await t2.query(`INSERT INTO pg_temp.tills (id, store_id, name, role_name) VALUES ($1, 'basel', 't3', session_user)`, [
          links.t3!.tillId,
        ]);
        await t2.query('SET search_path = pg_temp, public');
        const who = await t2.query<{ id: string; store: string }>(
          'SELECT public.store_till_id() AS id, public.store_till_store() AS store',
        );
        expect(who.rows[0]).toEqual({ id: links.t2!.tillId, store: 'bern' });
        const basel = await t2.query(`SELECT local_id FROM public.journal_rows WHERE store_id = 'basel'`);
        expect(basel.rowCount).toBe(0);
        // Pushing as till 3 through the shadow: refused (the push takes the till from the session).
        await expect(pushBatch(t2, links.t3!, journalBatch([row('x', 9)]))).rejects.toMatchObject({ failure: 'refused' });
      });
    } finally {
      await st.owner.query(`REVOKE TEMPORARY ON DATABASE "${db}" FROM "${role}"`);
      await t2.end();
    }
  });

  it('creates nothing in public, overloads no function, takes no other role, and its own search path changes nothing', async () => {
    const t2 = as.t2!;
    const owner = new URL(st.ownerUrl).username;
    const t1role = new URL(links.t1!.url).username;
    await unchanged(async () => {
      expect(await codeOf(t2.query(`CREATE TABLE public.tills2 (x int)`))).toBe('42501');
      expect(await codeOf(t2.query(`CREATE FUNCTION public.store_till_id(x int) RETURNS uuid LANGUAGE sql AS 'SELECT NULL::uuid'`))).toBe(
        '42501',
      );
      expect(await codeOf(t2.query(`CREATE VIEW public.operators AS SELECT 1`))).toBe('42501');
      expect(await codeOf(t2.query(`CREATE SCHEMA evil`))).toBe('42501');
      for (const r of [t1role, owner, 'store_chain']) expect(await codeOf(t2.query(`SET ROLE "${r}"`))).toBe('42501');
      expect(await codeOf(t2.query(`SET SESSION AUTHORIZATION "${t1role}"`))).toBe('42501');
      // Its own group role gives nothing more.
      await t2.query('SET ROLE store_till');
      expect(await codeOf(t2.query(`UPDATE journal_rows SET amount_cents = 1`))).toBe('42501');
      await t2.query('RESET ROLE');
      await t2.query('SET search_path = pg_temp, pg_catalog');
      expect((await t2.query(`SELECT count(*)::int AS n FROM public.journal_rows WHERE store_id = 'basel'`)).rows[0]).toEqual({ n: 0 });
      await t2.query('RESET search_path');
    });
  });

  it('makes no large object and no COPY to or from the server', async () => {
    const t2 = as.t2!;
    await unchanged(async () => {
      expect(await codeOf(t2.query(`SELECT lo_create(0)`))).toBe('42501');
      expect(await codeOf(t2.query(`SELECT lo_creat(-1)`))).toBe('42501');
      expect(await codeOf(t2.query(`SELECT lo_from_bytea(0, 'x')`))).toBe('42501');
      expect(await codeOf(t2.query(`SELECT lo_import('/etc/hostname')`))).toBe('42501');
      expect(await codeOf(t2.query(`COPY journal_rows TO PROGRAM 'id'`))).toBe('42501');
      expect(await codeOf(t2.query(`COPY journal_rows FROM PROGRAM 'id'`))).toBe('42501');
      expect(await codeOf(t2.query(`COPY journal_rows TO '/tmp/store-attack'`))).toBe('42501');
      expect(await codeOf(t2.query(`COPY journal_rows FROM '/etc/hostname'`))).toBe('42501');
    });
  });

  it('writes no table itself: insert, update, delete, truncate of its own or another till rows', async () => {
    const t1 = as.t1!;
    await unchanged(async () => {
      const t1id = links.t1!.tillId;
      const t3id = links.t3!.tillId;
      for (const id of [t1id, t3id]) {
        expect(
          await codeOf(
            t1.query(
              `INSERT INTO journal_rows (till_id, local_id, store_id, version, kind, state, amount_cents, business_day, created_at, updated_at)
               VALUES ($1, 'evil', 'bern', 50, 'charge', 'succeeded', 90000, '${day}', now(), now())`,
              [id],
            ),
          ),
        ).toBe('42501');
        for (const t of ['journal_rows', 'orders', 'tenders', 'order_lines', 'till_sessions', 'audit_entries', 'drawer_openings']) {
          expect(await codeOf(t1.query(`UPDATE ${t} SET version = version + 1 WHERE till_id = $1`, [id]))).toBe('42501');
          expect(await codeOf(t1.query(`DELETE FROM ${t} WHERE till_id = $1`, [id]))).toBe('42501');
        }
      }
      for (const t of [...TABLES, 'tills']) expect(await codeOf(t1.query(`TRUNCATE ${t}`))).toBe('42501');
      expect(await codeOf(t1.query(`UPDATE tills SET last_seq = 0`))).toBe('42501');
      expect(
        await codeOf(
          t1.query(
            `INSERT INTO push_refusals (till_id, store_id, table_name, local_id, pushed_version, reason) VALUES ($1, 'bern', 'x', 'x', 1, 'not_newer')`,
            [t1id],
          ),
        ),
      ).toBe('42501');
    });
  });

  it('never rewrites its own final rows: each money column is refused aloud, the row stays', async () => {
    const t1 = as.t1!;
    const changes: Array<[string, Partial<JournalReplica>]> = [
      ['amount_cents', { amount_cents: 1 }],
      ['currency', { currency: 'EUR' }],
      ['balance_after_cents', { balance_after_cents: 1 }],
      ['payment_method', { payment_method: 'card' }],
      ['payment_kind', { payment_kind: 'card' }],
      ['state', { state: 'failed' }],
    ];
    const stored = async () =>
      (await st.owner.query(`SELECT * FROM journal_rows WHERE till_id = $1 AND local_id = 'a'`, [links.t1!.tillId])).rows;
    const before = await stored();
    let v = 10;
    for (const [col, over] of changes) {
      const refused = await pushBatch(t1, links.t1!, journalBatch([row('a', v++, over)]));
      expect(
        refused.map((r) => r.reason),
        col,
      ).toEqual([col === 'state' ? 'state_move' : 'final_changed']);
    }
    expect(await stored()).toEqual(before);
    // A finished order's total, and a final tender's amount.
    const o = await pushBatch(t1, links.t1!, orderBatch(20, { total_cents: 1 }, { amount_cents: 1 }));
    expect(o.map((r) => `${r.table} ${r.reason}`).sort()).toEqual(['orders final_changed', 'tenders final_changed']);
    const money = await st.owner.query(
      `SELECT o.total_cents, t.method, t.amount_cents FROM orders o JOIN tenders t ON t.till_id = o.till_id AND t.order_local_id = o.local_id WHERE o.till_id = $1`,
      [links.t1!.tillId],
    );
    expect(money.rows).toEqual([{ total_cents: '5000', method: 'cash', amount_cents: '5000' }]);
    // A tender's method never changes, final or not (the till never changes it): cash does not turn into
    // card on a tender still taken. The batch is refused whole and the till flagged, as for a clone.
    await pushBatch(as.t3!, links.t3!, orderBatch(5, { state: 'open' }, { state: 'taken' }));
    await expect(pushBatch(as.t3!, links.t3!, orderBatch(6, { state: 'open' }, { state: 'taken', method: 'card' }))).rejects.toMatchObject({
      failure: 'cloned',
    });
    const basel = await st.owner.query(`SELECT method, version::int AS v FROM tenders WHERE till_id = $1`, [links.t3!.tillId]);
    expect(basel.rows).toEqual([{ method: 'cash', v: 5 }]);
    // Every refusal is recorded at the store, once per pushed version.
    const recorded = await st.owner.query(`SELECT count(*)::int AS n FROM push_refusals WHERE till_id = $1`, [links.t1!.tillId]);
    expect(recorded.rows[0]).toEqual({ n: changes.length + 2 });
  });

  it('the owner is held by the same trigger: a final row never changes', async () => {
    const upd = (sql: string) => codeOf(st.owner.query(sql, [links.t1!.tillId]));
    await unchanged(async () => {
      expect(await upd(`UPDATE journal_rows SET payment_kind = 'card', version = 90 WHERE till_id = $1 AND local_id = 'a'`)).toBe('SR002');
      expect(await upd(`UPDATE orders SET total_cents = 1, version = 90 WHERE till_id = $1`)).toBe('SR002');
      expect(await upd(`UPDATE tenders SET amount_cents = 1, version = 90 WHERE till_id = $1`)).toBe('SR002');
      expect(await upd(`UPDATE tenders SET method = 'card', version = 90 WHERE till_id = $1`)).toBe('SR003');
      expect(await upd(`UPDATE journal_rows SET state = 'pending', version = 90 WHERE till_id = $1 AND local_id = 'a'`)).toBe('SR001');
    });
  });

  it('moves no cursor by a number it names, and jumps no version beyond the head it announced', async () => {
    const t1 = as.t1!;
    const cursor = async () =>
      Number((await st.owner.query<{ s: string }>(`SELECT last_seq AS s FROM tills WHERE id = $1`, [links.t1!.tillId])).rows[0]!.s);
    const before = await cursor();
    await unchanged(async () => {
      await t1.query(`SELECT store_finish_push(8888888, 0, NULL)`);
      expect(await cursor()).toBe(before);
    });
    const jumped = await pushBatch(t1, links.t1!, journalBatch([row('n', 8_888_888, { state: 'needs_decision', payment_kind: 'card' })]));
    expect(jumped.map((r) => r.reason)).toEqual(['beyond_head']);
    const n = await st.owner.query(`SELECT version, state FROM journal_rows WHERE till_id = $1 AND local_id = 'n'`, [links.t1!.tillId]);
    expect(n.rows).toEqual([{ version: '2', state: 'not_applied' }]);
    expect(await cursor()).toBe(before);
  });

  it("reads nothing of another store and calls none of the owner's functions", async () => {
    const t2 = as.t2!;
    await unchanged(async () => {
      for (const t of [...TABLES.filter((x) => !x.startsWith('store_')), 'tills']) {
        const r = await t2.query(`SELECT * FROM ${t}`).catch(() => ({ rows: [] as Array<Record<string, unknown>> }));
        const stores = new Set(r.rows.map((x) => x.store_id ?? x.id).filter((x) => typeof x === 'string'));
        expect(stores.has('basel'), t).toBe(false);
      }
      expect((await t2.query(`SELECT count(*)::int AS n FROM journal_rows WHERE amount_cents = 90000`)).rows[0]).toEqual({ n: 0 });
      for (const call of [
        `SELECT store_stored_head('${links.t3!.tillId}')`,
        `SELECT store_pushing_till('${links.t3!.tillId}')`,
        `SELECT store_refresh_moves()`,
        `SELECT store_caller_till()`,
      ]) {
        expect(await codeOf(t2.query(call)), call).toBe('42501');
      }
      // Pushing under another till's id: refused before any row.
      await expect(pushBatch(t2, links.t3!, journalBatch([row('x', 9)]))).rejects.toMatchObject({ failure: 'refused' });
    });
  });
});
