// The money a store took, as each till's money module told it: the sum of the money facts the tills
// pushed with their ended orders and succeeded steps (migration 010). Money taken by a method less
// the change and what went back; vouchers are no money method and free credit is no tender, so
// neither ever shows here. The store derives no money of its own. The pages read these sums over
// `money_rollup` (the facts already summed per till, day, session, cashier, kind, group and method,
// migration 012) and `day_sales` (what was sold per till, day and group); over `money_facts` they
// are the sums of the raw rows (the recount, a benchmark's comparison).

/** Where the money facts are read: their kept sums (the pages) or the raw rows. */
export type FactsSource = 'money_rollup' | 'money_facts';
/** Where what was sold is read: its kept sums (the pages) or the raw facts. */
export type SalesSource = 'day_sales' | 'money_facts';

/** Money moved by a method: taken (+), change and refunds (−). */
const MONEY = `CASE f.kind WHEN 'tender' THEN f.cents ELSE -f.cents END`;

/**
 * One row per money fact: store_id, till_id, day, method, kind, n (1 per payment taken), amount.
 * `where(alias)` picks the rows of an alias by store and day.
 */
export function moneyFactsSql(where: (alias: string) => string, from: FactsSource = 'money_rollup'): string {
  return `
    SELECT f.store_id, f.till_id, f.business_day AS day, f.method, f.method_kind AS kind,
           CASE WHEN f.kind = 'tender' THEN f.count ELSE 0 END AS n, ${MONEY} AS amount
      FROM ${from} f WHERE ${where('f')} AND f.kind IN ('tender', 'change', 'refund')`;
}

const TILL_DAY = ['f.store_id', 'f.till_id', 'f.business_day AS day'];

/**
 * Per till of a store and day, as its Z tells it: cash, card and other (net of change and refunds),
 * vouchers accepted, refunds (all methods), free credit booked (never money). `keys`: the columns
 * grouped by instead (a cashier, a session).
 */
export function tillMoneySql(where: (alias: string) => string, keys: string[] = TILL_DAY, from: FactsSource = 'money_rollup'): string {
  return `
    SELECT ${keys.join(', ')},
      coalesce(sum(${MONEY}) FILTER (WHERE f.kind IN ('tender', 'change', 'refund') AND f.method_kind = 'cash'), 0) AS cash,
      coalesce(sum(${MONEY}) FILTER (WHERE f.kind IN ('tender', 'change', 'refund') AND f.method_kind = 'card'), 0) AS card,
      coalesce(sum(${MONEY}) FILTER (WHERE f.kind IN ('tender', 'change', 'refund')
        AND f.method_kind IS DISTINCT FROM 'cash' AND f.method_kind IS DISTINCT FROM 'card'), 0) AS other,
      coalesce(sum(CASE WHEN f.kind = 'voucher' THEN f.cents ELSE -f.cents END)
        FILTER (WHERE f.kind = 'voucher' OR (f.kind = 'cancel' AND f.grp = 'vouchers')), 0) AS vouchers,
      coalesce(sum(f.cents) FILTER (WHERE f.kind = 'refund'), 0) AS refunds,
      coalesce(sum(f.cents) FILTER (WHERE f.kind = 'freeCredit'), 0) AS free_credit
    FROM ${from} f WHERE ${where('f')} GROUP BY ${keys.map((_, i) => i + 1).join(', ')}`;
}

/**
 * What was sold per group (goods, loads, activations, codeSales, tickets), net of its cancellations,
 * as the Z's lines of what was sold: one row per `keys` and `grp` with `cents`.
 */
export function salesByGroupSql(where: (alias: string) => string, keys: string[], from: SalesSource = 'day_sales'): string {
  return `
    SELECT ${keys.join(', ')}, f.grp, sum(CASE f.kind WHEN 'sale' THEN f.cents ELSE -f.cents END) AS cents
    FROM ${from} f WHERE ${where('f')} AND f.kind IN ('sale', 'cancel') AND f.grp IS NOT NULL
      AND f.grp NOT IN ('vouchers', 'promo')
    GROUP BY ${[...keys.map((_, i) => i + 1), keys.length + 1].join(', ')}`;
}
