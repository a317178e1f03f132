// Sessions per client: who is logged in at this window or tab, with the manager inactivity timeout.
import { z } from 'zod';
import type { Db } from '../store/database';
import { countPinUsers } from '../store/pins';
import { endSession, getSession, touchSession, type SessionRow } from '../store/sessions';
import { getSetting } from '../store/settings';
import { DEFAULT_MANAGER_TIMEOUT_MINUTES } from './policy';

/** Minutes of inactivity after which a manager session ends. */
export function managerTimeoutMs(db: Db): number {
  const minutes = getSetting(db, 'auth.managerTimeoutMinutes', z.number().int().min(1).max(120), DEFAULT_MANAGER_TIMEOUT_MINUTES);
  return minutes * 60_000;
}

/** The live session of a client; an expired manager session is ended and reads as none. */
export function activeSession(db: Db, clientId: string, now: Date): SessionRow | undefined {
  const s = getSession(db, clientId);
  if (!s) return undefined;
  if (s.role === 'manager' && now.getTime() - new Date(s.last_active_at).getTime() > managerTimeoutMs(db)) {
    endSession(db, clientId);
    return undefined;
  }
  return s;
}

/** Marks activity (written at most every few seconds to spare the disk). */
export function touch(db: Db, s: SessionRow, now: Date): void {
  if (now.getTime() - new Date(s.last_active_at).getTime() >= 5_000) touchSession(db, s.client_id, now);
}

/** True once a cashier PIN exists: from then on cashier methods need a session ("open till" before). */
export function cashierPinsRequired(db: Db): boolean {
  return countPinUsers(db, 'cashier') > 0;
}
