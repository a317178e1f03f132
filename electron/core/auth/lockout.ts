// PIN guessing gets nowhere: wrong PINs are counted per target user (`user:<id>`) and per client
// (`client:<label>`), kept in SQLite across restarts. Each wrong PIN for a user delays the next try
// for that user (1 s, 2 s, 4 s, 8 s), the fifth locks that user's PIN for five minutes, and every
// further one doubles the lock (at most a day). One user's right PIN resets only that user's count.
// Five wrong PINs at one client lock cashier entry there; a manager's PIN still opens it (the
// manager's own counter is the only one that can lock the manager out), and resets it.
import { CoreError } from '../contract';
import type { Db } from '../store/database';
import { clearFailures, getFailures, setFailures, type FailureRow } from '../store/pins';
import { FIRST_DELAY_MS, LOCKOUT_MS, MAX_FAILURES, MAX_LOCKOUT_MS } from './policy';
import { say } from '../contract/core-messages';

/** Who a PIN is typed for, and where. */
export interface Attempt {
  userId: string;
  client: string;
  /** A manager's PIN is not held back by the client's lock. */
  manager: boolean;
}

const userKey = (id: string) => `user:${id}`;
const clientKey = (label: string) => `client:${label}`;

/** The wait after `failures` wrong PINs in a row for one user (`firstDelayMs`: e2e sets it short). */
export function delayAfter(failures: number, firstDelayMs = FIRST_DELAY_MS): number {
  if (failures <= 0) return 0;
  if (failures < MAX_FAILURES) return firstDelayMs * 2 ** (failures - 1);
  return Math.min(LOCKOUT_MS * 2 ** (failures - MAX_FAILURES), MAX_LOCKOUT_MS);
}

function lockOf(row: FailureRow, now: Date): Date | null {
  if (!row.locked_until) return null;
  const until = new Date(row.locked_until);
  return until.getTime() > now.getTime() ? until : null;
}

/** Until when PIN entry for this user waits or is locked, or null. */
export function userLockedUntil(db: Db, userId: string, now: Date): Date | null {
  return lockOf(getFailures(db, userKey(userId)), now);
}

/** Until when cashier PIN entry at this client is locked, or null. */
export function clientLockedUntil(db: Db, client: string, now: Date): Date | null {
  return lockOf(getFailures(db, clientKey(client)), now);
}

function locked(until: Date, scope: 'user' | 'client'): CoreError {
  const said = scope === 'user' ? say('pinWaitUser') : say('pinLockedTill');
  return new CoreError('locked', said, false, { lockedUntil: until.toISOString(), scope });
}

/**
 * Checks the locks and counts the attempt as a failure of its target BEFORE the (slow,
 * asynchronous) hash check, so attempts sent at the same time cannot slip past the delay or the
 * limit; a right PIN (recordSuccess) takes it back. Answers what a wrong PIN leaves.
 */
export function beginAttempt(
  db: Db,
  now: Date,
  a: Attempt,
  firstDelayMs = FIRST_DELAY_MS,
): { remaining: number; lockedUntil: Date | null; retryAt: Date } {
  return db.transaction(() => {
    const user = getFailures(db, userKey(a.userId));
    const userLock = lockOf(user, now);
    if (userLock) throw locked(userLock, 'user');
    if (!a.manager) {
      const clientLock = lockOf(getFailures(db, clientKey(a.client)), now);
      if (clientLock) throw locked(clientLock, 'client');
    }
    const failures = user.failures + 1;
    const retryAt = new Date(now.getTime() + delayAfter(failures, firstDelayMs));
    setFailures(db, userKey(a.userId), { failures, locked_until: retryAt.toISOString() }, now);
    return { remaining: Math.max(0, MAX_FAILURES - failures), lockedUntil: failures >= MAX_FAILURES ? retryAt : null, retryAt };
  })();
}

/** A wrong PIN: counted for the user already; now also at the client (five lock cashier entry there). */
export function recordFailure(db: Db, now: Date, a: Attempt): { clientLockedUntil: Date | null } {
  const row = getFailures(db, clientKey(a.client));
  const failures = row.failures + 1;
  const until = failures >= MAX_FAILURES ? new Date(now.getTime() + LOCKOUT_MS) : null;
  setFailures(db, clientKey(a.client), { failures: until ? 0 : failures, locked_until: until?.toISOString() ?? null }, now);
  return { clientLockedUntil: until };
}

/** A right PIN resets this user's count (no one else's); a manager's also unlocks the client. */
export function recordSuccess(db: Db, a: Attempt): void {
  clearFailures(db, userKey(a.userId));
  if (a.manager) clearFailures(db, clientKey(a.client));
}

/** Ends the lock and the count of one user's PIN entry (a manager gave a new PIN, or the recovery code was used). */
export function clearUserLock(db: Db, userId: string): void {
  clearFailures(db, userKey(userId));
}
