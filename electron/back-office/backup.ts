// `npm run store -- … backup FILE`: every table of the store, its sequences and the logins of its
// tills and chain office, as of one moment (one read-only REPEATABLE READ transaction: one
// snapshot, tills pushing meanwhile wait for nothing). Rows are read through a cursor in batches
// and written gzip'd to a temporary file beside FILE, which only becomes FILE once complete.
// The file holds the tills' password verifiers (when the owner may read them): it is written 0600.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import zlib from 'node:zlib';
import type pg from 'pg';
import { BACKUP_FORMAT, headerLine, type BackupHeader, type BackupRole } from './backup-file';
import { storeSequences, storeTables, tableColumns, TEXT_FORM_SETTINGS } from './store-catalog';

const FETCH = 2_000;

export async function backupStore(client: pg.ClientBase, file: string): Promise<BackupHeader> {
  const target = path.resolve(file);
  const tmp = `${target}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const bodyTmp = `${tmp}.body`;
  const hash = crypto.createHash('sha256');
  let bodyBytes = 0;
  const gzip = zlib.createGzip();
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bodyBytes += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(gzip, counter, fs.createWriteStream(bodyTmp, { mode: 0o600, flags: 'wx' }));
  const write = async (line: unknown): Promise<void> => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    let header: Omit<BackupHeader, 'bodyBytes' | 'sha256'>;
    try {
      for (const s of TEXT_FORM_SETTINGS) await client.query(s);
      const migration = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM store_migrations');
      const roles = await storeRoles(client);
      for (const r of roles) await write(r);
      for (const s of await storeSequences(client)) {
        const { rows } = await client.query<{ last: string; called: boolean }>(
          `SELECT last_value::text AS last, is_called AS called FROM ${s.sql}`,
        );
        await write({ t: 'sequence', name: s.name, last: rows[0]!.last, called: rows[0]!.called });
      }
      const tables: Record<string, number> = {};
      for (const t of await storeTables(client)) {
        const cols = await tableColumns(client, t.oid);
        await write({ t: 'table', name: t.name, columns: cols.map((c) => c.name) });
        const list = cols.map((c) => `(${quote(client, c.name)})::text`).join(', ');
        await client.query(`DECLARE store_backup NO SCROLL CURSOR FOR SELECT ${list} FROM ONLY ${t.sql}`);
        let n = 0;
        for (;;) {
          const batch = await client.query<unknown[]>({ text: `FETCH ${FETCH} FROM store_backup`, rowMode: 'array' });
          if (batch.rows.length === 0) break;
          for (const row of batch.rows) await write(row);
          n += batch.rows.length;
        }
        await client.query('CLOSE store_backup');
        tables[t.name] = n;
      }
      await write({ t: 'end' });
      header = {
        format: BACKUP_FORMAT,
        migration: migration.rows[0]?.v ?? 0,
        createdAt: new Date().toISOString(),
        tables,
        roles: {
          tills: roles.filter((r) => r.group === 'store_till').length,
          chain: roles.filter((r) => r.group === 'store_chain').length,
          managers: roles.filter((r) => r.group === 'store_manager').length,
          withVerifier: roles.filter((r) => r.verifier !== null).length,
        },
      };
    } finally {
      await client.query('ROLLBACK');
    }
    gzip.end();
    await written;
    const full: BackupHeader = { ...header, bodyBytes, sha256: hash.digest('hex') };
    fs.writeFileSync(tmp, headerLine(full), { mode: 0o600, flag: 'wx' });
    await pipeline(fs.createReadStream(bodyTmp), fs.createWriteStream(tmp, { flags: 'a' }));
    const fd = fs.openSync(tmp, 'r+');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, target);
    return full;
  } catch (err) {
    gzip.destroy();
    await written.catch(() => undefined);
    fs.rmSync(tmp, { force: true });
    throw err;
  } finally {
    fs.rmSync(bodyTmp, { force: true });
  }
}

function quote(client: pg.ClientBase, name: string): string {
  return client.escapeIdentifier(name);
}

/**
 * The logins of this store: each enrolled (or revoked) till's role from `tills`, the members of
 * `store_chain`, and the store logins named in `store_managers` (a schema before store logins has
 * none). Their verifiers when the owner may read `pg_authid` (a superuser, as the embedded default
 * is): a restore into a new cluster then lets every till and every login in with its secret.
 */
async function storeRoles(client: pg.ClientBase): Promise<BackupRole[]> {
  const readable = await client.query<{ ok: boolean }>(`SELECT has_table_privilege('pg_authid', 'SELECT') AS ok`);
  const source = readable.rows[0]?.ok ? 'pg_authid' : 'pg_roles';
  const verifier = readable.rows[0]?.ok ? 'a.rolpassword' : 'NULL::text';
  const hasManagers = await client.query<{ ok: boolean }>(`SELECT to_regclass('public.store_managers') IS NOT NULL AS ok`);
  const managers = hasManagers.rows[0]?.ok
    ? `UNION ALL
     SELECT s.role_name, 'store_manager', coalesce(a.rolcanlogin, false), ${verifier}
     FROM store_managers s LEFT JOIN ${source} a ON a.rolname = s.role_name`
    : '';
  const { rows } = await client.query<{ name: string; group: BackupRole['group']; login: boolean; verifier: string | null }>(
    `SELECT t.role_name AS name, 'store_till' AS group, coalesce(a.rolcanlogin, false) AS login, ${verifier} AS verifier
     FROM tills t LEFT JOIN ${source} a ON a.rolname = t.role_name
     UNION ALL
     SELECT a.rolname, 'store_chain', a.rolcanlogin, ${verifier}
     FROM ${source} a JOIN pg_auth_members m ON m.member = a.oid JOIN pg_roles g ON g.oid = m.roleid AND g.rolname = 'store_chain'
     ${managers}
     ORDER BY 2, 1`,
  );
  return rows.map((r) => ({ t: 'role', ...r }));
}
