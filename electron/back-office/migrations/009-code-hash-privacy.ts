import type { StoreMigration } from './types';

/**
 * The code hashes are the store's, not the tills': a till role reads every column of its store's
 * rows except `code_hash` (column grants; the row-level policies stay as they are), so it cannot
 * collect the hashes of other tills' codes and test guesses against them. The chain role and the
 * owner still read them to match a code across tills. A till asks only the one question it needs
 * (which other tills of its store redeemed these codes on a day) through a function that answers
 * for its own store.
 *
 * The tills now hash codes slowly (a prefix names the scheme; the first hashes had none): a row the
 * store holds with a hash of the first scheme keeps it when the till pushes it again with the new
 * one (its code did not change; its hash only matches rows of the same scheme).
 *
 * The tables are found by their `code_hash` column, so this holds whatever came before it; a later
 * migration that adds a column to one of them grants that column to store_till itself.
 */
export const s009CodeHashPrivacy: StoreMigration = {
  version: 9,
  name: 'code-hash-privacy',
  sql: `
    CREATE FUNCTION store_keep_code_hash() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $f$
    BEGIN
      IF OLD.code_hash IS NOT NULL AND NEW.code_hash IS NOT NULL AND position('.' IN OLD.code_hash) = 0
         AND position('.' IN NEW.code_hash) > 0 THEN
        NEW.code_hash := OLD.code_hash;
      END IF;
      RETURN NEW;
    END $f$;

    DO $d$
    DECLARE
      t regclass;
      cols text;
    BEGIN
      FOR t IN
        SELECT c.oid::regclass FROM pg_catalog.pg_class c
          JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND a.attname = 'code_hash' AND NOT a.attisdropped
      LOOP
        SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO cols FROM pg_catalog.pg_attribute a
          WHERE a.attrelid = t AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> 'code_hash';
        EXECUTE format('REVOKE SELECT ON %s FROM store_till', t);
        EXECUTE format('REVOKE SELECT (code_hash) ON %s FROM store_till', t);
        EXECUTE format('GRANT SELECT (%s) ON %s TO store_till', cols, t);
        IF (SELECT relkind FROM pg_catalog.pg_class WHERE oid = t) IN ('r', 'p') THEN
          -- Named to fire before the table's guard (BEFORE triggers fire by name).
          EXECUTE format('CREATE TRIGGER code_hash_kept BEFORE UPDATE OF code_hash ON %s FOR EACH ROW
            EXECUTE FUNCTION store_keep_code_hash()', t);
        END IF;
      END LOOP;
    END $d$;

    -- The closing's cross-check of a till: succeeded redemptions of the other tills of its own store
    -- on one day with these code hashes (at most 500 asked at once; the caller's hashes come back).
    CREATE FUNCTION store_redemptions_by_code(p_day date, p_hashes text[])
    RETURNS TABLE (code_hash text, amount double precision, till text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $f$
    DECLARE
      v_till uuid := public.store_till_id();
      v_store text := public.store_till_store();
    BEGIN
      IF v_till IS NULL OR v_store IS NULL THEN
        RAISE EXCEPTION 'this role is not an enrolled till' USING ERRCODE = '42501';
      END IF;
      IF coalesce(cardinality(p_hashes), 0) > 500 THEN
        RAISE EXCEPTION 'at most 500 code hashes at once' USING ERRCODE = '22023';
      END IF;
      RETURN QUERY
        SELECT j.code_hash, j.amount_cents::float8, t.name
        FROM public.journal_rows j JOIN public.tills t ON t.id = j.till_id
        WHERE j.store_id = v_store AND j.business_day = p_day AND j.code_hash = ANY (p_hashes) AND j.kind = 'redeem'
          AND j.state = 'succeeded' AND j.till_id <> v_till;
    END $f$;
    REVOKE ALL ON FUNCTION store_redemptions_by_code(date, text[]) FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION store_redemptions_by_code(date, text[]) TO store_till;
  `,
};
