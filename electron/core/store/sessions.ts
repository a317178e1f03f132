// Sessions per connected client (window or browser tab). Rows live only while the core runs: the
// core clears them at start, so a restart always asks for the PIN again.
import type { Db } from './database';

/** A session as stored. */
export interface SessionRow {
  client_id: string;
  user_id: string;
  role: 'cashier' | 'manager';
  name: string;
  started_at: string;
  last_active_at: string;
  /** A manager who vouched for one authority step of this cashier session. */
  elevated_by: string | null;
  elevated_until: string | null;
}

export function getSession(db: Db, clientId: string): SessionRow | undefined {
  return db
    .prepare(
      `SELECT s.client_id, s.user_id, u.role, u.name, s.started_at, s.last_active_at, s.elevated_by, s.elevated_until
       FROM sessions s JOIN pin_users u ON u.id = s.user_id AND u.active = 1 WHERE s.client_id = ?`,
    )
    .get(clientId) as SessionRow | undefined;
}

export function startSession(db: Db, clientId: string, userId: string, now: Date): void {
  db.prepare(
    `INSERT INTO sessions (client_id, user_id, started_at, last_active_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(client_id) DO UPDATE SET user_id = excluded.user_id, started_at = excluded.started_at,
       last_active_at = excluded.last_active_at, elevated_by = NULL, elevated_until = NULL`,
  ).run(clientId, userId, now.toISOString(), now.toISOString());
}

export function touchSession(db: Db, clientId: string, now: Date): void {
  db.prepare(`UPDATE sessions SET last_active_at = ? WHERE client_id = ?`).run(now.toISOString(), clientId);
}

export function endSession(db: Db, clientId: string): boolean {
  return db.prepare(`DELETE FROM sessions WHERE client_id = ?`).run(clientId).changes > 0;
}

/** Ends every session of a user (PIN changed or user removed). */
export function endSessionsOfUser(db: Db, userId: string): void {
  db.prepare(`DELETE FROM sessions WHERE user_id = ?`).run(userId);
}

export function clearSessions(db: Db): void {
  db.exec(`DELETE FROM sessions`);
}

export function setElevation(db: Db, clientId: string, managerId: string | null, until: Date | null): void {
  db.prepare(`UPDATE sessions SET elevated_by = ?, elevated_until = ? WHERE client_id = ?`).run(
    managerId,
    until ? until.toISOString() : null,
    clientId,
  );
}
