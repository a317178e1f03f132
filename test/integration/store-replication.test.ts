// Tills replicating to a real PostgreSQL store: the store down while till 2 sells (backlog shown,
// then every row arrives once, in order), a lost commit answer, a wrong till clock, a till
// restored from an older backup (newer kept, gap flagged), a revoked till (clear error, backlog
// kept), the store day of three tills against their own Z reports, and no full voucher code
// anywhere in the store database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
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
  // A cluster of its own: this file stops and starts PostgreSQL.
  [sb, st] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startTestStore({ ownCluster: true })]);
  t1 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 1', role: 'integration' });
  t2 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 2', role: 'integration-2', dataDir: path.join(tmp, 't2') });
  // Till 3's connections do not hear that the server ended them (as when the till has not read it
  // yet): its revocation below finds the kept connection dead.
  const deaf = async (url: string) => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => undefined);
    const on = c.on.bind(c) as (event: string, fn: (...a: unknown[]) => void) => pg.Client;
    c.on = ((event: string, fn: (...a: unknown[]) => void) => (event === 'error' ? c : on(event, fn))) as typeof c.on;
    await c.connect();
    return c;
  };
  t3 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 3', role: 'integration', connect: deaf });
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
      `SELECT id, repl_seq AS v FROM journal WHERE mode = 'live' UNION ALL SELECT uid, repl_seq FROM audit_log WHERE mode = 'live'
       UNION ALL SELECT id, repl_seq FROM orders WHERE mode = 'live' ORDER BY 2`,
    )
    .all() as Array<{ id: string; v: number }>;
/** The same till's rows as the store holds them. */
const storeRows = async (t: StoreTill) =>
  (
    await st.owner.query<{ id: string; v: string }>(
      `SELECT local_id AS id, version AS v FROM journal_rows WHERE till_id = $1 UNION ALL
       SELECT local_id, version FROM audit_entries WHERE till_id = $1 UNION ALL
       SELECT local_id, version FROM orders WHERE till_id = $1 ORDER BY 2`,
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

describe('the store day and the faults of a store', () => {
  it('the store day on till 1 equals the sum of the three tills own Z reports', async () => {
    await t1.sell('DEMOTRAIN005', 1200);
    await t3.sell('DEMOTRAIN006', 800);
    await t3.sell('DEMOTRAIN007', 300);
    // Orders of the counter sale: a voucher, card and cash with change and rounding; cash only; card only.
    await t1.sellOrder({ goodsCents: 6033, code: 'DEMOTRAIN005', voucherCents: 1000, cardCents: 2000, cashGivenCents: 4000 });
    await t2.sellOrder({ goodsCents: 1500, cashGivenCents: 2000 });
    await t3.sellOrder({ goodsCents: 2500, cardCents: 2500 });
    // Each till counts its drawer and closes (till 2 is 5.00 short): its own Z.
    const zs = [];
    for (const [t, short] of [
      [t1, 0],
      [t2, 500],
      [t3, 0],
    ] as const) {
      const preview = await t.call('session.close', { countedCents: 0, confirm: false });
      const z = await t.call('session.close', { countedCents: preview.report.drawer.expectedCents - short, confirm: true });
      expect(z).toMatchObject({ closed: true, report: { kind: 'z' } });
      zs.push(z.report);
    }
    for (const t of [t1, t2, t3]) expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
    const day = await t1.call('store.day', {});
    // Money per method: the store's (from the orders' tenders, cash less the change) is the sum of the Zs.
    const zMethods = new Map<string | null, number>();
    for (const z of zs) {
      expect(z.session.day).toBe(day.day);
      for (const m of z.split.methods) zMethods.set(m.method, (zMethods.get(m.method) ?? 0) + m.netCents);
    }
    expect(new Map(day.perMethod.map((m) => [m.method, m.amountCents]))).toEqual(new Map([...zMethods].filter(([, v]) => v !== 0)));
    expect(day.perMethod.map((m) => [m.method, m.paymentKind, m.amountCents])).toEqual([
      ['card', 'card', 2000 + 2500],
      ['cash', 'cash', 4000 - 965 + (2000 - 500)],
    ]);
    // Vouchers accepted: the store's redemptions are the Zs' (free credit and vouchers never cash).
    const redeemed = day.perTill.filter((r) => r.kind === 'redeem').reduce((a, r) => a + r.amountCents, 0);
    expect(redeemed).toBe(zs.reduce((a, z) => a + z.split.vouchersAccepted.amountCents, 0));
    expect(redeemed).toBe(1000 + 1500 + 700 + 900 + 1200 + 800 + 300 + 1000);
    // The store's sessions: per till the float, expected and counted cash of its Z.
    expect(day.sessions.map((x) => [x.till, x.state, x.expectedCents, x.countedCents, x.differenceCents])).toEqual(
      expect.arrayContaining(
        zs.map((z, i) => [`Kasse ${i + 1}`, 'closed', z.drawer.expectedCents, z.drawer.countedCents, z.drawer.differenceCents]),
      ),
    );
    expect(day.sessions.find((x) => x.till === 'Kasse 2')?.differenceCents).toBe(-500);
    // The cross-check of till 1's closing names till 2 (another key) by its store name.
    const closing = await t1.call('report.closing', {});
    const named = closing.crossCheck.otherTills.filter((o) => ['DEMOTRAIN001', 'DEMOTRAIN002'].includes(o.code));
    expect(named.map((o) => [o.code, o.storeTill]).sort()).toEqual([
      ['DEMOTRAIN001', 'Kasse 2'],
      ['DEMOTRAIN002', 'Kasse 2'],
    ]);
    // Till 1's order arrived whole: header, line and tenders (the voucher masked), at one version.
    const t1Order = await st.owner.query(
      `SELECT o.state, o.total_cents::int AS total, o.change_cents::int AS change, o.rounding_cents::int AS rounding,
              json_agg(json_build_object('kind', t.method_kind, 'state', t.state, 'cents', t.amount_cents, 'code', t.code_masked,
                'same', t.version = o.version) ORDER BY t.created_at) AS tenders
       FROM orders o JOIN tenders t ON t.till_id = o.till_id AND t.order_local_id = o.local_id WHERE o.till_id = $1
       GROUP BY o.local_id, o.state, o.total_cents, o.change_cents, o.rounding_cents ORDER BY o.total_cents DESC`,
      [t1.link.tillId],
    );
    expect(t1Order.rows).toEqual([
      {
        state: 'finished',
        total: 6033,
        change: 965,
        rounding: 2,
        tenders: [
          { kind: 'voucher', state: 'taken', cents: 1000, code: '…N005', same: true },
          { kind: 'card', state: 'taken', cents: 2000, code: null, same: true },
          { kind: 'cash', state: 'taken', cents: 4000, code: null, same: true },
        ],
      },
      // The voucher sale before it is an order of its own (the one sale path).
      {
        state: 'finished',
        total: 1200,
        change: 0,
        rounding: 0,
        tenders: [{ kind: 'voucher', state: 'taken', cents: 1200, code: '…N005', same: true }],
      },
    ]);
    // Per till by name, this till marked, each till's contact and backlog.
    expect(day.tills.map((t) => [t.till, t.self, t.backlog, t.flag])).toEqual([
      ['Kasse 1', true, 0, null],
      ['Kasse 2', false, 0, null],
      ['Kasse 3', false, 0, null],
    ]);
    expect(day.tills.every((t) => t.lastContactAt !== null)).toBe(true);
    expect(day.perTill.filter((r) => r.kind === 'redeem').map((r) => [r.till, r.amountCents])).toEqual(
      expect.arrayContaining([
        ['Kasse 1', 1200 + 1000],
        ['Kasse 3', 1100],
      ]),
    );
    expect(day.perCashier.length).toBeGreaterThan(0);
    expect(day.open).toEqual([]);
  });

  it('a till restored from an older backup: newer rows kept, the gap flagged, its new rows arrive', async () => {
    const dir = path.join(tmp, 't2');
    const backup = path.join(tmp, 't2-backup.db');
    t2.core.runtime.db.exec(`VACUUM INTO '${backup}'`);
    await t2.sell('DEMOTRAIN008', 400);
    await t2.push();
    const lost = localRows(t2).slice(-1)[0]!;
    await t2.close();
    for (const f of ['terminal.db', 'terminal.db-wal', 'terminal.db-shm']) fs.rmSync(path.join(dir, f), { force: true });
    fs.copyFileSync(backup, path.join(dir, 'terminal.db'));
    const secret = t2.secrets.get('store.link')!;
    t2 = await startStoreTill(sb, st, {
      store: 'bern',
      name: 'Kasse 2',
      role: 'integration-2',
      dataDir: dir,
      secret,
      link: t2.link,
      setup: false,
    });
    await t2.sell('DEMOTRAIN009', 250);
    expect(await t2.push()).toMatchObject({ state: 'connected', backlog: 0 });
    const stored = await storeRows(t2);
    // The row the backup never saw is still there; every row the restored till has arrived.
    expect(stored).toContainEqual(lost);
    const ids = new Set(stored.map((r) => r.id));
    expect(localRows(t2).every((r) => ids.has(r.id))).toBe(true);
    expect(
      Math.min(
        ...localRows(t2)
          .slice(-1)
          .map((r) => r.v),
      ),
    ).toBeGreaterThan(lost.v);
    const flags = await st.owner.query(`SELECT gap_at IS NOT NULL AS gap, cloned_at FROM tills WHERE id = $1`, [t2.link.tillId]);
    expect(flags.rows[0]).toEqual({ gap: true, cloned_at: null });
  });

  it('a wrong till clock: the row keeps the till day, the order is the till sequence', async () => {
    const t4 = await startStoreTill(sb, st, {
      store: 'bern',
      name: 'Kasse 4',
      role: 'integration',
      clock: { now: () => new Date('2019-03-01T10:00:00.000Z') },
    });
    try {
      await t4.sell('DEMOTRAIN010', 100);
      expect(await t4.push()).toMatchObject({ state: 'connected', backlog: 0 });
      const { rows } = await st.owner.query<{ day: string; version: string }>(
        `SELECT to_char(business_day, 'YYYY-MM-DD') AS day, version FROM journal_rows WHERE till_id = $1 ORDER BY version`,
        [t4.link.tillId],
      );
      expect(rows.map((r) => r.day)).toEqual(['2019-03-01']);
      expect(await storeRows(t4)).toEqual(localRows(t4));
    } finally {
      await t4.close();
    }
  });

  it('a revoked till: a clear error, its backlog kept (its kept connection, ended by the revocation, tried anew)', async () => {
    expect(await t3.push()).toMatchObject({ state: 'connected' });
    expect(await revokeTill(st.owner, 'bern', 'Kasse 3')).toBe(true);
    await t3.sell('DEMOTRAIN001', 100);
    const s = await t3.push();
    expect(s).toMatchObject({ state: 'revoked' });
    expect(s?.backlog).toBeGreaterThan(0);
    expect(s?.message).toMatch(/not permitted to log in|revoked/);
    expect((await t3.call('app.status', {})).store).toMatchObject({ state: 'revoked', backlog: s?.backlog });
  });

  it('the store database holds no full voucher code, no API key and no PIN', async () => {
    const tables = await st.owner.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'`);
    let dump = '';
    for (const { t } of tables.rows) dump += JSON.stringify((await st.owner.query(`SELECT * FROM ${t}`)).rows);
    expect(dump).toContain('…N005');
    for (let i = 1; i <= 10; i++) expect(dump).not.toContain(`DEMOTRAIN${String(i).padStart(3, '0')}`);
    for (const key of Object.values(sb.keys)) expect(dump).not.toContain(key);
    expect(dump).not.toContain('246810');
    expect(dump).not.toMatch(/scrypt|pin_hash/i);
  });
});
