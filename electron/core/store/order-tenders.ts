// Tenders of an order (store side): how the customer pays. A voucher tender's amount and state come
// from its journal rows (domain/order-view.ts); card/other keep the amount charged, cash the cash given.
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import type { Db } from './database';

export interface TenderRow {
  id: string;
  orderId: string;
  position: number;
  kind: 'voucher' | 'cash' | 'card' | 'other';
  paymentMethod: string | null;
  /**
   * Card/other: the amount charged; cash: the cash given; voucher: null (its journal rows say the
   * amount), or the amount handed to the back office (a redemption without its token, which the
   * till cannot give back: the tender then no longer pays the order).
   */
  amountCents: number | null;
  /** Voucher: its redemption row. */
  journalId: string | null;
  createdAt: string;
}

interface TenderRaw {
  id: string;
  order_id: string;
  position: number;
  kind: TenderRow['kind'];
  payment_method: string | null;
  amount_cents: number | null;
  journal_id: string | null;
  created_at: string;
}

function toTender(r: TenderRaw): TenderRow {
  return {
    id: r.id,
    orderId: r.order_id,
    position: r.position,
    kind: r.kind,
    paymentMethod: r.payment_method,
    amountCents: r.amount_cents,
    journalId: r.journal_id,
    createdAt: r.created_at,
  };
}

export function insertTender(
  db: Db,
  t: { id: string; orderId: string; kind: TenderRow['kind']; paymentMethod: string | null; amountCents: number | null; now: Date },
): TenderRow {
  const pos = db.prepare('SELECT COALESCE(MAX(position), -1) + 1 AS p FROM order_tenders WHERE order_id = ?').get(t.orderId) as {
    p: number;
  };
  db.prepare(
    `INSERT INTO order_tenders (id, order_id, position, kind, payment_method, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(t.id, t.orderId, pos.p, t.kind, t.paymentMethod, t.amountCents, t.now.toISOString());
  return getTender(db, t.id);
}

export function getTender(db: Db, id: string): TenderRow {
  const raw = db.prepare('SELECT * FROM order_tenders WHERE id = ? AND removed_at IS NULL').get(id) as TenderRaw | undefined;
  if (!raw) throw new CoreError('not_found', say('noTender', { id }));
  return toTender(raw);
}

export function listTenders(db: Db, orderId: string): TenderRow[] {
  return (
    db.prepare('SELECT * FROM order_tenders WHERE order_id = ? AND removed_at IS NULL ORDER BY position').all(orderId) as TenderRaw[]
  ).map(toTender);
}

/** Ties a voucher tender to its redemption row. */
export function setTenderJournal(db: Db, id: string, journalId: string): void {
  db.prepare('UPDATE order_tenders SET journal_id = ? WHERE id = ?').run(journalId, id);
}

export function removeTender(db: Db, id: string, now: Date): void {
  db.prepare('UPDATE order_tenders SET removed_at = ? WHERE id = ?').run(now.toISOString(), id);
}

/** A voucher tender the till cannot give back (no token) handed to the back office with its open amount. */
export function handTenderToBackOffice(db: Db, id: string, amountCents: number): void {
  db.prepare(`UPDATE order_tenders SET amount_cents = ? WHERE id = ? AND kind = 'voucher'`).run(amountCents, id);
}
