import type { StoreMigration } from './types';
import { replicaGuard, replicaRights } from './replica-sql';

/**
 * Replicas of the tills' live journal rows and audit entries, keyed by (till, local id) with the
 * till's change sequence as the version. No full voucher code: the masked code (last four) and a
 * keyed hash (HMAC with the store's key, which the store database never holds) for matching a
 * voucher across tills. `business_day` is the till's own day of the row (a wrong till clock moves
 * nothing: rows are ordered by till and version, never by their clock). The push functions run as
 * their owner so a till can record its contact and flags without any right on `tills`.
 * No foreign keys on the replicas: the row-level policies already pin till_id and store_id to the
 * caller's own enrolled till and store, and two key lookups per row cost a third of the ingest.
 */
export const s002JournalAudit: StoreMigration = {
  version: 2,
  name: 'journal-audit',
  sql: `
    CREATE TABLE store_state_ranks (
      table_name text NOT NULL,
      state text NOT NULL,
      rank integer NOT NULL,
      final boolean NOT NULL,
      PRIMARY KEY (table_name, state)
    );
    INSERT INTO store_state_ranks VALUES
      ('journal_rows', 'pending', 0, false), ('journal_rows', 'uncertain', 1, false),
      ('journal_rows', 'needs_decision', 2, false), ('journal_rows', 'succeeded', 3, true),
      ('journal_rows', 'failed', 3, true), ('journal_rows', 'not_applied', 3, true),
      ('audit_entries', 'recorded', 0, true);
    GRANT SELECT ON store_state_ranks TO store_till, store_chain;
    -- True when a row may move from state p_old to p_new: the push's upsert skips (keeps the newer)
    -- what the guard would refuse, so one stale row of a restored till never blocks its batch.
    CREATE FUNCTION store_moves_forward(p_table text, p_old text, p_new text) RETURNS boolean LANGUAGE sql STABLE AS $f$
      SELECT coalesce((SELECT n.rank >= o.rank AND (NOT o.final OR p_new = p_old)
        FROM store_state_ranks o, store_state_ranks n
        WHERE o.table_name = p_table AND n.table_name = p_table AND o.state = p_old AND n.state = p_new), false)
    $f$;

    CREATE FUNCTION store_guard_replica() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE
      o jsonb := to_jsonb(OLD);
      n jsonb := to_jsonb(NEW);
      col text;
      old_rank store_state_ranks;
      new_rank store_state_ranks;
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
      SELECT * INTO old_rank FROM store_state_ranks WHERE table_name = TG_TABLE_NAME AND state = o ->> 'state';
      SELECT * INTO new_rank FROM store_state_ranks WHERE table_name = TG_TABLE_NAME AND state = n ->> 'state';
      IF new_rank.rank IS NULL OR new_rank.rank < old_rank.rank OR (old_rank.final AND NEW.state IS DISTINCT FROM OLD.state) THEN
        RAISE EXCEPTION 'till % row %: state % cannot follow %', OLD.till_id, OLD.local_id, NEW.state, OLD.state
          USING ERRCODE = 'SR001';
      END IF;
      IF old_rank.final THEN
        FOREACH col IN ARRAY array_remove(string_to_array(TG_ARGV[1], ','), '') LOOP
          IF o -> col IS DISTINCT FROM n -> col THEN
            RAISE EXCEPTION 'till % row %: % of a final row changed', OLD.till_id, OLD.local_id, col USING ERRCODE = 'SR002';
          END IF;
        END LOOP;
      END IF;
      NEW.received_at := now();
      RETURN NEW;
    END $f$;

    CREATE TABLE journal_rows (
      till_id uuid NOT NULL,
      local_id text NOT NULL,
      store_id text NOT NULL,
      version bigint NOT NULL CHECK (version > 0),
      kind text NOT NULL,
      state text NOT NULL,
      code_masked text,
      code_hash text,
      amount_cents bigint,
      currency text,
      balance_after_cents bigint,
      payment_method text,
      payment_kind text CHECK (payment_kind IN ('cash', 'card', 'other')),
      purchase_id text,
      ref_id text,
      sale_id text,
      cashier text,
      business_day date NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (till_id, local_id)
    );
    -- One change sequence per till: two rows with one version are two machines with one identity.
    CREATE UNIQUE INDEX journal_rows_till_version ON journal_rows (till_id, version);
    -- The store day reads one index range and nothing else (an index-only scan): every column it groups by is included.
    CREATE INDEX journal_rows_store_day ON journal_rows (store_id, business_day)
      INCLUDE (state, till_id, kind, amount_cents, cashier, payment_method, payment_kind);
    CREATE INDEX journal_rows_open ON journal_rows (store_id, business_day) WHERE state IN ('pending', 'uncertain', 'needs_decision');
    CREATE INDEX journal_rows_code ON journal_rows (store_id, code_hash) WHERE code_hash IS NOT NULL;
    ${replicaRights('journal_rows')}
    ${replicaGuard('journal_rows', ['kind', 'code_hash', 'code_masked', 'business_day', 'created_at', 'cashier', 'ref_id'], ['amount_cents', 'currency', 'balance_after_cents'])}

    CREATE TABLE audit_entries (
      till_id uuid NOT NULL,
      local_id text NOT NULL,
      store_id text NOT NULL,
      version bigint NOT NULL CHECK (version > 0),
      state text NOT NULL DEFAULT 'recorded',
      at timestamptz NOT NULL,
      actor text,
      action text NOT NULL,
      subject text,
      details jsonb NOT NULL DEFAULT '{}',
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (till_id, local_id)
    );
    CREATE UNIQUE INDEX audit_entries_till_version ON audit_entries (till_id, version);
    CREATE INDEX audit_entries_store_at ON audit_entries (store_id, at);
    ${replicaRights('audit_entries')}
    ${replicaGuard('audit_entries', ['at', 'actor', 'action', 'subject', 'details'], [])}

    -- Why the caller may not push: a clear error for a revoked, cloned or unknown till.
    CREATE FUNCTION store_caller_till() RETURNS tills LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $f$
    DECLARE t tills;
    BEGIN
      SELECT * INTO t FROM tills WHERE role_name = session_user;
      IF t.id IS NULL THEN RAISE EXCEPTION 'this role is not an enrolled till' USING ERRCODE = 'SR012'; END IF;
      IF t.revoked_at IS NOT NULL THEN RAISE EXCEPTION 'till % was revoked at the store', t.name USING ERRCODE = 'SR010'; END IF;
      IF t.cloned_at IS NOT NULL THEN
        RAISE EXCEPTION 'till % is flagged as cloned: enrol it again', t.name USING ERRCODE = 'SR011';
      END IF;
      RETURN t;
    END $f$;

    -- Start of a push (its own transaction): records the contact and the backlog; answers what the
    -- store holds from this till (its copy of the cursor).
    CREATE FUNCTION store_begin_push(p_head bigint, p_backlog integer, p_since timestamptz, p_version text)
    RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $f$
    DECLARE t tills := store_caller_till();
    BEGIN
      UPDATE tills SET first_seen = coalesce(first_seen, now()), last_seen = now(), software_version = p_version,
        backlog = p_backlog, backlog_since = p_since WHERE id = t.id;
      RETURN t.last_seq;
    END $f$;

    -- The till found that the store holds changes from it that it does not have (restored from an
    -- older backup, or a second machine with its identity): the gap is flagged; a second gap
    -- before a manager cleared the first flags the till as cloned. Answers 'gap' or 'cloned'.
    CREATE FUNCTION store_report_gap(p_cursor bigint, p_head bigint) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $f$
    DECLARE t tills := store_caller_till();
    BEGIN
      IF t.gap_at IS NOT NULL THEN
        UPDATE tills SET cloned_at = now() WHERE id = t.id;
        INSERT INTO till_events (till_id, kind, detail)
          VALUES (t.id, 'cloned', jsonb_build_object('cursor', p_cursor, 'head', p_head, 'lastSeq', t.last_seq, 'reason', 'second gap'));
        RETURN 'cloned';
      END IF;
      UPDATE tills SET gap_at = now() WHERE id = t.id;
      INSERT INTO till_events (till_id, kind, detail)
        VALUES (t.id, 'gap', jsonb_build_object('cursor', p_cursor, 'head', p_head, 'lastSeq', t.last_seq));
      RETURN 'gap';
    END $f$;

    -- End of a batch (inside the batch's transaction): the store's copy of the cursor and the backlog left.
    CREATE FUNCTION store_finish_push(p_last bigint, p_backlog integer, p_since timestamptz) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $f$
    DECLARE t tills := store_caller_till();
    BEGIN
      UPDATE tills SET last_seq = greatest(last_seq, p_last), last_seen = now(), backlog = p_backlog, backlog_since = p_since
        WHERE id = t.id;
    END $f$;

    -- A batch was refused because the same ids came with other content: never merged, the till is flagged.
    CREATE FUNCTION store_flag_clone(p_detail jsonb) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $f$
    DECLARE t tills;
    BEGIN
      SELECT * INTO t FROM tills WHERE role_name = session_user AND revoked_at IS NULL;
      IF t.id IS NULL OR t.cloned_at IS NOT NULL THEN RETURN; END IF;
      UPDATE tills SET cloned_at = now() WHERE id = t.id;
      INSERT INTO till_events (till_id, kind, detail) VALUES (t.id, 'cloned', p_detail);
    END $f$;

    REVOKE ALL ON FUNCTION store_caller_till(), store_begin_push(bigint, integer, timestamptz, text), store_report_gap(bigint, bigint),
      store_finish_push(bigint, integer, timestamptz), store_flag_clone(jsonb) FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION store_begin_push(bigint, integer, timestamptz, text), store_report_gap(bigint, bigint),
      store_finish_push(bigint, integer, timestamptz), store_flag_clone(jsonb) TO store_till;
  `,
};
