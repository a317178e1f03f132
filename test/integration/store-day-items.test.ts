// What managers get from the store beyond the settled money: the drawer openings of
// every till's sessions (replicated with their session, never twice, never changed), the open
// orders of every till (an unfinished counter sale), and each open session's expected cash so far,
// the same figure as that till's own X report. Two real tills against the run's PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startTestStore, type TestStore } from '../helpers/store-pg';
import { startStoreTill, type StoreTill } from '../helpers/store-tills';

let sb: RunningSandbox;
let st: TestStore;
let t1: StoreTill;
let t2: StoreTill;

beforeAll(async () => {
  [sb, st] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startTestStore()]);
  t1 = await startStoreTill(sb, st, { store: 'thun', name: 'Kasse 1', role: 'integration' });
  t2 = await startStoreTill(sb, st, { store: 'thun', name: 'Kasse 2', role: 'integration-2' });
});
afterAll(async () => {
  await Promise.all([t1, t2].map((t) => t?.close()));
  await st?.close();
  await sb?.close();
});

/** Kasse 2's session of the store day as till 1 reads it (the open one unless `number` says). */
async function sessionOfTill2(number?: number) {
  const day = await t1.call('store.day', {});
  return day.sessions.find((s) => s.till === 'Kasse 2' && (number === undefined ? s.state === 'open' : s.number === number));
}

/** Kasse 2's drawer openings as the store holds them, with the version of their session. */
const storedOpenings = async () =>
  (
    await st.owner.query<{ reason: string; v: string; sv: string; actor: string | null }>(
      `SELECT d.reason, d.version AS v, s.version AS sv, d.actor FROM drawer_openings d
       JOIN till_sessions s ON s.till_id = d.till_id AND s.local_id = d.session_local_id
       WHERE d.till_id = $1 ORDER BY d.at, d.local_id`,
      [t2.link.tillId],
    )
  ).rows;

const pushed = async (t: StoreTill) => expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });

describe('the store day beyond the settled money', () => {
  it('drawer openings leave with their session: each once, at the session version, unchanged after its close', async () => {
    await t2.call('session.open', { floatCents: 5000 });
    // The session is at the store before its drawer is opened: each opening is a new version of it.
    await pushed(t2);
    await t2.call('payment.openDrawer', { reason: 'Wechselgeld' });
    await t2.call('payment.openDrawer', { reason: 'Münzrollen' });
    await pushed(t2);
    const first = await storedOpenings();
    expect(first.map((o) => [o.reason, o.actor])).toEqual([
      ['Wechselgeld', 'Chef Kasse 2'],
      ['Münzrollen', 'Chef Kasse 2'],
    ]);
    expect(first.every((o) => o.v === o.sv)).toBe(true);
    expect((await sessionOfTill2())?.drawerOpenings).toBe(2);

    // A lost commit answer: the same changes pushed again add nothing.
    const db = t2.core.runtime.db;
    db.prepare('UPDATE replication_state SET pushed_seq = 0').run();
    await pushed(t2);
    expect(await storedOpenings()).toEqual(first);

    // The close is a new version of the session: its openings come again with it, as they were.
    const preview = await t2.call('session.close', { countedCents: 0, confirm: false });
    const z = await t2.call('session.close', { countedCents: preview.report.drawer.expectedCents, confirm: true });
    expect(z.report.drawerOpenings).toHaveLength(2);
    await pushed(t2);
    const after = await storedOpenings();
    expect(after.map((o) => o.reason)).toEqual(['Wechselgeld', 'Münzrollen']);
    expect(after.every((o) => o.v === o.sv && Number(o.v) > Number(first[0]?.v))).toBe(true);
    expect((await sessionOfTill2(z.report.session.number))?.drawerOpenings).toBe(2);
  });

  it("an open session shows its expected cash so far: the figure of its till's X, after every sale", async () => {
    await t2.call('session.open', { floatCents: 10000 });
    await pushed(t2);
    expect((await sessionOfTill2())?.expectedCents).toBe(10000);
    await t2.sellOrder({ goodsCents: 1550, cashGivenCents: 2000 });
    await pushed(t2);
    const x1 = (await t2.call('session.x', {})).report.drawer.expectedCents;
    expect(x1).toBe(10000 + 1550);
    expect((await sessionOfTill2())?.expectedCents).toBe(x1);
    await t2.sellOrder({ goodsCents: 800, cardCents: 300, cashGivenCents: 500 });
    await pushed(t2);
    const x2 = (await t2.call('session.x', {})).report.drawer.expectedCents;
    expect(x2).toBe(x1 + 500);
    expect((await sessionOfTill2())?.expectedCents).toBe(x2);
    // Nothing moved: a run pushes nothing more.
    const seq = () => t2.core.runtime.db.prepare('SELECT seq FROM replication_state').get() as { seq: number };
    const before = seq();
    await pushed(t2);
    expect(seq()).toEqual(before);
  });

  it('open orders of every till: an unfinished counter sale shows until it ends', async () => {
    const empty = await t2.call('order.addLine', { line: { kind: 'goods', amountCents: 1200 } });
    await t2.call('order.addLine', { line: { kind: 'goods', amountCents: 350 } });
    await pushed(t2);
    const open = (await t1.call('store.day', {})).openOrders;
    expect(open).toEqual([
      expect.objectContaining({ till: 'Kasse 2', state: 'open', totalCents: 1550, lines: 2, cashier: 'Chef Kasse 2' }),
    ]);
    await t2.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 1550 } });
    expect((await t2.call('order.finish', { orderId: empty.order.id })).order.state).toBe('finished');
    await pushed(t2);
    expect((await t1.call('store.day', {})).openOrders).toEqual([]);
  });
});
