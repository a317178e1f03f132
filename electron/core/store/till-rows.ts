// What the X/Z report of one till session reads (reports/till-*.ts shape it): the orders that ended
// in the session with their merchant tenders and lines, its journal rows, the finished purchases
// whose rest was paid in it. Read-only.
import type { Db } from './database';
import { getJournalRow, type JournalRow } from './journal';
import { saneAmountSql } from './journal';

/** A finished or cancelled order of the session with what the report needs. */
export interface SessionOrder {
  id: string;
  state: 'finished' | 'cancelled';
  cashier: string | null;
  currency: string | null;
  at: string;
  roundingCents: number;
  changeCents: number;
  /** Card/cash/other tenders (not removed): cash = cash given; a negative amount is money given back. */
  tenders: Array<{ kind: 'cash' | 'card' | 'other'; method: string | null; amountCents: number }>;
  /** Lines (not removed). */
  lines: Array<{ kind: string; amountCents: number }>;
}

/** Orders that ended in the session, by end time. */
export function sessionOrders(db: Db, sessionId: string): SessionOrder[] {
  return ordersWhere(db, 'session_id = ?', sessionId);
}

/** One order, when it ended (finished or cancelled). */
export function endedOrder(db: Db, orderId: string): SessionOrder | null {
  return ordersWhere(db, 'id = ?', orderId)[0] ?? null;
}

function ordersWhere(db: Db, where: string, arg: string): SessionOrder[] {
  const orders = db
    .prepare(
      `SELECT id, state, cashier, currency, COALESCE(finished_at, updated_at) AS at, rounding_cents, change_cents
       FROM orders WHERE ${where} AND state IN ('finished','cancelled') ORDER BY at, id`,
    )
    .all(arg) as Array<{
    id: string;
    state: 'finished' | 'cancelled';
    cashier: string | null;
    currency: string | null;
    at: string;
    rounding_cents: number | null;
    change_cents: number | null;
  }>;
  const tenders = db.prepare(
    `SELECT kind, payment_method AS method, COALESCE(amount_cents, 0) AS amountCents FROM order_tenders
     WHERE order_id = ? AND removed_at IS NULL AND kind <> 'voucher' ORDER BY position`,
  );
  const lines = db.prepare(`SELECT kind, amount_cents AS amountCents FROM order_lines WHERE order_id = ? AND removed_at IS NULL`);
  return orders.map((o) => ({
    id: o.id,
    state: o.state,
    cashier: o.cashier,
    currency: o.currency,
    at: o.at,
    roundingCents: o.rounding_cents ?? 0,
    changeCents: o.change_cents ?? 0,
    tenders: tenders.all(o.id) as SessionOrder['tenders'],
    lines: lines.all(o.id) as SessionOrder['lines'],
  }));
}

/** A succeeded step of the session, with whether an order made it and, for an undo, the step it undid. */
export interface SessionStep {
  row: JournalRow;
  /** The till session the step was made in. */
  sessionId: string | null;
  orderStep: boolean;
  /** The payment method the step names (a stand-alone step); kind null: not stated. */
  payment: { method: string | null; kind: 'cash' | 'card' | 'other' | null };
  undone: JournalRow | null;
  undonePayment: { method: string | null; kind: 'cash' | 'card' | 'other' | null };
  /** The order the undone step belonged to (its merchant tenders say how it was paid). */
  undoneOrderMethods: Array<{ kind: 'cash' | 'card' | 'other'; method: string | null }>;
  /** A redemption whose voucher tender was handed to the back office: the amount handed (it pays no order). */
  backOfficeCents: number | null;
}

/** The session's succeeded steps (sane amounts only), oldest first. */
export function sessionSteps(db: Db, sessionId: string): SessionStep[] {
  return stepsWhere(db, 'j.session_id = ?', sessionId);
}

/** One step, when it succeeded (sane amount only). */
export function succeededStep(db: Db, journalId: string): SessionStep | null {
  return stepsWhere(db, 'j.id = ?', journalId)[0] ?? null;
}

function stepsWhere(db: Db, where: string, arg: string): SessionStep[] {
  const ids = db
    .prepare(
      `SELECT j.id, j.session_id, j.payment_method, j.payment_kind, EXISTS (SELECT 1 FROM order_steps s WHERE s.journal_id = j.id) AS order_step,
         COALESCE(j.ref_id, CASE WHEN j.kind = 'deactivate' THEN (
           SELECT x.id FROM journal x WHERE x.kind = 'activate' AND x.state = 'succeeded' AND x.code = j.code
             AND x.mode = j.mode AND x.service = j.service AND x.created_at <= j.created_at ORDER BY x.created_at DESC LIMIT 1) END) AS undone,
         CASE WHEN j.kind = 'redeem' THEN (SELECT SUM(t.amount_cents) FROM order_tenders t
           WHERE t.journal_id = j.id AND t.kind = 'voucher' AND t.removed_at IS NULL AND t.amount_cents IS NOT NULL) END AS back_office
       FROM journal j WHERE ${where} AND j.state = 'succeeded' AND ${saneAmountSql('j')} ORDER BY j.created_at, j.id`,
    )
    .all(arg) as Array<{
    id: string;
    session_id: string | null;
    payment_method: string | null;
    payment_kind: 'cash' | 'card' | 'other' | null;
    order_step: number;
    undone: string | null;
    back_office: number | null;
  }>;
  const paymentOf = db.prepare(`SELECT payment_method AS method, payment_kind AS kind FROM journal WHERE id = ?`);
  const orderMethods = db.prepare(
    `SELECT DISTINCT t.kind, t.payment_method AS method FROM order_steps s JOIN order_tenders t ON t.order_id = s.order_id
     WHERE s.journal_id = ? AND t.removed_at IS NULL AND t.kind <> 'voucher'`,
  );
  return ids.map((r) => ({
    row: getJournalRow(db, r.id),
    sessionId: r.session_id,
    orderStep: r.order_step === 1,
    payment: { method: r.payment_method, kind: r.payment_kind },
    undone: r.undone ? getJournalRow(db, r.undone) : null,
    undonePayment: r.undone ? (paymentOf.get(r.undone) as SessionStep['undonePayment']) : { method: null, kind: null },
    undoneOrderMethods: r.undone ? (orderMethods.all(r.undone) as SessionStep['undoneOrderMethods']) : [],
    backOfficeCents: r.back_office,
  }));
}

/** Steps of the session still open (pending, uncertain, needs decision), oldest first. */
export function sessionOpenSteps(db: Db, sessionId: string): JournalRow[] {
  const ids = db
    .prepare(`SELECT id FROM journal WHERE session_id = ? AND state IN ('pending','uncertain','needs_decision') ORDER BY created_at, id`)
    .all(sessionId) as Array<{ id: string }>;
  return ids.map((r) => getJournalRow(db, r.id));
}

/** Finished purchases (old purchase screen) whose rest was paid in the session: their last step is in it. */
export function sessionPurchaseRests(
  db: Db,
  sessionId: string,
): Array<{ cashier: string | null; method: string | null; kind: 'cash' | 'card' | 'other' | null; restCents: number }> {
  return db
    .prepare(
      `SELECT p.cashier, p.payment_method AS method, p.payment_kind AS kind, p.rest_cents AS restCents FROM purchases p
       WHERE p.state = 'finished' AND p.rest_cents > 0 AND p.moved_to_order IS NULL
         AND (SELECT j.session_id FROM journal j WHERE j.purchase_id = p.id ORDER BY j.created_at DESC, j.id DESC LIMIT 1) = ?`,
    )
    .all(sessionId) as Array<{ cashier: string | null; method: string | null; kind: 'cash' | 'card' | 'other' | null; restCents: number }>;
}

/**
 * The rest of a finished purchase (old purchase screen) whose last step is `journalId`: the money
 * the X and Z count in that step's session (`sessionPurchaseRests`), so it leaves for the store with
 * that step. Null for any other row.
 */
export function purchaseRestEndingAt(
  db: Db,
  journalId: string,
): {
  cashier: string | null;
  method: string | null;
  kind: 'cash' | 'card' | 'other' | null;
  restCents: number;
  sessionId: string | null;
} | null {
  const r = db
    .prepare(
      `SELECT p.cashier, p.payment_method AS method, p.payment_kind AS kind, p.rest_cents AS restCents, j.session_id AS sessionId
       FROM journal j JOIN purchases p ON p.id = j.purchase_id
       WHERE j.id = ? AND p.state = 'finished' AND p.rest_cents > 0 AND p.moved_to_order IS NULL
         AND j.id = (SELECT l.id FROM journal l WHERE l.purchase_id = p.id ORDER BY l.created_at DESC, l.id DESC LIMIT 1)`,
    )
    .get(journalId) as
    | { cashier: string | null; method: string | null; kind: 'cash' | 'card' | 'other' | null; restCents: number; sessionId: string | null }
    | undefined;
  return r ?? null;
}
