import type { StoreMigration } from './types';

/**
 * Store managers: a login role of one store (member of `store_manager`) reads that store's rows
 * only, every table the back office reads; it writes nothing. `store_managers` names each login's
 * store; `store_manager_store()` answers the caller's (NULL for any other role), and the policies
 * use it, so the database, not the page, keeps a manager to its store.
 */
const read = [
  'journal_rows',
  'audit_entries',
  'orders',
  'order_lines',
  'till_sessions',
  'drawer_openings',
  'tenders',
  'push_refusals',
  'tills',
  'money_facts',
];

export const s011StoreManagers: StoreMigration = {
  version: 11,
  name: 'store-managers',
  sql: `
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'store_manager') THEN CREATE ROLE store_manager NOLOGIN; END IF;
    END $$;
    GRANT USAGE ON SCHEMA public TO store_manager;
    CREATE TABLE store_managers (
      role_name text PRIMARY KEY,
      store_id text NOT NULL REFERENCES stores (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE store_managers ENABLE ROW LEVEL SECURITY;
    CREATE TRIGGER store_managers_no_delete BEFORE DELETE OR TRUNCATE ON store_managers
      FOR EACH STATEMENT EXECUTE FUNCTION store_refuse_delete();
    CREATE FUNCTION store_manager_store() RETURNS text LANGUAGE sql STABLE SECURITY DEFINER
      SET search_path = pg_catalog, public, pg_temp AS $f$
      SELECT store_id FROM public.store_managers WHERE role_name = session_user
    $f$;
    REVOKE ALL ON FUNCTION store_manager_store() FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION store_manager_store() TO store_manager;
    GRANT SELECT ON stores, ${read.join(', ')} TO store_manager;
    CREATE POLICY manager_reads_own_store ON stores FOR SELECT TO store_manager USING (id = (SELECT store_manager_store()));
    ${read.map((t) => `CREATE POLICY manager_reads_own_store ON ${t} FOR SELECT TO store_manager USING (store_id = (SELECT store_manager_store()));`).join('\n    ')}
  `,
};
