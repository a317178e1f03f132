// PIN entry: first-run set-up, login, logout, manager elevation, and PIN user management.
// Login is by user AND PIN: the user is chosen from the list, the PIN is checked against that one
// user's hash under that user's failure counter. So PINs need not be unique, `auth.setPin` never
// compares a new PIN with anyone else's (nothing to reveal), and a guess costs exactly one target.
import crypto from 'node:crypto';
import { CoreError } from '../contract';
import type { CallContext } from '../contract/calls';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { countPinUsers, deactivatePinUser, getPinUser, listPinUsers, upsertPinUser, type PinUserRow } from '../store/pins';
import { beginAttempt, clearUserLock, recordFailure, recordSuccess, type Attempt } from './lockout';
import { hashPin, verifyPin, type ScryptParams } from './pin';
import { ELEVATION_MS, MANAGER_PIN_MIN_DIGITS } from './policy';
import { endSession, endSessionsOfUser, issueSession, setElevation } from './session';

type Rt = Pick<CoreRuntime, 'db' | 'clock'>;

/** Who the audit log names for this call: the user, or the open till (never the client label alone). */
export function actorOf(ctx: CallContext): string {
  return ctx.caller?.user?.name ?? 'open till';
}

/** Manager PINs have at least six digits. */
export function assertPinFitsRole(role: 'cashier' | 'manager', pin: string): void {
  if (role === 'manager' && pin.length < MANAGER_PIN_MIN_DIGITS) {
    throw new CoreError('invalid_input', say('managerPinDigits', { count: MANAGER_PIN_MIN_DIGITS }), false, {
      minDigits: MANAGER_PIN_MIN_DIGITS,
    });
  }
}

/** Checks one user's PIN under the lockout: answers the user or throws `unauthorized` / `locked` / `forbidden`. */
async function checkPin(
  rt: Rt,
  ctx: CallContext,
  userId: string,
  pin: string,
  managerOnly: boolean,
  firstDelayMs?: number,
): Promise<PinUserRow> {
  const user = getPinUser(rt.db, userId);
  if (!user) throw new CoreError('not_found', say('noSuchUser'));
  if (managerOnly && user.role !== 'manager') throw new CoreError('forbidden', say('needsManager'), false, { needs: 'manager' });
  const attempt: Attempt = { userId: user.id, client: ctx.caller?.client ?? ctx.clientId, manager: user.role === 'manager' };
  const counted = beginAttempt(rt.db, rt.clock.now(), attempt, firstDelayMs);
  const right = await verifyPin(pin, user.pin_hash);
  const now = rt.clock.now();
  if (!right) {
    const { clientLockedUntil } = rt.db.transaction(() => {
      const r = recordFailure(rt.db, now, attempt);
      const details = { remaining: counted.remaining, client: attempt.client };
      appendAudit(rt.db, { at: now, actor: actorOf(ctx), action: 'auth.pin_refused', subject: user.name, details });
      if (counted.lockedUntil) {
        appendAudit(rt.db, {
          at: now,
          actor: actorOf(ctx),
          action: 'auth.locked',
          subject: user.name,
          details: { until: counted.lockedUntil.toISOString() },
        });
      }
      return r;
    })();
    if (counted.lockedUntil) {
      throw new CoreError('locked', say('pinLockedUser'), false, {
        lockedUntil: counted.lockedUntil.toISOString(),
        scope: 'user',
      });
    }
    throw new CoreError('unauthorized', say('wrongPin'), false, {
      remaining: counted.remaining,
      retryAt: counted.retryAt.toISOString(),
      ...(clientLockedUntil ? { clientLockedUntil: clientLockedUntil.toISOString() } : {}),
    });
  }
  recordSuccess(rt.db, attempt);
  return user;
}

/** Starts a user session for this client in place of its current one; the new secret goes to the transport. */
function startUserSession(rt: Rt, ctx: CallContext, userId: string, pinChangeDue = false): void {
  if (ctx.caller) endSession(rt.db, ctx.caller.sessionId);
  ctx.issued = issueSession(rt.db, ctx.caller?.client ?? ctx.clientId, userId, rt.clock.now(), pinChangeDue);
}

/** A manager PIN chosen before the six-digit rule still opens, but asks to be changed. */
const shortManagerPin = (user: PinUserRow, pin: string) => user.role === 'manager' && pin.length < MANAGER_PIN_MIN_DIGITS;

/** The open-till start: a session without a user (the transport's first call); an existing live session is kept. */
export function startOpenSession(rt: Rt, ctx: CallContext): void {
  if (ctx.caller) return;
  ctx.issued = issueSession(rt.db, ctx.clientId, null, rt.clock.now());
}

/** First run: while no manager exists, anyone at the terminal chooses the manager PIN and is logged in. */
export async function setupManager(rt: Rt, ctx: CallContext, name: string, pin: string, params?: ScryptParams): Promise<PinUserRow> {
  assertPinFitsRole('manager', pin);
  if (countPinUsers(rt.db, 'manager') > 0) throw new CoreError('conflict', say('pinSetAlready'));
  const hash = await hashPin(pin, params);
  const now = rt.clock.now();
  const id = crypto.randomUUID();
  rt.db.transaction(() => {
    if (countPinUsers(rt.db, 'manager') > 0) throw new CoreError('conflict', say('pinSetAlready'));
    upsertPinUser(rt.db, { id, name, role: 'manager', pin_hash: hash }, now);
    appendAudit(rt.db, { at: now, actor: name, action: 'auth.setup', subject: id });
  })();
  startUserSession(rt, ctx, id);
  return { id, name, role: 'manager', pin_hash: hash, created_at: now.toISOString(), updated_at: now.toISOString() };
}

/** Logs this client in as one user with that user's PIN (cashier or manager); `firstDelayMs`: see lockout.ts. */
export async function login(rt: Rt, ctx: CallContext, userId: string, pin: string, firstDelayMs?: number): Promise<PinUserRow> {
  const user = await checkPin(rt, ctx, userId, pin, false, firstDelayMs);
  appendAudit(rt.db, { at: rt.clock.now(), actor: user.name, action: 'auth.login', subject: user.role, details: { client: ctx.clientId } });
  startUserSession(rt, ctx, user.id, shortManagerPin(user, pin));
  return user;
}

/** Ends this client's session; the client goes on with a fresh open-till session. */
export function logout(rt: Rt, ctx: CallContext): void {
  if (ctx.caller) {
    if (ctx.caller.user) appendAudit(rt.db, { at: rt.clock.now(), actor: ctx.caller.user.name, action: 'auth.logout', subject: null });
    endSession(rt.db, ctx.caller.sessionId);
  }
  ctx.issued = issueSession(rt.db, ctx.caller?.client ?? ctx.clientId, null, rt.clock.now());
}

/**
 * A manager vouches with their PIN for the next authority step of this client's user session:
 * valid for one step within ELEVATION_MS. Without a user session (open till), the manager is logged in.
 */
export async function elevate(
  rt: Rt,
  ctx: CallContext,
  managerId: string,
  pin: string,
  firstDelayMs?: number,
): Promise<{ manager: PinUserRow; until: Date | null }> {
  const manager = await checkPin(rt, ctx, managerId, pin, true, firstDelayMs);
  const now = rt.clock.now();
  if (!ctx.caller?.user) {
    appendAudit(rt.db, { at: now, actor: manager.name, action: 'auth.login', subject: 'manager', details: { via: 'elevation' } });
    startUserSession(rt, ctx, manager.id, shortManagerPin(manager, pin));
    return { manager, until: null };
  }
  const until = new Date(now.getTime() + ELEVATION_MS);
  setElevation(rt.db, ctx.caller.sessionId, manager.id, until);
  appendAudit(rt.db, { at: now, actor: manager.name, action: 'auth.elevate', subject: ctx.caller.user.name });
  return { manager, until };
}

/** Creates or changes a PIN user (manager only). PINs are never compared with other users' PINs. */
export async function savePinUser(
  rt: Rt,
  actor: string,
  input: { id?: string; name: string; role: 'cashier' | 'manager'; pin: string },
  params?: ScryptParams,
): Promise<PinUserRow> {
  assertPinFitsRole(input.role, input.pin);
  const hash = await hashPin(input.pin, params);
  const now = rt.clock.now();
  const id = input.id ?? crypto.randomUUID();
  rt.db.transaction(() => {
    const others = listPinUsers(rt.db).filter((u) => u.id !== id);
    if (others.some((u) => u.name === input.name)) throw new CoreError('conflict', say('userNameExists'));
    if (input.role !== 'manager' && !others.some((u) => u.role === 'manager')) {
      throw new CoreError('conflict', say('lastManagerCashier'));
    }
    upsertPinUser(rt.db, { id, name: input.name, role: input.role, pin_hash: hash }, now);
    // A new PIN ends the lock of the old one: how a second manager lets a locked-out manager back in.
    clearUserLock(rt.db, id);
    appendAudit(rt.db, { at: now, actor, action: 'auth.setPin', subject: input.name, details: { role: input.role } });
  })();
  endSessionsOfUser(rt.db, id);
  return { id, name: input.name, role: input.role, pin_hash: hash, created_at: now.toISOString(), updated_at: now.toISOString() };
}

/** Removes a PIN user; the last manager stays. */
export function removePinUser(rt: Rt, actor: string, id: string): void {
  const now = rt.clock.now();
  const target = rt.db.transaction(() => {
    const users = listPinUsers(rt.db);
    const found = users.find((u) => u.id === id);
    if (!found) throw new CoreError('not_found', say('noSuchUser'));
    if (found.role === 'manager' && users.filter((u) => u.role === 'manager').length === 1) {
      throw new CoreError('conflict', say('lastManagerRemove'));
    }
    deactivatePinUser(rt.db, id, now);
    appendAudit(rt.db, { at: now, actor, action: 'auth.removeUser', subject: found.name });
    return found;
  })();
  endSessionsOfUser(rt.db, target.id);
}
