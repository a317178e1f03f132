// Applies the store database's numbered migrations: each in its own transaction together with its
// row in `store_migrations` (with the checksum of its SQL), under an advisory lock so two `npm run
// store` starts never race. A database newer than this code, or holding a step whose SQL changed,
// is refused and left as it is, like the till's own database.
import type pg from 'pg';
import { migrationChecksum, shortChecksum } from '../common/migration-checksum';
import { storeMigrations, type StoreMigration } from './migrations';

/** Any arbitrary constant: the advisory lock key of store migrations (and of a restore). */
export const MIGRATION_LOCK = 4_250_001;

/**
 * The table of applied migrations (made before the first migration runs). `checksum` came later: a
 * database from before it gets the column, and its steps the checksums of this program (adopted).
 */
export const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS store_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(), checksum text);
    ALTER TABLE store_migrations ADD COLUMN IF NOT EXISTS checksum text`;

/** The checksum recorded with a step: of its SQL. */
export const stepChecksum = (m: StoreMigration): string => migrationChecksum(m.sql);

/** Records a step just applied, with its checksum. */
export async function recordStep(client: pg.ClientBase, m: StoreMigration): Promise<void> {
  await client.query('INSERT INTO store_migrations (version, name, checksum) VALUES ($1, $2, $3)', [m.version, m.name, stepChecksum(m)]);
}

export class StoreTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(`the store database is at migration ${found}, this program knows ${known}: update the program`);
    this.name = 'StoreTooNewError';
  }
}

export class StoreMigrationChangedError extends Error {
  constructor(
    readonly version: number,
    readonly migrationName: string,
    applied: string,
    here: string,
  ) {
    super(
      `the store database holds migration ${version} (${migrationName}) with another SQL than this program's ` +
        `(checksum ${shortChecksum(applied)} applied, ${shortChecksum(here)} here). A migration a database holds must never change: ` +
        `put migration ${version} back as it was applied (or run the program that applied it) and make the change a new migration. ` +
        'The database was not changed.',
    );
    this.name = 'StoreMigrationChangedError';
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
    const { rows } = await client.query<{ version: number; checksum: string | null }>(
      'SELECT version, checksum FROM store_migrations ORDER BY version',
    );
    const current = rows.at(-1)?.version ?? 0;
    const all = opts.migrations ?? storeMigrations;
    const known = Math.max(0, ...all.map((m) => m.version));
    if (current > known) throw new StoreTooNewError(current, known);
    await checkAppliedSteps(client, rows, all);
    const applied: number[] = [];
    for (const m of list.filter((x) => x.version > current)) {
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await recordStep(client, m);
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
 * Refuses a database holding a step whose recorded checksum is not this program's (nothing written),
 * then records this program's checksum for the steps held without one (from before the checksums).
 */
async function checkAppliedSteps(
  client: pg.ClientBase,
  rows: ReadonlyArray<{ version: number; checksum: string | null }>,
  migrations: readonly StoreMigration[],
): Promise<void> {
  const byVersion = new Map(migrations.map((m) => [m.version, m]));
  for (const r of rows) {
    const m = byVersion.get(r.version);
    if (m && r.checksum !== null && r.checksum !== stepChecksum(m))
      throw new StoreMigrationChangedError(m.version, m.name, r.checksum, stepChecksum(m));
  }
  for (const r of rows.filter((x) => x.checksum === null)) {
    const m = byVersion.get(r.version);
    if (m) await client.query('UPDATE store_migrations SET checksum = $2 WHERE version = $1', [m.version, stepChecksum(m)]);
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
