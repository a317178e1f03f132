// `npm run store -- … restore FILE [--wipe]`: the store as the backup had it, in one transaction.
// The file is checked whole first (header, length, SHA-256): a damaged or foreign file writes
// nothing. A target that holds a store (a till or a store enrolled) is refused unless `--wipe`
// says to replace it; as everything runs in one transaction, a restore that fails midway leaves
// the target as it was, wiped or not. The schema is made by the store's own migrations up to the
// backup's version, the rows loaded with the store's own triggers off (the guards would refuse
// rows that did not come through a push, the no-delete trigger the emptying of the migrations'
// seed rows), the sequences set, the triggers on again, and the newer migrations applied.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type pg from 'pg';
import {
  backupRoleSchema,
  backupSequenceSchema,
  backupTableSchema,
  readBackupHeader,
  verifyBackupBody,
  BackupFileError,
  type BackupHeader,
  type BackupRole,
} from './backup-file';
import { MIGRATION_LOCK, MIGRATIONS_TABLE_SQL, recordStep } from './migrate';
import { storeMigrations, type StoreMigration } from './migrations';
import { storeSchemas, storeTables, storeTriggers, tableColumns, TEXT_FORM_SETTINGS } from './store-catalog';
import { restoreRole, type RoleOutcome } from './restore-roles';

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(`${message}; nothing was restored`);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreResult {
  header: BackupHeader;
  /** Migrations newer than the backup, applied after its rows. */
  applied: number[];
  roles: RoleOutcome[];
  /** Enrolled tills that cannot log in after the restore: enrol them again (`--replace`). */
  reenrol: Array<{ store: string; till: string }>;
}

const BATCH = 1_000;
/** Columns added to a table later: a backup from before them lacks them (its rows get NULL). */
const LATER_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  // The step checksums: a migrate after the restore records this program's (adopted).
  'public.store_migrations': ['checksum'],
};

export async function restoreStore(
  client: pg.ClientBase,
  file: string,
  opts: { wipe?: boolean; migrations?: readonly StoreMigration[] } = {},
): Promise<RestoreResult> {
  const { header, bodyStart } = readBackupHeader(file);
  await verifyBackupBody(file, header, bodyStart);
  const migrations = opts.migrations ?? storeMigrations;
  const known = Math.max(0, ...migrations.map((m) => m.version));
  if (header.migration > known) {
    throw new RestoreRefusedError(
      `the backup is of a store at migration ${header.migration}, this program knows ${known}: update it first`,
    );
  }
  await client.query('BEGIN');
  try {
    for (const s of TEXT_FORM_SETTINGS) await client.query(s);
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await emptyTarget(client, opts.wipe === true);
    await client.query(MIGRATIONS_TABLE_SQL);
    for (const m of migrations.filter((x) => x.version <= header.migration)) await client.query(m.sql);
    const tables = await storeTables(client);
    const triggers = (await storeTriggers(client)).filter((t) => t.enabled !== 'D');
    for (const t of triggers) await client.query(`ALTER TABLE ${t.table} DISABLE TRIGGER ${client.escapeIdentifier(t.name)}`);
    // The migrations' own rows (ranks and the like) make way for the backup's.
    if (tables.length) await client.query(`TRUNCATE ${tables.map((t) => t.sql).join(', ')}`);
    const roles = await loadBody(client, file, header, bodyStart, tables);
    for (const t of triggers) {
      const how = t.enabled === 'A' ? 'ALWAYS ' : t.enabled === 'R' ? 'REPLICA ' : '';
      await client.query(`ALTER TABLE ${t.table} ENABLE ${how}TRIGGER ${client.escapeIdentifier(t.name)}`);
    }
    const applied: number[] = [];
    for (const m of migrations.filter((x) => x.version > header.migration)) {
      await client.query(m.sql);
      await recordStep(client, m);
      applied.push(m.version);
    }
    const cannot = roles.filter((r) => r.group === 'store_till' && !r.canLogIn).map((r) => r.name);
    const reenrol = await client.query<{ store: string; till: string }>(
      'SELECT store_id AS store, name AS till FROM tills WHERE role_name = ANY($1) AND revoked_at IS NULL ORDER BY 1, 2',
      [cannot],
    );
    await client.query('COMMIT');
    return { header, applied, roles, reenrol: reenrol.rows };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/** Refuses a target that holds a store (unless wiping); drops whatever schema it has. */
async function emptyTarget(client: pg.ClientBase, wipe: boolean): Promise<void> {
  const { rows } = await client.query<{ objects: boolean; tills: string | null; stores: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                    WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema') AS objects,
            to_regclass('public.tills')::text AS tills, to_regclass('public.stores')::text AS stores`,
  );
  const r = rows[0]!;
  if (!r.objects) return;
  if (!wipe) {
    const count = async (t: string | null) =>
      t ? Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`)).rows[0]!.n) : 0;
    const tills = await count(r.tills);
    const stores = await count(r.stores);
    if (tills + stores > 0) {
      throw new RestoreRefusedError(
        `the target database holds a store (${stores} stores, ${tills} tills): restore into an empty database, or add --wipe to replace it`,
      );
    }
  }
  for (const s of await storeSchemas(client)) await client.query(`DROP SCHEMA ${client.escapeIdentifier(s)} CASCADE`);
  await client.query('CREATE SCHEMA public');
}

/** The body's lines as parsed JSON, one by one (the gzip'd stream is never held whole). */
async function* bodyLines(file: string, bodyStart: number): AsyncGenerator<unknown> {
  const gunzip = zlib.createGunzip();
  const feeding = pipeline(fs.createReadStream(file, { start: bodyStart }), gunzip);
  feeding.catch(() => undefined);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of gunzip) {
    rest += decoder.write(chunk as Buffer);
    let nl: number;
    while ((nl = rest.indexOf('\n')) >= 0) {
      yield JSON.parse(rest.slice(0, nl));
      rest = rest.slice(nl + 1);
    }
  }
  await feeding;
  if ((rest + decoder.end()).trim() !== '') throw new Error('the body ends inside a line');
}

interface Loading {
  name: string;
  insert: string;
  width: number;
  rows: unknown[][];
  count: number;
}

/** Loads roles, sequences and rows; checks every table and count against the header. */
async function loadBody(
  client: pg.ClientBase,
  file: string,
  header: BackupHeader,
  bodyStart: number,
  tables: Awaited<ReturnType<typeof storeTables>>,
): Promise<RoleOutcome[]> {
  const damaged = (why: string) => new BackupFileError(file, why);
  const roles: RoleOutcome[] = [];
  const seen = new Set<string>();
  let current: Loading | undefined;
  let ended = false;
  const flush = async (): Promise<void> => {
    if (!current || current.rows.length === 0) return;
    const columns = Array.from({ length: current.width }, (_, i) => current!.rows.map((r) => r[i]));
    await client.query(current.insert, columns);
    current.rows = [];
  };
  const finish = async (): Promise<void> => {
    if (!current) return;
    await flush();
    if (header.tables[current.name] !== current.count) {
      throw damaged(`table ${current.name} has ${current.count} rows, the header says ${header.tables[current.name] ?? 0}`);
    }
    current = undefined;
  };
  for await (const line of bodyLines(file, bodyStart)) {
    if (ended) throw damaged('lines after the end');
    if (Array.isArray(line)) {
      if (!current || line.length !== current.width || !line.every((v) => v === null || typeof v === 'string')) {
        throw damaged('a row that belongs to no table or does not fit it');
      }
      current.rows.push(line);
      current.count++;
      if (current.rows.length >= BATCH) await flush();
      continue;
    }
    const kind = (line as { t?: unknown } | null)?.t;
    if (kind === 'role') {
      roles.push(await restoreRole(client, parse(backupRoleSchema, line, damaged) as BackupRole));
    } else if (kind === 'sequence') {
      const s = parse(backupSequenceSchema, line, damaged);
      await client.query('SELECT setval(to_regclass($1)::oid, $2::bigint, $3)', [s.name, s.last, s.called]).catch((err: Error) => {
        throw damaged(`sequence ${s.name}: ${err.message}`);
      });
    } else if (kind === 'table') {
      await finish();
      const t = parse(backupTableSchema, line, damaged);
      const target = tables.find((x) => x.name === t.name);
      if (!target || seen.has(t.name)) throw damaged(`table ${t.name} is not in the store schema at migration ${header.migration}`);
      seen.add(t.name);
      const cols = await tableColumns(client, target.oid);
      const later = LATER_COLUMNS[t.name] ?? [];
      const names = cols.map((c) => c.name).filter((n) => !later.includes(n) || t.columns.includes(n));
      if (names.length !== t.columns.length || !t.columns.every((c) => names.includes(c))) {
        throw damaged(`table ${t.name} has other columns in the backup (${t.columns.join(', ')}) than at migration ${header.migration}`);
      }
      const typed = t.columns.map((c, i) => `x.c${i}::${cols.find((x) => x.name === c)!.type}`);
      const insert = `INSERT INTO ${target.sql} (${t.columns.map((c) => client.escapeIdentifier(c)).join(', ')}) OVERRIDING SYSTEM VALUE
        SELECT ${typed.join(', ')} FROM unnest(${t.columns.map((_, i) => `$${i + 1}::text[]`).join(', ')})
        AS x(${t.columns.map((_, i) => `c${i}`).join(', ')})`;
      current = { name: t.name, insert, width: t.columns.length, rows: [], count: 0 };
    } else if (kind === 'end') {
      await finish();
      ended = true;
    } else {
      throw damaged('a line of an unknown kind');
    }
  }
  if (!ended) throw damaged('the body ends early');
  const missing = tables.filter((t) => !seen.has(t.name)).map((t) => t.name);
  if (missing.length || Object.keys(header.tables).some((n) => !seen.has(n))) {
    throw damaged(`the backup and the schema at migration ${header.migration} differ in tables (${missing.join(', ')})`);
  }
  return roles;
}

function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  line: unknown,
  damaged: (why: string) => Error,
): T {
  const r = schema.safeParse(line);
  if (!r.success) throw damaged('a line of the body is damaged');
  return r.data;
}
