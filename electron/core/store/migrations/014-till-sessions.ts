import { randomUUID } from 'node:crypto';
import type { Migration } from '../../../common/sqlite';
import { dayIn } from '../../contract/format';

/**
 * Till sessions (docs/orders.md): every order, journal row and drawer opening belongs to
 * one session of its mode and service; at most one session per scope is open (partial unique
 * index). A closed session never changes (trigger): its Z snapshot reprints identically.
 * Existing rows fall into one session per terminal day and scope: past days closed (`migrated`,
 * uncounted, their Z taken at the first read), today's left open. A day closed by the old "close
 * day" keeps its closing time and manager; the old snapshots stay in `day_closings`, readable.
 */
export const m014TillSessions: Migration = {
  version: 14,
  name: 'till-sessions',
  up(db) {
    db.exec(`
      CREATE TABLE till_sessions (
        id TEXT PRIMARY KEY,
        number INTEGER NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('training','live')),
        service TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('open','closed')),
        opened_at TEXT NOT NULL,
        opened_by TEXT,
        open_reason TEXT NOT NULL CHECK (open_reason IN ('counted','after_close','after_midnight','migrated')),
        float_cents INTEGER NOT NULL CHECK (float_cents >= 0),
        float_denominations TEXT,
        closed_at TEXT,
        closed_by TEXT,
        close_reason TEXT CHECK (close_reason IN ('counted','auto','migrated')),
        day TEXT,
        counted_cents INTEGER,
        counted_denominations TEXT,
        difference_cents INTEGER,
        z_snapshot TEXT,
        UNIQUE (mode, service, number),
        CHECK ((state = 'open') = (closed_at IS NULL))
      ) STRICT;
      CREATE UNIQUE INDEX till_sessions_one_open ON till_sessions (mode, service) WHERE state = 'open';
      CREATE INDEX till_sessions_day ON till_sessions (mode, service, day);
      -- A closed session is final; only a migrated one may get its Z once, at its first read.
      CREATE TRIGGER till_sessions_closed_final BEFORE UPDATE ON till_sessions
        WHEN OLD.state = 'closed' AND NOT (OLD.z_snapshot IS NULL AND NEW.z_snapshot IS NOT NULL
          AND NEW.state = OLD.state AND NEW.closed_at = OLD.closed_at AND NEW.day IS OLD.day
          AND NEW.counted_cents IS OLD.counted_cents AND NEW.difference_cents IS OLD.difference_cents)
      BEGIN SELECT RAISE(ABORT, 'a closed till session never changes'); END;
      CREATE TRIGGER till_sessions_kept BEFORE DELETE ON till_sessions
      BEGIN SELECT RAISE(ABORT, 'a till session is never deleted'); END;

      ALTER TABLE journal ADD COLUMN session_id TEXT;
      CREATE INDEX journal_session ON journal (session_id, state, kind);
      ALTER TABLE orders ADD COLUMN session_id TEXT;
      CREATE INDEX orders_session ON orders (session_id, state);

      CREATE TABLE drawer_openings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id TEXT NOT NULL REFERENCES till_sessions (id),
        at TEXT NOT NULL,
        actor TEXT,
        reason TEXT NOT NULL,
        job_id INTEGER,
        mode TEXT NOT NULL CHECK (mode IN ('training','live')),
        service TEXT NOT NULL
      ) STRICT;
      CREATE INDEX drawer_openings_session ON drawer_openings (session_id);
    `);
    backfill(db);
  },
};

type Db = Parameters<Migration['up']>[0];

/** The terminal's zone as the settings name it (the same keys as store/settings.ts), else the system's. */
function zoneOf(db: Db): string {
  for (const key of ['terminal.timeZone', 'receipt.timeZone']) {
    const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    try {
      const zone: unknown = row ? JSON.parse(row.value) : null;
      if (typeof zone === 'string' && zone) {
        dayIn(new Date(0), zone);
        return zone;
      }
    } catch {
      // An unreadable or unknown zone: the next key, then the system's.
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

interface Dated {
  mode: string;
  service: string;
  day: string;
  at: string;
}

function backfill(db: Db): void {
  const zone = zoneOf(db);
  const today = dayIn(new Date(), zone);
  const journal = db.prepare(`SELECT mode, service, day, created_at AS at FROM journal`).all() as Dated[];
  const orders = (
    db.prepare(`SELECT id, mode, service, finished_at AS at FROM orders WHERE finished_at IS NOT NULL`).all() as Array<
      Omit<Dated, 'day'> & { id: string }
    >
  ).map((o) => ({ ...o, day: dayIn(new Date(o.at), zone) }));
  const drawers = (
    db.prepare(`SELECT id, at, actor, subject, details, mode, service FROM audit_log WHERE action = 'drawer.open'`).all() as Array<{
      id: number;
      at: string;
      actor: string | null;
      subject: string | null;
      details: string;
      mode: string;
      service: string;
    }>
  ).map((d) => ({ ...d, day: dayIn(new Date(d.at), zone) }));
  // One session per scope and day, with the first and last time seen that day.
  const days = new Map<string, { mode: string; service: string; day: string; first: string; last: string; id: string }>();
  for (const r of [...journal, ...orders, ...drawers]) {
    const key = JSON.stringify([r.mode, r.service, r.day]);
    const d = days.get(key);
    if (!d) days.set(key, { mode: r.mode, service: r.service, day: r.day, first: r.at, last: r.at, id: randomUUID() });
    else {
      if (r.at < d.first) d.first = r.at;
      if (r.at > d.last) d.last = r.at;
    }
  }
  const closedDay = db.prepare(`SELECT closed_at, closed_by FROM day_closings WHERE mode = ? AND service = ? AND day = ?`);
  const insert = db.prepare(
    `INSERT INTO till_sessions (id, number, mode, service, state, opened_at, open_reason, float_cents, closed_at, closed_by, close_reason, day)
     VALUES (?, ?, ?, ?, ?, ?, 'migrated', 0, ?, ?, ?, ?)`,
  );
  const numbers = new Map<string, number>();
  for (const d of [...days.values()].sort((a, b) => a.day.localeCompare(b.day))) {
    const scopeKey = JSON.stringify([d.mode, d.service]);
    const n = (numbers.get(scopeKey) ?? 0) + 1;
    numbers.set(scopeKey, n);
    const old = closedDay.get(d.mode, d.service, d.day) as { closed_at: string; closed_by: string | null } | undefined;
    const closed = d.day < today || old !== undefined;
    const closedAt = closed ? (old?.closed_at ?? d.last) : null;
    insert.run(
      d.id,
      n,
      d.mode,
      d.service,
      closed ? 'closed' : 'open',
      d.first,
      closedAt,
      old?.closed_by ?? null,
      closed ? 'migrated' : null,
      closed ? d.day : null,
    );
  }
  const sessionOf = (mode: string, service: string, day: string): string | null =>
    days.get(JSON.stringify([mode, service, day]))?.id ?? null;
  const setJournal = db.prepare(`UPDATE journal SET session_id = ? WHERE mode = ? AND service = ? AND day = ?`);
  for (const d of days.values()) setJournal.run(d.id, d.mode, d.service, d.day);
  const setOrder = db.prepare(`UPDATE orders SET session_id = ? WHERE id = ?`);
  for (const o of orders) setOrder.run(sessionOf(o.mode, o.service, o.day), o.id);
  const insDrawer = db.prepare(
    `INSERT INTO drawer_openings (session_id, at, actor, reason, job_id, mode, service) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const d of drawers) {
    const session = sessionOf(d.mode, d.service, d.day);
    if (!session) continue;
    let reason = '';
    try {
      const details: unknown = JSON.parse(d.details);
      if (details && typeof details === 'object' && 'reason' in details && typeof details.reason === 'string') reason = details.reason;
    } catch {
      // Unreadable details: the opening is kept without its reason.
    }
    const job = d.subject !== null && /^\d+$/.test(d.subject) ? Number(d.subject) : null;
    insDrawer.run(session, d.at, d.actor, reason, job, d.mode, d.service);
  }
}
