// What the back office page reads beside the store day and the chain month: who signed in and the
// stores they may read, each session of a store day with who closed it, the money per cashier and
// the month's refunds, free credit and sales per group. Every money figure is a sum of the tills'
// money facts (money-sql.ts), read from the totals the store keeps (money_rollup, day_totals);
// row-level security keeps a store login to its store.
import type pg from 'pg';
import type { OfficeMe, OfficeMoney, OfficeSession } from '../../core/contract/office';
import { salesByGroupSql, tillMoneySql } from './money-sql';

export async function readOfficeMe(client: pg.ClientBase, login: string): Promise<OfficeMe> {
  const { rows } = await client.query<{ chain: boolean; stores: OfficeMe['stores'] | null }>(
    `SELECT pg_has_role(session_user, 'store_chain', 'MEMBER') AS chain,
            (SELECT json_agg(s ORDER BY s.id) FROM (SELECT id, name FROM stores) s) AS stores`,
  );
  return { login, chain: rows[0]?.chain ?? false, stores: rows[0]?.stores ?? [] };
}

const SESSION_COLUMNS = `ts.till_id::text AS till, ts.local_id, ts.z_number AS number, ts.state, ts.cashier, ts.opened_at, ts.closed_at,
  ts.opening_float_cents::float8 AS float, ts.expected_cash_cents::float8 AS expected, ts.counted_cash_cents::float8 AS counted,
  ts.difference_cents::float8 AS difference, ts.closed_by, ts.z_snapshot IS NOT NULL AS has_z,
  (SELECT count(*) FROM drawer_openings d WHERE d.till_id = ts.till_id AND d.session_local_id = ts.local_id)::int AS openings`;

/** The sessions of a store day (those of the day and those still open), with who closed them. */
export async function readDaySessions(client: pg.ClientBase, store: string, day: string): Promise<OfficeSession[]> {
  const { rows } = await client.query<OfficeSession>(
    `SELECT ${SESSION_COLUMNS} FROM till_sessions ts
     WHERE ts.store_id = $1 AND (ts.business_day = $2::date OR ts.state = 'open') ORDER BY ts.opened_at, ts.till_id`,
    [store, day],
  );
  return rows;
}

/** One session with its Z (the till's stored report) and its store and till names. */
export async function readSession(
  client: pg.ClientBase,
  till: string,
  session: string,
): Promise<{ session: OfficeSession; store: string; till: string; z: Record<string, unknown> | null } | null> {
  const { rows } = await client.query<OfficeSession & { store_id: string; till_name: string; z: Record<string, unknown> | null }>(
    `SELECT ${SESSION_COLUMNS}, ts.store_id, t.name AS till_name, ts.z_snapshot AS z
     FROM till_sessions ts JOIN tills t ON t.id = ts.till_id WHERE ts.till_id = $1::uuid AND ts.local_id = $2`,
    [till, session],
  );
  const r = rows[0];
  if (!r) return null;
  const { store_id, till_name, z, ...s } = r;
  return { session: s, store: store_id, till: till_name, z };
}

const MONEY_COLUMNS = `coalesce(sum(cash), 0)::float8 AS cash, coalesce(sum(card), 0)::float8 AS card, coalesce(sum(other), 0)::float8 AS other,
  coalesce(sum(vouchers), 0)::float8 AS vouchers, coalesce(sum(refunds), 0)::float8 AS refunds,
  coalesce(sum(free_credit), 0)::float8 AS free_credit`;

/** The money of one session, summed from the facts its till pushed. */
export async function readSessionMoney(client: pg.ClientBase, till: string, session: string): Promise<OfficeMoney> {
  const { rows } = await client.query<OfficeMoney>(
    `SELECT ${MONEY_COLUMNS} FROM (${tillMoneySql((a) => `${a}.till_id = $1::uuid AND ${a}.session_local_id = $2`, ['f.till_id'])}) m`,
    [till, session],
  );
  return rows[0]!;
}

/** The money each cashier took on a store day (null: the open till), across tills. */
export async function readPerCashier(
  client: pg.ClientBase,
  store: string,
  day: string,
): Promise<Array<OfficeMoney & { cashier: string | null }>> {
  const { rows } = await client.query<OfficeMoney & { cashier: string | null }>(
    `SELECT cashier, ${MONEY_COLUMNS}
     FROM (${tillMoneySql((a) => `${a}.store_id = $1 AND ${a}.business_day = $2::date`, ['f.cashier'])}) m
     GROUP BY cashier ORDER BY cashier NULLS FIRST`,
    [store, day],
  );
  return rows;
}

export interface MonthExtra {
  store: string;
  /** null: the month's total of the store. */
  day: string | null;
  refunds: number;
  free_credit: number;
  sales: Record<string, number> | null;
}

/**
 * Refunds, free credit and sales per group of a month (`from` ≤ day < `to`): per store and day, and
 * per store; from the day totals and the sales per till and day the store keeps. Days without money
 * facts have none of these and are left out.
 */
export async function readMonthExtra(client: pg.ClientBase, from: string, to: string): Promise<MonthExtra[]> {
  const where = (a: string) => `${a}.business_day >= $1::date AND ${a}.business_day < $2::date`;
  // A store's month row has no day: joined by a day no row has.
  const dayKey = (a: string) => `coalesce(${a}.business_day, 'infinity'::date)`;
  const { rows } = await client.query<MonthExtra>(
    `WITH money AS (
       SELECT store_id, business_day, sum(refunds::float8) AS refunds, sum(free_credit::float8) AS free_credit
       FROM day_totals d WHERE ${where('d')} AND facts > 0 GROUP BY GROUPING SETS ((store_id, business_day), (store_id))),
     days AS (${salesByGroupSql(where, ['f.store_id', 'f.business_day'])}),
     sales AS (
       SELECT store_id, business_day, json_object_agg(grp, cents::float8) AS sales FROM (
         SELECT store_id, business_day, grp, cents FROM days
         UNION ALL SELECT store_id, NULL, grp, sum(cents) FROM days GROUP BY 1, 3) x
       GROUP BY 1, 2)
     SELECT m.store_id AS store, to_char(m.business_day, 'YYYY-MM-DD') AS day, m.refunds, m.free_credit, s.sales
     FROM money m LEFT JOIN sales s ON s.store_id = m.store_id AND ${dayKey('s')} = ${dayKey('m')}
     ORDER BY m.store_id, m.business_day NULLS LAST`,
    [from, to],
  );
  return rows;
}
