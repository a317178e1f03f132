// PIN entry: first-run set-up, login, logout, manager elevation, and PIN user management.
// Every PIN check goes through the lockout; login is by PIN alone, so PINs are unique.
import crypto from 'node:crypto';
import { CoreError } from '../contract';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { countPinUsers, deactivatePinUser, listPinUsers, upsertPinUser, type PinUserRow } from '../store/pins';
import { endSession, endSessionsOfUser, setElevation, startSession } from '../store/sessions';
import { beginAttempt, recordFailure, recordSuccess } from './lockout';
import { hashPin, verifyPin, type ScryptParams } from './pin';
import { ELEVATION_MS } from './policy';

type Rt = Pick<CoreRuntime, 'db' | 'clock'>;

/** Finds the active user whose PIN this is (each hash checked; a handful of users at most). */
async function matchPin(rt: Rt, pin: string, exceptId?: string): Promise<PinUserRow | undefined> {
  for (const user of listPinUsers(rt.db)) {
    if (user.id !== exceptId && (await verifyPin(pin, user.pin_hash))) return user;
  }
  return undefined;
}

/** Checks a PIN under the lockout: answers the user or throws `unauthorized` / `locked`. */
async function checkPin(rt: Rt, pin: string, filter: (u: PinUserRow) => boolean = () => true): Promise<PinUserRow> {
  const attempt = beginAttempt(rt.db, rt.clock.now());
  const user = await matchPin(rt, pin);
  const now = rt.clock.now();
  if (!user || !filter(user)) {
    recordFailure(rt.db, now, attempt);
    const { remaining, lockedUntil } = attempt;
    appendAudit(rt.db, { at: now, action: 'auth.pin_refused', details: { remaining } });
    if (lockedUntil) {
      throw new CoreError('locked', 'Too many wrong PINs: PIN entry is locked', false, { lockedUntil: lockedUntil.toISOString() });
    }
    throw new CoreError('unauthorized', 'Wrong PIN', false, { remaining });
  }
  recordSuccess(rt.db, now);
  return user;
}

/** First run: while no manager exists, anyone at the terminal chooses the manager PIN and is logged in. */
export async function setupManager(rt: Rt, clientId: string, name: string, pin: string, params?: ScryptParams): Promise<PinUserRow> {
  if (countPinUsers(rt.db, 'manager') > 0) throw new CoreError('conflict', 'A manager PIN is already set');
  const hash = await hashPin(pin, params);
  const now = rt.clock.now();
  const id = crypto.randomUUID();
  rt.db.transaction(() => {
    if (countPinUsers(rt.db, 'manager') > 0) throw new CoreError('conflict', 'A manager PIN is already set');
    upsertPinUser(rt.db, { id, name, role: 'manager', pin_hash: hash }, now);
    startSession(rt.db, clientId, id, now);
    appendAudit(rt.db, { at: now, actor: name, action: 'auth.setup', subject: id });
  })();
  return { id, name, role: 'manager', pin_hash: hash, created_at: now.toISOString(), updated_at: now.toISOString() };
}

/** Logs this client in with a PIN (cashier or manager). */
export async function login(rt: Rt, clientId: string, pin: string): Promise<PinUserRow> {
  const user = await checkPin(rt, pin);
  const now = rt.clock.now();
  rt.db.transaction(() => {
    startSession(rt.db, clientId, user.id, now);
    appendAudit(rt.db, { at: now, actor: user.name, action: 'auth.login', subject: user.role });
  })();
  return user;
}

/** Ends this client's session. */
export function logout(rt: Rt, clientId: string): boolean {
  return endSession(rt.db, clientId);
}

/**
 * A manager vouches with their PIN for the next authority step of this client (cashier session):
 * valid for one step within ELEVATION_MS. Without a session (open till), the manager is logged in.
 */
export async function elevate(
  rt: Rt,
  clientId: string,
  pin: string,
  hasSession: boolean,
): Promise<{ manager: PinUserRow; until: Date | null }> {
  const manager = await checkPin(rt, pin, (u) => u.role === 'manager');
  const now = rt.clock.now();
  if (!hasSession) {
    startSession(rt.db, clientId, manager.id, now);
    appendAudit(rt.db, { at: now, actor: manager.name, action: 'auth.login', subject: 'manager', details: { via: 'elevation' } });
    return { manager, until: null };
  }
  const until = new Date(now.getTime() + ELEVATION_MS);
  setElevation(rt.db, clientId, manager.id, until);
  appendAudit(rt.db, { at: now, actor: manager.name, action: 'auth.elevate', subject: clientId });
  return { manager, until };
}

/** Creates or changes a PIN user (manager only). PINs must differ from every other user's PIN. */
export async function savePinUser(
  rt: Rt,
  actor: string,
  input: { id?: string; name: string; role: 'cashier' | 'manager'; pin: string },
  params?: ScryptParams,
): Promise<PinUserRow> {
  if (await matchPin(rt, input.pin, input.id)) throw new CoreError('conflict', 'This PIN is already in use; choose another one');
  const hash = await hashPin(input.pin, params);
  const now = rt.clock.now();
  const id = input.id ?? crypto.randomUUID();
  rt.db.transaction(() => {
    const others = listPinUsers(rt.db).filter((u) => u.id !== id);
    if (others.some((u) => u.name === input.name)) throw new CoreError('conflict', 'A user with this name exists');
    if (input.role !== 'manager' && !others.some((u) => u.role === 'manager')) {
      throw new CoreError('conflict', 'The last manager cannot become a cashier');
    }
    upsertPinUser(rt.db, { id, name: input.name, role: input.role, pin_hash: hash }, now);
    endSessionsOfUser(rt.db, id);
    appendAudit(rt.db, { at: now, actor, action: 'auth.setPin', subject: input.name, details: { role: input.role } });
  })();
  return { id, name: input.name, role: input.role, pin_hash: hash, created_at: now.toISOString(), updated_at: now.toISOString() };
}

/** Removes a PIN user; the last manager stays. */
export function removePinUser(rt: Rt, actor: string, id: string): void {
  const now = rt.clock.now();
  rt.db.transaction(() => {
    const users = listPinUsers(rt.db);
    const target = users.find((u) => u.id === id);
    if (!target) throw new CoreError('not_found', 'No such user');
    if (target.role === 'manager' && users.filter((u) => u.role === 'manager').length === 1) {
      throw new CoreError('conflict', 'The last manager cannot be removed');
    }
    endSessionsOfUser(rt.db, id);
    deactivatePinUser(rt.db, id, now);
    appendAudit(rt.db, { at: now, actor, action: 'auth.removeUser', subject: target.name });
  })();
}
