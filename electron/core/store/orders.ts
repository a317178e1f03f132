// Orders of the counter sale: the header, its lines, its tenders and the marker tying each journal
// row to its order (store side of docs/orders.md). Line specs are JSON validated on read.
import { z } from 'zod';
import { CoreError, type Language, type OrderLineKind, type OrderState } from '../contract';
import { say } from '../contract/core-messages';
import type { Db } from './database';
import { activeScope, scopeWhere, type Scope } from './scope';
import { readStoredJson } from './stored-json';
import { sessionForStep, setOrderSession } from './till-sessions';

export interface OrderRow {
  id: string;
  state: OrderState;
  cashier: string | null;
  terminal: string;
  currency: string | null;
  customerLanguage: Language | null;
  /** Kept at finish: the rounding step, the cash given, the rounding and the change. */
  final: { step: number; cashGivenCents: number; roundingCents: number; changeCents: number } | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  scope: Scope;
}

// Plain columns: their enums are CHECK constraints of migration 013 (read back as stored); only
// the JSON column (a line's spec) is validated on read. These rows are read on every view.
interface OrderRaw {
  id: string;
  state: OrderState;
  cashier: string | null;
  terminal: string;
  currency: string | null;
  customer_language: Language | null;
  rounding_step: number | null;
  cash_given_cents: number | null;
  rounding_cents: number | null;
  change_cents: number | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  mode: 'training' | 'live';
  service: string;
}

function toOrder(r: OrderRaw): OrderRow {
  return {
    id: r.id,
    state: r.state,
    cashier: r.cashier,
    terminal: r.terminal,
    currency: r.currency,
    customerLanguage: r.customer_language,
    final:
      r.rounding_step === null
        ? null
        : {
            step: r.rounding_step,
            cashGivenCents: r.cash_given_cents ?? 0,
            roundingCents: r.rounding_cents ?? 0,
            changeCents: r.change_cents ?? 0,
          },
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    finishedAt: r.finished_at,
    scope: { mode: r.mode, service: r.service },
  };
}

/** Opens an order for a cashier in the mode in use. */
export function insertOrder(db: Db, o: { id: string; cashier: string | null; terminal: string; now: Date }): OrderRow {
  const at = o.now.toISOString();
  const s = activeScope(db);
  db.prepare(
    `INSERT INTO orders (id, state, cashier, terminal, created_at, updated_at, mode, service) VALUES (?, 'open', ?, ?, ?, ?, ?, ?)`,
  ).run(o.id, o.cashier, o.terminal, at, at, s.mode, s.service);
  return getOrder(db, o.id);
}

export function findOrder(db: Db, id: string): OrderRow | null {
  const raw = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRaw | undefined;
  return raw ? toOrder(raw) : null;
}

/** One order; throws not_found when absent. */
export function getOrder(db: Db, id: string): OrderRow {
  const o = findOrder(db, id);
  if (!o) throw new CoreError('not_found', say('noOrder', { id }));
  return o;
}

/** The cashier's open (or stopped) order in the mode in use, newest first. */
export function findOpenOrder(db: Db, cashier: string | null, scope: Scope = activeScope(db)): OrderRow | null {
  const w = scopeWhere(scope);
  const raw = db
    .prepare(
      `SELECT * FROM orders WHERE state IN ('open','finishing') AND cashier IS ? AND ${w.sql} ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(cashier, ...w.args) as OrderRaw | undefined;
  return raw ? toOrder(raw) : null;
}

/** Orders of the mode in use that are open or stopped (any cashier), oldest first. */
export function listOpenOrders(db: Db, scope: Scope = activeScope(db)): OrderRow[] {
  const w = scopeWhere(scope);
  return (
    db.prepare(`SELECT * FROM orders WHERE state IN ('open','finishing') AND ${w.sql} ORDER BY created_at, id`).all(...w.args) as OrderRaw[]
  ).map(toOrder);
}

/** Finished orders of the mode in use, newest first. */
export function listFinishedOrders(db: Db, limit: number, scope: Scope = activeScope(db)): OrderRow[] {
  const w = scopeWhere(scope);
  return (
    db
      .prepare(`SELECT * FROM orders WHERE state = 'finished' AND ${w.sql} ORDER BY finished_at DESC, id DESC LIMIT ?`)
      .all(...w.args, limit) as OrderRaw[]
  ).map(toOrder);
}

export interface OrderPatch {
  state?: OrderState;
  currency?: string | null;
  customerLanguage?: Language | null;
  final?: NonNullable<OrderRow['final']>;
  finishedAt?: string;
}

/** Updates the header. */
export function updateOrder(db: Db, id: string, patch: OrderPatch, now: Date): OrderRow {
  const cur = getOrder(db, id);
  const f = patch.final ?? cur.final;
  db.prepare(
    `UPDATE orders SET state = ?, currency = ?, customer_language = ?, rounding_step = ?, cash_given_cents = ?, rounding_cents = ?,
       change_cents = ?, finished_at = ?, updated_at = ? WHERE id = ?`,
  ).run(
    patch.state ?? cur.state,
    patch.currency !== undefined ? patch.currency : cur.currency,
    patch.customerLanguage !== undefined ? patch.customerLanguage : cur.customerLanguage,
    f?.step ?? null,
    f?.cashGivenCents ?? null,
    f?.roundingCents ?? null,
    f?.changeCents ?? null,
    patch.finishedAt ?? cur.finishedAt,
    now.toISOString(),
    id,
  );
  // An order belongs to the till session it ended in (its tenders' money counts there).
  if (patch.state === 'finished' || patch.state === 'cancelled') setOrderSession(db, id, sessionForStep(db, now, cur.cashier));
  return getOrder(db, id);
}

// ---- lines

export interface OrderLineRow {
  id: string;
  orderId: string;
  position: number;
  kind: OrderLineKind;
  amountCents: number;
  /** Kind-specific fields as added (validated by the operations' schema when read). */
  spec: Record<string, unknown>;
  /** The service's reason when the line was refused before a step was journaled. */
  refusal: string | null;
  doneAt: string | null;
  createdAt: string;
}

interface LineRaw {
  id: string;
  order_id: string;
  position: number;
  kind: OrderLineKind;
  amount_cents: number;
  spec: string;
  refusal: string | null;
  done_at: string | null;
  created_at: string;
}

const specSchema = z.record(z.string(), z.unknown());

function toLine(r: LineRaw): OrderLineRow {
  const spec = readStoredJson(r.spec, specSchema);
  return {
    id: r.id,
    orderId: r.order_id,
    position: r.position,
    kind: r.kind,
    amountCents: r.amount_cents,
    spec: spec.success ? spec.data : {},
    refusal: r.refusal,
    doneAt: r.done_at,
    createdAt: r.created_at,
  };
}

export function insertLine(
  db: Db,
  l: { id: string; orderId: string; kind: OrderLineKind; amountCents: number; spec: Record<string, unknown>; now: Date },
): OrderLineRow {
  const pos = db.prepare('SELECT COALESCE(MAX(position), -1) + 1 AS p FROM order_lines WHERE order_id = ?').get(l.orderId) as { p: number };
  db.prepare(`INSERT INTO order_lines (id, order_id, position, kind, amount_cents, spec, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    l.id,
    l.orderId,
    pos.p,
    l.kind,
    l.amountCents,
    JSON.stringify(l.spec),
    l.now.toISOString(),
  );
  return getLine(db, l.id);
}

export function getLine(db: Db, id: string): OrderLineRow {
  const raw = db.prepare('SELECT * FROM order_lines WHERE id = ? AND removed_at IS NULL').get(id) as LineRaw | undefined;
  if (!raw) throw new CoreError('not_found', say('noOrderLine', { id }));
  return toLine(raw);
}

/** The lines of an order that were not removed, in the order they were added. */
export function listLines(db: Db, orderId: string): OrderLineRow[] {
  return (
    db.prepare('SELECT * FROM order_lines WHERE order_id = ? AND removed_at IS NULL ORDER BY position').all(orderId) as LineRaw[]
  ).map(toLine);
}

export function updateLine(db: Db, id: string, patch: { amountCents?: number; refusal?: string | null; doneAt?: string }): void {
  const cur = getLine(db, id);
  db.prepare('UPDATE order_lines SET amount_cents = ?, refusal = ?, done_at = ? WHERE id = ?').run(
    patch.amountCents ?? cur.amountCents,
    patch.refusal !== undefined ? patch.refusal : cur.refusal,
    patch.doneAt ?? cur.doneAt,
    id,
  );
}

/** Merges fields into a line's spec (a retry's first attempt, the cashier's confirmation of it). */
export function updateLineSpec(db: Db, id: string, patch: Record<string, unknown>): void {
  const cur = getLine(db, id);
  db.prepare('UPDATE order_lines SET spec = ? WHERE id = ?').run(JSON.stringify({ ...cur.spec, ...patch }), id);
}

export function removeLine(db: Db, id: string, now: Date): void {
  db.prepare('UPDATE order_lines SET removed_at = ? WHERE id = ?').run(now.toISOString(), id);
}
