// Idempotency-Key of Book Tickets (as the service documents it): kept 72 hours per merchant and endpoint.
// Same key + same body replays the first answer (status and body); a different body is 409
// `idempotency_conflict`; the same body while the first request still runs is 409
// `idempotency_in_progress`.
import { createHash } from 'node:crypto';
import type { Db } from '../../common/sqlite';
import { addMinutes, fail, stableJson, ts } from './util';

/** Retention of a key. */
export const RETENTION_HOURS = 72;
/** An in-flight claim older than this is taken as abandoned (its request died) and may be reclaimed. */
export const ABANDONED_AFTER_MINUTES = 5;

/** Outcome of claiming a key. */
export type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: string };

interface Row {
  request_hash: string;
  state: 'in_flight' | 'done';
  status: number | null;
  body: string | null;
  created_at: string;
}

/** Hash of a request body, independent of key order and white space. */
export const bodyHash = (raw: unknown): string => createHash('sha256').update(stableJson(raw)).digest('hex');

/** Claims a key for a request, or tells to replay, or throws 409. */
export function claimKey(db: Db, merchantId: string, endpoint: string, key: string, hash: string, now: Date): Claim {
  return db.transaction((): Claim => {
    const nowText = ts(now);
    db.prepare('delete from tk_idempotency where merchant_id = ? and created_at <= ?').run(
      merchantId,
      addMinutes(nowText, -RETENTION_HOURS * 60),
    );
    const row = db
      .prepare(
        'select request_hash, state, status, body, created_at from tk_idempotency where merchant_id = ? and endpoint = ? and key = ?',
      )
      .get(merchantId, endpoint, key) as Row | undefined;
    const abandoned = row?.state === 'in_flight' && row.created_at <= addMinutes(nowText, -ABANDONED_AFTER_MINUTES);
    if (row && !abandoned) {
      if (row.request_hash !== hash) {
        throw fail(409, 'idempotency_conflict', 'This Idempotency-Key was already used with a different request body.');
      }
      if (row.state === 'in_flight') {
        throw fail(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed.');
      }
      return { kind: 'replay', status: row.status ?? 200, body: row.body ?? '' };
    }
    db.prepare(
      `insert or replace into tk_idempotency (merchant_id, endpoint, key, request_hash, state, created_at)
       values (?, ?, ?, ?, 'in_flight', ?)`,
    ).run(merchantId, endpoint, key, hash, nowText);
    return { kind: 'claimed' };
  })();
}

/** Stores the final answer of a claimed key. */
export function completeKey(db: Db, merchantId: string, endpoint: string, key: string, status: number, body: string): void {
  db.prepare(`update tk_idempotency set state = 'done', status = ?, body = ? where merchant_id = ? and endpoint = ? and key = ?`).run(
    status,
    body,
    merchantId,
    endpoint,
    key,
  );
}

/** Drops a claim whose request failed unexpectedly, so a retry can run. */
export function releaseKey(db: Db, merchantId: string, endpoint: string, key: string): void {
  db.prepare(`delete from tk_idempotency where merchant_id = ? and endpoint = ? and key = ? and state = 'in_flight'`).run(
    merchantId,
    endpoint,
    key,
  );
}
