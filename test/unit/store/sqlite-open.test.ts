// openSqlite's settings: the quick creation (the built-in service's file) sets a new file up without
// waiting for the disk, and every file ends up in WAL with synchronous = NORMAL like any other;
// temporary data (the statement journal) stays in memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite, type Migration } from '../../../electron/common/sqlite';

const migrations: Migration[] = [{ version: 1, name: 'one', up: (db) => db.exec('CREATE TABLE t (x INTEGER) STRICT') }];
const dirs: string[] = [];
const file = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-quick-'));
  dirs.push(dir);
  return path.join(dir, 'service.db');
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('openSqlite quickCreate', () => {
  it('opens a new file migrated, in WAL, with synchronous NORMAL afterwards (1)', () => {
    const db = openSqlite({ file: file(), migrations, quickCreate: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    db.close();
  });

  it('leaves an existing file to the usual settings and keeps its data', () => {
    const f = file();
    const first = openSqlite({ file: f, migrations, quickCreate: true });
    first.prepare('INSERT INTO t (x) VALUES (7)').run();
    first.close();
    const again = openSqlite({ file: f, migrations, quickCreate: true });
    expect(again.pragma('synchronous', { simple: true })).toBe(1);
    expect(again.prepare('SELECT x FROM t').pluck().get()).toBe(7);
    again.close();
  });
});

describe('openSqlite temporary data', () => {
  it('keeps temporary data (the statement journal) in memory (2), also for an existing file', () => {
    const f = file();
    openSqlite({ file: f, migrations }).close();
    const db = openSqlite({ file: f, migrations });
    expect(db.pragma('temp_store', { simple: true })).toBe(2);
    db.close();
  });
});
