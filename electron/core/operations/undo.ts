// The row factory of every value step and the one shape of every undo (cancel a load, a sale, a
// booking, a promo redemption, a redemption): the target must have succeeded, no live undo row
// may exist (checked again inside the transaction that writes the `pending` row), then the step
// runs under the journal protocol with `refId` pointing at the target.
import { CoreError, isUnresolved, undoKinds } from '../contract';
import { lockedBy } from '../store/journal-locks';
import type { CoreRuntime } from '../runtime';
import { getJournalRow, insertPending, listByRef, type JournalPatch, type JournalRow, type NewJournalRow } from '../store/journal';
import { linkOrderStep } from '../store/order-steps';
import { journaledStep, newId, requireOnline, terminalName, type StepBy } from './context';
import type { CoreMessage } from '../contract/core-messages';

/** The fields of a step's row the step chooses; id (unless given), terminal, cashier and time are filled in. */
export type StepRowFields = Omit<NewJournalRow, 'id' | 'terminal' | 'cashier' | 'now'> & { id?: string };

/**
 * Writes the `pending` row of a step by `by.cashier` (call it inside the step's transaction); a step
 * of an order (`by.order`) gets its marker in the same transaction, so it never exists without it.
 */
export function pendingRow(rt: CoreRuntime, by: StepBy, fields: StepRowFields): JournalRow {
  const row = insertPending(rt.db, { id: newId(), terminal: terminalName(rt), cashier: by.cashier, now: rt.clock.now(), ...fields });
  if (by.order) linkOrderStep(rt.db, row.id, by.order);
  return row;
}

/**
 * Refuses a second undo of `target`: `locked` naming the open undo row while one is pending,
 * uncertain or needs a decision (nothing is sent again while open), `conflict` with `already` once
 * one has succeeded.
 */
export function refuseLiveUndo(rt: CoreRuntime, target: JournalRow, already: CoreMessage, kind?: JournalRow['kind']): void {
  const live = listByRef(rt.db, target.id).filter((r) => (!kind || r.kind === kind) && r.state !== 'failed' && r.state !== 'not_applied');
  const open = live.find((r) => isUnresolved(r.state));
  if (open) throw lockedBy({ journalId: open.id, kind: open.kind, state: open.state, createdAt: open.createdAt, code: open.code });
  if (live.length > 0) throw new CoreError('conflict', already);
}

/** Refuses with `conflict` unless `target` is a succeeded row of `kind` (and has `field`, when named). */
export function undoTarget(target: JournalRow, kind: JournalRow['kind'], message: CoreMessage, field?: 'code' | 'externalId'): JournalRow {
  if (target.kind !== kind || target.state !== 'succeeded' || (field && !target[field])) throw new CoreError('conflict', message);
  return target;
}

/** One undo step. */
export interface UndoSpec<T> {
  target: JournalRow;
  /** Refusal when a live undo row exists; the check runs inside the transaction. Omit when `row` checks itself. */
  already?: CoreMessage;
  /** Only undo rows of this kind count for `already` (default: every row referring to the target). */
  undoKind?: JournalRow['kind'];
  /** The undo row (inside the transaction; may throw to refuse); `refId` is the target. */
  row: () => Omit<StepRowFields, 'refId'>;
  /** The request; called once after the pending row is committed. */
  call: (row: JournalRow) => Promise<T>;
  /** Fields recorded with `succeeded`. */
  succeed?: (row: JournalRow, result: T) => JournalPatch;
}

/** Runs an undo under the journal protocol; returns the succeeded row (throws on failed/uncertain). */
export async function journaledUndo<T>(rt: CoreRuntime, by: StepBy, spec: UndoSpec<T>): Promise<JournalRow> {
  const { row } = await journaledStep(rt, by, {
    begin: () => {
      if (spec.already !== undefined) refuseLiveUndo(rt, spec.target, spec.already, spec.undoKind);
      return pendingRow(rt, by, { ...spec.row(), refId: spec.target.id });
    },
    call: spec.call,
    succeed: spec.succeed ?? (() => ({})),
  });
  return row;
}

/** An undo of a step the service knows by the id it answered with (`externalId`): a sale's order, a booking. */
export interface ExternalUndoSpec {
  journalId: string;
  /** The kind of the step undone; the undo row gets its kind from the contract's `undoKinds`. */
  kind: 'order' | 'book';
  /** Refusal unless the target is a succeeded row of `kind` with its external id. */
  notUndoable: CoreMessage;
  /** Refusal when an undo of the target is done or still open (checked first and again in the transaction). */
  already: CoreMessage;
  /** Name of the external id in the undo request (`order_id`, `booking_id`). */
  idField: string;
  /** Asks the service before the pending row is written (may throw to refuse; nothing is journaled then). */
  precheck?: (externalId: string) => Promise<void>;
  /** The request, sent once. */
  call: (externalId: string) => Promise<unknown>;
  /** Fields recorded with `succeeded` beyond the answer (a partial booking cancellation: the amount it took back). */
  succeed?: (target: JournalRow, result: unknown) => JournalPatch;
}

/** Undoes a step by its external id under the journal protocol; returns the succeeded undo row. */
export async function undoByExternalId(rt: CoreRuntime, by: StepBy, spec: ExternalUndoSpec): Promise<JournalRow> {
  const target = undoTarget(getJournalRow(rt.db, spec.journalId), spec.kind, spec.notUndoable, 'externalId');
  const externalId = target.externalId ?? '';
  refuseLiveUndo(rt, target, spec.already);
  requireOnline(rt);
  await spec.precheck?.(externalId);
  return journaledUndo(rt, by, {
    target,
    already: spec.already,
    row: () => ({
      kind: undoKinds[spec.kind],
      amountCents: target.amountCents,
      currency: target.currency,
      request: { [spec.idField]: externalId },
      externalId,
    }),
    call: () => spec.call(externalId),
    succeed: (_row, result) => spec.succeed?.(target, result) ?? {},
  });
}
