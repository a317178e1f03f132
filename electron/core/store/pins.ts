// PIN users (cashiers and managers) and the PIN failure counters (per user and per client). Only salted scrypt hashes
// are stored; the PIN itself never reaches the database or a log.
import { z } from 'zod';
import type { Db } from './database';
import { getSetting, setSetting } from './settings';

/** A PIN user as stored. */
export interface PinUserRow {
  id: string;
  name: string;
  role: 'cashier' | 'manager';
  pin_hash: string;
  created_at: string;
  updated_at: string;
}

/** Every active PIN user, managers first, then by name. */
export function listPinUsers(db: Db): PinUserRow[] {
  return db
    .prepare(`SELECT id, name, role, pin_hash, created_at, updated_at FROM pin_users WHERE active = 1 ORDER BY role DESC, name`)
    .all() as PinUserRow[];
}

/** One active PIN user by id. */
export function getPinUser(db: Db, id: string): PinUserRow | undefined {
  return db.prepare(`SELECT id, name, role, pin_hash, created_at, updated_at FROM pin_users WHERE id = ? AND active = 1`).get(id) as
    | PinUserRow
    | undefined;
}

/** Number of active PIN users of a role. */
export function countPinUsers(db: Db, role: 'cashier' | 'manager'): number {
  const row = db.prepare(`SELECT count(*) AS n FROM pin_users WHERE active = 1 AND role = ?`).get(role) as { n: number };
  return row.n;
}

/** Inserts or replaces a PIN user (same id: new name, role or hash). */
export function upsertPinUser(db: Db, user: Omit<PinUserRow, 'created_at' | 'updated_at'>, now: Date): void {
  db.prepare(
    `INSERT INTO pin_users (id, name, role, pin_hash, active, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)
     ON CONFLICT(id) DO UPDATE SET name = excluded.name, role = excluded.role, pin_hash = excluded.pin_hash,
       active = 1, updated_at = excluded.updated_at`,
  ).run(user.id, user.name, user.role, user.pin_hash, now.toISOString(), now.toISOString());
}

/** Deactivates a PIN user (kept for the audit log and the journal's cashier names). */
export function deactivatePinUser(db: Db, id: string, now: Date): boolean {
  return db.prepare(`UPDATE pin_users SET active = 0, updated_at = ? WHERE id = ? AND active = 1`).run(now.toISOString(), id).changes > 0;
}

/** A failure counter: wrong PINs in a row for one key (`user:<id>` or `client:<label>`) and, once locked, until when. */
export interface FailureRow {
  failures: number;
  locked_until: string | null;
}

export function getFailures(db: Db, key: string): FailureRow {
  const row = db.prepare(`SELECT failures, locked_until FROM pin_failures WHERE key = ?`).get(key) as FailureRow | undefined;
  return row ?? { failures: 0, locked_until: null };
}

export function setFailures(db: Db, key: string, value: FailureRow, now: Date): void {
  db.prepare(
    `INSERT INTO pin_failures (key, failures, locked_until, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until, updated_at = excluded.updated_at`,
  ).run(key, value.failures, value.locked_until, now.toISOString());
}

export function clearFailures(db: Db, key: string): void {
  db.prepare(`DELETE FROM pin_failures WHERE key = ?`).run(key);
}

/** The stored manager recovery code (its hash only) and when and by whom it was made. */
const recoveryCodeSchema = z.object({ hash: z.string(), createdAt: z.string(), createdBy: z.string() });
export type RecoveryCodeRow = z.infer<typeof recoveryCodeSchema>;

// One row of the key/value settings table (settings are read by key only, never listed or exported).
const RECOVERY_KEY = 'auth.recoveryCode';

export function getRecoveryCode(db: Db): RecoveryCodeRow | null {
  return getSetting(db, RECOVERY_KEY, recoveryCodeSchema.nullable(), null);
}

export function setRecoveryCode(db: Db, row: RecoveryCodeRow, now: Date): void {
  setSetting(db, RECOVERY_KEY, row, now);
}
