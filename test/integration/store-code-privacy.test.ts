// No way back to a code at the store: a till role reads no code hash (every table that has one),
// while its own reads (what the store holds from it, the store day) and its one question (which
// other tills redeemed these codes) still work; the owner and the chain role see the hashes; a
// code pushed from two tills gets one hash; a row pushed before the slow hash keeps its first one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createChainUser } from '../../electron/back-office/enrol';
import { codeHash, createCodeHasher } from '../../electron/back-office/client/code-hash';
import { beginPush, pushBatch, storedVersions } from '../../electron/back-office/client/push';
import { findRedemptionsByCode, readStoreDay } from '../../electron/back-office/client/store-day';
import type { StoreLink } from '../../electron/back-office/client/link';
import type { JournalReplica } from '../../electron/back-office/client/replica';
import { journalReplica } from '../../electron/core/replication/replica-of';
import type { JournalChange } from '../../electron/core/store/replication';
import { journalBatch, startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;
const links: Record<string, StoreLink> = {};
const as: Record<string, pg.Client> = {};
const day = '2026-11-25';
const CODE = 'UXLHXVUDKAQF';

const change = (id: string, seq: number, code: string | null, over: Partial<JournalChange> = {}): JournalChange => ({
  id,
  seq,
  kind: 'redeem',
  state: 'succeeded',
  code,
  amountCents: 2000,
  currency: 'CHF',
  balanceAfter: 0,
  paymentMethod: null,
  paymentKind: null,
  purchaseId: null,
  refId: null,
  saleId: null,
  cashier: 'Anna',
  day,
  createdAt: `${day}T09:00:00.000Z`,
  updatedAt: `${day}T09:00:01.000Z`,
  orderId: null,
  ...over,
});

/** A journal row as a till's pusher builds it (its own hasher: the slow hash, once per code). */
async function replicaOf(link: StoreLink, c: JournalChange): Promise<JournalReplica> {
  const hasher = createCodeHasher(link.codeKey);
  journalReplica(c, hasher.protect);
  await hasher.settle();
  return journalReplica(c, hasher.protect);
}

const codeOf = async (p: Promise<unknown>): Promise<string | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e as { code?: string }).code,
  );

beforeAll(async () => {
  st = await startTestStore();
  for (const [name, store] of [
    ['t1', 'bern'],
    ['t2', 'bern'],
    ['t3', 'basel'],
  ] as const) {
    links[name] = (await st.enrol(store, name)).link;
    as[name] = await st.connectAs(links[name].url);
    // The head a push announces first: no version of it may go beyond.
    await beginPush(as[name], { head: 100, backlog: 0, since: null, version: 'test' });
  }
  // The same voucher redeemed at both tills of bern (spelt differently), and at basel.
  await pushBatch(as.t1!, links.t1!, journalBatch([await replicaOf(links.t1!, change('a', 1, CODE))]));
  await pushBatch(as.t2!, links.t2!, journalBatch([await replicaOf(links.t2!, change('b', 1, 'uxlh-xvud-kaqf', { amountCents: 500 }))]));
  await pushBatch(as.t3!, links.t3!, journalBatch([await replicaOf(links.t3!, change('c', 1, CODE))]));
});
afterAll(async () => {
  await st.close();
});

describe('code hashes at the store', () => {
  it('a till role is refused every code_hash column (42501), its other columns it reads', async () => {
    const tables = await st.owner.query<{ t: string }>(
      `SELECT c.relname AS t FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND a.attname = 'code_hash' AND NOT a.attisdropped AND c.relkind IN ('r', 'p', 'v', 'm') ORDER BY 1`,
    );
    expect(tables.rows.map((r) => r.t)).toEqual(expect.arrayContaining(['journal_rows', 'order_lines', 'tenders']));
    for (const { t } of tables.rows) {
      expect(await codeOf(as.t1!.query(`SELECT code_hash FROM ${t}`)), t).toBe('42501');
      expect(await codeOf(as.t1!.query(`SELECT * FROM ${t}`)), t).toBe('42501');
      expect(await codeOf(as.t1!.query(`SELECT count(*) FROM ${t} WHERE code_hash = 'x'`)), t).toBe('42501');
      expect(await codeOf(as.t1!.query(`SELECT to_jsonb(x) FROM ${t} x`)), t).toBe('42501');
    }
    const own = await as.t1!.query<{ local_id: string; code_masked: string }>('SELECT local_id, code_masked FROM journal_rows ORDER BY 1');
    expect(own.rows).toEqual([
      { local_id: 'a', code_masked: '…KAQF' },
      { local_id: 'b', code_masked: '…KAQF' },
    ]);
  });

  it("a till's own reads still work: what the store holds from it, and the store day", async () => {
    expect([...(await storedVersions(as.t1!, links.t1!.tillId, 0, 10))]).toEqual([['a', 1]]);
    const storeDay = await readStoreDay(as.t1!, 'bern', day);
    expect(storeDay.perTill.map((r) => [r.kind, r.count, r.amount]).sort()).toEqual([
      ['redeem', 1, 2000],
      ['redeem', 1, 500],
    ]);
  });

  it('the owner and the chain role see the hashes; one code pushed from two tills has one hash', async () => {
    const { rows } = await st.owner.query<{ till_id: string; code_hash: string }>('SELECT till_id, code_hash FROM journal_rows');
    const hash = await codeHash(CODE, links.t1!.codeKey);
    expect(hash).toMatch(/^s1\./);
    const bern = rows.filter((r) => r.till_id !== links.t3!.tillId).map((r) => r.code_hash);
    expect(bern).toEqual([hash, hash]);
    // Another store has another key: its hash of the same code is another.
    expect(rows.find((r) => r.till_id === links.t3!.tillId)?.code_hash).not.toBe(hash);
    const grouped = await st.owner.query(`SELECT count(*)::int AS n FROM journal_rows WHERE store_id = 'bern' GROUP BY code_hash`);
    expect(grouped.rows).toEqual([{ n: 2 }]);
    const password = await createChainUser(st.owner, 'chain_privacy');
    const url = new URL(st.ownerUrl);
    url.username = 'chain_privacy';
    url.password = password;
    const chain = await st.connectAs(url.toString());
    expect((await chain.query('SELECT code_hash FROM journal_rows')).rows).toHaveLength(3);
  });

  it("a till asks which other tills of its store redeemed a code, never its own nor another store's", async () => {
    const hash = await codeHash(CODE, links.t1!.codeKey);
    expect(await findRedemptionsByCode(as.t1!, { day, hashes: [hash] })).toEqual([{ code_hash: hash, amount: 500, till: 't2' }]);
    expect(await findRedemptionsByCode(as.t2!, { day, hashes: [hash] })).toEqual([{ code_hash: hash, amount: 2000, till: 't1' }]);
    const basel = await codeHash(CODE, links.t3!.codeKey);
    expect(await findRedemptionsByCode(as.t1!, { day, hashes: [basel] })).toEqual([]);
    expect(await findRedemptionsByCode(as.t3!, { day, hashes: [hash, basel] })).toEqual([]);
    // One question asks at most 500 hashes; the owner is no till.
    const many = Array.from({ length: 501 }, (_, i) => `h${i}`);
    expect(await codeOf(as.t1!.query('SELECT * FROM store_redemptions_by_code($1::date, $2::text[])', [day, many]))).toBe('22023');
    expect(await codeOf(st.owner.query('SELECT * FROM store_redemptions_by_code($1::date, $2::text[])', [day, [hash]]))).toBe('42501');
  });

  it('a row the store holds with the first (fast) hash keeps it when pushed again with the slow one: no clone', async () => {
    const first = {
      ...(await replicaOf(links.t1!, change('old', 2, 'QWERTYUIOPAS', { state: 'uncertain' }))),
      code_hash: 'hmacStyleHash0123456789_-abcdefghijklmnopqr',
    };
    await pushBatch(as.t1!, links.t1!, journalBatch([first]));
    const next = await replicaOf(links.t1!, change('old', 3, 'QWERTYUIOPAS'));
    expect(next.code_hash).toMatch(/^s1\./);
    await pushBatch(as.t1!, links.t1!, journalBatch([next]));
    const { rows } = await st.owner.query(`SELECT state, version, code_hash FROM journal_rows WHERE local_id = 'old'`);
    expect(rows).toEqual([{ state: 'succeeded', version: '3', code_hash: first.code_hash }]);
    const till = await st.owner.query(`SELECT cloned_at FROM tills WHERE id = $1`, [links.t1!.tillId]);
    expect(till.rows[0]?.cloned_at).toBeNull();
  });
});
