// The chain view: every store per day and per month, read with the chain role (row-level security
// gives it every store; a till's role reading the same gets its own store only). Money and vouchers
// accepted as each till's Z counts them (the tills' money facts, money-sql.ts), sales of finished
// orders and the closed till sessions with their summed cash difference; a month is the sum of its
// days. All of it read from the day totals the store keeps per till and day, never from raw rows.
import type pg from 'pg';

export interface ChainFigures {
  store: string;
  /** YYYY-MM-DD for a day; null for the month's total of the store. */
  day: string | null;
  orders: number;
  salesCents: number;
  cashCents: number;
  cardCents: number;
  otherCents: number;
  vouchersCents: number;
  sessions: number;
  differenceCents: number;
}

export interface ChainMonth {
  month: string;
  days: ChainFigures[];
  stores: ChainFigures[];
}

// The day totals (migration 012): one row per till and day that had money facts, finished orders or
// closed sessions, kept by the store as the rows arrive; read by one index that covers every sum (one
// range per store, in order). Summed as float8: exact for whole cents below 2^53, and faster.
export const CHAIN_MONTH_SQL = `
  SELECT store_id AS store, to_char(business_day, 'YYYY-MM-DD') AS day, sum(orders)::int AS orders,
         sum(sales::float8) AS "salesCents", sum(cash::float8) AS "cashCents", sum(card::float8) AS "cardCents",
         sum(other::float8) AS "otherCents", sum(vouchers::float8) AS "vouchersCents", sum(sessions)::int AS sessions,
         sum(difference::float8) AS "differenceCents"
  FROM day_totals WHERE business_day >= $1::date AND business_day < $2::date
  GROUP BY GROUPING SETS ((store_id, business_day), (store_id)) ORDER BY store_id, business_day NULLS LAST`;

/** One month (`YYYY-MM`) of every store the caller may read: per store and day, and per store for the month. */
export async function readChainMonth(client: pg.ClientBase, month: string): Promise<ChainMonth> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`not a month: ${month} (YYYY-MM)`);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const { rows } = await client.query<ChainFigures>(CHAIN_MONTH_SQL, [`${month}-01`, `${next}-01`]);
  return { month, days: rows.filter((r) => r.day !== null), stores: rows.filter((r) => r.day === null) };
}
