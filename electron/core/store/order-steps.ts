// Which journal rows an order made: the marker is written in the transaction of the row's pending
// insert (`pendingRow` in operations/undo.ts), so no step of an order exists without it.
import type { Db } from './database';

export interface OrderStepLink {
  orderId: string;
  lineId: string | null;
  tenderId: string | null;
}

/** Marks a journal row as a step of an order (in the transaction of its pending insert). */
export function linkOrderStep(db: Db, journalId: string, link: OrderStepLink): void {
  db.prepare('INSERT INTO order_steps (journal_id, order_id, line_id, tender_id) VALUES (?, ?, ?, ?)').run(
    journalId,
    link.orderId,
    link.lineId,
    link.tenderId,
  );
  if (link.tenderId) {
    db.prepare('UPDATE order_tenders SET journal_id = COALESCE(journal_id, ?) WHERE id = ?').run(journalId, link.tenderId);
  }
}

/** The order a journal row belongs to, or null. */
export function orderOfStep(db: Db, journalId: string): OrderStepLink | null {
  const r = db.prepare('SELECT order_id, line_id, tender_id FROM order_steps WHERE journal_id = ?').get(journalId) as
    | { order_id: string; line_id: string | null; tender_id: string | null }
    | undefined;
  return r ? { orderId: r.order_id, lineId: r.line_id, tenderId: r.tender_id } : null;
}

/** Journal row ids of one line or tender, oldest first. */
export function stepsOf(db: Db, ref: { lineId: string } | { tenderId: string }): string[] {
  const [col, id] = 'lineId' in ref ? ['line_id', ref.lineId] : ['tender_id', ref.tenderId];
  return (
    db
      .prepare(
        `SELECT s.journal_id AS id FROM order_steps s JOIN journal j ON j.id = s.journal_id WHERE s.${col} = ? ORDER BY j.created_at, j.rowid`,
      )
      .all(id) as Array<{ id: string }>
  ).map((r) => r.id);
}

/** The earliest terminal day of the succeeded steps of an order or one tender (what undoing it would reopen), or null. */
export function firstDoneStepDay(db: Db, ref: { orderId: string } | { tenderId: string }): string | null {
  const [col, id] = 'orderId' in ref ? ['order_id', ref.orderId] : ['tender_id', ref.tenderId];
  const r = db
    .prepare(
      `SELECT MIN(j.day) AS day FROM order_steps s JOIN journal j ON j.id = s.journal_id WHERE s.${col} = ? AND j.state = 'succeeded'`,
    )
    .get(id) as { day: string | null } | undefined;
  return r?.day ?? null;
}
