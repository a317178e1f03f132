// Nothing is sent again while it is open: a value step is refused while a row for "the same thing"
// is pending, uncertain or needs a decision (in the scope in use). A retry of a step whose answer
// was lost would otherwise move the value twice (two loads, two orders, two bookings), and the
// reconciler could not tell which of them the journal row stands for.
//
// What "the same thing" is, per kind (`sameThingKey`):
// - every step on a voucher or promo code (redeem, load, their cancels, activate, deactivate,
//   promo redeem and cancel): the code. One open step locks the code for every kind.
// - a code sale (`order`, no code yet): the same lines, i.e. the same voucher types at the same
//   prices in the same quantities, in any order. A retry of a sale sends exactly these; another
//   customer's different basket is not held up by it.
// - a ticket booking (`book`): the same slot (product and start). A retry of a booking, with or
//   without its reservation, books that slot again; a second booking of the slot waits until the
//   first is settled (the reconciler replays it with its Idempotency-Key within seconds).
// - a cancel by external id (`delete_order`, `cancel_booking`): the row it undoes (`refId`): the
//   same order or booking is never asked to be cancelled twice while the first ask is open.
import { z } from 'zod';
import { CoreError, unresolvedStates, type JournalKind, type JournalState } from '../contract';
import type { Db } from './database';
import { activeScope, scopeWhere } from './scope';
import { say } from '../contract/core-messages';

/** The open row that refuses a step, as the refusal names it (`details.openRow`). */
export interface OpenRow {
  journalId: string;
  kind: JournalKind;
  state: JournalState;
  createdAt: string;
  code: string | null;
}

/** What a step is about, for the lock. */
export interface StepSubject {
  kind: JournalKind;
  code?: string | null;
  request: Record<string, unknown>;
  refId?: string | null;
}

/**
 * "The row is still open" in the words of the partial indexes journal_unresolved and
 * journal_scope_unresolved (migration 016): SQLite uses a partial index only for a query that
 * repeats its condition, so every query of open rows writes this. Comparisons, not `state IN (...)`:
 * an IN list of three built a temporary table at every journal insert, where the condition is checked.
 */
export const UNRESOLVED_ROW_SQL = `(${unresolvedStates.map((s) => `state = '${s}'`).join(' OR ')})`;

const orderLinesSchema = z.object({
  order_lines: z.array(z.object({ product_id: z.string(), unit_price_in_cents: z.number(), quantity: z.number() })),
});
const slotSchema = z.object({ product_id: z.string(), starts_at: z.string() });

/** A day slot is named by its date with or without `T00:00:00` (service facts): one key for both. */
export function slotStart(startsAt: string): string {
  return startsAt.replace(/T00:00(:00(\.0+)?)?$/, '');
}

/** The key of "the same thing" for a step without a code (see the head of this file); null: no lock. */
export function sameThingKey(s: StepSubject): string | null {
  if (s.code) return `code:${s.code}`;
  if (s.kind === 'order') {
    const o = orderLinesSchema.safeParse(s.request);
    if (!o.success) return null;
    const lines = o.data.order_lines.flatMap((l) => Array.from({ length: l.quantity }, () => `${l.product_id}@${l.unit_price_in_cents}`));
    return `order:${lines.sort().join(',')}`;
  }
  if (s.kind === 'book') {
    const b = slotSchema.safeParse(s.request);
    return b.success ? `slot:${b.data.product_id}|${slotStart(b.data.starts_at)}` : null;
  }
  return s.refId ? `undo:${s.refId}` : null;
}

interface RawOpen {
  id: string;
  kind: JournalKind;
  state: JournalState;
  code: string | null;
  request: string;
  ref_id: string | null;
  created_at: string;
}

function toOpen(r: RawOpen): OpenRow {
  return { journalId: r.id, kind: r.kind, state: r.state, createdAt: r.created_at, code: r.code };
}

const requestSchema = z.record(z.string(), z.unknown());

/** A stored request; an unreadable one is read as empty (it then matches nothing; it never breaks the lock). */
function parseRequest(text: string): Record<string, unknown> {
  try {
    const v = requestSchema.safeParse(JSON.parse(text));
    return v.success ? v.data : {};
  } catch {
    return {};
  }
}

const COLS = 'id, kind, state, code, request, ref_id, created_at';

/** The oldest unresolved row of a voucher or promo code in the scope in use (the journal_unresolved index). */
export function openStepOfCode(db: Db, code: string): OpenRow | undefined {
  const w = scopeWhere(activeScope(db));
  const raw = db
    .prepare(`SELECT ${COLS} FROM journal WHERE ${UNRESOLVED_ROW_SQL} AND code = ? AND ${w.sql} ORDER BY created_at, id LIMIT 1`)
    .get(code, ...w.args) as RawOpen | undefined;
  return raw ? toOpen(raw) : undefined;
}

/** The oldest unresolved row of the scope in use for the same thing as `s`, or undefined. */
export function findOpenStep(db: Db, s: StepSubject): OpenRow | undefined {
  if (s.code) return openStepOfCode(db, s.code);
  const w = scopeWhere(activeScope(db));
  const key = sameThingKey(s);
  if (key === null) return undefined;
  // Rows without a code that are still open: few (each is settled within minutes or decided by hand).
  const rows = db
    .prepare(`SELECT ${COLS} FROM journal WHERE ${UNRESOLVED_ROW_SQL} AND code IS NULL AND ${w.sql} ORDER BY created_at, id`)
    .all(...w.args) as RawOpen[];
  const same = rows.find((r) => sameThingKey({ kind: r.kind, request: parseRequest(r.request), refId: r.ref_id }) === key);
  return same ? toOpen(same) : undefined;
}

/** The refusal of a step while `open` is unresolved; names the open row. */
export function lockedBy(open: OpenRow): CoreError {
  const said = open.code ? (open.kind.startsWith('promo') ? say('codeBeingVerified') : say('voucherBeingVerified')) : say('sameStepOpen');
  return new CoreError('locked', said, true, { ...(open.code ? { code: open.code } : {}), openRow: open });
}

/** Refuses with `locked` (naming the open row) while the same thing as `s` has an unresolved row. */
export function assertNoOpenStep(db: Db, s: StepSubject): void {
  const open = findOpenStep(db, s);
  if (open) throw lockedBy(open);
}

/** Refuses with `locked` (naming the open row) while the code has an unresolved row: the check before asking the service. */
export function assertCodeFree(db: Db, code: string): void {
  const open = openStepOfCode(db, code);
  if (open) throw lockedBy(open);
}
