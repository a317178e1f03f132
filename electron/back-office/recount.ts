// The recount: the totals the store keeps (money_rollup, day_sales, day_totals, migration 012) computed again
// from the raw rows with plain SQL of its own (the Z's sums of money-sql.ts over money_facts, the
// finished orders, the closed sessions), and every row on which the kept totals and the recount
// differ. Empty: the totals are exactly the raw rows'.
import type pg from 'pg';
import { tillMoneySql } from './client/money-sql';

const ROLLUP_RECOUNT = `
  SELECT store_id, till_id, business_day, session_local_id, cashier, kind, grp, method, method_kind,
         sum(count)::bigint AS count, sum(cents)::bigint AS cents, count(*)::bigint AS facts
  FROM money_facts GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`;
const ROLLUP_KEPT = `
  SELECT store_id, till_id, business_day, session_local_id, cashier, kind, grp, method, method_kind, count, cents, facts FROM money_rollup`;

const SALES_RECOUNT = `
  SELECT store_id, till_id, business_day, kind, grp, sum(cents)::bigint AS cents, count(*)::bigint AS facts
  FROM money_facts WHERE kind IN ('sale', 'cancel') AND grp IS NOT NULL AND grp NOT IN ('vouchers', 'promo')
  GROUP BY 1, 2, 3, 4, 5`;
const SALES_KEPT = `SELECT store_id, till_id, business_day, kind, grp, cents, facts FROM day_sales`;

const DAY_RECOUNT = `
  SELECT store_id, till_id, business_day, sum(facts)::bigint AS facts, sum(cash)::bigint AS cash, sum(card)::bigint AS card,
         sum(other)::bigint AS other, sum(vouchers)::bigint AS vouchers, sum(refunds)::bigint AS refunds,
         sum(free_credit)::bigint AS free_credit, sum(orders)::bigint AS orders, sum(sales)::bigint AS sales,
         sum(sessions)::bigint AS sessions, sum(difference)::bigint AS difference
  FROM (
    SELECT m.store_id, m.till_id, m.day AS business_day, n.facts, m.cash, m.card, m.other, m.vouchers, m.refunds, m.free_credit,
           0 AS orders, 0 AS sales, 0 AS sessions, 0 AS difference
      FROM (${tillMoneySql(() => 'true', undefined, 'money_facts')}) m
      JOIN (SELECT till_id, business_day, count(*) AS facts FROM money_facts GROUP BY 1, 2) n
        ON n.till_id = m.till_id AND n.business_day = m.day
    UNION ALL
    SELECT store_id, till_id, business_day, 0, 0, 0, 0, 0, 0, 0, count(*), sum(total_cents), 0, 0
      FROM orders WHERE state = 'finished' GROUP BY 1, 2, 3
    UNION ALL
    SELECT store_id, till_id, business_day, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*), sum(coalesce(difference_cents, 0))
      FROM till_sessions WHERE state = 'closed' GROUP BY 1, 2, 3
  ) x GROUP BY 1, 2, 3`;
const DAY_KEPT = `
  SELECT store_id, till_id, business_day, facts, cash, card, other, vouchers, refunds, free_credit, orders, sales, sessions, difference
  FROM day_totals`;

export interface RecountDifference {
  table: 'money_rollup' | 'day_sales' | 'day_totals';
  /** `kept`: a row the store keeps that the recount does not give; `recount`: the other way. */
  side: 'kept' | 'recount';
  row: Record<string, unknown>;
}

const differences = (table: string, kept: string, recount: string) => `
  (SELECT '${table}' AS "table", 'kept' AS side, to_jsonb(k) AS row FROM (${kept} EXCEPT ALL ${recount}) k)
  UNION ALL
  (SELECT '${table}', 'recount', to_jsonb(r) FROM (${recount} EXCEPT ALL ${kept}) r)`;

/** Every row where the kept totals and a recount from the raw rows differ (run as the owner or the chain: all stores). */
export async function recountTotals(client: pg.ClientBase): Promise<RecountDifference[]> {
  const { rows } = await client.query<RecountDifference>(
    [
      differences('money_rollup', ROLLUP_KEPT, ROLLUP_RECOUNT),
      differences('day_sales', SALES_KEPT, SALES_RECOUNT),
      differences('day_totals', DAY_KEPT, DAY_RECOUNT),
    ].join(' UNION ALL '),
  );
  return rows;
}
