// Journal repository: the write-ahead record of every value step. A row is inserted `pending`
// (in a transaction, with the voucher lock checked) BEFORE the request leaves, and moved to its
// outcome afterwards. State changes are guarded: a row only leaves a state it is actually in.
import { z } from 'zod';
import {
  CoreError,
  decisionFactsSchema,
  journalKindSchema,
  journalStateSchema,
  type DecisionFacts,
  type JournalKind,
  type JournalState,
} from '../contract';
import { say } from '../contract/core-messages';
import { dayIn } from '../contract/format';
import type { Statement } from 'better-sqlite3';
import type { Db } from './database';
import { terminalTimeZone } from './settings';
import { sessionForStep } from './till-sessions';
import { activeScope, sameScope, scopeWhere, type Scope } from './scope';
import { appendAudit } from './audit';
import { reopenIfFinished } from './purchases';
import { assertNoOpenStep, UNRESOLVED_ROW_SQL } from './journal-locks';

/** A journal row as stored, JSON columns parsed and validated. */
export interface JournalRow {
  id: string;
  kind: JournalKind;
  state: JournalState;
  code: string | null;
  amountCents: number | null;
  currency: string | null;
  request: Record<string, unknown>;
  response: unknown;
  redeemToken: string | null;
  chargeToken: string | null;
  balanceBefore: number | null;
  balanceAfter: number | null;
  freeCreditCents: number | null;
  idempotencyKey: string | null;
  purchaseId: string | null;
  refId: string | null;
  externalId: string | null;
  cashier: string | null;
  terminal: string;
  day: string;
  createdAt: string;
  updatedAt: string;
  error: string | null;
  facts: DecisionFacts | null;
  /** The mode and service the row belongs to (store/scope.ts). */
  scope: Scope;
  /** Why the stored row cannot be read back in full (see `fromRaw`), or null. */
  damaged: string | null;
}

/** What a new pending row needs. */
export interface NewJournalRow {
  id: string;
  kind: JournalKind;
  code?: string | null;
  amountCents?: number | null;
  currency?: string | null;
  request: Record<string, unknown>;
  balanceBefore?: number | null;
  idempotencyKey?: string | null;
  purchaseId?: string | null;
  refId?: string | null;
  externalId?: string | null;
  cashier?: string | null;
  terminal: string;
  now: Date;
}

/** Fields an outcome may set. */
export interface JournalPatch {
  response?: unknown;
  redeemToken?: string | null;
  chargeToken?: string | null;
  balanceAfter?: number | null;
  freeCreditCents?: number | null;
  amountCents?: number | null;
  currency?: string | null;
  externalId?: string | null;
  error?: string | null;
  facts?: DecisionFacts | null;
}

const requestSchema = z.record(z.string(), z.unknown());
const stateSchema = journalStateSchema;

/** The calendar day (YYYY-MM-DD) of an instant in the terminal's time zone (`terminalTimeZone`). */
export function localDay(date: Date, timeZone: string): string {
  return dayIn(date, timeZone);
}

/** The terminal's calendar day of an instant (its `terminal.timeZone` setting, default the OS zone). */
export function terminalDay(db: Db, date: Date): string {
  return dayIn(date, terminalTimeZone(db));
}

interface RawRow {
  id: string;
  kind: string;
  state: string;
  code: string | null;
  amount_cents: number | null;
  currency: string | null;
  request: string;
  response: string | null;
  redeem_token: string | null;
  charge_token: string | null;
  balance_before: number | null;
  balance_after: number | null;
  free_credit_cents: number | null;
  idempotency_key: string | null;
  purchase_id: string | null;
  ref_id: string | null;
  external_id: string | null;
  cashier: string | null;
  terminal: string;
  day: string;
  created_at: string;
  updated_at: string;
  error: string | null;
  facts: string | null;
  mode: string;
  service: string;
}

/** A stored number that is not a safe integer (an absurd amount written by an older build) cannot be trusted. */
function safeInt(v: number | null, what: string, problems: string[]): number | null {
  if (v === null || Number.isSafeInteger(v)) return v;
  problems.push(`${what} is out of range`);
  return null;
}

/**
 * Maps a stored row, validating its JSON columns and numbers. A row that cannot be read back (bad
 * JSON, a schema mismatch, an absurd number) is never guessed and never breaks a list: it comes
 * back `damaged` (why), with what could not be read left empty, so lists and reports show it with
 * its id and the reconciler hands it to a person instead of acting on it.
 */
function fromRaw(r: RawRow): JournalRow {
  const problems: string[] = [];
  const json = (text: string, what: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      problems.push(`${what} is not valid JSON`);
      return undefined;
    }
  };
  const requestRaw = json(r.request, 'request');
  const request = requestSchema.safeParse(requestRaw);
  if (requestRaw !== undefined && !request.success) problems.push('request is not an object');
  let facts: DecisionFacts | null = null;
  if (r.facts !== null) {
    const raw = json(r.facts, 'facts');
    const parsed = decisionFactsSchema.safeParse(raw);
    if (parsed.success) facts = parsed.data;
    else if (raw !== undefined) problems.push('facts fail their schema');
  }
  const kind = journalKindSchema.safeParse(r.kind);
  if (!kind.success) problems.push(`unknown kind ${r.kind.slice(0, 40)}`);
  const row: JournalRow = {
    id: r.id,
    // An unknown kind (never written by this code) is shown as the step it cannot be: a damaged order.
    kind: kind.success ? kind.data : 'order',
    state: stateSchema.parse(r.state),
    code: r.code,
    amountCents: safeInt(r.amount_cents, 'amount', problems),
    currency: r.currency,
    request: request.success ? request.data : {},
    response: r.response === null ? null : (json(r.response, 'response') ?? null),
    redeemToken: r.redeem_token,
    chargeToken: r.charge_token,
    balanceBefore: safeInt(r.balance_before, 'balance before', problems),
    balanceAfter: safeInt(r.balance_after, 'balance after', problems),
    freeCreditCents: safeInt(r.free_credit_cents, 'free credit', problems),
    idempotencyKey: r.idempotency_key,
    purchaseId: r.purchase_id,
    refId: r.ref_id,
    externalId: r.external_id,
    cashier: r.cashier,
    terminal: r.terminal,
    day: r.day,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    error: r.error,
    facts,
    scope: { mode: r.mode === 'live' ? 'live' : 'training', service: r.service },
    damaged: problems.length > 0 ? problems.join('; ') : null,
  };
  return row;
}

/** True while the code has a pending, uncertain or needs_decision row (in the scope in use). */
export function hasUnresolved(db: Db, code: string): boolean {
  const w = scopeWhere(activeScope(db));
  return (
    db.prepare(`SELECT 1 FROM journal WHERE ${UNRESOLVED_ROW_SQL} AND code = ? AND ${w.sql} LIMIT 1`).get(code, ...w.args) !== undefined
  );
}

/**
 * The INSERT of a journal row with `columns` (one `?` each) and its change number (migration 016:
 * the next number of the till's sequence, written with the row; the trigger counts it).
 * `OR FAIL`: a refused row still writes nothing (every constraint of the row is checked before it
 * is written), but SQLite keeps no statement journal (a copy of every page the insert and its
 * trigger touch, kept to undo the statement's earlier writes should a later one fail); the trigger
 * only counts, and the caller's transaction is rolled back whole on any error.
 */
export function journalInsertSql(columns: readonly string[]): string {
  return `INSERT OR FAIL INTO journal (${columns.join(', ')}, repl_seq)
    VALUES (${columns.map(() => '?').join(', ')}, (SELECT seq + 1 FROM replication_state WHERE id = 1))`;
}

/** The INSERT of a `pending` row (insertPending). */
const INSERT_PENDING_SQL = journalInsertSql([
  'id',
  'kind',
  'state',
  'code',
  'amount_cents',
  'currency',
  'request',
  'balance_before',
  'idempotency_key',
  'purchase_id',
  'ref_id',
  'external_id',
  'cashier',
  'terminal',
  'day',
  'created_at',
  'updated_at',
  'mode',
  'service',
  'session_id',
]);

/** The pending INSERT prepared once per database (compiling it, triggers included, took ~0.17 ms at every step). */
const insertPendingStatements = new WeakMap<Db, Statement>();
function insertPendingStatement(db: Db): Statement {
  let statement = insertPendingStatements.get(db);
  if (!statement) insertPendingStatements.set(db, (statement = db.prepare(INSERT_PENDING_SQL)));
  return statement;
}

/**
 * Writes a `pending` row; refuses with `locked` while the same thing (the same code, sale, slot or
 * undo target: store/journal-locks.ts) has an unresolved row. Call it
 * inside `db.transaction` together with any other check that must hold when the request leaves.
 */
export function insertPending(db: Db, row: NewJournalRow): JournalRow {
  const code = row.code ?? null;
  const scope = activeScope(db);
  if (row.refId) {
    // Undo only within the service the row was made with (a training row is never undone at live).
    const target = findJournalRow(db, row.refId);
    if (target && !sameScope(target.scope, scope)) {
      throw new CoreError('conflict', say('stepOtherMode', { own: target.scope.mode, mode: scope.mode }));
    }
  }
  assertNoOpenStep(db, { kind: row.kind, code, request: row.request, refId: row.refId ?? null });
  const at = row.now.toISOString();
  insertPendingStatement(db).run(
    row.id,
    row.kind,
    'pending',
    code,
    row.amountCents ?? null,
    row.currency ?? null,
    JSON.stringify(row.request),
    row.balanceBefore ?? null,
    row.idempotencyKey ?? null,
    row.purchaseId ?? null,
    row.refId ?? null,
    row.externalId ?? null,
    row.cashier ?? null,
    row.terminal,
    terminalDay(db, row.now),
    at,
    at,
    scope.mode,
    scope.service,
    // Every step belongs to one till session (a closed till opens the next).
    sessionForStep(db, row.now, row.cashier ?? null, scope),
  );
  return getJournalRow(db, row.id);
}

/** One row; throws not_found when absent. */
export function getJournalRow(db: Db, id: string): JournalRow {
  const raw = db.prepare('SELECT * FROM journal WHERE id = ?').get(id) as RawRow | undefined;
  if (!raw) throw new CoreError('not_found', say('noRow', { id }));
  return fromRaw(raw);
}

/** One row or undefined. */
export function findJournalRow(db: Db, id: string): JournalRow | undefined {
  const raw = db.prepare('SELECT * FROM journal WHERE id = ?').get(id) as RawRow | undefined;
  return raw ? fromRaw(raw) : undefined;
}

/** Which states a row may move to from which (the store copies this map: its store_transitions). Final states never change. */
export const allowed: Record<JournalState, readonly JournalState[]> = {
  succeeded: ['pending', 'uncertain', 'needs_decision'],
  failed: ['pending'],
  uncertain: ['pending'],
  not_applied: ['uncertain', 'needs_decision'],
  // From not_applied: the watch saw the voucher move by the row's amount afterwards (sync/not-applied-watch.ts).
  needs_decision: ['uncertain', 'not_applied'],
  pending: [],
};

/** Moves a row to `to` when it is in a state that may lead there; returns the row as stored after. */
export function transition(db: Db, id: string, to: JournalState, patch: JournalPatch, now: Date): JournalRow {
  const from = allowed[to];
  const sets: string[] = ['state = ?', 'updated_at = ?'];
  const values: unknown[] = [to, now.toISOString()];
  const column = (name: string, value: unknown): void => {
    sets.push(`${name} = ?`);
    values.push(value);
  };
  if ('response' in patch) column('response', patch.response === undefined ? null : JSON.stringify(patch.response));
  if (patch.redeemToken !== undefined) column('redeem_token', patch.redeemToken);
  if (patch.chargeToken !== undefined) column('charge_token', patch.chargeToken);
  if (patch.balanceAfter !== undefined) column('balance_after', patch.balanceAfter);
  if (patch.freeCreditCents !== undefined) column('free_credit_cents', patch.freeCreditCents);
  if (patch.amountCents !== undefined) column('amount_cents', patch.amountCents);
  if (patch.currency !== undefined) column('currency', patch.currency);
  if (patch.externalId !== undefined) column('external_id', patch.externalId);
  if (patch.error !== undefined) column('error', patch.error);
  if (patch.facts !== undefined) column('facts', patch.facts === null ? null : JSON.stringify(decisionFactsSchema.parse(patch.facts)));
  const result = db
    .prepare(`UPDATE journal SET ${sets.join(', ')} WHERE id = ? AND state IN (${from.map(() => '?').join(',') || "''"})`)
    .run(...values, id, ...from);
  if (result.changes !== 1) {
    const current = findJournalRow(db, id);
    throw new CoreError('conflict', say('rowTransition', { id, to, from: current?.state ?? 'nothing' }));
  }
  const row = getJournalRow(db, id);
  // A payment line that did not happen: its purchase owes that amount again (whoever settled the row).
  if (to === 'not_applied' && row.kind === 'redeem' && row.purchaseId && reopenIfFinished(db, row.purchaseId, now)) {
    appendAudit(db, {
      at: now,
      action: 'purchase.reopened',
      subject: row.purchaseId,
      details: { journalId: row.id, amountCents: row.amountCents },
    });
  }
  return row;
}

/** At start-up: a `pending` row means the process died mid-step, so its outcome is unknown. */
export function markInterruptedUncertain(db: Db, now: Date): number {
  return db
    .prepare(
      `UPDATE journal SET state = 'uncertain', error = 'interrupted before the answer was recorded', updated_at = ? WHERE state = 'pending'`,
    )
    .run(now.toISOString()).changes;
}

/**
 * Rows still `pending` though sent before `before`: their request has ended, but its outcome could
 * not be written (disk full, I/O error). They become `uncertain` for the reconciler to settle.
 */
export function markStalePendingUncertain(db: Db, before: Date, now: Date): number {
  return db
    .prepare(
      `UPDATE journal SET state = 'uncertain', error = coalesce(error, 'the outcome could not be recorded'), updated_at = ?
        WHERE state = 'pending' AND created_at < ?`,
    )
    .run(now.toISOString(), before.toISOString()).changes;
}

function many(db: Db, sql: string, ...args: unknown[]): JournalRow[] {
  return (db.prepare(sql).all(...args) as RawRow[]).map(fromRaw);
}

/** Rows of `scope` (default: the one in use) that are pending, uncertain or need a decision, oldest first. */
export function listUnresolved(db: Db, scope: Scope = activeScope(db)): JournalRow[] {
  const w = scopeWhere(scope);
  return many(db, `SELECT * FROM journal WHERE ${UNRESOLVED_ROW_SQL} AND ${w.sql} ORDER BY created_at, id`, ...w.args);
}

/** Redemptions and loads of `day` in `scope` decided not applied, oldest first: watched until the day ends. */
export function listNotApplied(db: Db, day: string, scope: Scope = activeScope(db)): JournalRow[] {
  const w = scopeWhere(scope);
  return many(
    db,
    `SELECT * FROM journal WHERE day = ? AND state = 'not_applied' AND kind IN ('redeem', 'charge') AND code IS NOT NULL
       AND ${w.sql} ORDER BY created_at, id`,
    day,
    ...w.args,
  );
}

/** Rows of one code in the scope in use, newest first. */
export function listByCode(db: Db, code: string, limit = 200): JournalRow[] {
  const w = scopeWhere(activeScope(db));
  return many(db, `SELECT * FROM journal WHERE code = ? AND ${w.sql} ORDER BY created_at DESC, id DESC LIMIT ?`, code, ...w.args, limit);
}

/**
 * The newest load of `scope` the service answered without a free-credit override in its request:
 * its answer names the free credit the merchant adds by default.
 */
export function latestDefaultCreditLoad(db: Db, scope: Scope): JournalRow | undefined {
  const w = scopeWhere(scope);
  return many(
    db,
    `SELECT * FROM journal WHERE kind = 'charge' AND state = 'succeeded' AND response IS NOT NULL AND free_credit_cents IS NOT NULL
       AND json_extract(request, '$.free_credit_in_percentage') IS NULL AND ${w.sql} ORDER BY created_at DESC, id DESC LIMIT 1`,
    ...w.args,
  )[0];
}

/** Rows of one terminal and day in `scope` (default: the one in use), newest first. */
export function listDay(db: Db, terminal: string, day: string, limit = 1000, scope: Scope = activeScope(db)): JournalRow[] {
  const w = scopeWhere(scope);
  return many(
    db,
    `SELECT * FROM journal WHERE terminal = ? AND day = ? AND ${w.sql} ORDER BY created_at DESC, id DESC LIMIT ?`,
    terminal,
    day,
    ...w.args,
    limit,
  );
}

/** Rows of one purchase, oldest first. */
export function listByPurchase(db: Db, purchaseId: string): JournalRow[] {
  return many(db, 'SELECT * FROM journal WHERE purchase_id = ? ORDER BY created_at, id', purchaseId);
}

/** Rows that undo the given row (cancellations), oldest first. */
export function listByRef(db: Db, refId: string): JournalRow[] {
  return many(db, 'SELECT * FROM journal WHERE ref_id = ? ORDER BY created_at, id', refId);
}

/** Every row of every state (tests and exports); oldest first. */
export function listAll(db: Db): JournalRow[] {
  return many(db, 'SELECT * FROM journal ORDER BY created_at, id');
}

/** One line of the day-closing aggregate. */
export interface DayTotal {
  kind: JournalKind;
  state: JournalState;
  cashier: string | null;
  count: number;
  amountCents: number;
}

/**
 * SQL condition: the row's amount can be summed. A row whose amount is beyond a safe integer is
 * damaged (listed by `listDamagedOfDay`) and never summed; `alias` names the journal table.
 */
export function saneAmountSql(alias?: string): string {
  const col = alias ? `${alias}.amount_cents` : 'amount_cents';
  return `(${col} IS NULL OR abs(${col}) <= ${Number.MAX_SAFE_INTEGER})`;
}
const SANE_AMOUNT = saneAmountSql();

/** A row of the day that cannot be read back in full: its id and why (lists and the closing show it). */
export interface DamagedRow {
  id: string;
  kind: string;
  state: JournalState;
  createdAt: string;
  reason: string;
}

/** The damaged rows of one day in `scope`, oldest first (every row is read back once). */
export function listDamagedOfDay(db: Db, day: string, scope: Scope = activeScope(db)): DamagedRow[] {
  const w = scopeWhere(scope);
  return (db.prepare(`SELECT * FROM journal WHERE day = ? AND ${w.sql} ORDER BY created_at, id`).all(day, ...w.args) as RawRow[])
    .map(fromRaw)
    .filter((r) => r.damaged !== null)
    .map((r) => ({ id: r.id, kind: r.kind, state: r.state, createdAt: r.createdAt, reason: r.damaged ?? '' }));
}

/** Day-closing aggregate of one scope: count and sum per kind, state and cashier (covered by the journal_scope_day_totals index). */
export function dayTotals(db: Db, day: string, scope: Scope = activeScope(db)): DayTotal[] {
  const w = scopeWhere(scope);
  return db
    .prepare(
      `SELECT kind, state, cashier, count(*) AS count, coalesce(sum(amount_cents), 0) AS amountCents
       FROM journal WHERE day = ? AND ${w.sql} AND ${SANE_AMOUNT}
       GROUP BY kind, state, cashier ORDER BY kind, state, cashier`,
    )
    .all(day, ...w.args) as DayTotal[];
}
