import type { StoreMigration } from './types';

/**
 * Totals kept as rows arrive, so the chain month and the store day never sum raw rows:
 * - `money_rollup`: the money facts summed per till, business day, session, cashier, kind, group and
 *   method (`count` and `cents` summed, `facts`: how many facts). The store day's methods and
 *   cashiers and a session's money read it.
 * - `day_sales`: what was sold and cancelled per till, business day and group (the Z's lines of
 *   what was sold). The month's sales per group read it.
 * - `day_totals`: per till and business day, the money as its Z tells it (money-sql.ts), the
 *   finished orders and their sales, the closed sessions and their cash difference. The chain month
 *   and the store day's tills read it (an index-only scan of one store range after another).
 * Statement triggers with transition tables keep them in the push's own transaction (one grouped
 * upsert per pushed statement, a row that falls to nothing is deleted), so they never drift from
 * the raw rows; the migration fills them from the rows already there. Nobody writes them but the
 * triggers (run as the owner); they are read as the raw rows are (the till and the store login
 * their store only, the chain every store).
 */

const PATH = 'SET search_path = pg_catalog, public, pg_temp';
const MONEY = `CASE f.kind WHEN 'tender' THEN f.cents ELSE -f.cents END`;
const MOVES = `f.kind IN ('tender', 'change', 'refund')`;

const ROLLUP_KEYS = ['store_id', 'till_id', 'business_day', 'session_local_id', 'cashier', 'kind', 'grp', 'method', 'method_kind'];
const SALES_KEYS = ['store_id', 'till_id', 'business_day', 'kind', 'grp'];
const DAY_KEYS = ['store_id', 'till_id', 'business_day'];
const DAY_SUMS = ['facts', 'cash', 'card', 'other', 'vouchers', 'refunds', 'free_credit', 'orders', 'sales', 'sessions', 'difference'];

/** A signed row source: `f` with `sign` (+1 a new row, −1 an old one) from the trigger's tables. */
type Source = string;

/** The rollup rows of the money facts of `src` (grouped, signed). */
const rollupOf = (src: Source) => `
  SELECT ${ROLLUP_KEYS.map((k) => `f.${k}`).join(', ')},
         sum(f.sign * f.count) AS count, sum(f.sign * f.cents) AS cents, sum(f.sign) AS facts
  FROM ${src} GROUP BY ${ROLLUP_KEYS.map((_, i) => i + 1).join(', ')}`;

/** The sales and cancellations of a group of goods or a service (not of vouchers nor promotions) of `src`. */
const salesOf = (src: Source) => `
  SELECT ${SALES_KEYS.map((k) => `f.${k}`).join(', ')}, sum(f.sign * f.cents) AS cents, sum(f.sign) AS facts
  FROM ${src} WHERE f.kind IN ('sale', 'cancel') AND f.grp IS NOT NULL AND f.grp NOT IN ('vouchers', 'promo')
  GROUP BY ${SALES_KEYS.map((_, i) => i + 1).join(', ')}`;

/** Per till and day, the money of the facts of `src` as its Z tells it (money-sql.ts tillMoneySql). */
const factDaysOf = (src: Source) => `
  SELECT f.store_id, f.till_id, f.business_day, sum(f.sign) AS facts,
    coalesce(sum(f.sign * ${MONEY}) FILTER (WHERE ${MOVES} AND f.method_kind = 'cash'), 0) AS cash,
    coalesce(sum(f.sign * ${MONEY}) FILTER (WHERE ${MOVES} AND f.method_kind = 'card'), 0) AS card,
    coalesce(sum(f.sign * ${MONEY}) FILTER (WHERE ${MOVES}
      AND f.method_kind IS DISTINCT FROM 'cash' AND f.method_kind IS DISTINCT FROM 'card'), 0) AS other,
    coalesce(sum(f.sign * CASE WHEN f.kind = 'voucher' THEN f.cents ELSE -f.cents END)
      FILTER (WHERE f.kind = 'voucher' OR (f.kind = 'cancel' AND f.grp = 'vouchers')), 0) AS vouchers,
    coalesce(sum(f.sign * f.cents) FILTER (WHERE f.kind = 'refund'), 0) AS refunds,
    coalesce(sum(f.sign * f.cents) FILTER (WHERE f.kind = 'freeCredit'), 0) AS free_credit,
    0 AS orders, 0 AS sales, 0 AS sessions, 0 AS difference
  FROM ${src} GROUP BY 1, 2, 3`;

/** Per till and day, the finished orders of `src` and their totals. */
const orderDaysOf = (src: Source) => `
  SELECT f.store_id, f.till_id, f.business_day, 0, 0, 0, 0, 0, 0, 0, sum(f.sign), sum(f.sign * f.total_cents), 0, 0
  FROM ${src} WHERE f.state = 'finished' GROUP BY 1, 2, 3`;

/** Per till and day, the closed sessions of `src` and their cash difference. */
const sessionDaysOf = (src: Source) => `
  SELECT f.store_id, f.till_id, f.business_day, 0, 0, 0, 0, 0, 0, 0, 0, 0, sum(f.sign), sum(f.sign * coalesce(f.difference_cents, 0))
  FROM ${src} WHERE f.state = 'closed' GROUP BY 1, 2, 3`;

/**
 * Adds signed rows to a rollup table (grouped again: several sources may name one key); on an
 * update (`prune`), deletes the rows of the touched till days that fell to nothing.
 */
function addTo(table: string, keys: string[], sums: string[], rows: string, empty: string, prune: boolean): string {
  const cols = [...keys, ...sums];
  const sumsOf = sums.map((s) => `sum(d.${s})`).join(', ');
  return `
      INSERT INTO public.${table} AS r (${cols.join(', ')})
      SELECT ${keys.map((k) => `d.${k}`).join(', ')}, ${sumsOf} FROM (${rows}) d (${cols.join(', ')})
      GROUP BY ${keys.map((_, i) => i + 1).join(', ')} HAVING (${sumsOf}) IS DISTINCT FROM (${sums.map(() => '0').join(', ')})
      ORDER BY ${keys.map((_, i) => i + 1).join(', ')}
      ON CONFLICT (${keys.filter((k) => k !== 'store_id').join(', ')}) DO UPDATE SET ${sums.map((s) => `${s} = r.${s} + excluded.${s}`).join(', ')};${
        prune
          ? `
      DELETE FROM public.${table} r USING (SELECT DISTINCT o.till_id, o.business_day FROM old_rows o) o
        WHERE r.till_id = o.till_id AND r.business_day = o.business_day AND ${empty};`
          : ''
      }`;
}

/** A statement trigger function over a raw table: `body(src)` with the new rows (+1) and, on an update, the old ones (−1). */
function rollTrigger(table: string, body: (src: Source, prune: boolean) => string): string {
  const fresh = `(SELECT 1 AS sign, * FROM new_rows) f`;
  const both = `(SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows) f`;
  return `
    CREATE FUNCTION store_roll_${table}() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER ${PATH} AS $f$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${body(fresh, false)}
      ELSE ${body(both, true)}
      END IF;
      RETURN NULL;
    END $f$;
    REVOKE ALL ON FUNCTION store_roll_${table}() FROM PUBLIC;
    CREATE TRIGGER ${table}_roll_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION store_roll_${table}();
    CREATE TRIGGER ${table}_roll_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION store_roll_${table}();`;
}

const DAY_EMPTY = 'r.facts = 0 AND r.orders = 0 AND r.sessions = 0';
const addDays = (rows: string, prune: boolean) => addTo('day_totals', DAY_KEYS, DAY_SUMS, rows, DAY_EMPTY, prune);
const addRollup = (rows: string, prune: boolean) =>
  addTo('money_rollup', ROLLUP_KEYS, ['count', 'cents', 'facts'], rows, 'r.facts = 0', prune);
const addSales = (rows: string, prune: boolean) => addTo('day_sales', SALES_KEYS, ['cents', 'facts'], rows, 'r.facts = 0', prune);

/** Read as the raw rows are: the till and the store login their store, the chain every store; nobody writes. */
function rights(table: string): string {
  return `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    REVOKE ALL ON ${table} FROM PUBLIC, store_till, store_chain, store_manager;
    GRANT SELECT ON ${table} TO store_till, store_chain, store_manager;
    CREATE POLICY till_reads_store ON ${table} FOR SELECT TO store_till USING (store_id = (SELECT store_till_store()));
    CREATE POLICY chain_reads_all ON ${table} FOR SELECT TO store_chain USING (true);
    CREATE POLICY manager_reads_own_store ON ${table} FOR SELECT TO store_manager USING (store_id = (SELECT store_manager_store()));`;
}

const all = (table: string) => `(SELECT 1 AS sign, * FROM ${table}) f`;

export const s012Rollups: StoreMigration = {
  version: 12,
  name: 'rollups',
  sql: `
    CREATE TABLE money_rollup (
      store_id text NOT NULL,
      till_id uuid NOT NULL,
      business_day date NOT NULL,
      session_local_id text,
      cashier text,
      kind text NOT NULL,
      grp text,
      method text,
      method_kind text,
      count bigint NOT NULL,
      cents bigint NOT NULL,
      facts bigint NOT NULL,
      UNIQUE NULLS NOT DISTINCT (till_id, session_local_id, business_day, cashier, kind, grp, method, method_kind)
    );
    CREATE INDEX money_rollup_store_day ON money_rollup (store_id, business_day);
    CREATE TABLE day_sales (
      store_id text NOT NULL,
      till_id uuid NOT NULL,
      business_day date NOT NULL,
      kind text NOT NULL,
      grp text NOT NULL,
      cents bigint NOT NULL,
      facts bigint NOT NULL,
      PRIMARY KEY (till_id, business_day, kind, grp)
    );
    CREATE INDEX day_sales_store_day ON day_sales (store_id, business_day) INCLUDE (kind, grp, cents);
    CREATE TABLE day_totals (
      store_id text NOT NULL,
      till_id uuid NOT NULL,
      business_day date NOT NULL,
      ${DAY_SUMS.map((s) => `${s} bigint NOT NULL`).join(', ')},
      PRIMARY KEY (till_id, business_day)
    );
    CREATE INDEX day_totals_store_day ON day_totals (store_id, business_day) INCLUDE (${DAY_SUMS.join(', ')});
    ${rights('money_rollup')}
    ${rights('day_sales')}
    ${rights('day_totals')}

    ${rollTrigger(
      'money_facts',
      (src, prune) => addRollup(rollupOf(src), prune) + addSales(salesOf(src), prune) + addDays(factDaysOf(src), prune),
    )}
    ${rollTrigger('orders', (src, prune) => addDays(orderDaysOf(src), prune))}
    ${rollTrigger('till_sessions', (src, prune) => addDays(sessionDaysOf(src), prune))}

    -- The rows already there.
    ${addRollup(rollupOf(all('money_facts')), false)}
    ${addSales(salesOf(all('money_facts')), false)}
    ${addDays(`${factDaysOf(all('money_facts'))} UNION ALL ${orderDaysOf(all('orders'))} UNION ALL ${sessionDaysOf(all('till_sessions'))}`, false)}
  `,
};
