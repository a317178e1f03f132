// PIN users (cashiers and managers) and the terminal-wide PIN lockout. Only salted scrypt hashes
// are stored; the PIN itself never reaches the database or a log.
import type { Db } from './database';

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
    PinUserRow | undefined;
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

/** The lockout counter: failures in a row and, once locked, until when. */
export interface LockoutRow {
  failures: number;
  locked_until: string | null;
}

export function getLockout(db: Db): LockoutRow {
  const row = db.prepare(`SELECT failures, locked_until FROM pin_lockout WHERE id = 1`).get() as LockoutRow | undefined;
  return row ?? { failures: 0, locked_until: null };
}

export function setLockout(db: Db, value: LockoutRow, now: Date): void {
  db.prepare(
    `INSERT INTO pin_lockout (id, failures, locked_until, updated_at) VALUES (1, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until, updated_at = excluded.updated_at`,
  ).run(value.failures, value.locked_until, now.toISOString());
}
