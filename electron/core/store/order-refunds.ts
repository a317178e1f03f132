// Refunds of finished orders (docs/orders.md: the undo of a finished order's step is itself
// an order line in the current session). A refund line is stored with the kind of the line it
// undoes, the negative amount, and `refundOf` in its spec naming the original order, line and step;
// the original order's rows never change.
import { z } from 'zod';
import type { Db } from './database';
import type { OrderLineRow } from './orders';

export const refundOfSchema = z.object({
  orderId: z.string(),
  lineId: z.string(),
  /** The journal row of the original step (null for goods: no service step). */
  stepId: z.string().nullable(),
  /** The payment method the money goes back with (after the voucher payments given back); null: the original's tenders. */
  paymentMethodId: z.string().nullable(),
});
export type RefundOf = z.infer<typeof refundOfSchema>;

/** What a refund line undoes, or null for an ordinary line. */
export function refundOf(line: OrderLineRow): RefundOf | null {
  const r = refundOfSchema.safeParse(line.spec.refundOf);
  return r.success ? r.data : null;
}

/** Lines of `orderId` already refunded (or being refunded) by a refund order that was not cancelled. */
export function refundedLineIds(db: Db, orderId: string): Set<string> {
  const rows = db
    .prepare(
      `SELECT json_extract(l.spec, '$.refundOf.lineId') AS id FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.removed_at IS NULL AND o.state != 'cancelled' AND json_extract(l.spec, '$.refundOf.orderId') = ?`,
    )
    .all(orderId) as Array<{ id: string | null }>;
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}

/** The finished refund orders of `orderId` (what was already given back), oldest first. */
export function refundOrderIds(db: Db, orderId: string): string[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT o.id AS id, o.finished_at FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.removed_at IS NULL AND o.state = 'finished' AND json_extract(l.spec, '$.refundOf.orderId') = ?
        ORDER BY o.finished_at, o.id`,
    )
    .all(orderId) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}
