// One state machine for till and store: a journal row the till reopens (not_applied →
// needs_decision → succeeded) is followed by the store, whose day then equals the till's; and a row
// the store refuses is never skipped in silence: the till keeps it and shows it in its link status,
// and the store day flags it for that till.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { z } from 'zod';
import { claimIdentity } from '../../electron/back-office/client/identity';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import { getSetting } from '../../electron/core/store/settings';
import { insertPending, transition } from '../../electron/core/store/journal';
import { replicationState } from '../../electron/core/store/replication';
import type { JournalReplica } from '../../electron/back-office/client/replica';
import { journalBatch, startTestStore, type TestStore } from '../helpers/store-pg';
import { startStoreTill, type StoreTill } from '../helpers/store-tills';

let sb: RunningSandbox;
let st: TestStore;
let t1: StoreTill;

beforeAll(async () => {
  [sb, st] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startTestStore()]);
  t1 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 1', role: 'integration' });
});
afterAll(async () => {
  await t1?.close();
  await st.close();
  await sb.close();
});

/** A live journal row of till 1 written straight into its journal (pending), as a step would. */
function pendingRow(id: string, code: string, cents: number): void {
  insertPending(t1.core.runtime.db, {
    id,
    kind: 'redeem',
    code,
    amountCents: cents,
    currency: 'CHF',
    request: {},
    cashier: 'Chef Kasse 1',
    terminal: 'Kasse 1',
    now: t1.core.runtime.clock.now(),
  });
}
const move = (id: string, to: Parameters<typeof transition>[2]) => transition(t1.core.runtime.db, id, to, {}, t1.core.runtime.clock.now());
const stored = async (id: string) =>
  (
    await st.owner.query(`SELECT state, amount_cents::int AS cents FROM journal_rows WHERE till_id = $1 AND local_id = $2`, [
      t1.link.tillId,
      id,
    ])
  ).rows[0];

describe('one state machine for till and store', () => {
  it('a row reopened at the till (not_applied → needs_decision → succeeded) is followed by the store: its day equals the till', async () => {
    await t1.sell('DEMOTRAIN005', 2000);
    pendingRow('reopen-1', 'DEMOTRAIN009', 1000);
    move('reopen-1', 'uncertain');
    move('reopen-1', 'not_applied');
    expect(await t1.push()).toMatchObject({ state: 'connected', backlog: 0, refused: 0 });
    expect(await stored('reopen-1')).toEqual({ state: 'not_applied', cents: 1000 });
    move('reopen-1', 'needs_decision');
    expect(await t1.push()).toMatchObject({ state: 'connected', backlog: 0, refused: 0 });
    expect(await stored('reopen-1')).toEqual({ state: 'needs_decision', cents: 1000 });
    move('reopen-1', 'succeeded');
    expect(await t1.push()).toMatchObject({ state: 'connected', backlog: 0, refused: 0 });
    expect(await stored('reopen-1')).toEqual({ state: 'succeeded', cents: 1000 });
    // The store day's redemptions of this till are the till's own succeeded redemptions.
    const own = t1.core.runtime.db
      .prepare(`SELECT sum(amount_cents) AS c FROM journal WHERE mode = 'live' AND kind = 'redeem' AND state = 'succeeded'`)
      .get() as { c: number };
    const day = await t1.call('store.day', {});
    expect(day.perTill.filter((r) => r.kind === 'redeem').reduce((a, r) => a + r.amountCents, 0)).toBe(own.c);
    expect(own.c).toBe(3000);
  });

  it("a finished order's total is final at the store: a refund at the till is an order of its own, the original stays as it was", async () => {
    await t1.sellOrder({ goodsCents: 3000, cashGivenCents: 3000 });
    const db = t1.core.runtime.db;
    const sold = db.prepare(`SELECT id FROM orders WHERE state = 'finished' ORDER BY finished_at DESC, rowid DESC LIMIT 1`).get() as {
      id: string;
    };
    expect(await t1.push()).toMatchObject({ state: 'connected', backlog: 0, refused: 0 });
    const refund = (await t1.call('order.refund', { orderId: sold.id, paymentMethodId: 'cash' })).order;
    expect(await t1.push()).toMatchObject({ state: 'connected', backlog: 0, refused: 0 });
    const orders = await st.owner.query(
      `SELECT local_id = $2 AS original, state, total_cents::int AS total FROM orders
       WHERE till_id = $1 AND local_id IN ($2, $3) ORDER BY 1 DESC`,
      [t1.link.tillId, sold.id, refund.id],
    );
    expect(orders.rows).toEqual([
      { original: true, state: 'finished', total: 3000 },
      { original: false, state: 'finished', total: -3000 },
    ]);
  });

  it('a row the store refuses shows on the till with its reason and in the store day, never in silence', async () => {
    pendingRow('victim', 'DEMOTRAIN010', 1500);
    move('victim', 'uncertain');
    expect(await t1.push()).toMatchObject({ state: 'connected', refused: 0 });
    // Someone else with this till's own secret and install id writes the row's next version first: 0.01 succeeded.
    const next = replicationState(t1.core.runtime.db).seq + 1;
    const hostile = await st.connectAs(t1.link.url);
    const install = getSetting(t1.core.runtime.db, 'store.install', z.object({ id: z.string() }).nullable(), null);
    await claimIdentity(hostile, { install: install?.id ?? '', copy: false, earlier: [] }, 'hostile');
    await beginPush(hostile, { head: next, backlog: 0, since: null, version: 'x' });
    const copy = await st.owner.query<JournalReplica>(
      `SELECT local_id, kind, code_masked, code_hash, amount_cents::int, currency, balance_after_cents::int, payment_method, payment_kind,
         purchase_id, ref_id, sale_id, cashier, to_char(business_day, 'YYYY-MM-DD') AS business_day, created_at, updated_at, order_local_id
       FROM journal_rows WHERE till_id = $1 AND local_id = 'victim'`,
      [t1.link.tillId],
    );
    const forged: JournalReplica = { ...copy.rows[0]!, version: next, state: 'succeeded', amount_cents: 1 };
    // The forger writes the journal row only (its money facts would be refused the same way).
    expect(await pushBatch(hostile, t1.link, { ...journalBatch([forged]), moneyFacts: [] })).toEqual([]);
    // The till's own next version of the row: succeeded, 15.00.
    move('victim', 'succeeded');
    expect(replicationState(t1.core.runtime.db).seq).toBe(next);
    const status = await t1.push();
    expect(status).toMatchObject({ state: 'connected', backlog: 0, refused: 1 });
    expect(status?.refusals).toEqual([
      expect.objectContaining({ table: 'journal_rows', localId: 'victim', version: next, state: 'succeeded', reason: 'other_content' }),
    ]);
    expect((await t1.call('app.status', {})).store).toMatchObject({ refused: 1 });
    // The store kept its copy and says so: the store day flags the till.
    expect(await stored('victim')).toEqual({ state: 'succeeded', cents: 1 });
    const day = await t1.call('store.day', {});
    expect(day.tills.find((t) => t.self)).toMatchObject({ refused: 1 });
    // Pushing on changes nothing more: the same refusal is kept once.
    expect(await t1.push()).toMatchObject({ refused: 1 });
  });
});
