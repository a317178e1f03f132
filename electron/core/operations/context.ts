// The journal protocol, written once: a `pending` row in a transaction BEFORE the request, then
// `succeeded` (tokens, balances) or `failed` (a definite refusal), or `uncertain` when the outcome
// is unknown (timeout, dropped connection, 5xx, unreadable answer). Never retried blindly.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CoreError } from '../contract';
import type { CoreRuntime, StepSpec } from '../runtime';
import { say } from '../contract/core-messages';
import { isServiceError, toCoreError, type ServiceClient } from '../service';
import { getSetting } from '../store/settings';
import { getJournalRow, transition, type JournalPatch, type JournalRow } from '../store/journal';
import { toEntry } from '../store/journal-view';
import { ensureSession } from './till-session-guard';
import { callerName } from '../auth/session';
import type { CallContext } from '../contract/calls';
import type { OrderStepLink } from '../store/order-steps';

/**
 * Who makes a value step and, for a step of an order, the order's line or tender its row belongs
 * to. An ordinary argument: the handler takes the cashier from its call context and passes it down
 * through the step functions to `journaledStep` and `pendingRow`; an order's step adds its link.
 */
export interface StepBy {
  /** The calling cashier (null: an open till); the row's cashier column and the session's actor. */
  cashier: string | null;
  /** The order's line or tender; its marker is written in the pending row's transaction. */
  order?: OrderStepLink;
}

/** The cashier of a call: the caller's name; null for an open till or a call without context (the core's own, a test's). */
export function cashierOf(ctx: CallContext | undefined): string | null {
  return ctx ? callerName(ctx) : null;
}

/** A step outside an order, made by the caller of `ctx`. */
export function stepBy(ctx: CallContext | undefined): StepBy {
  return { cashier: cashierOf(ctx) };
}

/** The service client of this core; refuses with `offline` when none is configured. */
export function service(rt: CoreRuntime): ServiceClient {
  const s = rt.service;
  if (!s) throw new CoreError('offline', say('noService'), false);
  return s;
}

/** Value steps refuse before any request while the terminal is offline. */
export function requireOnline(rt: CoreRuntime): void {
  if (!rt.state.online) {
    throw new CoreError('offline', say('offlineNoValue'), false);
  }
}

/** This terminal's name as stored in the settings. */
export function terminalName(rt: CoreRuntime): string {
  return getSetting(rt.db, 'terminal.name', z.string(), 'Till 1');
}

/** A new opaque id. */
export function newId(): string {
  return randomUUID();
}

/**
 * The reference a value request carries (`reference` / `reference_number`) so the reconciler can
 * find its own step at the service: the cashier's reference, if any, then `J` and the journal row
 * id. Letters and digits only (what the documentation promises to accept), at most `max` characters.
 */
export function stepReference(journalId: string, cashierRef: string | null | undefined, max: number): string {
  const own = `J${journalId.replace(/[^A-Za-z0-9]/g, '')}`;
  return `${(cashierRef ?? '').slice(0, Math.max(0, max - own.length))}${own}`;
}

/** Wraps a failed GET (no value moved) into a CoreError. */
export function readFailure(err: unknown): never {
  if (isServiceError(err)) throw toCoreError(err, false);
  throw err;
}

/** Publishes a row change on the bus and, for final states, to the receipt hook. */
export function publish(rt: CoreRuntime, row: JournalRow): void {
  rt.bus.emit('journal.changed', toEntry(rt.db, row));
  if (row.state === 'succeeded' || row.state === 'failed' || row.state === 'not_applied') {
    try {
      rt.onJournalFinal(row);
    } catch (err) {
      rt.logger.error('journal hook failed', { id: row.id, error: (err as Error).message });
    }
  }
}

/** Moves a row and publishes it. */
export function settle(rt: CoreRuntime, id: string, to: JournalRow['state'], patch: JournalPatch): JournalRow {
  const row = transition(rt.db, id, to, patch, rt.clock.now());
  publish(rt, row);
  return row;
}

/** One value step under the journal protocol. */
export type { StepSpec } from '../runtime';

/**
 * Runs a value step by `by`: pending -> request -> succeeded | failed | uncertain. Throws on
 * failed/uncertain. `spec.begin` writes its row with `pendingRow(rt, by, …)`.
 */
export async function journaledStep<T>(rt: CoreRuntime, by: StepBy, spec: StepSpec<T>): Promise<{ row: JournalRow; result: T }> {
  if (rt.stepProtocol) return rt.stepProtocol(rt, spec);
  refuseIfStoreDamaged(rt);
  // A step on a closed till opens the next session first (and closes yesterday's), with a notice.
  ensureSession(rt, by.cashier);
  const pending = rt.db.transaction(spec.begin)();
  publish(rt, pending);
  let result: T;
  try {
    result = await spec.call(pending);
  } catch (err) {
    if (isServiceError(err) && err.outcome === 'not_applied') {
      settleOrLeave(rt, pending.id, 'failed', { error: err.serviceMessage ?? err.message, response: err.toJSON() });
      const core = toCoreError(err, true);
      throw new CoreError(core.code, core.said, core.retryable, { ...core.details, journalId: pending.id });
    }
    const reason = isServiceError(err) ? err.message : `unexpected: ${(err as Error).message}`;
    if (!isServiceError(err)) rt.logger.error('value step failed unexpectedly', { id: pending.id, error: (err as Error).stack });
    settleOrLeave(rt, pending.id, 'uncertain', { error: reason });
    rt.reconciler.soon();
    throw new CoreError('uncertain', say('notConfirmed'), false, {
      journalId: pending.id,
      ...(isServiceError(err) ? { serviceCode: err.code, kind: err.kind } : {}),
    });
  }
  const row = settleOrLeave(rt, pending.id, 'succeeded', { response: result, ...spec.succeed(pending, result) });
  if (!row) {
    // The answer came but is not on disk: nobody knows it any more, so the service is asked again.
    rt.reconciler.soon();
    throw new CoreError('uncertain', say('answerNotSaved'), false, {
      journalId: pending.id,
      reason: 'journal_write_failed',
    });
  }
  return { row, result };
}

/**
 * Settles a row after its request; when the journal cannot be written (disk full, I/O error) the
 * row is made `uncertain` instead, and when even that cannot be written it stays `pending`, which
 * the reconciler takes once no request can still be running. Answers null unless `to` was written.
 */
function settleOrLeave(rt: CoreRuntime, id: string, to: JournalRow['state'], patch: JournalPatch): JournalRow | null {
  try {
    return settle(rt, id, to, patch);
  } catch (err) {
    if (err instanceof CoreError) throw err;
    rt.logger.error('the journal could not record the outcome of a value step', { id, to, error: (err as Error).message });
    if (to === 'uncertain') return null;
    try {
      settle(rt, id, 'uncertain', { error: `the outcome (${to}) could not be written: ${(err as Error).message}` });
    } catch (again) {
      rt.logger.error('the journal could not mark the step uncertain either', { id, error: (again as Error).message });
    }
    return null;
  }
}

/** Value steps are refused while the database failed its integrity check (the journal stays readable). */
export function refuseIfStoreDamaged(rt: CoreRuntime): void {
  if (rt.state.storage?.state !== 'damaged') return;
  throw new CoreError('locked', say('databaseDamaged'), false, {
    reason: 'database_damaged',
  });
}

/** Re-reads a row (after a step) for the answer. */
export function fresh(rt: CoreRuntime, id: string): JournalRow {
  return getJournalRow(rt.db, id);
}
