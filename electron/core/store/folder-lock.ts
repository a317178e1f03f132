// One process per data folder. The lock is SQLite's own: a small database `terminal.lock` opened
// in `locking_mode = EXCLUSIVE` and written once, so this connection holds the file's write lock
// until it closes. The operating system drops that lock when the process ends in any way (a crash,
// kill -9, a power cut), so a dead holder never blocks the next start, and no pid has to be guessed
// alive. Beside it, `terminal.lock.owner` names the holder (pid, host, start), only for the message
// a second process shows: the lock decides, the note only explains.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensurePrivateDir, ensurePrivateFile, PRIVATE_FILE_MODE, sqliteSideFiles, tightenMode } from '../../common/private-files';

/** Who holds a data folder, as its note says. */
export interface FolderHolder {
  pid: number;
  host: string;
  startedAt: string;
  program: string;
}

/** A second process asked for a data folder another one holds; nothing was written. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: FolderHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} (${holder.program}) on ${holder.host}, running since ${holder.startedAt}`
      : 'another process (it did not say which)';
    super(
      `The data folder ${dataDir} is in use by ${who}. Only one terminal may run on a data folder: ` +
        'close the other one first. Nothing was changed.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface FolderLock {
  release(): void;
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'terminal.lock');
const ownerFile = (dataDir: string) => `${lockFile(dataDir)}.owner`;

function readHolder(dataDir: string): FolderHolder | null {
  try {
    const h = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as Partial<FolderHolder>;
    return typeof h.pid === 'number' && typeof h.host === 'string' && typeof h.startedAt === 'string'
      ? { pid: h.pid, host: h.host, startedAt: h.startedAt, program: String(h.program ?? 'terminal') }
      : null;
  } catch {
    return null;
  }
}

const isBusy = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
};

/**
 * Takes the data folder for this process, or throws DataFolderInUseError at once (after `waitMs`,
 * for a holder that is just closing). Call before anything in the folder is written.
 */
export function lockDataFolder(dataDir: string, opts: { now: Date; waitMs?: number }): FolderLock {
  ensurePrivateDir(dataDir, { tightenExisting: true });
  const file = lockFile(dataDir);
  ensurePrivateFile(file);
  const db = new Database(file, { timeout: opts.waitMs ?? 1_000 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    // A write takes the exclusive lock; in this locking mode it is kept until the connection closes.
    db.exec('CREATE TABLE IF NOT EXISTS held (n INTEGER NOT NULL); DELETE FROM held; INSERT INTO held VALUES (1);');
  } catch (err) {
    db.close();
    if (isBusy(err)) throw new DataFolderInUseError(dataDir, readHolder(dataDir));
    throw err;
  }
  for (const side of sqliteSideFiles(file)) tightenMode(side, PRIVATE_FILE_MODE);
  const holder: FolderHolder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: opts.now.toISOString(),
    program: path.basename(process.argv[1] ?? process.argv0),
  };
  const note = ownerFile(dataDir);
  fs.writeFileSync(`${note}.tmp`, JSON.stringify(holder), { mode: PRIVATE_FILE_MODE });
  fs.renameSync(`${note}.tmp`, note);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      db.close();
    },
  };
}
