// The rules every replica table shares, written once: the rights (row-level security) and the
// guard trigger. A migration that adds a replica table calls these with its own table name; the
// SQL they return is pasted into that migration as it was when it landed (functions of the same
// shape may be called by later migrations; a change here never touches a landed table).

/**
 * Rights on a replica table: a till inserts and updates only its own rows (and only into its own
 * store), reads its own store; the chain role reads everything; nobody deletes (no grant, no
 * policy, and a statement trigger for the owner). `(SELECT …)` makes PostgreSQL evaluate the
 * caller's till once per statement, not once per row.
 */
export function replicaRights(table: string): string {
  return `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    GRANT SELECT, INSERT, UPDATE ON ${table} TO store_till;
    GRANT SELECT ON ${table} TO store_chain;
    CREATE POLICY till_inserts_own ON ${table} FOR INSERT TO store_till
      WITH CHECK (till_id = (SELECT store_till_id()) AND store_id = (SELECT store_till_store()));
    CREATE POLICY till_updates_own ON ${table} FOR UPDATE TO store_till
      USING (till_id = (SELECT store_till_id()))
      WITH CHECK (till_id = (SELECT store_till_id()) AND store_id = (SELECT store_till_store()));
    CREATE POLICY till_reads_store ON ${table} FOR SELECT TO store_till USING (store_id = (SELECT store_till_store()));
    CREATE POLICY chain_reads_all ON ${table} FOR SELECT TO store_chain USING (true);
    CREATE TRIGGER ${table}_no_delete BEFORE DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION store_refuse_delete();
  `;
}

/**
 * The guard of a replica table (store_guard_replica, migration 002): `immutable` columns never
 * change (a change means another machine pushes the same ids: a clone), `fixedWhenFinal` columns
 * never change once the row's state is final (a changed amount), the state never moves back
 * (ranks in store_state_ranks) and the version only grows.
 */
export function replicaGuard(table: string, immutable: readonly string[], fixedWhenFinal: readonly string[]): string {
  return `
    CREATE TRIGGER ${table}_guard BEFORE UPDATE ON ${table} FOR EACH ROW
      EXECUTE FUNCTION store_guard_replica('${immutable.join(',')}', '${fixedWhenFinal.join(',')}');
  `;
}
