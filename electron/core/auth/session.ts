// Sessions the core issues: a random secret (256 bits) handed to the transport at login or at the
// open-till start; the core keeps only its SHA-256. Sessions live in memory for one run of the
// core (a restart always asks for the PIN again) and are resolved ONCE per call by the dispatcher
// (`resolveCaller`), where the manager inactivity timeout is applied for every path alike.
import crypto from 'node:crypto';
import { z } from 'zod';
import { CoreError } from '../contract';
import type { Caller, CallContext } from '../contract/calls';
import { say } from '../contract/core-messages';
import type { Db } from '../store/database';
import { countPinUsers, getPinUser } from '../store/pins';
import { getSetting } from '../store/settings';
import { DEFAULT_MANAGER_TIMEOUT_MINUTES, MAX_SESSION_STARTS, MAX_SESSIONS, SESSION_START_WINDOW_MS } from './policy';

interface Session {
  id: string;
  client: string;
  userId: string | null;
  startedAt: number;
  lastActiveAt: number;
  elevatedBy: string | null;
  elevatedUntil: number | null;
  /** Signed in with a manager PIN shorter than the minimum (set before the rule): change it. */
  pinChangeDue: boolean;
}

/** The sessions of one core (keyed by its database handle, so two cores in a process never mix). */
const tables = new WeakMap<Db, Map<string, Session>>();

function table(db: Db): Map<string, Session> {
  let t = tables.get(db);
  if (!t) {
    t = new Map();
    tables.set(db, t);
  }
  return t;
}

const idOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** Minutes of inactivity after which a manager session ends. */
export function managerTimeoutMs(db: Db): number {
  const minutes = getSetting(db, 'auth.managerTimeoutMinutes', z.number().int().min(1).max(120), DEFAULT_MANAGER_TIMEOUT_MINUTES);
  return minutes * 60_000;
}

/** Open-till starts per client label in the current window (kept as small as the session table). */
const startCounts = new WeakMap<Db, Map<string, { since: number; count: number }>>();

/** Bounds the rate of open-till starts of one client: a flood is refused with a clear error. */
function countStart(db: Db, client: string, at: number): void {
  let counts = startCounts.get(db);
  if (!counts) startCounts.set(db, (counts = new Map()));
  let c = counts.get(client);
  if (!c || at - c.since >= SESSION_START_WINDOW_MS) {
    counts.delete(client);
    c = { since: at, count: 0 };
    // Labels are the caller's choice: forget old windows so rotating labels cannot grow this map.
    if (counts.size >= MAX_SESSIONS) {
      for (const [k, v] of counts) if (at - v.since >= SESSION_START_WINDOW_MS) counts.delete(k);
      const first = counts.keys().next();
      if (counts.size >= MAX_SESSIONS && !first.done) counts.delete(first.value); // still full: the oldest window goes
    }
    counts.set(client, c);
  }
  if (c.count >= MAX_SESSION_STARTS) {
    throw new CoreError('locked', say('sessionStarts'), true, {
      reason: 'session_starts',
      retryAt: new Date(c.since + SESSION_START_WINDOW_MS).toISOString(),
    });
  }
  c.count += 1;
}

/** Makes room for one session: the oldest idle open-till session goes; a logged-in session never does. */
function makeRoom(t: Map<string, Session>): void {
  if (t.size < MAX_SESSIONS) return;
  let oldest: Session | undefined;
  for (const s of t.values()) if (s.userId === null && (!oldest || s.lastActiveAt < oldest.lastActiveAt)) oldest = s;
  if (!oldest)
    throw new CoreError('locked', say('sessionsFull'), true, {
      reason: 'sessions_full',
    });
  t.delete(oldest.id);
}

/** Issues a new session (open till when `userId` is null) and answers its secret. */
export function issueSession(db: Db, client: string, userId: string | null, now: Date, pinChangeDue = false): string {
  const t = table(db);
  const label = client.slice(0, 64);
  if (userId === null) countStart(db, label, now.getTime());
  makeRoom(t);
  const secret = crypto.randomBytes(32).toString('base64url');
  const at = now.getTime();
  t.set(idOf(secret), {
    id: idOf(secret),
    client: label,
    userId,
    startedAt: at,
    lastActiveAt: at,
    elevatedBy: null,
    elevatedUntil: null,
    pinChangeDue,
  });
  return secret;
}

/**
 * The caller of a call: the live session its secret names, with the user. A manager session idle
 * longer than the timeout falls back to an open-till session (the user is gone, the secret stays).
 */
export function resolveCaller(db: Db, ctx: Pick<CallContext, 'session'>, now: Date): Caller | null {
  if (!ctx.session || ctx.session.length > 128) return null;
  const s = table(db).get(idOf(ctx.session));
  if (!s) return null;
  let user = s.userId ? getPinUser(db, s.userId) : undefined;
  if (s.userId && !user) s.userId = null; // user removed meanwhile
  let expiresAt: number | null = null;
  if (user?.role === 'manager') {
    expiresAt = s.lastActiveAt + managerTimeoutMs(db);
    if (now.getTime() > expiresAt) {
      s.userId = null;
      s.elevatedBy = null;
      s.elevatedUntil = null;
      user = undefined;
      expiresAt = null;
    }
  }
  return {
    sessionId: s.id,
    client: s.client,
    user: user ? { id: user.id, name: user.name, role: user.role } : null,
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    elevatedBy: s.elevatedBy,
    elevatedUntil: s.elevatedUntil === null ? null : new Date(s.elevatedUntil).toISOString(),
    pinChangeDue: Boolean(user && s.pinChangeDue),
  };
}

/** Marks activity of a session. */
export function touch(db: Db, caller: Caller, now: Date): void {
  const s = table(db).get(caller.sessionId);
  if (s) s.lastActiveAt = now.getTime();
}

/** Ends a session: its secret is worthless from now on. */
export function endSession(db: Db, sessionId: string): boolean {
  return table(db).delete(sessionId);
}

/** Ends every session of a user (PIN changed or user removed). */
export function endSessionsOfUser(db: Db, userId: string): void {
  const t = table(db);
  for (const s of [...t.values()]) if (s.userId === userId) t.delete(s.id);
}

/** Ends every session of this core. */
export function clearSessions(db: Db): void {
  table(db).clear();
}

/** Sets or clears the manager elevation of a session. */
export function setElevation(db: Db, sessionId: string, managerId: string | null, until: Date | null): void {
  const s = table(db).get(sessionId);
  if (!s) return;
  s.elevatedBy = managerId;
  s.elevatedUntil = until ? until.getTime() : null;
}

/** True once a cashier PIN exists: from then on cashier methods need a user session ("open till" before). */
export function cashierPinsRequired(db: Db): boolean {
  return countPinUsers(db, 'cashier') > 0;
}

/** The name of the user of this call, or null (open till). */
export function callerName(ctx: CallContext): string | null {
  return ctx.caller?.user?.name ?? null;
}
