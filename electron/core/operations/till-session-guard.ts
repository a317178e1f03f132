// The rules of the till session around every step (docs/orders.md): before
// an order ends, a journal row is written or the drawer opens, the till must be in a session. A
// closed till opens the next one; a session still open from an earlier terminal day is closed
// automatically first (its Z taken as it stands, its open steps carried to the next session,
// where they count once settled). The renderer hears `session.changed` with the notice.
import { sessionReportSchema, type SessionReport, type TillSession } from '../contract';
import { buildSessionReport } from '../reports/till-report';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { terminalDay } from '../store/journal';
import { activeScope, type Scope } from '../store/scope';
import { readStoredJson } from '../store/stored-json';
import { closeSessionRow, keepMigratedZ, stepSession, storedZ } from '../store/till-sessions';
import { printZOnce } from './till-z-print';
import { refuseIfClockBehind } from './app';

/** The Z of a session being closed: the report with the session as it will be stored. */
export function zReport(rt: CoreRuntime, closed: TillSession, scope: Scope): SessionReport {
  return buildSessionReport(rt.db, closed, scope, 'z', rt.clock.now());
}

/** Closes `open` with its Z in one transaction; answers the closed session and the Z as stored. */
export function closeWithZ(
  rt: CoreRuntime,
  open: TillSession,
  c: { by: string | null; reason: 'counted' | 'auto'; countedCents: number | null; denominations: TillSession['countedDenominations'] },
): { session: TillSession; z: SessionReport } {
  if (c.reason === 'counted') refuseIfClockBehind(rt);
  const scope = activeScope(rt.db);
  const now = rt.clock.now();
  return rt.db.transaction(() => {
    // A session's day is the day it opened, however it ends: every step of it was on that day (the
    // first step of the next day closes it), so its Z, the day closing and the store, which dates
    // each fact by its order's or step's day, tell the same day even when it is counted after midnight.
    const day = terminalDay(rt.db, new Date(open.openedAt));
    const draft: TillSession = {
      ...open,
      state: 'closed',
      closedAt: now.toISOString(),
      closedBy: c.by,
      closeReason: c.reason,
      day,
      countedCents: c.countedCents,
      countedDenominations: c.denominations,
      differenceCents: null,
    };
    const z = zReport(rt, draft, scope);
    const difference = c.countedCents === null ? null : c.countedCents - z.drawer.expectedCents;
    const final: SessionReport = {
      ...z,
      session: { ...draft, differenceCents: difference },
      drawer: { ...z.drawer, differenceCents: difference },
    };
    const session = closeSessionRow(rt.db, open.id, {
      closedAt: now,
      closedBy: c.by,
      reason: c.reason,
      day,
      countedCents: c.countedCents,
      countedDenominations: c.denominations,
      differenceCents: difference,
      zSnapshot: JSON.stringify(final),
    });
    appendAudit(rt.db, {
      at: now,
      actor: c.by,
      action: c.reason === 'auto' ? 'session.auto_close' : 'session.close',
      subject: open.id,
      details: {
        number: open.number,
        floatCents: open.floatCents,
        expectedCents: final.drawer.expectedCents,
        countedCents: c.countedCents,
        denominations: c.denominations,
        differenceCents: difference,
        openItems: final.openItems.length,
      },
    });
    return { session, z: readZ(rt, session) ?? final };
  })();
}

/** The stored Z of a closed session; a migrated session's Z is taken at its first read and kept. */
export function readZ(rt: CoreRuntime, session: TillSession): SessionReport | null {
  if (session.state !== 'closed') return null;
  const stored = storedZ(rt.db, session.id);
  if (stored === null) {
    keepMigratedZ(rt.db, session.id, JSON.stringify(zReport(rt, session, activeScope(rt.db))));
    const again = storedZ(rt.db, session.id);
    return again === null ? null : parseZ(again);
  }
  return parseZ(stored);
}

function parseZ(json: string): SessionReport | null {
  const parsed = readStoredJson(json, sessionReportSchema);
  return parsed.success ? parsed.data : null;
}

/**
 * Before a step: the session it belongs to (store/till-sessions.ts `stepSession`), here with the Z
 * of a session closed at midnight taken at once and printed, and the renderer told when a session opened.
 */
export function ensureSession(rt: CoreRuntime, actor: string | null): TillSession {
  // A clock behind the recorded steps would book this step into a day that is over.
  refuseIfClockBehind(rt);
  let closed: SessionReport | null = null;
  const r = rt.db.transaction(() =>
    stepSession(rt.db, rt.clock.now(), actor, activeScope(rt.db), (open) => {
      closed = closeWithZ(rt, open, { by: null, reason: 'auto', countedCents: null, denominations: null }).z;
    }),
  )();
  // The Z of the session closed at midnight is printed like a counted one (after the commit).
  if (closed) printZOnce(rt, closed);
  if (r.opened) {
    rt.bus.emit('session.changed', {
      session: r.session,
      notice: r.opened === 'after_midnight' ? 'auto_closed' : 'opened_after_close',
      closedSessionId: r.closedId,
    });
  }
  return r.session;
}
