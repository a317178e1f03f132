// Enrolment: a till gets its own PostgreSQL role (member of store_till) and a one-time secret; a
// revoked till's role can no longer log in and its sessions end. Run with the owner's connection.
import crypto from 'node:crypto';
import type pg from 'pg';
import { encodeStoreLink } from './client/link';

export interface EnrolInput {
  store: string;
  storeName?: string;
  till: string;
  /** Revoke an enrolled till of that name first (a replaced PC, a till flagged as cloned). */
  replace?: boolean;
  /** How the tills reach the store: the URL without user and password (e.g. postgres://host:5432/store?sslmode=verify-full). */
  tillUrl: string;
  codeKey: string;
}

export interface Enrolled {
  tillId: string;
  role: string;
  /** Shown once; the store keeps only PostgreSQL's SCRAM verifier of the password. */
  secret: string;
}

export class EnrolError extends Error {}

export async function enrolTill(client: pg.ClientBase, input: EnrolInput): Promise<Enrolled> {
  const tillId = crypto.randomUUID();
  const role = `till_${tillId.replace(/-/g, '')}`;
  const password = crypto.randomBytes(24).toString('base64url');
  await client.query('BEGIN');
  try {
    await client.query('INSERT INTO stores (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
      input.store,
      input.storeName ?? input.store,
    ]);
    const existing = await client.query<{ id: string }>('SELECT id FROM tills WHERE store_id = $1 AND name = $2 AND revoked_at IS NULL', [
      input.store,
      input.till,
    ]);
    if (existing.rowCount && !input.replace) {
      throw new EnrolError(`till "${input.till}" is already enrolled at store "${input.store}" (--replace revokes it and enrols anew)`);
    }
    for (const old of existing.rows) await revokeInTransaction(client, old.id, 'replaced');
    // Role names and passwords cannot be bound parameters: the name is our own hex, the password is
    // quoted by PostgreSQL's format(%L) (and sent over the owner's connection only).
    const { rows } = await client.query<{ sql: string }>(
      `SELECT format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE store_till', $1::text, $2::text) AS sql`,
      [role, password],
    );
    await client.query(rows[0]!.sql);
    await client.query('INSERT INTO tills (id, store_id, name, role_name) VALUES ($1, $2, $3, $4)', [
      tillId,
      input.store,
      input.till,
      role,
    ]);
    await client.query(`INSERT INTO till_events (till_id, kind) VALUES ($1, 'enrolled')`, [tillId]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
  const url = new URL(input.tillUrl);
  url.username = role;
  url.password = password;
  return {
    tillId,
    role,
    secret: encodeStoreLink({ v: 1, url: url.toString(), store: input.store, tillId, till: input.till, codeKey: input.codeKey }),
  };
}

async function revokeInTransaction(client: pg.ClientBase, tillId: string, reason: string): Promise<void> {
  const { rows } = await client.query<{ role_name: string }>(
    'UPDATE tills SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING role_name',
    [tillId],
  );
  const role = rows[0]?.role_name;
  if (!role) return;
  await client.query(`INSERT INTO till_events (till_id, kind, detail) VALUES ($1, 'revoked', jsonb_build_object('reason', $2::text))`, [
    tillId,
    reason,
  ]);
  const alter = await client.query<{ sql: string }>(`SELECT format('ALTER ROLE %I NOLOGIN', $1::text) AS sql`, [role]);
  await client.query(alter.rows[0]!.sql);
  await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [role]);
}

/** Revokes the enrolled till `till` of `store`: its role can no longer log in; its rows stay. */
export async function revokeTill(client: pg.ClientBase, store: string, till: string): Promise<boolean> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM tills WHERE store_id = $1 AND name = $2 AND revoked_at IS NULL', [
      store,
      till,
    ]);
    for (const r of rows) await revokeInTransaction(client, r.id, 'revoked by a manager');
    await client.query('COMMIT');
    return rows.length > 0;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/** A login role of the chain office: reads every store, writes nothing. Returns its password once. */
export async function createChainUser(client: pg.ClientBase, name: string): Promise<string> {
  const password = crypto.randomBytes(24).toString('base64url');
  const { rows } = await client.query<{ sql: string }>(
    `SELECT format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE store_chain', $1::text, $2::text) AS sql`,
    [name, password],
  );
  await client.query(rows[0]!.sql);
  return password;
}

/** A login role of one store's manager: reads that store only, writes nothing. Returns its password once. */
export async function createManagerUser(client: pg.ClientBase, store: string, name: string): Promise<string> {
  const password = crypto.randomBytes(24).toString('base64url');
  await client.query('BEGIN');
  try {
    const known = await client.query('SELECT 1 FROM stores WHERE id = $1', [store]);
    if (!known.rowCount) throw new Error(`no store "${store}" (enrol a till of it first)`);
    const { rows } = await client.query<{ sql: string }>(
      `SELECT format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE store_manager', $1::text, $2::text) AS sql`,
      [name, password],
    );
    await client.query(rows[0]!.sql);
    await client.query('INSERT INTO store_managers (role_name, store_id) VALUES ($1, $2)', [name, store]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
  return password;
}
