// The store day as a till (or the chain office) reads it: per till, per cashier, per payment
// method, open steps and open orders across tills and each till's last contact and backlog.
// Row-level security limits a till to its own store; every query is an index range on (store,
// business day).
import type pg from 'pg';
import { moneyFactsSql } from './money-sql';

export interface StoreDayRows {
  tills: Array<{
    id: string;
    name: string;
    last_seen: string | null;
    backlog: number;
    backlog_since: string | null;
    revoked: boolean;
    cloned: boolean;
    gap: boolean;
    /** A copy of the till's data folder, or another installation, was refused (migration 008). */
    copy: boolean;
    /** Rows of the till the store refused at its pushes. */
    refused: number;
  }>;
  perTill: Array<{ till: string; kind: string; count: number; amount: number }>;
  perCashier: Array<{ cashier: string | null; kind: string; count: number; amount: number }>;
  perMethod: Array<{ method: string | null; payment_kind: string | null; count: number; amount: number }>;
  /** Per till, as its Z tells it (the sum of its money facts) and the difference of its sessions closed that day. */
  tillMoney: Array<{
    till: string;
    cash: number;
    card: number;
    other: number;
    vouchers: number;
    refunds: number;
    free_credit: number;
    difference: number;
  }>;
  /** The day's sessions of every till (ended that day) and the sessions still open (expected: their X so far). */
  sessions: Array<{
    till: string;
    number: number;
    state: string;
    opened_at: string;
    closed_at: string | null;
    float: number;
    expected: number | null;
    counted: number | null;
    difference: number | null;
    openings: number;
  }>;
  /** Orders of any till not finished nor cancelled (an unfinished counter sale), started on the day or before. */
  openOrders: Array<{ till: string; state: string; total: number; lines: number; cashier: string | null; created_at: string }>;
  open: Array<{
    till: string;
    kind: string;
    state: string;
    code_masked: string | null;
    amount: number | null;
    cashier: string | null;
    created_at: string;
  }>;
}

/** GROUPING() of (till_id, cashier, kind): a bit set per column not grouped by. */
const BY_TILL = 0b010;
const BY_CASHIER = 0b100;

/** Money per payment method (money-sql.ts): the store day's share of the store's money. */
const PER_METHOD = `
  SELECT method, kind AS payment_kind, sum(n)::int AS count, sum(amount)::float8 AS amount FROM (
    ${moneyFactsSql((a) => `${a}.store_id = $1 AND ${a}.business_day = $2::date`)}
  ) m GROUP BY 1, 2 ORDER BY 1, 2`;

/** Per till: its money as its Z tells it, and the cash difference of its sessions closed that day (the day totals). */
const TILL_MONEY = `
  SELECT till_id::text AS till, cash::float8 AS cash, card::float8 AS card, other::float8 AS other, vouchers::float8 AS vouchers,
         refunds::float8 AS refunds, free_credit::float8 AS free_credit, difference::float8 AS difference
  FROM day_totals WHERE store_id = $1 AND business_day = $2::date AND (facts > 0 OR sessions > 0)
  ORDER BY 1`;

interface Grouped {
  g: number;
  till: string | null;
  cashier: string | null;
  kind: string | null;
  count: number;
  amount: number;
}

/**
 * Reads one day of `store` in one round trip: the settled rows grouped per till and per cashier in
 * one pass over one index range (grouping sets, an index-only scan), the money per method, the open
 * steps and the open orders from their own small partial indexes, and the tills; each part as JSON
 * of one row.
 */
export async function readStoreDay(client: pg.ClientBase, store: string, day: string): Promise<StoreDayRows> {
  const { rows } = await client.query<{
    grouped: Grouped[] | null;
    methods: StoreDayRows['perMethod'] | null;
    till_money: StoreDayRows['tillMoney'] | null;
    sessions: StoreDayRows['sessions'] | null;
    open: StoreDayRows['open'] | null;
    open_orders: StoreDayRows['openOrders'] | null;
    tills: StoreDayRows['tills'] | null;
  }>(
    `SELECT
       (SELECT json_agg(x) FROM (
          SELECT GROUPING(till_id, cashier, kind) AS g, till_id::text AS till, cashier, kind,
                 count(*)::int AS count, coalesce(sum(amount_cents), 0)::float8 AS amount
          FROM journal_rows WHERE store_id = $1 AND business_day = $2::date AND state = 'succeeded'
          GROUP BY GROUPING SETS ((till_id, kind), (cashier, kind))
          ORDER BY 1, 2, 3, 4) x) AS grouped,
       (SELECT json_agg(m) FROM (${PER_METHOD}) m) AS methods,
       (SELECT json_agg(x) FROM (${TILL_MONEY}) x) AS till_money,
       (SELECT json_agg(s) FROM (
          SELECT till_id::text AS till, z_number AS number, state, opened_at, closed_at, opening_float_cents::float8 AS float,
                 expected_cash_cents::float8 AS expected, counted_cash_cents::float8 AS counted, difference_cents::float8 AS difference,
                 (SELECT count(*) FROM drawer_openings d WHERE d.till_id = ts.till_id AND d.session_local_id = ts.local_id)::int AS openings
          FROM till_sessions ts WHERE store_id = $1 AND (business_day = $2::date OR state = 'open')
          ORDER BY opened_at, till_id) s) AS sessions,
       (SELECT json_agg(o) FROM (
          SELECT till_id::text AS till, kind, state, code_masked, amount_cents::float8 AS amount, cashier, created_at
          FROM journal_rows WHERE store_id = $1 AND business_day = $2::date AND state IN ('pending', 'uncertain', 'needs_decision')
          ORDER BY created_at LIMIT 200) o) AS open,
       (SELECT json_agg(o) FROM (
          SELECT o.till_id::text AS till, o.state, o.total_cents::float8 AS total, l.lines, o.cashier, o.created_at
          FROM orders o
          CROSS JOIN LATERAL (SELECT count(*)::int AS lines FROM order_lines l
            WHERE l.till_id = o.till_id AND l.order_local_id = o.local_id AND l.state <> 'removed') l
          WHERE o.store_id = $1 AND o.business_day <= $2::date AND o.state IN ('open', 'finishing')
            -- An empty basket holds nothing to settle (as the till's X says).
            AND (l.lines > 0 OR EXISTS (SELECT 1 FROM tenders t
              WHERE t.till_id = o.till_id AND t.order_local_id = o.local_id AND t.state <> 'removed'))
          ORDER BY o.created_at LIMIT 200) o) AS open_orders,
       (SELECT json_agg(t) FROM (
          SELECT id, name, last_seen, backlog, backlog_since, revoked_at IS NOT NULL AS revoked, cloned_at IS NOT NULL AS cloned,
                 gap_at IS NOT NULL AS gap, copy_refused_at IS NOT NULL AS copy,
                 (SELECT count(*)::int FROM push_refusals r WHERE r.store_id = $1 AND r.till_id = tills.id) AS refused
          FROM tills WHERE store_id = $1 ORDER BY name) t) AS tills`,
    [store, day],
  );
  const grouped = rows[0]?.grouped ?? [];
  return {
    tills: rows[0]?.tills ?? [],
    perTill: grouped
      .filter((r) => r.g === BY_TILL)
      .map((r) => ({ till: r.till ?? '', kind: r.kind ?? '', count: r.count, amount: r.amount })),
    perCashier: grouped
      .filter((r) => r.g === BY_CASHIER)
      .map((r) => ({ cashier: r.cashier, kind: r.kind ?? '', count: r.count, amount: r.amount })),
    perMethod: rows[0]?.methods ?? [],
    tillMoney: rows[0]?.till_money ?? [],
    sessions: rows[0]?.sessions ?? [],
    open: rows[0]?.open ?? [],
    openOrders: rows[0]?.open_orders ?? [],
  };
}

/**
 * Succeeded redemptions of the other tills of the caller's store on `day` with these code hashes:
 * hash, amount, till name. A till reads no code hash itself: the store answers through its
 * function, for the till's own store, at most 500 hashes per question.
 */
export async function findRedemptionsByCode(
  client: pg.ClientBase,
  p: { day: string; hashes: string[] },
): Promise<Array<{ code_hash: string; amount: number; till: string }>> {
  const found: Array<{ code_hash: string; amount: number; till: string }> = [];
  for (let i = 0; i < p.hashes.length; i += 500) {
    const { rows } = await client.query<{ code_hash: string; amount: number; till: string }>(
      'SELECT code_hash, amount, till FROM store_redemptions_by_code($1::date, $2::text[])',
      [p.day, p.hashes.slice(i, i + 500)],
    );
    found.push(...rows);
  }
  return found;
}
