// The one place where SQLite files are opened: pragmas, numbered migrations, refusal of a
// database newer than the code or holding a step whose text changed. Used by the core store and
// by the built-in service.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { shortChecksum } from './migration-checksum';
import { ensurePrivateDir, ensurePrivateFile, PRIVATE_FILE_MODE, sqliteSideFiles, tightenMode } from './private-files';

export type Db = Database.Database;

/** A numbered migration; never edit one that has landed, add a new one. */
export interface Migration {
  version: number;
  name: string;
  up: (db: Db) => void;
}

export class DatabaseOpenError extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(message);
    this.name = 'DatabaseOpenError';
  }
}

export interface OpenOptions {
  /** A file path, or ':memory:'. */
  file: string;
  migrations: readonly Migration[];
  /**
   * The folder is the caller's own (the terminal's data folder): made 0700 even when it exists.
   * Otherwise only a folder created here is 0700 (`--db ./x.db` must not lock the working folder).
   */
  ownsFolder?: boolean;
  /**
   * A new (empty) file is set up without waiting for the disk: the switch to WAL and the schema are
   * written with `synchronous = OFF`, then NORMAL as always. Saves the flushes of a first start
   * (tens of ms on a busy disk); a power cut in that moment can leave a broken new file. Only for data
   * that can be made again (the built-in service), never for the terminal's own journal.
   */
  quickCreate?: boolean;
  /**
   * The checksum of each step's text by version (the terminal's migrations/checksums.ts). Given, each
   * applied step is recorded with it in `schema_migrations`, and a database that holds a step with
   * another checksum is refused. A database that knew steps by number only (`user_version`) takes
   * the checksums of this program for the steps it holds at its first open.
   */
  checksums?: Readonly<Record<number, string>>;
}

/**
 * Opens (and migrates) a database. A newer or unreadable file is refused and left untouched.
 * A missing folder is made 0700 and the file 0600 before SQLite opens it (SQLite gives its WAL and SHM
 * the database file's mode); side files found looser are tightened.
 */
export function openSqlite({ file, migrations, ownsFolder = false, quickCreate = false, checksums }: OpenOptions): Db {
  let db: Db;
  let quick = false;
  try {
    if (file !== ':memory:') {
      ensurePrivateDir(path.dirname(file), { tightenExisting: ownsFolder });
      ensurePrivateFile(file);
      for (const side of sqliteSideFiles(file)) tightenMode(side, PRIVATE_FILE_MODE);
      quick = quickCreate && fs.statSync(file).size === 0;
    }
    db = new Database(file);
    if (quick) db.pragma('synchronous = OFF');
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // Temporary data in memory, the statement journal among it: a write inside a transaction that
    // fires triggers (every journal row: the change number of migration 012) keeps the pages it may
    // have to undo there, not in a temporary file (a write system call per page: half the CPU of an
    // insert). Only the undo of one statement; the transaction's own durability is the WAL's.
    db.pragma('temp_store = MEMORY');
    if (!quick) db.pragma('synchronous = NORMAL');
    // Touch the schema so a corrupt file fails here, not in the middle of a money step.
    db.pragma('user_version');
    db.prepare('select count(*) from sqlite_master').get();
    if (file !== ':memory:') for (const side of sqliteSideFiles(file)) tightenMode(side, PRIVATE_FILE_MODE);
  } catch (err) {
    throw new DatabaseOpenError(
      `Cannot open database ${file}: ${(err as Error).message}. The file was kept as it is; move it aside to start fresh.`,
      file,
    );
  }
  try {
    migrate(db, migrations, file, checksums);
    if (quick) db.pragma('synchronous = NORMAL');
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

/** The applied steps with the checksum of each step's text, recorded when applied (or adopted). */
const STEPS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, recorded_at TEXT NOT NULL) STRICT`;

function migrate(db: Db, migrations: readonly Migration[], file: string, checksums?: Readonly<Record<number, string>>): void {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migrations must be numbered 1..n without gaps (got ${m.version} at ${i + 1})`);
    if (checksums && !checksums[m.version])
      throw new Error(`Migration ${m.version} (${m.name}) has no checksum: run \`npm run migrations:checksums\``);
  });
  const current = Number(db.pragma('user_version', { simple: true }));
  const latest = sorted.length;
  if (current > latest) {
    throw new DatabaseOpenError(
      `Database ${file} has schema version ${current}, newer than this program (${latest}). Update the program; the file was not changed.`,
      file,
    );
  }
  if (checksums) checkAppliedSteps(db, sorted.slice(0, current), checksums, file);
  for (const m of sorted.slice(current)) {
    db.transaction(() => {
      m.up(db);
      if (checksums) recordStep(db, m, checksums[m.version]!);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}

function recordStep(db: Db, m: Migration, checksum: string): void {
  db.prepare(
    `INSERT OR REPLACE INTO schema_migrations (version, name, checksum, recorded_at) VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ'))`,
  ).run(m.version, m.name, checksum);
}

/**
 * Refuses a database that holds a step whose checksum is not this program's (nothing written), then
 * records the steps it holds without a checksum: a database from before checksums adopts them.
 */
function checkAppliedSteps(db: Db, applied: readonly Migration[], checksums: Readonly<Record<number, string>>, file: string): void {
  const hasTable = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`).get() !== undefined;
  const recorded = new Map(
    hasTable
      ? (db.prepare('SELECT version, checksum FROM schema_migrations').all() as Array<{ version: number; checksum: string }>).map((r) => [
          r.version,
          r.checksum,
        ])
      : [],
  );
  for (const m of applied) {
    const held = recorded.get(m.version);
    const sum = checksums[m.version]!;
    if (held !== undefined && held !== sum) {
      throw new DatabaseOpenError(
        `Database ${file} holds migration ${m.version} (${m.name}) with another text than this program's ` +
          `(checksum ${shortChecksum(held)} applied, ${shortChecksum(sum)} here). A migration a database holds must never change: ` +
          `put migration ${m.version} back as it was applied (or run the program that applied it) and make the change a new migration. ` +
          'The file was not changed.',
        file,
      );
    }
  }
  db.transaction(() => {
    db.exec(STEPS_TABLE_SQL);
    for (const m of applied.filter((x) => !recorded.has(x.version))) recordStep(db, m, checksums[m.version]!);
  })();
}
