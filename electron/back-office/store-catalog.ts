// What the store schema holds, read from PostgreSQL's catalog (never a list written here, so a
// table a later migration adds is backed up and restored like the others): its tables in an
// order where a referenced table comes before the tables referring to it, their columns, their
// sequences and their own (non-internal) triggers. Every schema of the database but PostgreSQL's.
// Unlogged tables hold what lives only as long as a connection (the proofs of an installation)
// and are left out: a restore starts them empty, as a crash does.
import type pg from 'pg';

const USER_SCHEMA = `n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'`;
/** Not part of an extension (its objects are the extension's to make). */
const NOT_EXTENSION = `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

export interface CatalogTable {
  oid: number;
  /** Schema-qualified and quoted, ready for SQL. */
  sql: string;
  /** schema.name, as the backup names it. */
  name: string;
}

/** The store's tables (plain and partitions, no partitioned parents), referenced tables first. */
export async function storeTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<{ oid: number; schema: string; name: string; sql: string }>(
    `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name, format('%I.%I', n.nspname, c.relname) AS sql
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND c.relpersistence = 'p' AND ${USER_SCHEMA} AND ${NOT_EXTENSION}
     ORDER BY n.nspname, c.relname`,
  );
  const refs = await client.query<{ from: number; to: number }>(
    `SELECT conrelid::int AS from, confrelid::int AS to FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  const tables = rows.map((r) => ({ oid: r.oid, sql: r.sql, name: `${r.schema}.${r.name}` }));
  const ordered: CatalogTable[] = [];
  const placed = new Set<number>();
  const visit = (t: CatalogTable, path: Set<number>): void => {
    if (placed.has(t.oid) || path.has(t.oid)) return;
    path.add(t.oid);
    for (const r of refs.rows.filter((x) => x.from === t.oid)) {
      const target = tables.find((x) => x.oid === r.to);
      if (target) visit(target, path);
    }
    placed.add(t.oid);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** A table's columns that take values (generated ones are computed again), with their SQL type. */
export async function tableColumns(client: pg.ClientBase, oid: number): Promise<Array<{ name: string; type: string }>> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [oid],
  );
  return rows;
}

/** The store's sequences (bigserial and identity columns among them), schema.name and quoted. */
export async function storeSequences(client: pg.ClientBase): Promise<Array<{ name: string; sql: string }>> {
  const { rows } = await client.query<{ name: string; sql: string }>(
    `SELECT n.nspname || '.' || c.relname AS name, format('%I.%I', n.nspname, c.relname) AS sql
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'S' AND ${USER_SCHEMA} AND ${NOT_EXTENSION} ORDER BY 1`,
  );
  return rows;
}

/** The store's own triggers and how each is enabled (O origin, D disabled, R replica, A always). */
export async function storeTriggers(client: pg.ClientBase): Promise<Array<{ table: string; name: string; enabled: string }>> {
  const { rows } = await client.query<{ table: string; name: string; enabled: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS table, t.tgname AS name, t.tgenabled AS enabled
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE NOT t.tgisinternal AND ${USER_SCHEMA}`,
  );
  return rows;
}

/** The schemas of the store (every schema of the database but PostgreSQL's own). */
export async function storeSchemas(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname AS name FROM pg_namespace n WHERE ${USER_SCHEMA}
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_namespace'::regclass AND d.objid = n.oid AND d.deptype = 'e')`,
  );
  return rows.map((r) => r.name);
}

/** Settings both sides use, so every value's text form reads back as the same value. */
export const TEXT_FORM_SETTINGS = [
  "SET LOCAL datestyle = 'ISO, YMD'",
  "SET LOCAL intervalstyle = 'postgres'",
  "SET LOCAL timezone = 'UTC'",
  'SET LOCAL extra_float_digits = 3',
  "SET LOCAL bytea_output = 'hex'",
];
