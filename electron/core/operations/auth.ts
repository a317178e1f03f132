// Handlers of the auth.* methods: thin glue from the contract to electron/core/auth.
import { CoreError, type AuthState, type MethodOutput, type MethodParsedInput } from '../contract';
import { elevate, login, logout, removePinUser, savePinUser, setupManager } from '../auth/login';
import { lockedUntil } from '../auth/lockout';
import type { ScryptParams } from '../auth/pin';
import { activeSession, cashierPinsRequired, managerTimeoutMs } from '../auth/session';
import type { CallContext } from '../host/dispatcher';
import type { CoreRuntime } from '../runtime';
import { listAudit } from '../store/audit';
import { countPinUsers, listPinUsers } from '../store/pins';

/** The auth state as this client sees it. */
export function authState(rt: CoreRuntime, clientId: string): AuthState {
  const now = rt.clock.now();
  const s = activeSession(rt.db, clientId, now);
  const elevated = s?.elevated_until && new Date(s.elevated_until).getTime() > now.getTime() ? s.elevated_until : null;
  return {
    user: s ? { id: s.user_id, name: s.name, role: s.role } : null,
    managerPinSet: countPinUsers(rt.db, 'manager') > 0,
    cashierPinRequired: cashierPinsRequired(rt.db),
    lockedUntil: lockedUntil(rt.db, now)?.toISOString() ?? null,
    managerTimeoutMinutes: Math.round(managerTimeoutMs(rt.db) / 60_000),
    elevatedUntil: elevated,
  };
}

function managerName(rt: CoreRuntime, ctx: CallContext): string {
  const s = activeSession(rt.db, ctx.clientId, rt.clock.now());
  if (!s) throw new CoreError('unauthorized', 'Session ended');
  return s.name;
}

/** Handlers of auth.*; `scrypt` lowers the hashing cost in tests only through the core options. */
export function authHandlers(rt: CoreRuntime, scrypt?: ScryptParams) {
  return {
    'auth.session': (_i: MethodParsedInput<'auth.session'>, ctx: CallContext): MethodOutput<'auth.session'> => authState(rt, ctx.clientId),
    'auth.setup': async (i: MethodParsedInput<'auth.setup'>, ctx: CallContext): Promise<MethodOutput<'auth.setup'>> => {
      await setupManager(rt, ctx.clientId, i.name, i.pin, scrypt);
      return authState(rt, ctx.clientId);
    },
    'auth.login': async (i: MethodParsedInput<'auth.login'>, ctx: CallContext): Promise<MethodOutput<'auth.login'>> => {
      await login(rt, ctx.clientId, i.pin);
      return authState(rt, ctx.clientId);
    },
    'auth.logout': (_i: MethodParsedInput<'auth.logout'>, ctx: CallContext): MethodOutput<'auth.logout'> => {
      logout(rt, ctx.clientId);
      return authState(rt, ctx.clientId);
    },
    'auth.elevate': async (i: MethodParsedInput<'auth.elevate'>, ctx: CallContext): Promise<MethodOutput<'auth.elevate'>> => {
      const hasSession = activeSession(rt.db, ctx.clientId, rt.clock.now()) !== undefined;
      await elevate(rt, ctx.clientId, i.pin, hasSession);
      return authState(rt, ctx.clientId);
    },
    'auth.users': (): MethodOutput<'auth.users'> => ({
      users: listPinUsers(rt.db).map((u) => ({ id: u.id, name: u.name, role: u.role, updatedAt: u.updated_at })),
    }),
    'auth.setPin': async (i: MethodParsedInput<'auth.setPin'>, ctx: CallContext): Promise<MethodOutput<'auth.setPin'>> => {
      const u = await savePinUser(rt, managerName(rt, ctx), i, scrypt);
      return { id: u.id, name: u.name, role: u.role, updatedAt: u.updated_at };
    },
    'auth.removeUser': (i: MethodParsedInput<'auth.removeUser'>, ctx: CallContext): MethodOutput<'auth.removeUser'> => {
      removePinUser(rt, managerName(rt, ctx), i.id);
      return { removed: true };
    },
    'auth.audit': (i: MethodParsedInput<'auth.audit'>): MethodOutput<'auth.audit'> => ({ entries: listAudit(rt.db, i.limit ?? 200) }),
  };
}
