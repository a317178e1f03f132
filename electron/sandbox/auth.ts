// API key check (interface §5): `apikey` in the query; a missing or unknown key is 401 in the
// path's error style.
import type { Context } from 'hono';
import type { Db } from '../common/sqlite';
import { failure } from './errors';
import type { KeyRecord } from './types';

interface KeyRow {
  key: string;
  role: string;
  user_id: string;
  user_name: string;
  merchant_id: string;
  third_party_approved: number;
}

/** Key roles made for a till without the right to sell vouchers as codes (service facts: "a key made for a till may lack it"). */
const ROLES_WITHOUT_ORDERING = new Set(['till']);

/** Looks a key up; undefined when it does not exist. */
export function findKey(db: Db, key: string): KeyRecord | undefined {
  const row = db
    .prepare(
      `select k.key, k.role, k.user_id, u.name as user_name, u.merchant_id, u.third_party_approved
         from api_keys k join users u on u.id = k.user_id where k.key = ?`,
    )
    .get(key) as KeyRow | undefined;
  if (!row) return undefined;
  return {
    key: row.key,
    role: row.role,
    userId: row.user_id,
    userName: row.user_name,
    merchantId: row.merchant_id,
    thirdPartyApproved: row.third_party_approved === 1,
    canOrder: !ROLES_WITHOUT_ORDERING.has(row.role),
  };
}

/** `deps.authenticate` plus the reset of its key cache. */
export interface Authenticator {
  /** Returns the key's record or throws 401 (`unauthorized` / plain text). */
  authenticate(c: Context): KeyRecord;
  /** Forgets the cached keys (call after the data was wiped and seeded again). */
  clear(): void;
}

/** Builds `deps.authenticate`. Known keys are kept in memory: every request needs one, and keys change only on reset. */
export function createAuthenticate(db: Db): Authenticator {
  const known = new Map<string, KeyRecord>();
  return {
    authenticate(c) {
      const key = c.req.query('apikey');
      const found = key ? (known.get(key) ?? findKey(db, key)) : undefined;
      if (!found) {
        throw failure(
          c.req.path,
          401,
          'unauthorized',
          key ? 'Invalid API key. / Ungültiger API-Schlüssel.' : 'Missing apikey parameter. / Parameter apikey fehlt.',
        );
      }
      if (key && !known.has(key)) known.set(key, found);
      return found;
    },
    clear: () => known.clear(),
  };
}

/** Throws 403 `forbidden` unless the key's user is approved for third-party integrations (§5.2). */
export function requireThirdParty(c: Context, key: KeyRecord): void {
  if (!key.thirdPartyApproved) {
    throw failure(c.req.path, 403, 'forbidden', 'This API key is not approved for third-party integrations.');
  }
}

/** All keys of the database, role -> key (the `invalid` role is added by the caller). */
export function listKeys(db: Db): Record<string, string> {
  const rows = db.prepare('select role, key from api_keys order by rowid').all() as { role: string; key: string }[];
  return Object.fromEntries(rows.map((r) => [r.role, r.key]));
}
