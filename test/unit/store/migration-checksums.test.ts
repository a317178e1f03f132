// The terminal database's migrations carry the checksum of each step's text: a file that holds a
// step whose text changed is refused and left as it is; a file from before the checksums (steps
// known by number only) adopts them at its first open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseOpenError, openSqlite } from '../../../electron/common/sqlite';
import { databaseFile, openDatabase } from '../../../electron/core/store/database';
import { migrations } from '../../../electron/core/store/migrations';
import { migrationChecksums } from '../../../electron/core/store/migrations/checksums';
import { checksumsSource, fileChecksums } from '../../../scripts/migration-checksums';

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-steps-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

type Step = { version: number; name: string; checksum: string };
const steps = (file: string): Step[] => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT version, name, checksum FROM schema_migrations ORDER BY version').all() as Step[];
  } finally {
    db.close();
  }
};
const expected = migrations.map((m) => ({ version: m.version, name: m.name, checksum: migrationChecksums[m.version] }));

describe('migration checksums of the terminal database', () => {
  it('records each applied step with its checksum', () => {
    const dir = tempDir();
    openDatabase(dir).close();
    expect(steps(databaseFile(dir))).toEqual(expected);
  });

  it('refuses a file holding a step whose text changed, names the step, says what to do, and leaves the file as it is', () => {
    const dir = tempDir();
    openDatabase(dir).close();
    const file = databaseFile(dir);
    const before = fs.readFileSync(file);
    // This program's step 3 with another text than the one the file applied.
    const changed = { ...migrationChecksums, 3: 'f'.repeat(64) };
    const open = () => openSqlite({ file, migrations, checksums: changed });
    expect(open).toThrow(DatabaseOpenError);
    expect(open).toThrow(
      new RegExp(
        `holds migration 3 \\(journal\\) with another text than this program's \\(checksum ${migrationChecksums[3]!.slice(0, 12)} applied, ffffffffffff here\\)\\. ` +
          'A migration a database holds must never change: put migration 3 back as it was applied \\(or run the program that applied it\\) ' +
          'and make the change a new migration\\. The file was not changed\\.',
      ),
    );
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    // The program as it was opens it again.
    openDatabase(dir).close();
  });

  it('adopts the checksums in a file that knew its steps by number only, then applies the rest', () => {
    const dir = tempDir();
    const file = databaseFile(dir);
    fs.mkdirSync(dir, { recursive: true });
    // A terminal from before the checksums, at step 12: the steps run, `user_version` set, no table.
    const old = new Database(file);
    for (const m of migrations.filter((x) => x.version <= 12)) {
      m.up(old);
      old.pragma(`user_version = ${m.version}`);
    }
    old.close();
    const db = openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    db.close();
    expect(steps(file)).toEqual(expected);
    // Once adopted, a changed step is refused.
    expect(() => openSqlite({ file, migrations, checksums: { ...migrationChecksums, 12: '0'.repeat(64) } })).toThrow(
      /migration 12 \(replication\)/,
    );
  });

  it('has the checksum of every migration file as it is (a step a till holds is never edited)', () => {
    const files = fileChecksums();
    expect([...files.keys()]).toEqual(migrations.map((m) => m.version));
    for (const [version, { file, checksum }] of files) {
      expect(
        migrationChecksums[version],
        `${file} is not the text its checksum records (migrations/checksums.ts). A migration a till has applied is never edited: ` +
          'put it back and make the change a new migration. Only a migration no till holds yet may change: then `npm run migrations:checksums`.',
      ).toBe(checksum);
    }
    expect(fs.readFileSync(path.resolve(__dirname, '../../../electron/core/store/migrations/checksums.ts'), 'utf8')).toBe(
      checksumsSource(files),
    );
  });
});
