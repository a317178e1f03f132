// Files for the terminal's user only: the data folder 0700, the database, its WAL/SHM and the
// secrets 0600 at creation whatever the umask, and tightened on start when found looser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../../electron/common/sqlite';
import { ensurePrivateDir, ensurePrivateFile } from '../../../electron/common/private-files';
import { openDatabase } from '../../../electron/core/store/database';
import { fileSecretStore } from '../../../electron/core/store/secrets';

const mode = (p: string) => fs.statSync(p).mode & 0o777;
let root: string;
let oldUmask: number;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-private-'));
  // The loosest umask: every mode below must come from the code, not from the environment.
  oldUmask = process.umask(0o000);
});
afterEach(() => {
  process.umask(oldUmask);
  fs.rmSync(root, { recursive: true, force: true });
});

describe.runIf(process.platform !== 'win32')('private files', () => {
  it('creates the data folder 0700 and the database, WAL and SHM 0600', () => {
    const dataDir = path.join(root, 'data');
    const db = openDatabase(dataDir);
    db.prepare(`INSERT INTO settings (key, value, updated_at) VALUES ('x', '1', 'now')`).run();
    const file = path.join(dataDir, 'terminal.db');
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
    db.close();
  });

  it('creates the secrets file 0600 in a 0700 folder', () => {
    const dataDir = path.join(root, 'fresh');
    fileSecretStore(dataDir).set('service.apiKey', 'key-123456');
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'secrets.json'))).toBe(0o600);
  });

  it('tightens a looser folder, database, side files and secrets on start', () => {
    const dataDir = path.join(root, 'old');
    openDatabase(dataDir).close();
    fileSecretStore(dataDir).set('service.apiKey', 'key-123456');
    const file = path.join(dataDir, 'terminal.db');
    fs.writeFileSync(`${file}-wal`, '');
    for (const f of [file, `${file}-wal`, path.join(dataDir, 'secrets.json')]) fs.chmodSync(f, 0o644);
    fs.chmodSync(dataDir, 0o755);
    expect(fileSecretStore(dataDir).get('service.apiKey')).toBe('key-123456');
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'secrets.json'))).toBe(0o600);
    fs.chmodSync(dataDir, 0o755);
    const db = openDatabase(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    db.close();
  });

  it('the built-in service database (training mode, sandbox CLI) gets the same modes', () => {
    const file = path.join(root, 'sandbox', 'sandbox.db');
    const db = openSqlite({ file, migrations: [{ version: 1, name: 't', up: (d) => d.exec('create table t (x)') }] });
    db.exec('insert into t values (1)');
    expect(mode(path.dirname(file))).toBe(0o700);
    expect([file, `${file}-wal`, `${file}-shm`].map(mode)).toEqual([0o600, 0o600, 0o600]);
    db.close();
  });

  it('a database file in a folder it does not own (sandbox --db ./x.db) leaves that folder as it is', () => {
    const shared = path.join(root, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o755);
    const file = path.join(shared, 'x.db');
    openSqlite({ file, migrations: [] }).close();
    expect(mode(shared)).toBe(0o755);
    expect(mode(file)).toBe(0o600);
  });

  it('never truncates an existing file and leaves stricter modes alone', () => {
    const file = path.join(root, 'keep.txt');
    fs.writeFileSync(file, 'data');
    fs.chmodSync(file, 0o400);
    ensurePrivateFile(file);
    expect(fs.readFileSync(file, 'utf8')).toBe('data');
    expect(mode(file)).toBe(0o400);
    ensurePrivateDir(root);
    expect(mode(root)).toBe(0o700);
  });
});
