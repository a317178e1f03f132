// The store day as a till (or the chain office) reads it: per till, per cashier, per payment
// method, open steps across tills and each till's last contact and backlog. Row-level security
// limits a till to its own store; every query is an index range on (store, business day).
import type pg from 'pg';

export interface StoreDayRows {
  tills: Array<{
    id: string;
    name: string;
    last_seen: Date | null;
    backlog: number;
    backlog_since: Date | null;
    revoked: boolean;
    cloned: boolean;
    gap: boolean;
  }>;
  perTill: Array<{ till: string; kind: string; count: number; amount: number }>;
  perCashier: Array<{ cashier: string | null; kind: string; count: number; amount: number }>;
  perMethod: Array<{ method: string | null; payment_kind: string | null; count: number; amount: number }>;
  open: Array<{
    till: string;
    kind: string;
    state: string;
    code_masked: string | null;
    amount: number | null;
    cashier: string | null;
    created_at: Date;
  }>;
}

const SETTLED = `state = 'succeeded'`;

/** Reads one day of `store`. Amounts come back as numbers (sums of cents fit easily). */
export async function readStoreDay(client: pg.ClientBase, store: string, day: string): Promise<StoreDayRows> {
  const q = async <T extends pg.QueryResultRow>(sql: string): Promise<T[]> => (await client.query<T>(sql, [store, day])).rows;
  const [tills, perTill, perCashier, perMethod, open] = await Promise.all([
    q<StoreDayRows['tills'][number]>(
      `SELECT id, name, last_seen, backlog, backlog_since, revoked_at IS NOT NULL AS revoked, cloned_at IS NOT NULL AS cloned,
              gap_at IS NOT NULL AS gap
       FROM tills WHERE store_id = $1 AND ($2::date IS NOT NULL) ORDER BY name`,
    ),
    q<StoreDayRows['perTill'][number]>(
      `SELECT till_id::text AS till, kind, count(*)::int AS count, coalesce(sum(amount_cents), 0)::float8 AS amount
       FROM journal_rows WHERE store_id = $1 AND business_day = $2::date AND ${SETTLED} GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    q<StoreDayRows['perCashier'][number]>(
      `SELECT cashier, kind, count(*)::int AS count, coalesce(sum(amount_cents), 0)::float8 AS amount
       FROM journal_rows WHERE store_id = $1 AND business_day = $2::date AND ${SETTLED} GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    q<StoreDayRows['perMethod'][number]>(
      `SELECT payment_method AS method, payment_kind, count(*)::int AS count, coalesce(sum(amount_cents), 0)::float8 AS amount
       FROM journal_rows WHERE store_id = $1 AND business_day = $2::date AND ${SETTLED} GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    q<StoreDayRows['open'][number]>(
      `SELECT till_id::text AS till, kind, state, code_masked, amount_cents::float8 AS amount, cashier, created_at
       FROM journal_rows WHERE store_id = $1 AND business_day = $2::date AND state IN ('pending', 'uncertain', 'needs_decision')
       ORDER BY created_at LIMIT 200`,
    ),
  ]);
  return { tills, perTill, perCashier, perMethod, open };
}

/** Succeeded redemptions of other tills of `store` on `day` with these code hashes: hash, amount, till name. */
export async function findRedemptionsByCode(
  client: pg.ClientBase,
  p: { store: string; day: string; hashes: string[]; exceptTill: string },
): Promise<Array<{ code_hash: string; amount: number; till: string }>> {
  const { rows } = await client.query<{ code_hash: string; amount: number; till: string }>(
    `SELECT j.code_hash, j.amount_cents::float8 AS amount, t.name AS till
     FROM journal_rows j JOIN tills t ON t.id = j.till_id
     WHERE j.store_id = $1 AND j.business_day = $2::date AND j.code_hash = ANY($3::text[]) AND j.kind = 'redeem'
       AND j.state = 'succeeded' AND j.till_id <> $4::uuid`,
    [p.store, p.day, p.hashes, p.exceptTill],
  );
  return rows;
}
