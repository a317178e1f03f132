// The kept totals (money_rollup, day_sales, day_totals) against a till's own role and a store login: the till
// writes none of their rows (insert, update, delete, truncate), switches off none of the triggers
// that keep them and calls none of those triggers' functions; the till and the store login read
// their own store's totals only, the chain every store's. The totals as the owner sees them are
// exactly as before every attack.
import crypto from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainUser, createManagerUser } from '../../electron/back-office/enrol';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import { journalBatch, journalRow, startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;
const as: Record<string, pg.Client> = {};
const tag = crypto.randomBytes(4).toString('hex');
const ROLLUPS = ['day_totals', 'day_sales', 'money_rollup'] as const;

/** The SQLSTATE a statement fails with (undefined: it did not fail). */
const codeOf = (p: Promise<unknown>): Promise<string | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e as { code?: string }).code ?? 'no code',
  );

/** Both rollups as the owner sees them, one md5 each. */
async function checksum(): Promise<string[]> {
  const out: string[] = [];
  for (const t of ROLLUPS) {
    const { rows } = await st.owner.query<{ m: string }>(
      `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS m FROM ${t} x`,
    );
    out.push(rows[0]!.m);
  }
  return out;
}

const storesSeen = async (c: pg.ClientBase, table: string) =>
  (await c.query<{ s: string }>(`SELECT DISTINCT store_id AS s FROM ${table} ORDER BY 1`)).rows.map((r) => r.s);

beforeAll(async () => {
  // A cluster of its own: logins are cluster-wide, and the backup test counts the shared cluster's.
  st = await startTestStore({ ownCluster: true });
  for (const store of ['bern', 'basel']) {
    const { link } = await st.enrol(store, 'Kasse 1');
    as[store] = await st.connectAs(link.url);
    await beginPush(as[store], { head: 100, backlog: 0, since: null, version: 'test' });
    const load = journalRow(`${store}-1`, 1, { kind: 'charge', amount_cents: 5000, payment_method: 'cash', payment_kind: 'cash' });
    await pushBatch(as[store], link, journalBatch([load]));
  }
  const url = (name: string, password: string) => {
    const u = new URL(st.ownerUrl);
    u.username = name;
    u.password = password;
    return u.toString();
  };
  as.manager = await st.connectAs(url(`mgr_bern_${tag}`, await createManagerUser(st.owner, 'bern', `mgr_bern_${tag}`)));
  as.chain = await st.connectAs(url(`chain_${tag}`, await createChainUser(st.owner, `chain_${tag}`)));
});
afterAll(async () => {
  await st.close();
});

describe('the kept totals against a till and a store login', () => {
  it('a till writes no row of them, directly or by their functions, and switches off no trigger', async () => {
    const before = await checksum();
    const till = as.bern!;
    const attacks = [
      `INSERT INTO day_totals SELECT * FROM day_totals`,
      `INSERT INTO day_totals (store_id, till_id, business_day, facts, cash, card, other, vouchers, refunds, free_credit, orders, sales,
         sessions, difference) VALUES ('bern', gen_random_uuid(), '2026-11-25', 1, 99999, 0, 0, 0, 0, 0, 0, 0, 0, 0)`,
      `UPDATE day_totals SET cash = cash + 100000`,
      `DELETE FROM day_totals`,
      `TRUNCATE day_totals`,
      `INSERT INTO money_rollup SELECT * FROM money_rollup`,
      `UPDATE money_rollup SET cents = 0`,
      `DELETE FROM money_rollup`,
      `TRUNCATE money_rollup`,
      `INSERT INTO day_sales SELECT * FROM day_sales`,
      `UPDATE day_sales SET cents = 0`,
      `DELETE FROM day_sales`,
      `ALTER TABLE money_facts DISABLE TRIGGER money_facts_roll_insert`,
      `ALTER TABLE day_totals DISABLE ROW LEVEL SECURITY`,
      `SELECT store_roll_money_facts()`,
    ];
    for (const sql of attacks) expect([sql, await codeOf(till.query(sql))]).toEqual([sql, '42501']);
    expect(await checksum()).toEqual(before);
  });

  it('a till and a store login read their own store only; the chain reads every store', async () => {
    for (const t of ROLLUPS) {
      expect(await storesSeen(as.bern!, t)).toEqual(['bern']);
      expect(await storesSeen(as.basel!, t)).toEqual(['basel']);
      expect(await storesSeen(as.manager!, t)).toEqual(['bern']);
      expect(await storesSeen(as.chain!, t)).toEqual(['basel', 'bern']);
      // Asked for the other store by name: nothing.
      const other = await as.manager!.query(`SELECT * FROM ${t} WHERE store_id = 'basel'`);
      expect(other.rows).toEqual([]);
    }
    // The store login writes nothing either.
    expect(await codeOf(as.manager!.query(`UPDATE day_totals SET cash = 0`))).toBe('42501');
  });
});
