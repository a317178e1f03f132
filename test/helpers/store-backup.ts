// Helpers of the store backup tests: empty databases of the test cluster, a till pointed at
// another database with its own credentials, each till's rows as it holds them and as a store
// holds them, every table of a store as comparable rows, a till enrolled anew, and a backup file
// rewritten line by line.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { expect } from 'vitest';
import { encodeStoreLink } from '../../electron/back-office/client/link';
import { codeKeyOf } from '../../electron/back-office/code-keys';
import { enrolTill } from '../../electron/back-office/enrol';
import { headerLine, readBackupHeader } from '../../electron/back-office/backup-file';
import { storeTables } from '../../electron/back-office/store-catalog';
import type { TestStore } from './store-pg';
import type { StoreTill } from './store-tills';

/** A new empty database in the cluster of `ownerUrl`; its owner URL. */
export async function emptyDatabase(ownerUrl: string): Promise<string> {
  const admin = new URL(ownerUrl);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  const name = `restored_${crypto.randomBytes(5).toString('hex')}`;
  try {
    await c.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  } finally {
    await c.end();
  }
  const url = new URL(ownerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The till's secret with its own role and password, at another database (as after a move). */
export function relink(t: StoreTill, ownerUrl: string): void {
  const url = new URL(ownerUrl);
  const own = new URL(t.link.url);
  url.username = own.username;
  url.password = own.password;
  t.secrets.set('store.link', encodeStoreLink({ ...t.link, url: url.toString() }));
}

/** Enrols till `t`'s data folder anew at `store` as `till` (replacing a till of that name), pushes; the new till id. */
export async function enrolAnew(st: TestStore, t: StoreTill, store: string, till: string): Promise<string> {
  const tillUrl = new URL(st.ownerUrl);
  tillUrl.username = '';
  tillUrl.password = '';
  const codeKey = codeKeyOf(path.join(st.dir, 'store-keys.json'), store);
  const e = await enrolTill(st.owner, { store, till, replace: true, tillUrl: tillUrl.toString(), codeKey });
  t.secrets.set('store.link', e.secret);
  expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
  return e.tillId;
}

export type Versioned = Array<{ id: string; v: number }>;

/** Every live row of the till (journal, audit, orders, sessions) with its change number. */
export function tillRows(t: StoreTill): Versioned {
  return t.core.runtime.db
    .prepare(
      `SELECT id, repl_seq AS v FROM journal WHERE mode = 'live'
       UNION ALL SELECT uid, repl_seq FROM audit_log WHERE mode = 'live'
       UNION ALL SELECT id, repl_seq FROM orders WHERE mode = 'live'
       UNION ALL SELECT f.session_id, f.repl_seq FROM till_session_feed f JOIN till_sessions s ON s.id = f.session_id
         WHERE s.mode = 'live' ORDER BY 2`,
    )
    .all() as Versioned;
}

/** The same rows as a store holds them for till id `tillId`. */
export async function storeRowsOf(c: pg.ClientBase, tillId: string): Promise<Versioned> {
  const { rows } = await c.query<{ id: string; v: string }>(
    `SELECT local_id AS id, version AS v FROM journal_rows WHERE till_id = $1
     UNION ALL SELECT local_id, version FROM audit_entries WHERE till_id = $1
     UNION ALL SELECT local_id, version FROM orders WHERE till_id = $1
     UNION ALL SELECT local_id, version FROM till_sessions WHERE till_id = $1 ORDER BY 2`,
    [tillId],
  );
  return rows.map((r) => ({ id: r.id, v: Number(r.v) }));
}

/**
 * Every table of a store as sorted JSON rows, without what only says when a row arrived or a till
 * last called (`received_at`, `last_seen`); `tillIds` maps till ids to names, so two stores whose
 * tills have other ids compare by till.
 */
export async function storeContent(c: pg.ClientBase, tillIds: Record<string, string> = {}): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await storeTables(c)) {
    const { rows } = await c.query<{ r: Record<string, unknown> }>(`SELECT to_jsonb(x) - 'received_at' - 'last_seen' AS r FROM ${t.sql} x`);
    out[t.name] = rows
      .map(({ r }) => {
        for (const k of ['till_id', 'id', 'role_name']) if (typeof r[k] === 'string' && tillIds[r[k]]) r[k] = tillIds[r[k]];
        return JSON.stringify(r, Object.keys(r).sort());
      })
      .sort();
  }
  return out;
}

/** Writes `out`: the backup `file` with its body lines edited and its header made to match. */
export function rewriteBackup(file: string, out: string, edit: (lines: string[]) => string[]): void {
  const { header, bodyStart } = readBackupHeader(file);
  const lines = zlib.gunzipSync(fs.readFileSync(file).subarray(bodyStart)).toString('utf8').trimEnd().split('\n');
  const body = zlib.gzipSync(`${edit(lines).join('\n')}\n`);
  const sha256 = crypto.createHash('sha256').update(body).digest('hex');
  fs.writeFileSync(out, Buffer.concat([Buffer.from(headerLine({ ...header, bodyBytes: body.length, sha256 })), body]));
}
