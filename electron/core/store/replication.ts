// Replication repository (migrations 012, 015): the live changes of the journal, the audit log, the orders and the till sessions
// (with their drawer openings) in the
// order of the till's change sequence, the cursor (moved only after the store committed), the
// backlog, and the renumbering of unpushed changes after the store saw a gap. Training rows get
// numbers too but never leave the till: every read here is `mode = 'live'`.
import type { Db } from './database';

/** The till's sequence and cursor. */
export interface ReplicationState {
  /** The last change number handed out (the till's head). */
  seq: number;
  /** Every live change up to this number is committed at the store. */
  pushedSeq: number;
  pushedAt: string | null;
}

/** A journal row as it leaves for the store (the code is protected by the caller before it leaves). */
export interface JournalChange {
  id: string;
  seq: number;
  kind: string;
  state: string;
  code: string | null;
  amountCents: number | null;
  currency: string | null;
  balanceAfter: number | null;
  paymentMethod: string | null;
  paymentKind: 'cash' | 'card' | 'other' | null;
  purchaseId: string | null;
  refId: string | null;
  saleId: string | null;
  cashier: string | null;
  day: string;
  createdAt: string;
  updatedAt: string;
  /** The order this row is a step of (its money is counted by the order's tenders). */
  orderId: string | null;
}

/** An order whose header, lines, tenders or steps changed: it leaves whole, with this version. */
export interface OrderChange {
  id: string;
  seq: number;
  /** The till session it belongs to (migration 014). */
  sessionId: string | null;
}

/** A till session that opened, changed or closed (its Z with it): it leaves whole, with this version. */
export interface SessionChange {
  id: string;
  seq: number;
}

/** A drawer opening of a session: it leaves with its session, at the session's version. */
export interface DrawerOpeningChange {
  id: number;
  sessionId: string;
  at: string;
  actor: string | null;
  reason: string;
}

/** An audit entry as it leaves for the store (details still the stored JSON text). */
export interface AuditChange {
  uid: string;
  seq: number;
  at: string;
  actor: string | null;
  action: string;
  subject: string | null;
  details: string;
}

export function replicationState(db: Db): ReplicationState {
  const r = db.prepare('SELECT seq, pushed_seq, pushed_at FROM replication_state WHERE id = 1').get() as
    | { seq: number; pushed_seq: number; pushed_at: string | null }
    | undefined;
  return r ? { seq: r.seq, pushedSeq: r.pushed_seq, pushedAt: r.pushed_at } : { seq: 0, pushedSeq: 0, pushedAt: null };
}

/** Moves the cursor after a commit at the store; it never moves back. */
export function markPushed(db: Db, seq: number, at: Date): void {
  db.prepare('UPDATE replication_state SET pushed_seq = max(pushed_seq, ?), pushed_at = ? WHERE id = 1').run(seq, at.toISOString());
}

/**
 * Moves the cursor back to what the store holds of this till (a store restored from an older
 * backup, a new enrolment): the changes above it are pushed again (an upsert by id and version,
 * so a row the store has already is left as it is).
 */
export function rewindCursor(db: Db, seq: number): void {
  db.prepare('UPDATE replication_state SET pushed_seq = ? WHERE id = 1 AND pushed_seq > ?').run(seq, seq);
}

const JOURNAL_COLUMNS = `id, repl_seq AS seq, kind, state, code, amount_cents AS amountCents, currency, balance_after AS balanceAfter,
  payment_method AS paymentMethod, payment_kind AS paymentKind, purchase_id AS purchaseId, ref_id AS refId, sale_id AS saleId,
  cashier, day, created_at AS createdAt, updated_at AS updatedAt,
  (SELECT order_id FROM order_steps WHERE order_steps.journal_id = journal.id) AS orderId`;

/** The numbers of the live till sessions (their number is kept beside them: a closed session never changes). */
const SESSION_FEED = `f.repl_seq AS seq FROM till_session_feed f JOIN till_sessions s ON s.id = f.session_id WHERE s.mode = 'live'`;

/**
 * The next live changes after `after`, at most `limit` rows over both tables, complete up to the
 * returned `lastSeq` (a batch never splits a sequence range). Empty when nothing waits.
 */
export function readLiveChanges(
  db: Db,
  after: number,
  limit: number,
): { journal: JournalChange[]; audit: AuditChange[]; orders: OrderChange[]; sessions: SessionChange[]; lastSeq: number } {
  const bound = db
    .prepare(
      `SELECT max(s) AS last FROM (
         SELECT s FROM (SELECT repl_seq AS s FROM journal WHERE mode = 'live' AND repl_seq > @after
                        UNION ALL SELECT repl_seq FROM audit_log WHERE mode = 'live' AND repl_seq > @after
                        UNION ALL SELECT repl_seq FROM orders WHERE mode = 'live' AND repl_seq > @after
                        UNION ALL SELECT ${SESSION_FEED} AND f.repl_seq > @after)
         ORDER BY s LIMIT @limit)`,
    )
    .get({ after, limit }) as { last: number | null };
  const last = bound.last;
  if (last === null) return { journal: [], audit: [], orders: [], sessions: [], lastSeq: after };
  const journal = db
    .prepare(`SELECT ${JOURNAL_COLUMNS} FROM journal WHERE mode = 'live' AND repl_seq > ? AND repl_seq <= ? ORDER BY repl_seq`)
    .all(after, last) as JournalChange[];
  const audit = db
    .prepare(
      `SELECT uid, repl_seq AS seq, at, actor, action, subject, details FROM audit_log
       WHERE mode = 'live' AND repl_seq > ? AND repl_seq <= ? ORDER BY repl_seq`,
    )
    .all(after, last) as AuditChange[];
  const orders = db
    .prepare(
      `SELECT id, repl_seq AS seq, session_id AS sessionId FROM orders WHERE mode = 'live' AND repl_seq > ? AND repl_seq <= ? ORDER BY repl_seq`,
    )
    .all(after, last) as OrderChange[];
  const sessions = db
    .prepare(`SELECT f.session_id AS id, ${SESSION_FEED} AND f.repl_seq > ? AND f.repl_seq <= ? ORDER BY f.repl_seq`)
    .all(after, last) as SessionChange[];
  return { journal, audit, orders, sessions, lastSeq: last };
}

/** Live changes waiting after `after`, and the till time of the oldest of them. */
export function liveBacklog(db: Db, after: number): { count: number; since: string | null } {
  const r = db
    .prepare(
      `SELECT count(*) AS count, min(t) AS since FROM (
         SELECT updated_at AS t FROM journal WHERE mode = 'live' AND repl_seq > @after
         UNION ALL SELECT at FROM audit_log WHERE mode = 'live' AND repl_seq > @after
         UNION ALL SELECT updated_at FROM orders WHERE mode = 'live' AND repl_seq > @after
         UNION ALL SELECT coalesce(s.closed_at, s.opened_at) FROM till_session_feed f JOIN till_sessions s ON s.id = f.session_id
           WHERE s.mode = 'live' AND f.repl_seq > @after)`,
    )
    .get({ after }) as { count: number; since: string | null };
  return r;
}

/**
 * After the store saw a gap (this till restored from an older backup: the store already holds
 * numbers up to `storeSeq` that this till no longer has), every unpushed change is renumbered above
 * `storeSeq` and the cursor set to it, so no number is used twice and every later change outranks
 * what the store holds. In one transaction; through negative numbers because the index is unique.
 */
export function renumberAfterGap(db: Db, storeSeq: number): void {
  db.transaction(() => {
    const { pushedSeq, seq } = replicationState(db);
    if (storeSeq <= pushedSeq) return;
    const shift = storeSeq - pushedSeq;
    for (const table of ['journal', 'audit_log', 'orders', 'till_session_feed']) {
      db.prepare(`UPDATE ${table} SET repl_seq = -(repl_seq + ?) WHERE repl_seq > ?`).run(shift, pushedSeq);
      db.prepare(`UPDATE ${table} SET repl_seq = -repl_seq WHERE repl_seq < 0`).run();
    }
    db.prepare('UPDATE replication_state SET seq = ?, pushed_seq = ? WHERE id = 1').run(seq + shift, storeSeq);
  })();
}

/** The current change number of each given row (journal id or audit uid) this till has. */
export function currentVersions(db: Db, ids: readonly string[]): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT id, repl_seq AS v FROM journal WHERE id IN (SELECT value FROM json_each(@ids))
       UNION ALL SELECT uid, repl_seq FROM audit_log WHERE uid IN (SELECT value FROM json_each(@ids))
       UNION ALL SELECT id, repl_seq FROM orders WHERE id IN (SELECT value FROM json_each(@ids))
       UNION ALL SELECT session_id, repl_seq FROM till_session_feed WHERE session_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ ids: JSON.stringify(ids) }) as Array<{ id: string; v: number }>;
  return new Map(rows.map((r) => [r.id, r.v]));
}

/** The live rows whose change number lies in (after, upTo]. */
export function liveVersionsBetween(db: Db, after: number, upTo: number): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT id, repl_seq AS v FROM journal WHERE mode = 'live' AND repl_seq > @after AND repl_seq <= @upTo
       UNION ALL SELECT uid, repl_seq FROM audit_log WHERE mode = 'live' AND repl_seq > @after AND repl_seq <= @upTo
       UNION ALL SELECT id, repl_seq FROM orders WHERE mode = 'live' AND repl_seq > @after AND repl_seq <= @upTo
       UNION ALL SELECT f.session_id, ${SESSION_FEED} AND f.repl_seq > @after AND f.repl_seq <= @upTo`,
    )
    .all({ after, upTo }) as Array<{ id: string; v: number }>;
  return new Map(rows.map((r) => [r.id, r.v]));
}

/** Lines and tenders removed from an order (the order's view no longer lists them; the store keeps them as removed). */
export function removedOfOrder(
  db: Db,
  orderId: string,
): {
  lines: Array<{ id: string; kind: string; amountCents: number }>;
  tenders: Array<{ id: string; kind: string; paymentMethod: string | null; amountCents: number | null; createdAt: string }>;
} {
  const lines = db
    .prepare('SELECT id, kind, amount_cents AS amountCents FROM order_lines WHERE order_id = ? AND removed_at IS NOT NULL')
    .all(orderId) as Array<{ id: string; kind: string; amountCents: number }>;
  const tenders = db
    .prepare(
      `SELECT id, kind, payment_method AS paymentMethod, amount_cents AS amountCents, created_at AS createdAt
       FROM order_tenders WHERE order_id = ? AND removed_at IS NOT NULL`,
    )
    .all(orderId) as Array<{ id: string; kind: string; paymentMethod: string | null; amountCents: number | null; createdAt: string }>;
  return { lines, tenders };
}

/**
 * A change of a till session that its own row does not show (a drawer opening, its running cash):
 * the session takes the next change number, as the till_sessions triggers of migration 015 do.
 */
export function sessionChanged(db: Db, sessionId: string): void {
  db.transaction(() => {
    db.prepare('UPDATE replication_state SET seq = seq + 1 WHERE id = 1').run();
    db.prepare(
      'INSERT OR REPLACE INTO till_session_feed (session_id, repl_seq) VALUES (?, (SELECT seq FROM replication_state WHERE id = 1))',
    ).run(sessionId);
  })();
}

/** The drawer openings of a session, oldest first, as they leave for the store. */
export function openingsOfSession(db: Db, sessionId: string): DrawerOpeningChange[] {
  return db
    .prepare('SELECT id, session_id AS sessionId, at, actor, reason FROM drawer_openings WHERE session_id = ? ORDER BY id')
    .all(sessionId) as DrawerOpeningChange[];
}

/** The live till sessions open now (one per service at most). */
export function openLiveSessions(db: Db): Array<{ id: string; service: string }> {
  return db.prepare(`SELECT id, service FROM till_sessions WHERE mode = 'live' AND state = 'open'`).all() as Array<{
    id: string;
    service: string;
  }>;
}
