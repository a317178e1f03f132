// Till sessions (migration 014): at most one open per mode and service; a closed one never changes
// (a trigger refuses it). Every step names its session when it is written: `sessionForStep` gives
// the open one, or opens the next when the till was closed (operations/till-session-guard.ts opens
// it earlier and tells the renderer; this is the backstop so no row is ever outside a session).
import { randomUUID } from 'node:crypto';
import {
  CoreError,
  denominationCountSchema,
  sessionSettingsSchema,
  type DenominationCount,
  type SessionSettings,
  type TillSession,
} from '../contract';
import { say } from '../contract/core-messages';
import type { Db } from './database';
import { activeScope, scopeWhere, type Scope } from './scope';
import { readStoredJson } from './stored-json';
import { dayIn } from '../contract/format';
import { getSetting, terminalTimeZone } from './settings';
import { sessionChanged } from './replication';

/** The key of the till session settings (who may close, the standard float). */
export const SESSION_SETTINGS_KEY = 'session.settings';

export function readSessionSettings(db: Db): SessionSettings {
  return getSetting(db, SESSION_SETTINGS_KEY, sessionSettingsSchema, { cashierMayClose: false });
}

interface Raw {
  id: string;
  number: number;
  mode: 'training' | 'live';
  service: string;
  state: 'open' | 'closed';
  opened_at: string;
  opened_by: string | null;
  open_reason: TillSession['openReason'];
  float_cents: number;
  float_denominations: string | null;
  closed_at: string | null;
  closed_by: string | null;
  close_reason: TillSession['closeReason'];
  day: string | null;
  counted_cents: number | null;
  counted_denominations: string | null;
  difference_cents: number | null;
  z_snapshot: string | null;
}

function denominations(json: string | null): DenominationCount | null {
  if (json === null) return null;
  const parsed = readStoredJson(json, denominationCountSchema);
  return parsed.success ? parsed.data : null;
}

function toSession(r: Raw): TillSession {
  return {
    id: r.id,
    number: r.number,
    state: r.state,
    mode: r.mode,
    openedAt: r.opened_at,
    openedBy: r.opened_by,
    openReason: r.open_reason,
    floatCents: r.float_cents,
    floatDenominations: denominations(r.float_denominations),
    closedAt: r.closed_at,
    closedBy: r.closed_by,
    closeReason: r.close_reason,
    day: r.day,
    countedCents: r.counted_cents,
    countedDenominations: denominations(r.counted_denominations),
    differenceCents: r.difference_cents,
  };
}

/** The open session of the scope, or null when the till is closed. */
export function findOpenSession(db: Db, scope: Scope = activeScope(db)): TillSession | null {
  const w = scopeWhere(scope);
  const r = db.prepare(`SELECT * FROM till_sessions WHERE state = 'open' AND ${w.sql}`).get(...w.args) as Raw | undefined;
  return r ? toSession(r) : null;
}

export function findSession(db: Db, id: string): TillSession | null {
  const r = db.prepare('SELECT * FROM till_sessions WHERE id = ?').get(id) as Raw | undefined;
  return r ? toSession(r) : null;
}

export function getSession(db: Db, id: string): TillSession {
  const s = findSession(db, id);
  if (!s) throw new CoreError('not_found', say('noTillSession'));
  return s;
}

/** Opens the next session of the scope (refused while one is open). */
export function insertSession(
  db: Db,
  s: {
    scope: Scope;
    openedAt: Date;
    openedBy: string | null;
    reason: TillSession['openReason'];
    floatCents: number;
    floatDenominations?: DenominationCount | null;
  },
): TillSession {
  if (findOpenSession(db, s.scope)) throw new CoreError('conflict', say('tillAlreadyOpen'), false, { reason: 'session_open' });
  const w = scopeWhere(s.scope);
  const next = db.prepare(`SELECT COALESCE(MAX(number), 0) + 1 AS n FROM till_sessions WHERE ${w.sql}`).get(...w.args) as { n: number };
  const id = randomUUID();
  db.prepare(
    `INSERT INTO till_sessions (id, number, mode, service, state, opened_at, opened_by, open_reason, float_cents, float_denominations)
     VALUES (?, ?, ?, ?, 'open', ?, ?, ?, ?, ?)`,
  ).run(
    id,
    next.n,
    s.scope.mode,
    s.scope.service,
    s.openedAt.toISOString(),
    s.openedBy,
    s.reason,
    s.floatCents,
    s.floatDenominations ? JSON.stringify(s.floatDenominations) : null,
  );
  return getSession(db, id);
}

/** Counts the float of a session a step opened by itself (still without one); false when it has one. */
export function countFloat(db: Db, id: string, floatCents: number, denominations: DenominationCount | null): boolean {
  return (
    db
      .prepare(
        `UPDATE till_sessions SET float_cents = ?, float_denominations = ? WHERE id = ? AND state = 'open' AND open_reason <> 'counted' AND float_cents = 0 AND float_denominations IS NULL`,
      )
      .run(floatCents, denominations ? JSON.stringify(denominations) : null, id).changes === 1
  );
}

/** Closes an open session with its Z snapshot (JSON written once; the row is final afterwards). */
export function closeSessionRow(
  db: Db,
  id: string,
  c: {
    closedAt: Date;
    closedBy: string | null;
    reason: 'counted' | 'auto';
    day: string;
    countedCents: number | null;
    countedDenominations: DenominationCount | null;
    differenceCents: number | null;
    /** Null only for an automatic close by the store (the Z is taken at its first read). */
    zSnapshot: string | null;
  },
): TillSession {
  const res = db
    .prepare(
      `UPDATE till_sessions SET state = 'closed', closed_at = ?, closed_by = ?, close_reason = ?, day = ?, counted_cents = ?,
         counted_denominations = ?, difference_cents = ?, z_snapshot = ? WHERE id = ? AND state = 'open'`,
    )
    .run(
      c.closedAt.toISOString(),
      c.closedBy,
      c.reason,
      c.day,
      c.countedCents,
      c.countedDenominations ? JSON.stringify(c.countedDenominations) : null,
      c.differenceCents,
      c.zSnapshot,
      id,
    );
  if (res.changes !== 1) throw new CoreError('conflict', say('tillSessionClosed'), false, { reason: 'session_closed' });
  return getSession(db, id);
}

/** The stored Z of a closed session (null: a migrated session whose Z was not taken yet). */
export function storedZ(db: Db, id: string): string | null {
  const r = db.prepare('SELECT z_snapshot FROM till_sessions WHERE id = ?').get(id) as { z_snapshot: string | null } | undefined;
  return r?.z_snapshot ?? null;
}

/** Keeps the Z of a session closed without one (migrated, or closed by the store) taken at its first read (once: a second writer keeps the first). */
export function keepMigratedZ(db: Db, id: string, zSnapshot: string): void {
  db.prepare(`UPDATE till_sessions SET z_snapshot = ? WHERE id = ? AND state = 'closed' AND z_snapshot IS NULL`).run(zSnapshot, id);
}

/** Sessions of the scope that ended on `day` (or in the month `YYYY-MM`), oldest first. */
export function sessionsEnded(db: Db, scope: Scope, period: { day: string } | { month: string }): TillSession[] {
  const w = scopeWhere(scope);
  const [cond, arg] = 'day' in period ? ['day = ?', period.day] : ['substr(day, 1, 7) = ?', period.month];
  return (
    db
      .prepare(`SELECT * FROM till_sessions WHERE ${cond} AND state = 'closed' AND ${w.sql} ORDER BY closed_at, number`)
      .all(arg, ...w.args) as Raw[]
  ).map(toSession);
}

/** What `stepSession` did: the session a step belongs to, and whether it opened it (and closed the one before). */
export interface StepSession {
  session: TillSession;
  opened: 'after_close' | 'after_midnight' | null;
  closedId: string | null;
}

/**
 * The session a step written now belongs to: the open one; when it was opened on an earlier terminal
 * day it is closed first (`close`, default: without a Z, which is then taken at its first read) and
 * its open steps are carried to the next; when the till was closed the next session is opened.
 * Runs inside the caller's transaction, so the row and its session are written together.
 */
export function stepSession(
  db: Db,
  now: Date,
  actor: string | null,
  scope: Scope = activeScope(db),
  close: (open: TillSession, day: string) => void = (open, day) => closeSessionRow(db, open.id, autoClose(now, day)),
): StepSession {
  const open = findOpenSession(db, scope);
  const zone = terminalTimeZone(db);
  if (open && dayIn(new Date(open.openedAt), zone) >= dayIn(now, zone)) return { session: open, opened: null, closedId: null };
  if (open) close(open, dayIn(new Date(open.openedAt), zone));
  const reason = open ? 'after_midnight' : 'after_close';
  // Nobody counted: the manager's standard float when there is one (the notice says which).
  const floatCents = readSessionSettings(db).standardFloatCents ?? 0;
  const session = insertSession(db, { scope, openedAt: now, openedBy: actor, reason, floatCents });
  if (open) carryOpenSteps(db, open.id, session.id);
  return { session, opened: reason, closedId: open?.id ?? null };
}

/** The close of a session nobody closed: at its own day, uncounted. */
export function autoClose(now: Date, day: string): Parameters<typeof closeSessionRow>[2] {
  return {
    closedAt: now,
    closedBy: null,
    reason: 'auto',
    day,
    countedCents: null,
    countedDenominations: null,
    differenceCents: null,
    zSnapshot: null,
  };
}

/** The id of the session a step written now belongs to (see `stepSession`). */
export function sessionForStep(db: Db, now: Date, actor: string | null, scope: Scope = activeScope(db)): string {
  return stepSession(db, now, actor, scope).session.id;
}

/** Ties a finished or cancelled order to the session it ended in (once). */
export function setOrderSession(db: Db, orderId: string, sessionId: string): void {
  db.prepare('UPDATE orders SET session_id = ? WHERE id = ? AND session_id IS NULL').run(sessionId, orderId);
}

/** Carries the steps still open from a session closed automatically to the next (they count where they settle). */
export function carryOpenSteps(db: Db, from: string, to: string): number {
  return db
    .prepare(`UPDATE journal SET session_id = ? WHERE session_id = ? AND state IN ('pending','uncertain','needs_decision')`)
    .run(to, from).changes;
}

/** Records a drawer opened without a sale in the session it was opened in (a new version of the session for the store). */
export function insertDrawerOpening(
  db: Db,
  d: { sessionId: string; at: Date; actor: string | null; reason: string; jobId: number | null; scope: Scope },
): void {
  db.transaction(() => {
    db.prepare(`INSERT INTO drawer_openings (session_id, at, actor, reason, job_id, mode, service) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
      d.sessionId,
      d.at.toISOString(),
      d.actor,
      d.reason,
      d.jobId,
      d.scope.mode,
      d.scope.service,
    );
    sessionChanged(db, d.sessionId);
  })();
}

/** Drawer openings of a session, oldest first. */
export function drawerOpeningsOf(db: Db, sessionId: string): Array<{ at: string; actor: string | null; reason: string }> {
  return db.prepare('SELECT at, actor, reason FROM drawer_openings WHERE session_id = ? ORDER BY id').all(sessionId) as Array<{
    at: string;
    actor: string | null;
    reason: string;
  }>;
}
