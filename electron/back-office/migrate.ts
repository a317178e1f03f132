// Applies the store database's numbered migrations: each in its own transaction together with its
// row in `store_migrations`, under an advisory lock so two `npm run store` starts never race. A
// database newer than this code is refused and left as it is, like the till's own database.
import type pg from 'pg';
import { storeMigrations, type StoreMigration } from './migrations';

/** Any arbitrary constant: the advisory lock key of store migrations (and of a restore). */
export const MIGRATION_LOCK = 4_250_001;

/** The table of applied migrations (made before the first migration runs). */
export const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS store_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`;

export class StoreTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(`the store database is at migration ${found}, this program knows ${known}: update the program`);
    this.name = 'StoreTooNewError';
  }
}

/** Applies every migration not yet applied (or up to `upTo`); returns the versions applied now. */
export async function migrateStore(
  client: pg.ClientBase,
  opts: { migrations?: readonly StoreMigration[]; upTo?: number } = {},
): Promise<number[]> {
  const list = (opts.migrations ?? storeMigrations).filter((m) => opts.upTo === undefined || m.version <= opts.upTo);
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(MIGRATIONS_TABLE_SQL);
    const { rows } = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM store_migrations');
    const current = rows[0]?.v ?? 0;
    const known = Math.max(0, ...(opts.migrations ?? storeMigrations).map((m) => m.version));
    if (current > known) throw new StoreTooNewError(current, known);
    const applied: number[] = [];
    for (const m of list.filter((x) => x.version > current)) {
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO store_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`store migration ${m.version} (${m.name}) failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(m.version);
    }
    if (current >= 7 || applied.includes(7)) await secureStoreDatabase(client);
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}

/**
 * The rights a copy of the store database does not keep (CREATE DATABASE … TEMPLATE copies no
 * database rights), taken again at every migrate: no temporary objects for any role but the owner,
 * and every SECURITY DEFINER function with its search path pinned (pg_temp last).
 */
export async function secureStoreDatabase(client: pg.ClientBase): Promise<void> {
  await client.query(`DO $$ DECLARE f regprocedure; BEGIN
    EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
    FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace AND p.prosecdef
        AND NOT coalesce(p.proconfig, '{}') @> ARRAY['search_path=pg_catalog, public, pg_temp'] LOOP
      EXECUTE format('ALTER FUNCTION %s SET search_path = pg_catalog, public, pg_temp', f);
    END LOOP;
  END $$`);
}
