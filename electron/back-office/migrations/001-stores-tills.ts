import type { StoreMigration } from './types';

/**
 * Stores, tills and the rights around them. Every till logs in with its own role (member of
 * `store_till`); `store_till_id()` / `store_till_store()` name the caller's till and store, and the
 * row-level policies of every replica table use them. A revoked or cloned till gets NULL from both,
 * so it can neither write nor read. `store_chain` reads every store. Nobody deletes (no grant, no
 * policy, and a trigger for the owner too). Group roles are cluster-wide: created once, reused by
 * every store database of the cluster.
 */
export const s001StoresTills: StoreMigration = {
  version: 1,
  name: 'stores-tills',
  sql: `
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'store_till') THEN CREATE ROLE store_till NOLOGIN; END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'store_chain') THEN CREATE ROLE store_chain NOLOGIN; END IF;
    END $$;
    REVOKE ALL ON SCHEMA public FROM PUBLIC;
    GRANT USAGE ON SCHEMA public TO store_till, store_chain;

    CREATE TABLE stores (
      id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$'),
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE tills (
      id uuid PRIMARY KEY,
      store_id text NOT NULL REFERENCES stores (id),
      name text NOT NULL,
      role_name text NOT NULL UNIQUE,
      enrolled_at timestamptz NOT NULL DEFAULT now(),
      first_seen timestamptz,
      last_seen timestamptz,
      software_version text,
      backlog integer NOT NULL DEFAULT 0,
      backlog_since timestamptz,
      -- the highest change sequence committed from this till (the till's cursor as the store knows it)
      last_seq bigint NOT NULL DEFAULT 0,
      revoked_at timestamptz,
      gap_at timestamptz,
      cloned_at timestamptz
    );
    -- A name is taken while its till is enrolled; a revoked till keeps its rows under its old id.
    CREATE UNIQUE INDEX tills_enrolled_name ON tills (store_id, name) WHERE revoked_at IS NULL;
    -- What the store noticed about a till: a gap (restored from an older backup), a clone.
    CREATE TABLE till_events (
      id bigserial PRIMARY KEY,
      till_id uuid NOT NULL REFERENCES tills (id),
      at timestamptz NOT NULL DEFAULT now(),
      kind text NOT NULL CHECK (kind IN ('gap', 'cloned', 'revoked', 'enrolled')),
      detail jsonb NOT NULL DEFAULT '{}'
    );

    -- The caller's till while it may push (enrolled, not revoked, not flagged as cloned).
    CREATE FUNCTION store_till_id() RETURNS uuid LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $f$
      SELECT id FROM tills WHERE role_name = session_user AND revoked_at IS NULL AND cloned_at IS NULL
    $f$;
    CREATE FUNCTION store_till_store() RETURNS text LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $f$
      SELECT store_id FROM tills WHERE role_name = session_user AND revoked_at IS NULL AND cloned_at IS NULL
    $f$;

    CREATE FUNCTION store_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      RAISE EXCEPTION 'nothing is ever deleted from the store (%)', TG_TABLE_NAME USING ERRCODE = 'SR004';
    END $f$;
    CREATE TRIGGER stores_no_delete BEFORE DELETE OR TRUNCATE ON stores FOR EACH STATEMENT EXECUTE FUNCTION store_refuse_delete();
    CREATE TRIGGER tills_no_delete BEFORE DELETE OR TRUNCATE ON tills FOR EACH STATEMENT EXECUTE FUNCTION store_refuse_delete();
    CREATE TRIGGER till_events_no_delete BEFORE DELETE OR TRUNCATE ON till_events FOR EACH STATEMENT EXECUTE FUNCTION store_refuse_delete();

    ALTER TABLE stores ENABLE ROW LEVEL SECURITY;
    ALTER TABLE tills ENABLE ROW LEVEL SECURITY;
    ALTER TABLE till_events ENABLE ROW LEVEL SECURITY;
    GRANT SELECT ON stores, tills, till_events TO store_till, store_chain;
    CREATE POLICY till_reads_own_store ON stores FOR SELECT TO store_till USING (id = store_till_store());
    CREATE POLICY till_reads_own_store ON tills FOR SELECT TO store_till USING (store_id = store_till_store());
    CREATE POLICY till_reads_own_store ON till_events FOR SELECT TO store_till
      USING (till_id IN (SELECT id FROM tills WHERE store_id = store_till_store()));
    CREATE POLICY chain_reads_all ON stores FOR SELECT TO store_chain USING (true);
    CREATE POLICY chain_reads_all ON tills FOR SELECT TO store_chain USING (true);
    CREATE POLICY chain_reads_all ON till_events FOR SELECT TO store_chain USING (true);
  `,
};
