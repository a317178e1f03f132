import type { StoreMigration } from './types';

/**
 * The store against a hostile till role (its own one-time secret in the wrong hands).
 * - Every SECURITY DEFINER function runs with `search_path = pg_catalog, public, pg_temp` (pg_temp
 *   last): a temporary `tills` table or a function of the caller never stands in for the store's.
 *   No role but the owner creates anything: CREATE on the schema and TEMPORARY on the database are
 *   revoked (the database's right again at every migrate: a copied database does not keep it).
 * - A till writes nothing directly: one SECURITY DEFINER push function per replica table takes the
 *   till from `session_user`, its rows as typed arrays (unnest), and answers the rows it refused.
 * - One state machine with the till: `store_transitions` holds the till's own moves (the journal's
 *   `allowed` map, reopening `not_applied` included); the store sees a till only between pushes, so
 *   it accepts what those moves reach (`store_moves`, their closure). A state nothing leaves is
 *   final: its money columns never change (a trigger, for the owner too).
 * - A refused row is never skipped in silence: it lands in `push_refusals` and goes back to the
 *   till. Refused: a move the machine does not allow, a changed final row, a version not newer than
 *   the stored one with other content, a version beyond the head the till reported when it began
 *   the push, a state the store does not know. The same row and version again is no refusal.
 * - The push cursor (`tills.last_seq`) is the highest version the store holds from the till.
 * A tender's method is fixed again (004 let it move; the till never changes it: a change is another
 * machine with these ids). A finished order's total is final again (004 let it move): a refund is an order of its own now, an
 * order's line counts only the steps linked to it, and a finished order is never cancelled.
 */

/** The till's journal moves (journal.ts `allowed`, read as from → to). */
const journalMoves: ReadonlyArray<[string, string]> = [
  ['pending', 'succeeded'],
  ['uncertain', 'succeeded'],
  ['needs_decision', 'succeeded'],
  ['pending', 'failed'],
  ['pending', 'uncertain'],
  ['uncertain', 'not_applied'],
  ['needs_decision', 'not_applied'],
  ['uncertain', 'needs_decision'],
  ['not_applied', 'needs_decision'],
];

/**
 * The columns of each replica table as pushed (after local_id), frozen as they were when this
 * migration landed; `state` says whether the till sends a state, `final` which columns never change
 * once the stored state is final.
 */
const tables: Record<string, { columns: Array<[string, string]>; state: boolean; final: string[] }> = {
  journal_rows: {
    columns: [
      ['version', 'bigint'],
      ['kind', 'text'],
      ['state', 'text'],
      ['code_masked', 'text'],
      ['code_hash', 'text'],
      ['amount_cents', 'bigint'],
      ['currency', 'text'],
      ['balance_after_cents', 'bigint'],
      ['payment_method', 'text'],
      ['payment_kind', 'text'],
      ['purchase_id', 'text'],
      ['ref_id', 'text'],
      ['sale_id', 'text'],
      ['cashier', 'text'],
      ['business_day', 'date'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
      ['order_local_id', 'text'],
    ],
    state: true,
    final: ['amount_cents', 'currency', 'balance_after_cents', 'payment_method', 'payment_kind'],
  },
  audit_entries: {
    columns: [
      ['version', 'bigint'],
      ['at', 'timestamptz'],
      ['actor', 'text'],
      ['action', 'text'],
      ['subject', 'text'],
      ['details', 'jsonb'],
    ],
    state: false,
    final: ['at', 'actor', 'action', 'subject', 'details'],
  },
  orders: {
    columns: [
      ['version', 'bigint'],
      ['session_local_id', 'text'],
      ['state', 'text'],
      ['total_cents', 'bigint'],
      ['currency', 'text'],
      ['cashier', 'text'],
      ['business_day', 'date'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
      ['change_cents', 'bigint'],
      ['rounding_cents', 'bigint'],
      ['finished_at', 'timestamptz'],
    ],
    state: true,
    final: ['total_cents', 'currency', 'change_cents', 'rounding_cents', 'finished_at'],
  },
  order_lines: {
    columns: [
      ['version', 'bigint'],
      ['order_local_id', 'text'],
      ['state', 'text'],
      ['line_kind', 'text'],
      ['description', 'text'],
      ['quantity', 'integer'],
      ['unit_price_cents', 'bigint'],
      ['amount_cents', 'bigint'],
      ['free_credit_cents', 'bigint'],
      ['code_masked', 'text'],
      ['code_hash', 'text'],
      ['journal_local_id', 'text'],
      ['business_day', 'date'],
    ],
    state: true,
    final: ['quantity', 'unit_price_cents', 'amount_cents', 'free_credit_cents'],
  },
  till_sessions: {
    columns: [
      ['version', 'bigint'],
      ['state', 'text'],
      ['cashier', 'text'],
      ['business_day', 'date'],
      ['opened_at', 'timestamptz'],
      ['closed_at', 'timestamptz'],
      ['opening_float_cents', 'bigint'],
      ['expected_cash_cents', 'bigint'],
      ['counted_cash_cents', 'bigint'],
      ['difference_cents', 'bigint'],
      ['z_number', 'integer'],
      ['z_snapshot', 'jsonb'],
      ['close_reason', 'text'],
      ['closed_by', 'text'],
    ],
    state: true,
    final: ['closed_at', 'expected_cash_cents', 'counted_cash_cents', 'difference_cents', 'business_day'],
  },
  drawer_openings: {
    columns: [
      ['version', 'bigint'],
      ['session_local_id', 'text'],
      ['at', 'timestamptz'],
      ['actor', 'text'],
      ['reason', 'text'],
      ['business_day', 'date'],
    ],
    state: false,
    final: ['session_local_id', 'at', 'actor', 'reason', 'business_day'],
  },
  tenders: {
    columns: [
      ['version', 'bigint'],
      ['order_local_id', 'text'],
      ['session_local_id', 'text'],
      ['state', 'text'],
      ['method', 'text'],
      ['method_kind', 'text'],
      ['amount_cents', 'bigint'],
      ['currency', 'text'],
      ['code_masked', 'text'],
      ['code_hash', 'text'],
      ['journal_local_id', 'text'],
      ['cashier', 'text'],
      ['business_day', 'date'],
      ['created_at', 'timestamptz'],
    ],
    state: true,
    final: ['method', 'method_kind', 'amount_cents', 'currency'],
  },
};

/** The columns the guard trigger keeps fixed (a change is another machine) and fixed once final. */
const guards: Record<string, [string, string]> = {
  journal_rows: [
    'kind,code_hash,code_masked,business_day,created_at,cashier,ref_id',
    'amount_cents,currency,balance_after_cents,payment_method,payment_kind',
  ],
  audit_entries: ['at,actor,action,subject,details', ''],
  orders: ['created_at', 'total_cents,currency,change_cents,rounding_cents,finished_at'],
  order_lines: ['order_local_id,line_kind', 'quantity,unit_price_cents,amount_cents,free_credit_cents'],
  till_sessions: [
    'opened_at,opening_float_cents,z_number',
    'closed_at,expected_cash_cents,counted_cash_cents,difference_cents,business_day',
  ],
  drawer_openings: ['session_local_id,at,actor,reason,business_day', ''],
  tenders: ['order_local_id,method,method_kind,created_at', 'method,amount_cents,currency'],
};

const PATH = 'SET search_path = pg_catalog, public, pg_temp';

/** The push function of one replica table of this migration. */
function pushFunction(table: string): string {
  return pushFunctionSql(table, tables[table]!, guards[table]![0].split(','));
}

/**
 * The push function of a replica table: classify each pushed row, record the refused, upsert the
 * rest. `fixed`: the columns whose change means another machine. A later migration that adds a
 * replica table calls it with its own columns (the SQL is pasted into that migration when it lands).
 */
export function pushFunctionSql(
  table: string,
  spec: { columns: Array<[string, string]>; state: boolean; final: string[] },
  fixed: string[],
): string {
  const { columns, state, final } = spec;
  const all: Array<[string, string]> = [['local_id', 'text'], ...columns];
  const params = all.map(([c, t]) => `p_${c} ${t}[]`).join(', ');
  const names = all.map(([c]) => c);
  const content = columns.filter(([c]) => c !== 'version').map(([c]) => c);
  const row = (alias: string, cols: string[]) => `ROW(${cols.map((c) => `${alias}.${c}`).join(', ')})`;
  const xState = state ? 'x.state' : `'recorded'::text`;
  const set = names.filter((c) => c !== 'local_id');
  return `
    CREATE FUNCTION store_push_${table}(p_till uuid, ${params}) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER ${PATH} AS $f$
    DECLARE
      me public.tills := public.store_pushing_till(p_till);
      answer jsonb;
      landed bigint;
    BEGIN
      -- Rows the store does not hold yet (nearly all of a push) go straight in; only when some are left
      -- does each pushed row get weighed against the stored one.
      INSERT INTO public.${table} (till_id, store_id, ${names.join(', ')})
      SELECT me.id, me.store_id, x.* FROM unnest(${all.map(([c]) => `p_${c}`).join(', ')}) AS x(${names.join(', ')})
      WHERE x.version <= coalesce(me.push_head, 0)${state ? ` AND x.state IN (SELECT k.state FROM public.store_state_ranks k WHERE k.table_name = '${table}')` : ''}
      ON CONFLICT (till_id, local_id) DO NOTHING;
      GET DIAGNOSTICS landed = ROW_COUNT;
      IF landed = coalesce(cardinality(p_local_id), 0) THEN RETURN '[]'::jsonb; END IF;
      WITH x AS (SELECT * FROM unnest(${all.map(([c]) => `p_${c}`).join(', ')}) AS x(${names.join(', ')})),
      c AS (
        SELECT x.*, ${xState} AS new_state, s.version AS stored_version, s.state AS stored_state, CASE
          WHEN x.version > coalesce(me.push_head, 0) THEN 'beyond_head'
          WHEN s.local_id IS NULL THEN
            CASE WHEN ${xState} IN (SELECT k.state FROM public.store_state_ranks k WHERE k.table_name = '${table}')
              THEN NULL ELSE 'unknown_state' END
          WHEN x.version = s.version THEN
            CASE WHEN ${row('x', content)} IS NOT DISTINCT FROM ${row('s', content)} THEN 'same' ELSE 'other_content' END
          WHEN x.version < s.version THEN 'not_newer'
          -- Fixed columns changed: the guard trigger refuses the whole batch (another machine with these ids).
          WHEN ${row('x', fixed)} IS DISTINCT FROM ${row('s', fixed)} THEN NULL
          WHEN ${xState} <> s.state AND (s.state, ${xState}) NOT IN (SELECT m.from_state, m.to_state FROM public.store_moves m
            WHERE m.table_name = '${table}') THEN 'state_move'
          -- A final state is one nothing leaves.
          WHEN s.state NOT IN (SELECT m.from_state FROM public.store_moves m WHERE m.table_name = '${table}')
            AND ${row('x', final)} IS DISTINCT FROM ${row('s', final)} THEN 'final_changed'
        END AS refusal
        FROM x LEFT JOIN public.${table} s ON s.till_id = me.id AND s.local_id = x.local_id
      ),
      refused AS (
        INSERT INTO public.push_refusals AS r (till_id, store_id, table_name, local_id, pushed_version, pushed_state, stored_version, stored_state, reason)
        SELECT me.id, me.store_id, '${table}', c.local_id, c.version, c.new_state, c.stored_version, c.stored_state, c.refusal
        FROM c WHERE c.refusal IS NOT NULL AND c.refusal <> 'same'
        ON CONFLICT (till_id, table_name, local_id, pushed_version) DO UPDATE SET reason = excluded.reason
        RETURNING r.table_name, r.local_id, r.pushed_version, r.pushed_state, r.stored_version, r.stored_state, r.reason
      ),
      up AS (
        INSERT INTO public.${table} AS s (till_id, store_id, ${names.join(', ')})
        SELECT me.id, me.store_id, ${names.map((n) => `c.${n}`).join(', ')} FROM c WHERE c.refusal IS NULL
        ON CONFLICT (till_id, local_id) DO UPDATE SET ${set.map((n) => `${n} = excluded.${n}`).join(', ')}
      )
      SELECT coalesce(jsonb_agg(jsonb_build_object('table', f.table_name, 'localId', f.local_id, 'version', f.pushed_version,
        'state', f.pushed_state, 'storedVersion', f.stored_version, 'storedState', f.stored_state, 'reason', f.reason)), '[]'::jsonb)
      INTO answer FROM refused f;
      RETURN answer;
    END $f$;
    REVOKE ALL ON FUNCTION store_push_${table}(uuid, ${all.map(([, t]) => `${t}[]`).join(', ')}) FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION store_push_${table}(uuid, ${all.map(([, t]) => `${t}[]`).join(', ')}) TO store_till;
  `;
}

const replicaTables = Object.keys(tables);

export const s007Fortress: StoreMigration = {
  version: 7,
  name: 'fortress',
  sql: `
    REVOKE CREATE ON SCHEMA public FROM PUBLIC, store_till, store_chain;
    DO $$ BEGIN
      EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC, store_till, store_chain', current_database());
    END $$;
    -- Large objects live outside every table: nobody but the owner makes one.
    DO $$ BEGIN
      REVOKE EXECUTE ON FUNCTION pg_catalog.lo_create(oid), pg_catalog.lo_creat(integer),
        pg_catalog.lo_from_bytea(oid, bytea) FROM PUBLIC;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE WARNING 'large objects stay open to every role: the store owner does not own them';
    END $$;

    -- The till's state machine: its own moves, and what they reach between two pushes.
    CREATE TABLE store_transitions (
      table_name text NOT NULL,
      from_state text NOT NULL,
      to_state text NOT NULL,
      PRIMARY KEY (table_name, from_state, to_state),
      CHECK (from_state <> to_state)
    );
    INSERT INTO store_transitions VALUES ${journalMoves.map(([f, t]) => `('journal_rows', '${f}', '${t}')`).join(', ')};
    -- The counter sale's states as migrations 003..005 ranked them (a state moves to one of the same or a
    -- higher rank while it is not final; a final state never moves).
    INSERT INTO store_transitions
      SELECT o.table_name, o.state, n.state FROM store_state_ranks o JOIN store_state_ranks n USING (table_name)
      WHERE o.table_name <> 'journal_rows' AND NOT o.final AND n.rank >= o.rank AND n.state <> o.state;
    CREATE TABLE store_moves (
      table_name text NOT NULL,
      from_state text NOT NULL,
      to_state text NOT NULL,
      PRIMARY KEY (table_name, from_state, to_state)
    );
    -- Fills store_moves again from store_transitions (a later migration that adds a move calls it).
    CREATE FUNCTION store_refresh_moves() RETURNS void LANGUAGE sql ${PATH} AS $f$
      DELETE FROM public.store_moves;
      INSERT INTO public.store_moves
        WITH RECURSIVE r(table_name, from_state, to_state) AS (
          SELECT table_name, from_state, to_state FROM public.store_transitions
          UNION SELECT r.table_name, r.from_state, t.to_state FROM r
            JOIN public.store_transitions t ON t.table_name = r.table_name AND t.from_state = r.to_state
        ) SELECT * FROM r WHERE from_state <> to_state;
    $f$;
    SELECT store_refresh_moves();
    REVOKE ALL ON FUNCTION store_refresh_moves() FROM PUBLIC;
    GRANT SELECT ON store_transitions, store_moves TO store_till, store_chain;

    -- The guard, for the owner too: fixed columns, a version that grows, a move of the machine, and
    -- a final row's money that never changes.
    CREATE OR REPLACE FUNCTION store_guard_replica() RETURNS trigger LANGUAGE plpgsql ${PATH} AS $f$
    DECLARE
      o jsonb := to_jsonb(OLD);
      n jsonb := to_jsonb(NEW);
      col text;
    BEGIN
      FOREACH col IN ARRAY array_remove(string_to_array('till_id,local_id,store_id,' || TG_ARGV[0], ','), '') LOOP
        IF o -> col IS DISTINCT FROM n -> col THEN
          RAISE EXCEPTION 'till % row %: % changed (another machine pushes the same ids?)', OLD.till_id, OLD.local_id, col
            USING ERRCODE = 'SR003';
        END IF;
      END LOOP;
      IF NEW.version <= OLD.version THEN
        RAISE EXCEPTION 'till % row %: version % is not newer than %', OLD.till_id, OLD.local_id, NEW.version, OLD.version
          USING ERRCODE = 'SR001';
      END IF;
      IF NEW.state IS DISTINCT FROM OLD.state AND NOT EXISTS (SELECT 1 FROM public.store_moves
          WHERE table_name = TG_TABLE_NAME AND from_state = OLD.state AND to_state = NEW.state) THEN
        RAISE EXCEPTION 'till % row %: state % cannot follow %', OLD.till_id, OLD.local_id, NEW.state, OLD.state
          USING ERRCODE = 'SR001';
      END IF;
      IF NOT EXISTS (SELECT 1 FROM public.store_moves WHERE table_name = TG_TABLE_NAME AND from_state = OLD.state) THEN
        FOREACH col IN ARRAY array_remove(string_to_array(TG_ARGV[1], ','), '') LOOP
          IF o -> col IS DISTINCT FROM n -> col THEN
            RAISE EXCEPTION 'till % row %: % of a final row changed', OLD.till_id, OLD.local_id, col USING ERRCODE = 'SR002';
          END IF;
        END LOOP;
      END IF;
      NEW.received_at := now();
      RETURN NEW;
    END $f$;
    ${replicaTables
      .map(
        (t) => `DROP TRIGGER ${t}_guard ON ${t};
    CREATE TRIGGER ${t}_guard BEFORE UPDATE ON ${t} FOR EACH ROW EXECUTE FUNCTION store_guard_replica('${guards[t]![0]}', '${guards[t]![1]}');`,
      )
      .join('\n    ')}

    -- No direct writes: every row comes through the push functions below.
    ${replicaTables.map((t) => `REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ${t} FROM store_till, store_chain, PUBLIC;`).join('\n    ')}
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON stores, tills, till_events FROM store_till, store_chain, PUBLIC;

    CREATE TABLE push_refusals (
      id bigserial PRIMARY KEY,
      till_id uuid NOT NULL REFERENCES tills (id),
      store_id text NOT NULL,
      table_name text NOT NULL,
      local_id text NOT NULL,
      pushed_version bigint NOT NULL,
      pushed_state text,
      stored_version bigint,
      stored_state text,
      reason text NOT NULL
        CHECK (reason IN ('beyond_head', 'unknown_state', 'other_content', 'not_newer', 'state_move', 'final_changed')),
      at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (till_id, table_name, local_id, pushed_version)
    );
    CREATE INDEX push_refusals_store ON push_refusals (store_id, till_id);
    CREATE TRIGGER push_refusals_no_delete BEFORE DELETE OR TRUNCATE ON push_refusals FOR EACH STATEMENT EXECUTE FUNCTION store_refuse_delete();
    ALTER TABLE push_refusals ENABLE ROW LEVEL SECURITY;
    GRANT SELECT ON push_refusals TO store_till, store_chain;
    CREATE POLICY till_reads_store ON push_refusals FOR SELECT TO store_till USING (store_id = (SELECT store_till_store()));
    CREATE POLICY chain_reads_all ON push_refusals FOR SELECT TO store_chain USING (true);

    -- The head the till reported when it began its push: no version of that push may exceed it.
    ALTER TABLE tills ADD COLUMN push_head bigint;

    CREATE OR REPLACE FUNCTION store_begin_push(p_head bigint, p_backlog integer, p_since timestamptz, p_version text)
    RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER ${PATH} AS $f$
    DECLARE t public.tills := public.store_caller_till();
    BEGIN
      UPDATE public.tills SET first_seen = coalesce(first_seen, now()), last_seen = now(), software_version = p_version,
        backlog = p_backlog, backlog_since = p_since, push_head = p_head WHERE id = t.id;
      RETURN t.last_seq;
    END $f$;

    -- The caller's till as it pushes: refused unless it is the till the rows say (the same id).
    CREATE FUNCTION store_pushing_till(p_till uuid) RETURNS tills LANGUAGE plpgsql STABLE SECURITY DEFINER ${PATH} AS $f$
    DECLARE t public.tills := public.store_caller_till();
    BEGIN
      IF p_till IS DISTINCT FROM t.id THEN
        RAISE EXCEPTION 'this role pushes for till %, not for %', t.id, p_till USING ERRCODE = '42501';
      END IF;
      RETURN t;
    END $f$;
    REVOKE ALL ON FUNCTION store_pushing_till(uuid) FROM PUBLIC;

    -- The highest version the store holds from a till (rows of an order or session share its version).
    CREATE FUNCTION store_stored_head(p_till uuid) RETURNS bigint LANGUAGE sql STABLE ${PATH} AS $f$
      SELECT greatest(
        (SELECT max(version) FROM public.journal_rows WHERE till_id = p_till),
        (SELECT max(version) FROM public.audit_entries WHERE till_id = p_till),
        (SELECT max(version) FROM public.orders WHERE till_id = p_till),
        (SELECT max(version) FROM public.till_sessions WHERE till_id = p_till), 0)
    $f$;
    REVOKE ALL ON FUNCTION store_stored_head(uuid) FROM PUBLIC;

    -- End of a batch (in its statement, after the push functions ran): the cursor from what the store
    -- holds, never from a number the till names; answers every refused row of the batch.
    CREATE FUNCTION store_end_push(p_backlog integer, p_since timestamptz, p_refused jsonb[]) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER ${PATH} AS $f$
    DECLARE t public.tills := public.store_caller_till();
    BEGIN
      UPDATE public.tills SET last_seq = greatest(last_seq, public.store_stored_head(t.id)), last_seen = now(),
        backlog = p_backlog, backlog_since = p_since WHERE id = t.id;
      RETURN (SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM unnest(p_refused) AS r(a), jsonb_array_elements(r.a) AS e);
    END $f$;
    -- The former end of a batch: the number it names is no longer taken.
    CREATE OR REPLACE FUNCTION store_finish_push(p_last bigint, p_backlog integer, p_since timestamptz) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER ${PATH} AS $f$
    BEGIN
      PERFORM public.store_end_push(p_backlog, p_since, ARRAY[]::jsonb[]);
    END $f$;
    REVOKE ALL ON FUNCTION store_end_push(integer, timestamptz, jsonb[]) FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION store_end_push(integer, timestamptz, jsonb[]) TO store_till;
    ${replicaTables.map(pushFunction).join('\n')}

    -- Every definer function (those of 001 and 002 too) with the pinned path.
    DO $$ DECLARE f regprocedure; BEGIN
      FOR f IN SELECT p.oid::regprocedure FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.prosecdef LOOP
        EXECUTE format('ALTER FUNCTION %s SET search_path = pg_catalog, public, pg_temp', f);
      END LOOP;
    END $$;
  `,
};
