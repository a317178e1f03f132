// The one place where SQLite files are opened: pragmas, numbered migrations, refusal of a
// database newer than the code. Used by the core store and by the built-in service.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
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
}

/**
 * Opens (and migrates) a database. A newer or unreadable file is refused and left untouched.
 * A missing folder is made 0700 and the file 0600 before SQLite opens it (SQLite gives its WAL and SHM
 * the database file's mode); side files found looser are tightened.
 */
export function openSqlite({ file, migrations, ownsFolder = false, quickCreate = false }: OpenOptions): Db {
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
    migrate(db, migrations, file);
    if (quick) db.pragma('synchronous = NORMAL');
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

function migrate(db: Db, migrations: readonly Migration[], file: string): void {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migrations must be numbered 1..n without gaps (got ${m.version} at ${i + 1})`);
  });
  const current = Number(db.pragma('user_version', { simple: true }));
  const latest = sorted.length;
  if (current > latest) {
    throw new DatabaseOpenError(
      `Database ${file} has schema version ${current}, newer than this program (${latest}). Update the program; the file was not changed.`,
      file,
    );
  }
  for (const m of sorted.slice(current)) {
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}
