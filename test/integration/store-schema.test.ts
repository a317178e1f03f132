// The store database's schema on a real PostgreSQL: each numbered migration alone, the refusal of a
// database newer than the program, and the rights of the replica tables at the SQL level (a till
// writes only its own rows, reads only its own store; nobody deletes; the guard refuses a state
// that moves back and a changed amount).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeStoreLink } from '../../electron/back-office/client/link';
import type pg from 'pg';
import { migrateStore, StoreTooNewError } from '../../electron/back-office/migrate';
import { storeMigrations } from '../../electron/back-office/migrations';
import { allowed } from '../../electron/core/store/journal';
import { startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;

beforeAll(async () => {
  // A cluster of its own: the shared one already has the cluster-wide roles that 001 must create.
  st = await startTestStore({ migrate: false, ownCluster: true });
});
afterAll(async () => {
  await st.close();
});

const tables = async (c: pg.ClientBase) =>
  (await c.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.t);
const sqlCode = async (p: Promise<unknown>): Promise<string | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e as { code?: string }).code,
  );

describe('store migrations', () => {
  it('001 makes stores, tills and their events; nobody deletes a till', async () => {
    expect(await migrateStore(st.owner, { upTo: 1 })).toEqual([1]);
    expect(await tables(st.owner)).toEqual(['store_migrations', 'stores', 'till_events', 'tills']);
    const roles = await st.owner.query(`SELECT rolname FROM pg_roles WHERE rolname IN ('store_till', 'store_chain') ORDER BY 1`);
    expect(roles.rows.map((r: { rolname: string }) => r.rolname)).toEqual(['store_chain', 'store_till']);
    await st.owner.query(`INSERT INTO stores (id, name) VALUES ('s-mig', 'Migrations')`);
    expect(await sqlCode(st.owner.query(`DELETE FROM stores WHERE id = 's-mig'`))).toBe('SR004');
  });

  it('002 adds the journal and audit replicas with their guard and push functions', async () => {
    expect(await migrateStore(st.owner, { upTo: 2 })).toEqual([2]);
    expect(await tables(st.owner)).toEqual(expect.arrayContaining(['journal_rows', 'audit_entries', 'store_state_ranks']));
    const fns = await st.owner.query(`SELECT proname FROM pg_proc WHERE proname LIKE 'store\\_%' ORDER BY 1`);
    expect(fns.rows.map((r: { proname: string }) => r.proname)).toEqual(
      expect.arrayContaining(['store_begin_push', 'store_finish_push', 'store_flag_clone', 'store_guard_replica', 'store_moves_forward']),
    );
  });

  it('003 adds the replicas for sessions (with Z snapshots), orders, order lines and tenders', async () => {
    expect(await migrateStore(st.owner, { upTo: 3 })).toEqual([3]);
    expect(await tables(st.owner)).toEqual(expect.arrayContaining(['till_sessions', 'orders', 'order_lines', 'tenders']));
    const policies = await st.owner.query(
      `SELECT count(*)::int AS n FROM pg_policies WHERE tablename IN ('till_sessions', 'orders', 'order_lines', 'tenders')`,
    );
    expect(policies.rows[0]).toEqual({ n: 16 });
  });

  it("004 takes the till's order states: lines and tenders share their order's version, the day follows the finish", async () => {
    expect(await migrateStore(st.owner, { upTo: 4 })).toEqual([4]);
    const o = st.owner;
    await o.query(`INSERT INTO stores (id, name) VALUES ('s-004', 'Order states')`);
    const till = '00000000-0000-4000-8000-000000000004';
    const order = (version: number, state: string, day: string, change = 0) =>
      o.query(
        `INSERT INTO orders AS s (till_id, local_id, store_id, version, state, total_cents, business_day, created_at, updated_at, change_cents)
         VALUES ($1, 'o1', 's-004', $2, $3, 1000, $4, '2026-11-25T23:50:00Z', now(), $5)
         ON CONFLICT (till_id, local_id) DO UPDATE SET version = excluded.version, state = excluded.state,
           business_day = excluded.business_day, change_cents = excluded.change_cents`,
        [till, version, state, day, change],
      );
    const line = (id: string, version: number, state: string) =>
      o.query(
        `INSERT INTO order_lines (till_id, local_id, store_id, version, order_local_id, state, line_kind, unit_price_cents, amount_cents, business_day)
         VALUES ($1, $2, 's-004', $3, 'o1', $4, 'goods', 500, 500, '2026-11-26')
         ON CONFLICT (till_id, local_id) DO UPDATE SET version = excluded.version, state = excluded.state`,
        [till, id, version, state],
      );
    await order(1, 'open', '2026-11-25');
    // Two lines of one order at the order's version; done, then undone by a cancel.
    await line('l1', 1, 'open');
    await line('l2', 1, 'open');
    await line('l1', 2, 'done');
    await line('l1', 3, 'undone');
    expect(await sqlCode(line('l1', 4, 'done'))).toBe('SR001');
    await line('l2', 4, 'removed');
    // Finished after midnight: its day is the day of the finish.
    await order(5, 'finishing', '2026-11-25');
    await order(6, 'finished', '2026-11-26', 30);
    expect(await sqlCode(order(7, 'open', '2026-11-26', 30))).toBe('SR001');
    expect(await sqlCode(order(7, 'finished', '2026-11-26', 50))).toBe('SR002');
    const stored = await o.query(`SELECT state, business_day::text AS day, change_cents::int AS change FROM orders WHERE till_id = $1`, [
      till,
    ]);
    expect(stored.rows).toEqual([{ state: 'finished', day: '2026-11-26', change: 30 }]);
    expect(await sqlCode(o.query(`SELECT order_local_id FROM journal_rows LIMIT 0`))).toBeUndefined();
  });

  it('005 lets a tender go to the back office, from checking or taken, and never back', async () => {
    expect(await migrateStore(st.owner, { upTo: 5 })).toEqual([5]);
    const o = st.owner;
    await o.query(`INSERT INTO stores (id, name) VALUES ('s-005', 'Back office')`);
    const till = '00000000-0000-4000-8000-000000000005';
    const tender = (id: string, version: number, state: string) =>
      o.query(
        `INSERT INTO tenders (till_id, local_id, store_id, version, order_local_id, state, method, method_kind, amount_cents, currency, business_day, created_at)
         VALUES ($1, $2, 's-005', $3, 'o1', $4, 'voucher', 'voucher', 5000, 'CHF', '2026-11-25', '2026-11-25T10:00:00Z')
         ON CONFLICT (till_id, local_id) DO UPDATE SET version = excluded.version, state = excluded.state`,
        [till, id, version, state],
      );
    await tender('t1', 1, 'checking');
    await tender('t1', 2, 'back_office');
    await tender('t2', 3, 'taken');
    await tender('t2', 4, 'back_office');
    expect(await sqlCode(tender('t1', 5, 'taken'))).toBe('SR001');
    expect(await sqlCode(tender('t2', 6, 'cancelled'))).toBe('SR001');
  });

  it("006 keeps drawer openings at their session's version (twice is once, an older copy changes nothing, none ever changes) and indexes open orders", async () => {
    expect(await migrateStore(st.owner, { upTo: 6 })).toEqual([6]);
    expect(await migrateStore(st.owner, { upTo: 6 })).toEqual([]);
    const o = st.owner;
    await o.query(`INSERT INTO stores (id, name) VALUES ('s-006', 'Drawer')`);
    const till = '00000000-0000-4000-8000-000000000006';
    // The push's own upsert (client/push.ts): only a newer version moves a row.
    const opening = (id: string, version: number, reason: string) =>
      o.query(
        `INSERT INTO drawer_openings AS s (till_id, local_id, store_id, version, session_local_id, at, actor, reason, business_day)
         VALUES ($1, $2, 's-006', $3, 'sess-1', '2026-11-26T10:00:00Z', 'Anna', $4, '2026-11-26')
         ON CONFLICT (till_id, local_id) DO UPDATE SET version = excluded.version, reason = excluded.reason
         WHERE s.version < excluded.version AND store_moves_forward('drawer_openings', s.state, excluded.state)`,
        [till, id, version, reason],
      );
    await opening('d1', 3, 'change for the bank');
    await opening('d1', 3, 'change for the bank');
    await opening('d2', 3, 'coin roll');
    // The session moved on (closed): its openings come again at its new version, unchanged.
    await opening('d1', 5, 'change for the bank');
    // An older copy of the session changes nothing.
    await opening('d1', 4, 'change for the bank');
    expect(await sqlCode(opening('d2', 6, 'something else'))).toBe('SR003');
    expect(await sqlCode(o.query(`DELETE FROM drawer_openings WHERE till_id = $1`, [till]))).toBe('SR004');
    const { rows } = await o.query(`SELECT local_id, version::int AS v, state, reason FROM drawer_openings WHERE till_id = $1 ORDER BY 1`, [
      till,
    ]);
    expect(rows).toEqual([
      { local_id: 'd1', v: 5, state: 'recorded', reason: 'change for the bank' },
      { local_id: 'd2', v: 3, state: 'recorded', reason: 'coin roll' },
    ]);
    const policies = await o.query(`SELECT count(*)::int AS n FROM pg_policies WHERE tablename = 'drawer_openings'`);
    expect(policies.rows[0]).toEqual({ n: 4 });
    // The open orders of every till (the store day lists them) have a small index of their own.
    const open = await o.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'orders_store_open'`);
    expect(open.rows[0]?.indexdef).toMatch(/WHERE \(state = ANY/);
  });

  it('007 pins every definer function, takes TEMP and CREATE from every other role and gives the tills no direct write', async () => {
    expect(await migrateStore(st.owner, { upTo: 7 })).toEqual([7]);
    expect(await migrateStore(st.owner, { upTo: 7 })).toEqual([]);
    const loose = await st.owner.query(
      `SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND prosecdef
         AND NOT coalesce(proconfig, '{}') @> ARRAY['search_path=pg_catalog, public, pg_temp']`,
    );
    expect(loose.rows).toEqual([]);
    const rights = await st.owner.query(
      `SELECT r AS role, has_database_privilege(r, current_database(), 'TEMPORARY') AS temp,
              has_schema_privilege(r, 'public', 'CREATE') AS create_in_public,
              has_table_privilege(r, 'journal_rows', 'INSERT') OR has_table_privilege(r, 'journal_rows', 'UPDATE') AS writes
       FROM unnest(ARRAY['store_till', 'store_chain']) AS r ORDER BY 1`,
    );
    expect(rights.rows).toEqual([
      { role: 'store_chain', temp: false, create_in_public: false, writes: false },
      { role: 'store_till', temp: false, create_in_public: false, writes: false },
    ]); // The journal's moves at the store are the till's own map, not one more, not one less.
    const moves = await st.owner.query<{ f: string; t: string }>(
      `SELECT from_state AS f, to_state AS t FROM store_transitions WHERE table_name = 'journal_rows'`,
    );
    const till = Object.entries(allowed).flatMap(([to, froms]) => froms.map((from) => `${from} -> ${to}`));
    expect(moves.rows.map((m) => `${m.f} -> ${m.t}`).sort()).toEqual(till.sort());
  });

  it('008 binds a till to one installation: the claim is the tills role only, its proofs nobody elses, every replica table asks for it', async () => {
    expect(await migrateStore(st.owner, { upTo: 8 })).toContain(8);
    const o = st.owner;
    const fn = await o.query<{ conf: string[]; till: boolean; pub: boolean }>(
      `SELECT proconfig AS conf, has_function_privilege('store_till', oid, 'EXECUTE') AS till,
              has_function_privilege('public', oid, 'EXECUTE') AS pub
       FROM pg_proc WHERE proname = 'store_claim_identity'`,
    );
    expect(fn.rows).toEqual([{ conf: ['search_path=pg_catalog, public, pg_temp'], till: true, pub: false }]);
    const proofs = await o.query(`SELECT has_table_privilege('store_till', 'till_install_proofs', 'SELECT, INSERT, UPDATE') AS any`);
    expect(proofs.rows[0]).toEqual({ any: false });
    const restrictive = await o.query<{ t: string; n: number }>(
      `SELECT tablename AS t, count(*)::int AS n FROM pg_policies WHERE policyname LIKE 'till_install_%' AND permissive = 'RESTRICTIVE'
       GROUP BY tablename ORDER BY tablename`,
    );
    expect(restrictive.rows.sort((a, b) => a.t.localeCompare(b.t))).toEqual(
      ['audit_entries', 'drawer_openings', 'journal_rows', 'order_lines', 'orders', 'tenders', 'till_sessions'].map((t) => ({ t, n: 2 })),
    );
  });

  it('refuses a database newer than the program and leaves it as it is', async () => {
    const known = storeMigrations.at(-1)!.version;
    await migrateStore(st.owner);
    await expect(migrateStore(st.owner, { migrations: storeMigrations.slice(0, 2) })).rejects.toBeInstanceOf(StoreTooNewError);
    const { rows } = await st.owner.query<{ v: number }>('SELECT max(version) AS v FROM store_migrations');
    expect(rows[0]?.v).toBe(known);
  });
});

describe('npm run store', () => {
  const cli = (...args: string[]) =>
    promisify(execFile)(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'electron/back-office/cli.ts', ...args], {
      cwd: path.resolve(__dirname, '../..'),
    });

  it('with --database-url: applies the schema, enrols a till with a one-time secret, revokes it', async () => {
    const url = st.ownerUrl;
    const keys = path.join(st.dir, 'keys.json');
    expect((await cli('--database-url', url, '--keys', keys)).stdout).toMatch(
      /store database ready \(schema up to date\)[\s\S]*enrol --store STORE --till NAME/,
    );
    const out = (await cli('--database-url', url, '--keys', keys, 'enrol', '--store', 'thun', '--till', 'Kasse A')).stdout;
    const secret = /^vts1\.\S+$/m.exec(out)?.[0] ?? '';
    const link = decodeStoreLink(secret);
    expect(link).toMatchObject({ store: 'thun', till: 'Kasse A' });
    // The secret logs in as the till's own role.
    const till = await st.connectAs(link!.url);
    expect((await till.query('SELECT current_user AS u')).rows[0]).toEqual({ u: `till_${link!.tillId.replace(/-/g, '')}` });
    await expect(cli('--database-url', url, '--keys', keys, 'enrol', '--store', 'thun', '--till', 'Kasse A')).rejects.toThrow(
      /already enrolled/,
    );
    expect((await cli('--database-url', url, 'revoke', '--store', 'thun', '--till', 'Kasse A')).stdout).toMatch(/revoked/);
  });
});
