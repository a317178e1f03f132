// The money a store took, as each till's own closing and Z count it, written once for the store day
// and the chain view: the tenders of finished orders (card and other as charged, cash as given, the
// change paid out of the drawer by the order's cash method) and the steps paid by a method outside
// any order (an undo subtracts by the method of the step it undoes). Vouchers are no money method
// and free credit is no tender: neither ever shows as cash.

/** Steps whose money the customer paid by a method, and their undo (core/reports/closing-money.ts). */
const PAID = `('charge', 'activate', 'order', 'book')`;
const UNDONE = `('cancel_charge', 'deactivate', 'delete_order', 'cancel_booking')`;

/**
 * One row per payment: store_id, day, method, kind, n (1 per payment, 0 for the change), amount.
 * `where(alias)` picks the rows of an alias (`o` an order, `j` a journal row) by store and day.
 */
export function moneyFactsSql(where: (alias: string) => string): string {
  return `
    SELECT o.store_id, o.business_day AS day, t.method, t.method_kind AS kind, 1 AS n, t.amount_cents AS amount
      FROM orders o JOIN tenders t ON t.till_id = o.till_id AND t.order_local_id = o.local_id
      WHERE ${where('o')} AND o.state = 'finished' AND t.state = 'taken' AND t.method_kind <> 'voucher'
    UNION ALL
    SELECT o.store_id, o.business_day, coalesce((SELECT t.method FROM tenders t WHERE t.till_id = o.till_id
             AND t.order_local_id = o.local_id AND t.method_kind = 'cash' AND t.state = 'taken' ORDER BY t.created_at LIMIT 1), 'cash'),
           'cash', 0, -o.change_cents
      FROM orders o WHERE ${where('o')} AND o.state = 'finished' AND o.change_cents <> 0
    UNION ALL
    SELECT j.store_id, j.business_day, j.payment_method, j.payment_kind, 1, j.amount_cents FROM journal_rows j
      WHERE ${where('j')} AND j.state = 'succeeded' AND j.order_local_id IS NULL AND j.kind IN ${PAID}
    UNION ALL
    SELECT j.store_id, j.business_day, r.payment_method, r.payment_kind, 1, -j.amount_cents FROM journal_rows j
      LEFT JOIN journal_rows r ON r.till_id = j.till_id AND r.local_id = j.ref_id
      WHERE ${where('j')} AND j.state = 'succeeded' AND j.order_local_id IS NULL AND j.kind IN ${UNDONE}`;
}
