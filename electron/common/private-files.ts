// Files for the terminal's user only: the data folder 0700, the database (with its WAL and SHM),
// the secrets and the log 0600. Modes are set explicitly with chmod after creating, so the
// process umask never decides; a file found looser on start (copied, restored from a backup,
// made by an older version) is tightened. On Windows chmod only toggles read-only: no effect.
import fs from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Tightens an existing file or folder to `mode` when group or others have any access; false when absent. */
export function tightenMode(target: string, mode: number): boolean {
  let st: fs.Stats;
  try {
    st = fs.statSync(target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  if ((st.mode & 0o077) !== 0) fs.chmodSync(target, mode);
  return true;
}

/**
 * Creates `dir` (and missing parents) and makes the folder itself 0700; an existing looser one is
 * tightened unless `tightenExisting` is false (a folder the caller does not own, e.g. the cwd).
 */
export function ensurePrivateDir(dir: string, opts: { tightenExisting?: boolean } = {}): void {
  const created = fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (created !== undefined) fs.chmodSync(dir, PRIVATE_DIR_MODE);
  else if (opts.tightenExisting !== false) tightenMode(dir, PRIVATE_DIR_MODE);
}

/** Creates `file` empty with mode 0600 when absent (never truncates); an existing looser one is tightened. */
export function ensurePrivateFile(file: string): void {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', PRIVATE_FILE_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    tightenMode(file, PRIVATE_FILE_MODE);
    return;
  }
  try {
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    fs.closeSync(fd);
  }
}

/** The SQLite side files of `dbFile` that hold data too. */
export function sqliteSideFiles(dbFile: string): string[] {
  return [`${dbFile}-wal`, `${dbFile}-shm`, `${dbFile}-journal`];
}
