// Print queue repository: one row per receipt job (queued -> printing -> printed | failed).
// Sync functions over the db; the worker in core/printing/queue.ts drives the states.
import type { Db } from './database';
import { activeScope, type Scope } from './scope';

export type PrintJobState = 'queued' | 'printing' | 'printed' | 'failed';

/** One print job as stored; `input` is the receipt input JSON (validated by the printing side). */
export interface PrintJobRow {
  id: number;
  journalId: string | null;
  kind: string;
  state: PrintJobState;
  input: string;
  fullCode: boolean;
  reprintOf: number | null;
  requestedBy: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  printedAt: string | null;
  /** The mode and service of the receipt (its journal row's, else the one in use when queued). */
  scope: Scope;
}

interface Raw {
  id: number;
  journal_id: string | null;
  kind: string;
  state: PrintJobState;
  input: string;
  full_code: number;
  reprint_of: number | null;
  requested_by: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  printed_at: string | null;
  mode: string;
  service: string;
}

const toRow = (r: Raw): PrintJobRow => ({
  id: r.id,
  journalId: r.journal_id,
  kind: r.kind,
  state: r.state,
  input: r.input,
  fullCode: r.full_code === 1,
  reprintOf: r.reprint_of,
  requestedBy: r.requested_by,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  printedAt: r.printed_at,
  scope: { mode: r.mode === 'live' ? 'live' : 'training', service: r.service },
});

export interface NewPrintJob {
  journalId: string | null;
  kind: string;
  input: string;
  fullCode: boolean;
  reprintOf?: number | null;
  requestedBy?: string | null;
}

/** Queues a job and returns it. */
export function insertPrintJob(db: Db, job: NewPrintJob, now: Date): PrintJobRow {
  const at = now.toISOString();
  const own =
    job.journalId === null
      ? undefined
      : (db.prepare('SELECT mode, service FROM journal WHERE id = ?').get(job.journalId) as { mode: string; service: string } | undefined);
  const scope = own ?? activeScope(db);
  const info = db
    .prepare(
      `INSERT INTO print_jobs (journal_id, kind, state, input, full_code, reprint_of, requested_by, created_at, updated_at, mode, service)
       VALUES (?, ?, 'queued', ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      job.journalId,
      job.kind,
      job.input,
      job.fullCode ? 1 : 0,
      job.reprintOf ?? null,
      job.requestedBy ?? null,
      at,
      at,
      scope.mode,
      scope.service,
    );
  const row = getPrintJob(db, Number(info.lastInsertRowid));
  if (!row) throw new Error('print job vanished after insert');
  return row;
}

/** One job by id. */
export function getPrintJob(db: Db, id: number): PrintJobRow | null {
  const r = db.prepare('SELECT * FROM print_jobs WHERE id = ?').get(id) as Raw | undefined;
  return r ? toRow(r) : null;
}

/** The oldest job waiting to print. */
export function nextQueuedJob(db: Db): PrintJobRow | null {
  const r = db.prepare("SELECT * FROM print_jobs WHERE state = 'queued' ORDER BY id LIMIT 1").get() as Raw | undefined;
  return r ? toRow(r) : null;
}

/** Jobs not yet printed or failed (queued or printing). */
export function countWaitingJobs(db: Db): number {
  const r = db.prepare("SELECT count(*) AS n FROM print_jobs WHERE state IN ('queued', 'printing')").get() as { n: number };
  return r.n;
}

/** Newest jobs first, optionally of one journal row or in one state. */
export function listPrintJobs(db: Db, f: { limit?: number; journalId?: string; state?: PrintJobState } = {}): PrintJobRow[] {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (f.journalId !== undefined) {
    where.push('journal_id = ?');
    args.push(f.journalId);
  }
  if (f.state !== undefined) {
    where.push('state = ?');
    args.push(f.state);
  }
  const sql = `SELECT * FROM print_jobs ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY id DESC LIMIT ?`;
  return (db.prepare(sql).all(...args, f.limit ?? 100) as Raw[]).map(toRow);
}

/** The first (non-reprint) job of a journal row. */
export function originalJobOf(db: Db, journalId: string): PrintJobRow | null {
  const r = db.prepare('SELECT * FROM print_jobs WHERE journal_id = ? AND reprint_of IS NULL ORDER BY id LIMIT 1').get(journalId) as
    | Raw
    | undefined;
  return r ? toRow(r) : null;
}

function setState(db: Db, id: number, state: PrintJobState, now: Date, extra: { error?: string | null; attempt?: boolean } = {}): void {
  const at = now.toISOString();
  db.prepare(
    `UPDATE print_jobs SET state = ?, updated_at = ?, attempts = attempts + ?, last_error = COALESCE(?, last_error),
       printed_at = CASE WHEN ? = 'printed' THEN ? ELSE printed_at END
     WHERE id = ?`,
  ).run(state, at, extra.attempt ? 1 : 0, extra.error ?? null, state, at, id);
}

/** The worker took the job. */
export const markPrinting = (db: Db, id: number, now: Date): void => setState(db, id, 'printing', now, { attempt: true });
/** The printer confirmed the job. */
export const markPrinted = (db: Db, id: number, now: Date): void => setState(db, id, 'printed', now);
/** The printer was not able to print: the job waits for the next attempt. */
export const markRequeued = (db: Db, id: number, error: string, now: Date): void => setState(db, id, 'queued', now, { error });
/** The job can never print as it is (e.g. unreadable input); it stays for the record and reprint. */
export const markFailed = (db: Db, id: number, error: string, now: Date): void => setState(db, id, 'failed', now, { error });

/** After a crash: jobs caught in `printing` wait again (a duplicate beats a lost receipt). */
export function requeueInterrupted(db: Db, now: Date): number {
  return db
    .prepare("UPDATE print_jobs SET state = 'queued', updated_at = ?, last_error = 'interrupted' WHERE state = 'printing'")
    .run(now.toISOString()).changes;
}
