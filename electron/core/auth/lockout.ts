// Terminal-wide PIN lockout: five wrong PINs in a row lock PIN entry (login, elevation, set-up)
// for five minutes. Kept in SQLite so a restart does not reset it; the clock is injected.
import { CoreError } from '../contract';
import { appendAudit } from '../store/audit';
import type { Db } from '../store/database';
import { getLockout, setLockout } from '../store/pins';
import { LOCKOUT_MS, MAX_FAILURES } from './policy';

/** The instant until which PIN entry is locked, or null. An expired lock reads as null. */
export function lockedUntil(db: Db, now: Date): Date | null {
  const row = getLockout(db);
  if (!row.locked_until) return null;
  const until = new Date(row.locked_until);
  return until.getTime() > now.getTime() ? until : null;
}

/** Throws `locked` while PIN entry is locked; clears an expired lock. */
export function assertNotLocked(db: Db, now: Date): void {
  const row = getLockout(db);
  if (!row.locked_until) return;
  const until = new Date(row.locked_until);
  if (until.getTime() > now.getTime()) {
    throw new CoreError('locked', 'Too many wrong PINs: PIN entry is locked', false, { lockedUntil: until.toISOString() });
  }
  setLockout(db, { failures: 0, locked_until: null }, now);
}

/**
 * Counts a PIN attempt BEFORE the (slow, asynchronous) hash check, so that attempts sent at the
 * same time cannot slip past the limit: the fifth attempt in a row sets the lock at once, and a
 * right PIN (recordSuccess) lifts it again. Throws `locked` while locked. Answers what a wrong PIN
 * leaves: the attempts remaining and, for the fifth, the end of the lock.
 */
export function beginAttempt(db: Db, now: Date): { remaining: number; lockedUntil: Date | null } {
  return db.transaction(() => {
    assertNotLocked(db, now);
    const failures = getLockout(db).failures + 1;
    if (failures >= MAX_FAILURES) {
      const until = new Date(now.getTime() + LOCKOUT_MS);
      setLockout(db, { failures: 0, locked_until: until.toISOString() }, now);
      return { remaining: 0, lockedUntil: until };
    }
    setLockout(db, { failures, locked_until: null }, now);
    return { remaining: MAX_FAILURES - failures, lockedUntil: null };
  })();
}

/** A wrong PIN: the attempt was counted already; the lock it caused goes to the audit log. */
export function recordFailure(db: Db, now: Date, attempt: { lockedUntil: Date | null }): void {
  if (attempt.lockedUntil) appendAudit(db, { at: now, action: 'auth.locked', details: { until: attempt.lockedUntil.toISOString() } });
}

/** A right PIN resets the counter. */
export function recordSuccess(db: Db, now: Date): void {
  setLockout(db, { failures: 0, locked_until: null }, now);
}
