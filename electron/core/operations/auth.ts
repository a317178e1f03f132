// Handlers of the auth.* methods: thin glue from the contract to electron/core/auth. The caller
// (session, user, expiry) arrives resolved in ctx.caller (the dispatcher did it once).
import { CoreError, type AuthState } from '../contract';
import { say } from '../contract/core-messages';
import { elevate, login, logout, removePinUser, savePinUser, setupManager, startOpenSession } from '../auth/login';
import { clientLockedUntil, userLockedUntil } from '../auth/lockout';
import type { ScryptParams } from '../auth/pin';
import { recoverWithCode, recoveryCodeSet, replaceRecoveryCode } from '../auth/recovery';
import { MANAGER_PIN_MIN_DIGITS } from '../auth/policy';
import { cashierPinsRequired, managerTimeoutMs, resolveCaller } from '../auth/session';
import type { CallContext, Handlers } from '../contract/calls';
import type { CoreRuntime } from '../runtime';
import { listAudit } from '../store/audit';
import { countPinUsers, listPinUsers } from '../store/pins';

/** The auth state as this call's client sees it (after a new session was issued: as that one sees it). */
export function authState(rt: CoreRuntime, ctx: CallContext): AuthState {
  const now = rt.clock.now();
  const c = ctx.issued ? resolveCaller(rt.db, { session: ctx.issued }, now) : ctx.caller;
  const elevated = c?.elevatedUntil && new Date(c.elevatedUntil).getTime() > now.getTime() ? c.elevatedUntil : null;
  return {
    user: c?.user ?? null,
    users: listPinUsers(rt.db).map((u) => ({
      id: u.id,
      name: u.name,
      role: u.role,
      lockedUntil: userLockedUntil(rt.db, u.id, now)?.toISOString() ?? null,
    })),
    managerPinMinDigits: MANAGER_PIN_MIN_DIGITS,
    managerPinSet: countPinUsers(rt.db, 'manager') > 0,
    cashierPinRequired: cashierPinsRequired(rt.db),
    lockedUntil: clientLockedUntil(rt.db, c?.client ?? ctx.clientId, now)?.toISOString() ?? null,
    managerTimeoutMinutes: Math.round(managerTimeoutMs(rt.db) / 60_000),
    elevatedUntil: elevated,
    pinChangeDue: c?.pinChangeDue ?? false,
    recoveryCodeSet: recoveryCodeSet(rt),
  };
}

function managerName(ctx: CallContext): string {
  const name = ctx.caller?.user?.name;
  if (!name) throw new CoreError('unauthorized', say('sessionEnded'));
  return name;
}

/**
 * Handlers of auth.*; `scrypt` lowers the hashing cost and `pinFirstDelayMs` the wait after a wrong
 * PIN, in tests only, through the core options.
 */
export function authHandlers(rt: CoreRuntime, scrypt?: ScryptParams, pinFirstDelayMs?: number) {
  return {
    'auth.start': (_i, ctx) => {
      startOpenSession(rt, ctx);
      return authState(rt, ctx);
    },
    'auth.session': (_i, ctx) => authState(rt, ctx),
    'auth.setup': async (i, ctx) => {
      const manager = await setupManager(rt, ctx, i.name, i.pin, scrypt);
      const recoveryCode = await replaceRecoveryCode(rt, manager.name, scrypt, 'set_up');
      return { ...authState(rt, ctx), recoveryCode };
    },
    'auth.recover': async (i, ctx) => {
      const recoveryCode = await recoverWithCode(rt, ctx, i.userId, i.recoveryCode, scrypt);
      return { ...authState(rt, ctx), recoveryCode };
    },
    'auth.replaceRecoveryCode': async (_i, ctx) => ({ recoveryCode: await replaceRecoveryCode(rt, managerName(ctx), scrypt) }),
    'auth.login': async (i, ctx) => {
      await login(rt, ctx, i.userId, i.pin, pinFirstDelayMs);
      return authState(rt, ctx);
    },
    'auth.logout': (_i, ctx) => {
      logout(rt, ctx);
      return authState(rt, ctx);
    },
    'auth.elevate': async (i, ctx) => {
      await elevate(rt, ctx, i.userId, i.pin, pinFirstDelayMs);
      return authState(rt, ctx.issued ? ctx : { ...ctx, caller: resolveCaller(rt.db, ctx, rt.clock.now()) });
    },
    'auth.users': () => ({
      users: listPinUsers(rt.db).map((u) => ({ id: u.id, name: u.name, role: u.role, updatedAt: u.updated_at })),
    }),
    'auth.setPin': async (i, ctx) => {
      const u = await savePinUser(rt, managerName(ctx), i, scrypt);
      return { id: u.id, name: u.name, role: u.role, updatedAt: u.updated_at };
    },
    'auth.removeUser': (i, ctx) => {
      removePinUser(rt, managerName(ctx), i.id);
      return { removed: true };
    },
    'auth.audit': (i) => ({ entries: listAudit(rt.db, i.limit ?? 200) }),
  } satisfies Handlers;
}
