// Backup and restore of the store with the store program itself, and a store lost entirely
// rebuilt from the tills. Store A keeps every push (it never lost anything); the backup taken
// halfway is restored elsewhere, the tills push to the restored store, and it must then hold what
// A holds, every till's rows exactly once and as the till has them.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { backupStore } from '../../electron/back-office/backup';
import { restoreStore } from '../../electron/back-office/restore';
import { backupText, restoreText } from '../../electron/back-office/backup-text';
import { createChainUser, createManagerUser, enrolTill, revokeTill } from '../../electron/back-office/enrol';
import { migrateStore } from '../../electron/back-office/migrate';
import { storeMigrations } from '../../electron/back-office/migrations';
import { codeKeyOf } from '../../electron/back-office/code-keys';
import { readBackupHeader, type BackupHeader } from '../../electron/back-office/backup-file';
import { startTestStore, type TestStore } from '../helpers/store-pg';
import { startStoreTill, type StoreTill } from '../helpers/store-tills';
import { emptyDatabase, enrolAnew, relink, rewriteBackup, storeContent, storeRowsOf, tillRows } from '../helpers/store-backup';

let sb: RunningSandbox;
let st: TestStore;
let t1: StoreTill;
let t2: StoreTill;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-'));
const file = path.join(tmp, 'store.vtsb');
let header: BackupHeader;
let chainPassword: string;
let managerPassword: string;
const managerName = `bern_office_${path.basename(tmp).slice(-6).toLowerCase()}`;

/** A client of any database of the cluster, ended with the store. */
const connect = (url: string): Promise<pg.Client> => st.connectAs(url);

beforeAll(async () => {
  [sb, st] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startTestStore()]);
  t1 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 1', role: 'integration' });
  t2 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 2', role: 'integration-2' });
  // Before the backup: sales on both tills, a revoked till, a chain login and a store login.
  await t1.sell('DEMOTRAIN001', 1000);
  await t2.sellOrder({ goodsCents: 1500, cashGivenCents: 2000 });
  const t3 = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 3', role: 'integration' });
  await t3.sell('DEMOTRAIN002', 300);
  for (const t of [t1, t2, t3]) expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
  await revokeTill(st.owner, 'bern', 'Kasse 3');
  await t3.close();
  chainPassword = await createChainUser(st.owner, `chain_${path.basename(tmp).slice(-6).toLowerCase()}`);
  managerPassword = await createManagerUser(st.owner, 'bern', managerName);
  header = await backupStore(st.owner, file);
  // After the backup: new rows on both tills and rows the backup has that change (the sessions close).
  await t1.sell('DEMOTRAIN003', 700);
  await t1.sellOrder({ goodsCents: 2500, cardCents: 2500 });
  for (const t of [t1, t2]) {
    const preview = await t.call('session.close', { countedCents: 0, confirm: false });
    await t.call('session.close', { countedCents: preview.report.drawer.expectedCents, confirm: true });
    expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
  }
});
afterAll(async () => {
  await Promise.all([t1, t2].map((t) => t?.close()));
  await st?.close();
  await sb?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Both tills push to the database at `url` with their own secrets; each till's rows there once, as it has them. */
async function pushBothTo(url: string, c: pg.ClientBase): Promise<void> {
  for (const t of [t1, t2]) {
    relink(t, url);
    expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
    expect(await storeRowsOf(c, t.link.tillId)).toEqual(tillRows(t));
  }
}

describe('backup and restore', () => {
  it('the backup names every table of the schema with its rows, and the file is the owner’s alone', async () => {
    // Every table but the unlogged ones (what lives only as long as a connection).
    const { rows } = await st.owner.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relpersistence = 'p'`,
    );
    expect(Object.keys(header.tables)).toHaveLength(Number(rows[0]!.n));
    expect(header.tables).toMatchObject({ 'public.store_migrations': storeMigrations.length, 'public.tills': 3, 'public.stores': 1 });
    expect(header.tables['public.journal_rows']).toBeGreaterThan(0);
    // Chain logins are the cluster's: other store databases of the test run's one cluster may add
    // theirs at any time; this store's own is among them (its restore signs in below).
    const chain = header.roles.chain;
    expect(chain).toBeGreaterThanOrEqual(1);
    expect(header.roles).toEqual({ tills: 3, chain, managers: 1, withVerifier: 4 + chain });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('restored into an empty database, then the tills push: the store equals one that lost nothing', async () => {
    const url = await emptyDatabase(st.ownerUrl);
    const b = await connect(url);
    const r = await restoreStore(b, file);
    expect(r.applied).toEqual([]);
    expect(r.reenrol).toEqual([]);
    // The store's own triggers fire again: nothing is deleted, not even by the owner.
    await expect(b.query('DELETE FROM journal_rows')).rejects.toMatchObject({ code: 'SR004' });
    const seq = await b.query<{ n: string }>(`SELECT nextval('till_events_id_seq') AS n`);
    const max = await b.query<{ n: string }>('SELECT max(id) AS n FROM till_events');
    expect(Number(seq.rows[0]!.n)).toBeGreaterThan(Number(max.rows[0]!.n));
    await b.query(`SELECT setval('till_events_id_seq', $1)`, [max.rows[0]!.n]);
    // The store's cursor of each till is behind the till's: the tills push again what it lacks.
    await pushBothTo(url, b);
    expect(await storeContent(b)).toEqual(await storeContent(st.owner));
  });

  // A cluster of its own (initdb and a start): slow on a busy machine.
  it('restored into a new cluster without the till roles: the tills log in with their old secrets', async () => {
    const c = await startTestStore({ ownCluster: true, migrate: false });
    try {
      const r = await restoreStore(c.owner, file);
      // Tills 1 and 2 may log in; the revoked till 3 may not, and nobody is to enrol anew.
      expect(r.roles.map((x) => [x.group, x.outcome, x.canLogIn]).sort()).toEqual([
        ['store_chain', 'made', true],
        ['store_manager', 'made', true],
        ['store_till', 'made', false],
        ['store_till', 'made', true],
        ['store_till', 'made', true],
      ]);
      expect(r.reenrol).toEqual([]);
      // The chain login keeps its password too.
      const chain = new URL(c.ownerUrl);
      chain.username = r.roles[0]!.name;
      chain.password = chainPassword;
      const reader = await connect(chain.toString());
      expect((await reader.query('SELECT count(*)::int AS n FROM tills')).rows[0]).toEqual({ n: 3 });
      // The store login too, and it still reads its own store only.
      const office = new URL(c.ownerUrl);
      office.username = managerName;
      office.password = managerPassword;
      const manager = await connect(office.toString());
      expect((await manager.query('SELECT id FROM stores')).rows).toEqual([{ id: 'bern' }]);
      expect((await manager.query(`SELECT store_manager_store() AS s`)).rows).toEqual([{ s: 'bern' }]);
      await pushBothTo(c.ownerUrl, c.owner);
      expect(await storeContent(c.owner)).toEqual(await storeContent(st.owner));
    } finally {
      await c.close();
    }
  }, 120_000);

  it('a damaged, cut, foreign or forged file is refused and nothing is written, even with --wipe', async () => {
    const url = await emptyDatabase(st.ownerUrl);
    const target = await connect(url);
    await restoreStore(target, file);
    await target.query(`INSERT INTO stores (id, name) VALUES ('zug', 'Zug')`);
    const before = await storeContent(target);
    const bytes = fs.readFileSync(file);
    const variants: Array<[string, Buffer | ((out: string) => void), RegExp]> = [
      ['flipped', Buffer.from(bytes.map((x, i) => (i === bytes.length - 40 ? x ^ 0xff : x))), /checksum does not match/],
      ['cut', bytes.subarray(0, bytes.length - 10), /bytes after its header/],
      ['foreign', Buffer.from('hello\nworld\n'), /not a store backup/],
      ['empty', Buffer.alloc(0), /not a store backup/],
      // A checksum that matches but content that does not: the load fails inside the transaction.
      [
        'wide row',
        (out) => rewriteBackup(file, out, (l) => l.map((x) => (x.startsWith('["') ? x.replace('[', '["extra",') : x))),
        /does not fit/,
      ],
      [
        'few rows',
        (out) => rewriteBackup(file, out, (l) => l.filter((_, i) => i !== l.findLastIndex((x) => x.startsWith('[')))),
        /rows, the header says/,
      ],
      ['no end', (out) => rewriteBackup(file, out, (l) => l.slice(0, -1)), /ends early/],
      [
        'foreign role',
        (out) => rewriteBackup(file, out, (l) => l.map((x) => x.replace(/"till_[0-9a-f]{32}"/, '"postgres"'))),
        /never makes/,
      ],
    ];
    for (const [name, content, message] of variants) {
      const bad = path.join(tmp, `${name}.vtsb`);
      if (typeof content === 'function') content(bad);
      else fs.writeFileSync(bad, content);
      await expect(restoreStore(target, bad, { wipe: true }), name).rejects.toThrow(message);
      await expect(restoreStore(target, bad, { wipe: true }), name).rejects.toThrow(/nothing was restored/);
      expect(await storeContent(target), name).toEqual(before);
    }
    // A target that holds a store is refused without --wipe; with it, replaced.
    await expect(restoreStore(target, file)).rejects.toThrow(/holds a store \(2 stores, 3 tills\).*--wipe.*nothing was restored/);
    expect(await storeContent(target)).toEqual(before);
    await restoreStore(target, file, { wipe: true });
    expect((await target.query('SELECT id FROM stores')).rows).toEqual([{ id: 'bern' }]);
  });

  it('the tills’ passwords unknown: the logins are made without them and the restore names the tills to enrol again', async () => {
    // As a backup taken by an owner who is no superuser, restored where the tills' roles are new.
    const bare = path.join(tmp, 'bare.vtsb');
    const renamed = new Map<string, string>();
    rewriteBackup(file, bare, (lines) =>
      lines.map((l) => {
        const role = /^\{"t":"role".*"group":"store_till"/.test(l) ? l.replace(/"verifier":"[^"]*"/, '"verifier":null') : l;
        return role.replace(/till_[0-9a-f]{32}/g, (name) => {
          if (!renamed.has(name)) renamed.set(name, `till_${crypto.randomBytes(16).toString('hex')}`);
          return renamed.get(name)!;
        });
      }),
    );
    const url = await emptyDatabase(st.ownerUrl);
    const r = await restoreStore(await connect(url), bare);
    expect(r.roles.filter((x) => x.group === 'store_till').map((x) => [x.outcome, x.canLogIn])).toEqual([
      ['made', false],
      ['made', false],
      ['made', false],
    ]);
    expect(r.reenrol).toEqual([
      { store: 'bern', till: 'Kasse 1' },
      { store: 'bern', till: 'Kasse 2' },
    ]);
    expect(restoreText(bare, r)).toContain(
      'till "Kasse 2" of "bern" cannot log in: enrol it again (enrol --store bern --till "Kasse 2" --replace)',
    );
  });

  it('an owner who is no superuser restores and backs up its own database; the tills push to it', async () => {
    const admin = new URL(st.ownerUrl);
    admin.pathname = '/postgres';
    const a = await connect(admin.toString());
    const name = `shop_${crypto.randomBytes(5).toString('hex')}`;
    await a.query(`CREATE ROLE ${name} LOGIN PASSWORD 'shop-owner-pw'`);
    await a.query(`CREATE DATABASE ${name} OWNER ${name} TEMPLATE template0`);
    const url = new URL(st.ownerUrl);
    url.username = name;
    url.password = 'shop-owner-pw';
    url.pathname = `/${name}`;
    const owner = await connect(url.toString());
    const r = await restoreStore(owner, file);
    expect(r.roles.every((x) => x.outcome === 'kept')).toBe(true);
    await expect(owner.query('DELETE FROM journal_rows')).rejects.toMatchObject({ code: 'SR004' });
    await pushBothTo(url.toString(), owner);
    const again = await backupStore(owner, path.join(tmp, 'shop.vtsb'));
    expect(again.roles).toMatchObject({ tills: 3, withVerifier: 0 });
    expect(backupText('shop.vtsb', again)).toMatch(/passwords could not be read/);
  });

  it('a program with a newer migration applies it after the rows; its new table is in the next backup', async () => {
    const known = storeMigrations.at(-1)!.version;
    const later = known + 1;
    const m7 = {
      version: later,
      name: 'test-later-table',
      sql: `CREATE TABLE later_notes (id bigserial PRIMARY KEY, till_id uuid NOT NULL REFERENCES tills (id), note text NOT NULL);
            INSERT INTO later_notes (till_id, note) SELECT id, 'from ' || name FROM tills;`,
    };
    const db = await connect(await emptyDatabase(st.ownerUrl));
    const r = await restoreStore(db, file, { migrations: [...storeMigrations, m7] });
    expect(r.applied).toEqual([later]);
    expect((await db.query('SELECT max(version) AS v FROM store_migrations')).rows[0]).toEqual({ v: later });
    const next = await backupStore(db, path.join(tmp, 'later.vtsb'));
    expect(next).toMatchObject({ migration: later, tables: { 'public.later_notes': 3 } });
    // This program knows fewer: it refuses the newer backup before writing anything.
    const fresh = await connect(await emptyDatabase(st.ownerUrl));
    await expect(restoreStore(fresh, path.join(tmp, 'later.vtsb'))).rejects.toThrow(
      new RegExp(`at migration ${later}, this program knows ${known}.*nothing was restored`),
    );
    expect((await fresh.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0]).toEqual({ n: 0 });
    // And the newer program restores it with its new table.
    const newer = await connect(await emptyDatabase(st.ownerUrl));
    await restoreStore(newer, path.join(tmp, 'later.vtsb'), { migrations: [...storeMigrations, m7] });
    expect(await storeContent(newer)).toEqual(await storeContent(db));
  });

  // Five runs of the program, two of them starting an embedded PostgreSQL (with its initdb).
  it('the store program itself: backup and restore from the command line', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'electron/back-office/cli.ts', ...args], {
        cwd: path.resolve('.'),
      });
    const cliFile = path.join(tmp, 'cli.vtsb');
    const taken = await run(['--database-url', st.ownerUrl, 'backup', cliFile]);
    expect(taken.stdout).toMatch(
      /backup written: .*cli\.vtsb\n {2}taken .*, store migration \d+\n {2}\d+ tables, \d+ rows; logins of 3 tills, \d+ chain users and 1 store logins/,
    );
    const url = await emptyDatabase(st.ownerUrl);
    const restored = await run(['--database-url', url, 'restore', cliFile]);
    expect(restored.stdout).toMatch(/store restored from .*cli\.vtsb/);
    expect(await storeContent(await connect(url))).toEqual(await storeContent(st.owner));
    const again = run(['--database-url', url, 'restore', cliFile]);
    await expect(again).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/store: the target database holds a store/) });
    // The embedded default: restored into a new data folder, then backed up from it again.
    // (A folder of its own under the open temp folder: as root, PostgreSQL runs as another user.)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-embedded-'));
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    expect((await run(['--data-dir', dir, 'restore', cliFile])).stdout).toMatch(/store restored/);
    const second = path.join(tmp, 'second.vtsb');
    await run(['--data-dir', dir, 'backup', second]);
    expect(readBackupHeader(second).header.tables).toEqual(readBackupHeader(cliFile).header.tables);
  }, 180_000);
});

describe('a store lost entirely', () => {
  it('is rebuilt from the tills: enrolled anew, each pushes everything it holds', async () => {
    const url = await emptyDatabase(st.ownerUrl);
    const d = await connect(url);
    await migrateStore(d);
    const tillUrl = new URL(url);
    tillUrl.username = '';
    tillUrl.password = '';
    const ids: Record<string, string> = {};
    for (const t of [t1, t2]) {
      ids[t.link.tillId] = t.name;
      // The store's code keys are the store program's file, kept apart from the database.
      const codeKey = codeKeyOf(path.join(st.dir, 'store-keys.json'), 'bern');
      const e = await enrolTill(d, { store: 'bern', till: t.name, tillUrl: tillUrl.toString(), codeKey });
      ids[e.tillId] = t.name;
      t.secrets.set('store.link', e.secret);
      expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
      expect(await storeRowsOf(d, e.tillId)).toEqual(tillRows(t));
    }
    const replicas = ['journal_rows', 'audit_entries', 'orders', 'order_lines', 'tenders', 'till_sessions', 'drawer_openings'];
    const rebuilt = await storeContent(d, ids);
    const kept = await storeContent(st.owner, ids);
    for (const table of replicas) {
      // Store A also holds the revoked till 3's rows: the tills hold only their own.
      const own = kept[`public.${table}`]!.filter((r) => /"till_id":"Kasse [12]"/.test(r));
      expect(rebuilt[`public.${table}`], table).toEqual(own);
    }
    expect(rebuilt['public.journal_rows']!.length).toBeGreaterThan(0);
  });

  it('a till enrolled anew while the store still holds its rows: they are not sent a second time', async () => {
    // Till 2 sells while linked elsewhere (store A lacks that sale), then is enrolled anew at A.
    await t2.sell('DEMOTRAIN004', 400);
    expect(await t2.push()).toMatchObject({ state: 'connected', backlog: 0 });
    const old = t2.link.tillId;
    const anew = await enrolAnew(st, t2, 'bern', 'Kasse 2');
    const held = [...(await storeRowsOf(st.owner, old)), ...(await storeRowsOf(st.owner, anew))];
    // Every row of the till once at the store, under one id or the other, at its current version.
    expect(held.map((r) => r.id).sort()).toEqual(
      tillRows(t2)
        .map((r) => r.id)
        .sort(),
    );
    expect(new Map(held.map((r) => [r.id, r.v]))).toEqual(new Map(tillRows(t2).map((r) => [r.id, r.v])));
    expect((await storeRowsOf(st.owner, anew)).length).toBeGreaterThan(0);
  });
});
