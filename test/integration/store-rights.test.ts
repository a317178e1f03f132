// The store's rights at the SQL level, each till logged in with its own role: till 2 cannot insert,
// update or delete till 1's rows nor read another store; the chain role reads every store; a state
// that moves back and a changed amount are refused; the same ids with other content (a cloned
// till) are refused and the till flagged; a revoked till gets a clear error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createChainUser, revokeTill } from '../../electron/back-office/enrol';
import { beginPush, pushBatch, reportGap, StorePushError } from '../../electron/back-office/client/push';
import type { OrderReplica, TenderReplica } from '../../electron/back-office/client/replica';
import { readChainMonth } from '../../electron/back-office/client/chain';
import { chainText } from '../../electron/back-office/chain-text';
import type { StoreLink } from '../../electron/back-office/client/link';
import { journalBatch, journalRow, orderFactReplicas, startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;
const links: Record<string, StoreLink> = {};
const as: Record<string, pg.Client> = {};
let chain: pg.Client;

const row = journalRow;

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
    // The head of each push bounds its versions.
    await beginPush(as[name], { head: 100, backlog: 0, since: null, version: 'test' });
  }
  await pushBatch(
    as.t1!,
    links.t1!,
    journalBatch([row('a', 1), row('b', 2, { state: 'uncertain' }), row('d', 3, { state: 'needs_decision' })]),
  );
  await pushBatch(as.t3!, links.t3!, journalBatch([row('c', 1)]));
});
afterAll(async () => {
  await st.close();
});

describe('rights of the tills', () => {
  it("till 2 cannot insert, update or delete till 1's rows", async () => {
    const t2 = as.t2!;
    // Inserting under till 1's id: the row-level policy refuses it.
    await expect(pushBatch(t2, { tillId: links.t1!.tillId, store: 'bern' }, journalBatch([row('x', 9)]))).rejects.toMatchObject({
      failure: 'refused',
    });
    // Updating: no till writes a table itself (its own rows neither), only through the push functions.
    expect(await codeOf(t2.query(`UPDATE journal_rows SET amount_cents = 1 WHERE till_id = $1`, [links.t1!.tillId]))).toBe('42501');
    expect(await codeOf(as.t1!.query(`UPDATE journal_rows SET amount_cents = 1`))).toBe('42501');
    expect(await codeOf(t2.query(`DELETE FROM journal_rows WHERE till_id = $1`, [links.t1!.tillId]))).toBe('42501');
    // Till 1 itself cannot delete its own rows either: nobody deletes.
    expect(await codeOf(as.t1!.query(`DELETE FROM journal_rows`))).toBe('42501');
    const { rows } = await st.owner.query(`SELECT local_id, amount_cents FROM journal_rows WHERE till_id = $1 ORDER BY 1`, [
      links.t1!.tillId,
    ]);
    expect(rows).toEqual([
      { local_id: 'a', amount_cents: '1500' },
      { local_id: 'b', amount_cents: '1500' },
      { local_id: 'd', amount_cents: '1500' },
    ]);
  });

  it('a till reads its own store, never another; the chain role reads all', async () => {
    const seen = await as.t2!.query<{ local_id: string }>('SELECT local_id FROM journal_rows ORDER BY 1');
    expect(seen.rows.map((r) => r.local_id)).toEqual(['a', 'b', 'd']);
    const tills = await as.t2!.query<{ name: string }>('SELECT name FROM tills ORDER BY 1');
    expect(tills.rows.map((r) => r.name)).toEqual(['t1', 't2']);
    const password = await createChainUser(st.owner, 'chain_office');
    const url = new URL(st.ownerUrl);
    url.username = 'chain_office';
    url.password = password;
    chain = await st.connectAs(url.toString());
    const all = await chain.query<{ local_id: string }>('SELECT local_id FROM journal_rows ORDER BY 1');
    expect(all.rows.map((r) => r.local_id)).toEqual(['a', 'b', 'c', 'd']);
    expect(await codeOf(chain.query(`UPDATE journal_rows SET amount_cents = 1`))).toBe('42501');
  });

  it('the chain view: the chain role reads every store per day and month, a till role its own store only', async () => {
    // Till 3 (basel) sells goods of 20.00 paid with 25.00 in cash: 5.00 change.
    const day = '2026-11-25';
    const at = `${day}T10:00:00.000Z`;
    const order: OrderReplica = {
      local_id: 'o-basel',
      version: 2,
      session_local_id: null,
      state: 'finished',
      total_cents: 2000,
      currency: 'CHF',
      cashier: 'Ben',
      business_day: day,
      created_at: at,
      updated_at: at,
      change_cents: 500,
      rounding_cents: 0,
      finished_at: at,
    };
    const cash: TenderReplica = {
      local_id: 't-basel',
      version: 2,
      order_local_id: 'o-basel',
      session_local_id: null,
      state: 'taken',
      method: 'cash',
      method_kind: 'cash',
      amount_cents: 2500,
      currency: 'CHF',
      code_masked: null,
      code_hash: null,
      journal_local_id: null,
      cashier: 'Ben',
      business_day: day,
      created_at: at,
    };
    const batch = journalBatch([row('c', 1)]);
    const moneyFacts = [...(batch.moneyFacts ?? []), ...orderFactReplicas(order, [cash])];
    await pushBatch(as.t3!, links.t3!, { ...batch, orders: [order], tenders: [cash], moneyFacts, lastSeq: 2 });
    const all = await readChainMonth(chain, '2026-11');
    const figures = (m: typeof all) => m.days.map((d) => [d.store, d.day, d.orders, d.salesCents, d.cashCents, d.vouchersCents]);
    expect(figures(all)).toEqual([
      ['basel', day, 1, 2000, 2000, 1500],
      ['bern', day, 0, 0, 0, 1500],
    ]);
    expect(all.stores.map((s) => [s.store, s.day, s.cashCents])).toEqual([
      ['basel', null, 2000],
      ['bern', null, 0],
    ]);
    expect(chainText(all)).toMatch(/basel +2026-11-25 +1 +20\.00 +20\.00/);
    // The same query with till 2's own role: its store only.
    const own = await readChainMonth(as.t2!, '2026-11');
    expect(figures(own)).toEqual([['bern', day, 0, 0, 0, 1500]]);
    expect((await readChainMonth(chain, '2026-10')).days).toEqual([]);
  });

  it('refuses a state that moves back and a changed amount (the guard trigger, for the owner too)', async () => {
    const o = st.owner;
    const upd = (set: string, id: string) =>
      o.query(`UPDATE journal_rows SET ${set} WHERE till_id = $1 AND local_id = $2`, [links.t1!.tillId, id]);
    expect(await codeOf(upd(`state = 'pending', version = 10`, 'a'))).toBe('SR001');
    expect(await codeOf(upd(`state = 'failed', version = 10`, 'a'))).toBe('SR001');
    expect(await codeOf(upd(`amount_cents = 1, version = 10`, 'a'))).toBe('SR002');
    expect(await codeOf(upd(`payment_kind = 'card', version = 10`, 'a'))).toBe('SR002');
    expect(await codeOf(upd(`state = 'uncertain', version = 11`, 'd'))).toBe('SR001');
    expect(await codeOf(upd(`state = 'succeeded', version = 1`, 'b'))).toBe('SR001');
    // Forward is fine: uncertain -> succeeded with a newer version.
    expect(await codeOf(upd(`state = 'succeeded', version = 10`, 'b'))).toBeUndefined();
  });

  it('the push keeps the newer copy: an older or backward row changes nothing and is refused aloud, twice is once', async () => {
    const t1 = as.t1!;
    // b: an older copy; d: a newer version whose state moves back (a till restored from a backup).
    const stale = journalBatch([row('a', 1), row('b', 5, { state: 'pending' }), row('d', 12, { state: 'uncertain' })]);
    const reasons = (r: Awaited<ReturnType<typeof pushBatch>>) => r.map((x) => `${x.localId}: ${x.reason}`).sort();
    // Never in silence: both come back with their reason (a is the same row again: no refusal).
    expect(reasons(await pushBatch(t1, links.t1!, stale))).toEqual(['b: not_newer', 'd: state_move']);
    expect(reasons(await pushBatch(t1, links.t1!, stale))).toEqual(['b: not_newer', 'd: state_move']);
    const { rows } = await st.owner.query(`SELECT local_id, state, version FROM journal_rows WHERE till_id = $1 ORDER BY 1`, [
      links.t1!.tillId,
    ]);
    expect(rows).toEqual([
      { local_id: 'a', state: 'succeeded', version: '1' },
      { local_id: 'b', state: 'succeeded', version: '10' },
      { local_id: 'd', state: 'needs_decision', version: '3' },
    ]);
  });

  it('a cloned till (the same ids with other content) is refused and flagged, never merged', async () => {
    const t1 = as.t1!;
    const err = await pushBatch(t1, links.t1!, journalBatch([row('a', 20, { kind: 'charge', amount_cents: 9900 })])).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StorePushError);
    expect((err as StorePushError).failure).toBe('cloned');
    const { rows } = await st.owner.query(`SELECT kind, amount_cents FROM journal_rows WHERE local_id = 'a' AND till_id = $1`, [
      links.t1!.tillId,
    ]);
    expect(rows).toEqual([{ kind: 'redeem', amount_cents: '1500' }]);
    const flagged = await st.owner.query(`SELECT cloned_at IS NOT NULL AS cloned FROM tills WHERE id = $1`, [links.t1!.tillId]);
    expect(flagged.rows).toEqual([{ cloned: true }]);
    const events = await st.owner.query(`SELECT kind FROM till_events WHERE till_id = $1 AND kind = 'cloned'`, [links.t1!.tillId]);
    expect(events.rowCount).toBe(1);
    // From now on the till is refused with a clear error, and can no longer write anything.
    await expect(beginPush(t1, { head: 30, backlog: 0, since: null, version: 't' })).rejects.toMatchObject({ failure: 'cloned' });
    await expect(pushBatch(t1, links.t1!, journalBatch([row('new', 31)]))).rejects.toMatchObject({ failure: 'cloned' });
    const none = await st.owner.query(`SELECT 1 FROM journal_rows WHERE local_id = 'new'`);
    expect(none.rowCount).toBe(0);
  });

  it('a second gap before a manager cleared the first flags the till as cloned', async () => {
    expect(await reportGap(as.t2!, 0, 0)).toBe('gap');
    expect(await reportGap(as.t2!, 0, 0)).toBe('cloned');
    const { rows } = await st.owner.query(`SELECT kind FROM till_events WHERE till_id = $1 AND kind IN ('gap', 'cloned') ORDER BY id`, [
      links.t2!.tillId,
    ]);
    expect(rows.map((r: { kind: string }) => r.kind)).toEqual(['gap', 'cloned']);
  });

  it('a revoked till gets a clear error and cannot log in again', async () => {
    expect(await revokeTill(st.owner, 'basel', 't3')).toBe(true);
    const err = await st.connectAs(links.t3!.url).catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('28000');
  });
});
