import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseOpenError } from '../../../electron/common/sqlite';
import { openDatabase } from '../../../electron/core/store/database';
import { migrations } from '../../../electron/core/store/migrations';

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('applies every migration, gapless, to the latest version', () => {
    const db = openDatabase(':memory:');
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type='table'").all() as Array<{ name: string }>).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['journal', 'purchases', 'audit_log', 'voucher_lookups', 'catalog_voucher_types']));
    db.close();
  });

  it('refuses a database newer than the code and leaves it unchanged', () => {
    const dir = tempDir();
    openDatabase(dir).close();
    const file = path.join(dir, 'terminal.db');
    const raw = new Database(file);
    raw.pragma(`user_version = ${migrations.length + 5}`);
    raw.close();
    const before = fs.readFileSync(file);
    expect(() => openDatabase(dir)).toThrow(DatabaseOpenError);
    expect(() => openDatabase(dir)).toThrow(/newer than this program/);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('keeps a corrupt file as it is and says so', () => {
    const dir = tempDir();
    const file = path.join(dir, 'terminal.db');
    const garbage = Buffer.from('this is not a sqlite database, just some bytes'.repeat(200));
    fs.writeFileSync(file, garbage);
    expect(() => openDatabase(dir)).toThrow(/file was kept/);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file).equals(garbage)).toBe(true);
  });

  it('STRICT tables refuse a text amount', () => {
    const db = openDatabase(':memory:');
    expect(() =>
      db
        .prepare(
          "INSERT INTO journal (id, kind, state, request, terminal, day, created_at, updated_at, amount_cents) VALUES ('x','redeem','pending','{}','t','d','c','u','ten')",
        )
        .run(),
    ).toThrow();
    db.close();
  });
});
