// The full integrity check of the terminal's database (`PRAGMA integrity_check`), run in a worker
// thread on its own read-only connection: it reads every page (seconds on a large file), and
// neither the start-up nor the till may wait for it. WAL lets it read while the core writes.
// A small file (a new terminal's is a few hundred KB, read in about a millisecond) is checked in
// this thread instead: starting a worker thread costs about 0.25 CPU-s (the start-up bench's
// profile), more than the check of a file many times that size.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** What the check found. */
export type IntegrityResult = { state: 'ok' } | { state: 'damaged'; problems: string[] } | { state: 'unchecked'; reason: string };

/** At most this many problem lines are kept (SQLite may list thousands on a badly damaged file). */
const MAX_PROBLEMS = 20;

// Plain CommonJS run with `eval`: no bundling step, the native module resolved by the caller.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.lib);
let db;
try {
  db = new Database(workerData.file, { readonly: true, fileMustExist: true });
  const rows = db.pragma('integrity_check(' + workerData.max + ')');
  parentPort.postMessage({ lines: rows.map((r) => String(Object.values(r)[0])) });
} catch (e) {
  parentPort.postMessage({ error: String((e && e.message) || e), code: String((e && e.code) || '') });
} finally {
  try { if (db) db.close(); } catch (e) {}
}
`;

/** Error codes that mean the file itself is damaged (the check could not even finish reading it). */
const DAMAGE_CODES = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_CORRUPT_INDEX', 'SQLITE_CORRUPT_SEQUENCE']);

/** Files (with their WAL) up to this size are checked in the calling thread. */
export const INLINE_MAX_BYTES = 4 * 1024 * 1024;

type CheckAnswer = { lines?: string[]; error?: string; code?: string };

function verdict(m: CheckAnswer): IntegrityResult {
  if (m.lines) return m.lines.length === 1 && m.lines[0] === 'ok' ? { state: 'ok' } : { state: 'damaged', problems: m.lines };
  if (DAMAGE_CODES.has(m.code ?? '') || /malformed|not a database/i.test(m.error ?? ''))
    return { state: 'damaged', problems: [m.error ?? 'damaged'] };
  return { state: 'unchecked', reason: m.error ?? 'unknown' };
}

/** The worker's check, in this thread. */
function checkHere(file: string): IntegrityResult {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma(`integrity_check(${MAX_PROBLEMS})`) as Array<Record<string, unknown>>;
    return verdict({ lines: rows.map((r) => String(Object.values(r)[0])) });
  } catch (e) {
    const err = e as { message?: unknown; code?: unknown };
    return verdict({ error: String(err.message ?? e), code: String(err.code ?? '') });
  } finally {
    try {
      db?.close();
    } catch {
      // nothing left to release
    }
  }
}

const sizeOf = (f: string): number => {
  try {
    return fs.statSync(f).size;
  } catch {
    return 0;
  }
};

/**
 * Checks the database file `file`: in a worker thread, or here when it is at most `inlineMaxBytes`
 * with its WAL. ':memory:' has no file to check. `signal` stops a worker's check.
 */
export function checkIntegrity(file: string, signal?: AbortSignal, inlineMaxBytes = INLINE_MAX_BYTES): Promise<IntegrityResult> {
  if (file === ':memory:') return Promise.resolve({ state: 'unchecked', reason: 'in-memory database' });
  if (sizeOf(file) + sizeOf(`${file}-wal`) <= inlineMaxBytes) return Promise.resolve(checkHere(file));
  return new Promise((resolve) => {
    let lib: string;
    try {
      lib = createRequire(import.meta.url).resolve('better-sqlite3');
    } catch (err) {
      resolve({ state: 'unchecked', reason: (err as Error).message });
      return;
    }
    const worker = new Worker(WORKER, { eval: true, workerData: { file, lib, max: MAX_PROBLEMS } });
    let done = false;
    const finish = (r: IntegrityResult): void => {
      if (done) return;
      done = true;
      resolve(r);
      void worker.terminate();
    };
    worker.on('message', (m: CheckAnswer) => finish(verdict(m)));
    signal?.addEventListener('abort', () => finish({ state: 'unchecked', reason: 'stopped' }), { once: true });
    worker.on('error', (err) => finish({ state: 'unchecked', reason: err.message }));
    worker.on('exit', () => finish({ state: 'unchecked', reason: 'the check stopped' }));
  });
}
