import type { StoreMigration } from './types';

const replicaTables = ['journal_rows', 'audit_entries', 'orders', 'order_lines', 'tenders', 'till_sessions', 'drawer_openings'];

/**
 * One installation per enrolled till. A till makes a random install id when it is enrolled and
 * claims it at the start of every push (`store_claim_identity`): the first claim binds the till to
 * it; from then on the store takes rows from a till's role only on a connection that proved that
 * install id (every push step asks `store_caller_till`, which checks the proof; and a restrictive
 * policy on every replica table, should a till role ever write one), so a second machine with the same secret
 * is refused before its first row lands, and the store flags it (a `cloned` event with the detail,
 * `copy_refused_at` for the store day) without stopping the original. A till that finds its own data
 * folder copied (moved to another folder or machine) says so instead of claiming: flagged the same.
 * A till never claimed (enrolled before, or pushing without a claim) pushes as before.
 */
export const s008TillIdentity: StoreMigration = {
  version: 8,
  name: 'till-identity',
  sql: `
    ALTER TABLE public.tills ADD COLUMN install_id text;
    ALTER TABLE public.tills ADD COLUMN copy_refused_at timestamptz;

    -- The connections that proved their till's install: one row per backend process, with a random
    -- proof the claim also left in that session's own settings (a reused process number, another
    -- session, has not got it). Tills have no right on it.
    -- Unlogged and without a foreign key: it lives as long as the connections (a crash or a restore
    -- starts it empty, and every till proves itself again on its next connection).
    CREATE UNLOGGED TABLE public.till_install_proofs (
      backend_pid integer PRIMARY KEY,
      proof text NOT NULL,
      till_id uuid NOT NULL,
      install_id text NOT NULL
    );
    ALTER TABLE public.till_install_proofs ENABLE ROW LEVEL SECURITY;
    REVOKE ALL ON public.till_install_proofs FROM PUBLIC;

    -- The proof this session holds (none before its claim). No statistics view is read: an owner
    -- who is no superuser does not see other roles' sessions there.
    CREATE FUNCTION public.store_session_proof() RETURNS text LANGUAGE sql STABLE
    SET search_path = pg_catalog, pg_temp AS $f$
      SELECT pg_catalog.current_setting('store.install_proof', true)
    $f$;

    -- Answers 'claimed' (first claim: the till is bound to this install), 'same' (this install), or
    -- 'other' (another install holds the till, or the caller says it is a copy): flagged, nothing bound.
    -- The caller's enrolled till, proved or not (the claim itself runs before any proof).
    CREATE FUNCTION public.store_enrolled_till() RETURNS public.tills
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $f$
    DECLARE t public.tills;
    BEGIN
      SELECT * INTO t FROM public.tills WHERE role_name = session_user;
      IF t.id IS NULL THEN RAISE EXCEPTION 'this role is not an enrolled till' USING ERRCODE = 'SR012'; END IF;
      IF t.revoked_at IS NOT NULL THEN RAISE EXCEPTION 'till % was revoked at the store', t.name USING ERRCODE = 'SR010'; END IF;
      IF t.cloned_at IS NOT NULL THEN
        RAISE EXCEPTION 'till % is flagged as cloned: enrol it again', t.name USING ERRCODE = 'SR011';
      END IF;
      RETURN t;
    END $f$;

    CREATE FUNCTION public.store_claim_identity(p_install text, p_copy boolean) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $f$
    DECLARE
      t public.tills := public.store_enrolled_till();
      proof text;
    BEGIN
      IF p_install IS NULL OR p_install !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'an install id is 32 hexadecimal digits' USING ERRCODE = '22023';
      END IF;
      IF p_copy OR (t.install_id IS NOT NULL AND t.install_id <> p_install) THEN
        UPDATE public.tills SET copy_refused_at = now() WHERE id = t.id;
        IF NOT EXISTS (SELECT 1 FROM public.till_events e
                       WHERE e.till_id = t.id AND e.kind = 'cloned' AND e.detail ->> 'install' = p_install) THEN
          INSERT INTO public.till_events (till_id, kind, detail) VALUES (t.id, 'cloned', jsonb_build_object(
            'reason', CASE WHEN p_copy THEN 'copied data folder' ELSE 'another installation' END,
            'install', p_install, 'boundTo', t.install_id));
        END IF;
        RETURN 'other';
      END IF;
      UPDATE public.tills SET install_id = p_install WHERE id = t.id AND install_id IS NULL;
      proof := pg_catalog.gen_random_uuid()::text;
      PERFORM pg_catalog.set_config('store.install_proof', proof, false);
      INSERT INTO public.till_install_proofs (backend_pid, proof, till_id, install_id)
        VALUES (pg_backend_pid(), proof, t.id, p_install)
        ON CONFLICT (backend_pid) DO UPDATE
          SET proof = excluded.proof, till_id = excluded.till_id, install_id = excluded.install_id;
      RETURN CASE WHEN t.install_id IS NULL THEN 'claimed' ELSE 'same' END;
    END $f$;

    -- Whether this connection may write the caller's till rows: never claimed, or proved here.
    CREATE FUNCTION public.store_install_proven() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $f$
      SELECT coalesce((
        SELECT t.install_id IS NULL OR EXISTS (
          SELECT 1 FROM public.till_install_proofs p
          WHERE p.backend_pid = pg_backend_pid() AND p.proof = public.store_session_proof()
            AND p.till_id = t.id AND p.install_id = t.install_id)
        FROM public.tills t WHERE t.role_name = session_user), false)
    $f$;

    -- Every step of a push (begin, rows, end, a gap, a clone) names the caller's till through this:
    -- once a till is bound, only a connection that proved its installation gets it.
    CREATE OR REPLACE FUNCTION public.store_caller_till() RETURNS public.tills
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $f$
    DECLARE t public.tills := public.store_enrolled_till();
    BEGIN
      IF NOT public.store_install_proven() THEN
        RAISE EXCEPTION 'till % is bound to another installation: this connection did not prove it', t.name USING ERRCODE = '42501';
      END IF;
      RETURN t;
    END $f$;

    -- A clone found by content: flagged only by a connection that proved the installation (a copy
    -- could otherwise flag the original it was copied from).
    CREATE OR REPLACE FUNCTION public.store_flag_clone(p_detail jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $f$
    DECLARE t public.tills;
    BEGIN
      SELECT * INTO t FROM public.tills WHERE role_name = session_user AND revoked_at IS NULL;
      IF t.id IS NULL OR t.cloned_at IS NOT NULL OR NOT public.store_install_proven() THEN RETURN; END IF;
      UPDATE public.tills SET cloned_at = now() WHERE id = t.id;
      INSERT INTO public.till_events (till_id, kind, detail) VALUES (t.id, 'cloned', p_detail);
    END $f$;

    REVOKE ALL ON FUNCTION public.store_session_proof(), public.store_claim_identity(text, boolean),
      public.store_install_proven(), public.store_enrolled_till(), public.store_caller_till() FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION public.store_claim_identity(text, boolean), public.store_install_proven() TO store_till;

    ${replicaTables
      .map(
        (table) => `
    CREATE POLICY till_install_inserts ON public.${table} AS RESTRICTIVE FOR INSERT TO store_till
      WITH CHECK ((SELECT public.store_install_proven()));
    CREATE POLICY till_install_updates ON public.${table} AS RESTRICTIVE FOR UPDATE TO store_till
      USING ((SELECT public.store_install_proven())) WITH CHECK ((SELECT public.store_install_proven()));`,
      )
      .join('')}
  `,
};
