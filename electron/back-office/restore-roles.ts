// The logins of a restored store. A role the cluster lacks (a new cluster) is made again with the
// backup's verifier, so the till logs in with the secret it holds; without a verifier (the owner
// who took the backup could not read them) it is made without login and the till must be
// enrolled again. A role the cluster has is left exactly as it is: a restore never undoes a
// revocation nor changes a password, and a backup cannot take over a role that is not a store's.
import type pg from 'pg';
import { BackupFileError, type BackupRole } from './backup-file';

export interface RoleOutcome {
  name: string;
  group: BackupRole['group'];
  /** made: created now; kept: the cluster had it. */
  outcome: 'made' | 'kept';
  /** Whether the role may log in after the restore. */
  canLogIn: boolean;
}

/** The names enrolment gives a till's role (`till_` and the till id's hex). */
const TILL_ROLE = /^till_[0-9a-f]{32}$/;
/** What PostgreSQL stores as a password: a SCRAM verifier, or an old MD5 hash. */
const VERIFIER = /^(SCRAM-SHA-256\$\d+:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+|md5[0-9a-f]{32})$/;

export async function restoreRole(client: pg.ClientBase, role: BackupRole): Promise<RoleOutcome> {
  if (role.group === 'store_till' && !TILL_ROLE.test(role.name)) {
    throw new BackupFileError('the backup', `it names a till role "${role.name}" that enrolment never makes`);
  }
  if (role.name.startsWith('pg_') || (role.verifier !== null && !VERIFIER.test(role.verifier))) {
    throw new BackupFileError('the backup', `the login "${role.name}" is damaged`);
  }
  const { rows } = await client.query<{ login: boolean }>('SELECT rolcanlogin AS login FROM pg_roles WHERE rolname = $1', [role.name]);
  if (rows[0]) return { name: role.name, group: role.group, outcome: 'kept', canLogIn: rows[0].login };
  const login = role.login && role.verifier !== null;
  const sql = await client.query<{ sql: string }>(
    `SELECT CASE WHEN $3::boolean THEN format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE %I', $1::text, $4::text, $2::text)
                 ELSE format('CREATE ROLE %I NOLOGIN IN ROLE %I', $1::text, $2::text) END AS sql`,
    [role.name, role.group, login, role.verifier],
  );
  await client.query(sql.rows[0]!.sql);
  return { name: role.name, group: role.group, outcome: 'made', canLogIn: login };
}
