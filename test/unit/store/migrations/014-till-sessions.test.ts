// Migration 014 (till sessions): existing journal rows, ended orders and drawer openings fall into
// one session per terminal day and scope; past days are closed (uncounted, keeping an old "close
// day" time and manager), today's stays open; a closed session never changes afterwards.
import { describe, expect, it } from 'vitest';
import { columns, databaseBefore, insertJournalRow, migrateTo, type TestDb } from './helpers';

const TODAY = new Date().toISOString().slice(0, 10);

function journalAt(db: TestDb, id: string, day: string, at: string, mode = 'training'): void {
  insertJournalRow(db, id, { mode });
  db.prepare('UPDATE journal SET day = ?, created_at = ? WHERE id = ?').run(day, at, id);
}

function seeded(): TestDb {
  const db = databaseBefore(14);
  db.prepare(`INSERT INTO settings (key, value, updated_at) VALUES ('terminal.timeZone', '"UTC"', ?)`).run('2026-11-01T00:00:00Z');
  journalAt(db, 'a1', '2026-11-18', '2026-11-18T08:00:00.000Z');
  journalAt(db, 'a2', '2026-11-18', '2026-11-18T17:30:00.000Z');
  journalAt(db, 'b1', '2026-11-19', '2026-11-19T09:00:00.000Z');
  journalAt(db, 'l1', '2026-11-19', '2026-11-19T10:00:00.000Z', 'live');
  journalAt(db, 't1', TODAY, `${TODAY}T00:00:01.000Z`);
  db.prepare(
    `INSERT INTO orders (id, state, cashier, terminal, created_at, updated_at, finished_at, mode, service)
     VALUES ('o1', 'finished', 'anna', 'Till 1', '2026-11-19T11:00:00.000Z', '2026-11-19T11:05:00.000Z', '2026-11-19T11:05:00.000Z', 'training', 'training'),
            ('o2', 'open', 'anna', 'Till 1', '2026-11-19T12:00:00.000Z', '2026-11-19T12:00:00.000Z', NULL, 'training', 'training')`,
  ).run();
  db.prepare(
    `INSERT INTO audit_log (at, actor, action, subject, details, mode, service)
     VALUES ('2026-11-18T12:00:00.000Z', 'boss', 'drawer.open', '7', '{"reason":"change"}', 'training', 'training')`,
  ).run();
  db.prepare(
    `INSERT INTO day_closings (mode, service, day, closed_at, closed_by, snapshot) VALUES ('training', 'training', '2026-11-18', '2026-11-18T18:00:00.000Z', 'boss', '{}')`,
  ).run();
  return db;
}

type SessionRow = {
  id: string;
  number: number;
  mode: string;
  state: string;
  opened_at: string;
  closed_at: string | null;
  closed_by: string | null;
  day: string | null;
  close_reason: string | null;
};

describe('migration 014 till sessions', () => {
  it('puts existing rows into one session per day and scope, past days closed', () => {
    const db = seeded();
    migrateTo(db, 14);
    expect(columns(db, 'journal')).toContain('session_id');
    expect(columns(db, 'orders')).toContain('session_id');
    const sessions = db.prepare('SELECT * FROM till_sessions ORDER BY mode, number').all() as SessionRow[];
    const training = sessions.filter((s) => s.mode === 'training');
    expect(training.map((s) => [s.number, s.state, s.day, s.opened_at, s.closed_at, s.closed_by])).toEqual([
      // The old "close day" keeps its time and manager.
      [1, 'closed', '2026-11-18', '2026-11-18T08:00:00.000Z', '2026-11-18T18:00:00.000Z', 'boss'],
      [2, 'closed', '2026-11-19', '2026-11-19T09:00:00.000Z', '2026-11-19T11:05:00.000Z', null],
      [3, 'open', null, `${TODAY}T00:00:01.000Z`, null, null],
    ]);
    expect(sessions.filter((s) => s.mode === 'live').map((s) => [s.number, s.state, s.day])).toEqual([[1, 'closed', '2026-11-19']]);
    const sessionOf = (table: string, id: string) =>
      (db.prepare(`SELECT session_id AS s FROM ${table} WHERE id = ?`).get(id) as { s: string | null }).s;
    const [d18, d19, today] = training.map((s) => s.id);
    expect(['a1', 'a2', 'b1', 't1'].map((id) => sessionOf('journal', id))).toEqual([d18, d18, d19, today]);
    expect(sessionOf('journal', 'l1')).toBe(sessions.find((s) => s.mode === 'live')?.id);
    // An ended order belongs to its day's session; an open one gets its session when it ends.
    expect(sessionOf('orders', 'o1')).toBe(d19);
    expect(sessionOf('orders', 'o2')).toBeNull();
    expect(db.prepare('SELECT session_id, actor, reason, job_id FROM drawer_openings').all()).toEqual([
      { session_id: d18, actor: 'boss', reason: 'change', job_id: 7 },
    ]);
    // Old snapshots stay readable where they were.
    expect(db.prepare('SELECT COUNT(*) AS n FROM day_closings').get()).toEqual({ n: 1 });
  });

  it('keeps a closed session final and at most one open per scope', () => {
    const db = seeded();
    migrateTo(db, 14);
    const closed = db.prepare(`SELECT id FROM till_sessions WHERE state = 'closed' AND mode = 'training' ORDER BY number`).get() as {
      id: string;
    };
    expect(() => db.prepare('UPDATE till_sessions SET counted_cents = 100 WHERE id = ?').run(closed.id)).toThrow(/never changes/);
    expect(() => db.prepare('DELETE FROM till_sessions WHERE id = ?').run(closed.id)).toThrow(/never deleted/);
    // A migrated session gets its Z once (taken at its first read), never a second one.
    db.prepare(`UPDATE till_sessions SET z_snapshot = '{"a":1}' WHERE id = ?`).run(closed.id);
    expect(() => db.prepare(`UPDATE till_sessions SET z_snapshot = '{"a":2}' WHERE id = ?`).run(closed.id)).toThrow(/never changes/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO till_sessions (id, number, mode, service, state, opened_at, open_reason, float_cents) VALUES ('x', 9, 'training', 'training', 'open', ?, 'counted', 0)`,
        )
        .run(`${TODAY}T08:00:00.000Z`),
    ).toThrow(/UNIQUE/);
  });

  it('runs on an empty database', () => {
    const db = databaseBefore(14);
    migrateTo(db, 14);
    expect(db.prepare('SELECT COUNT(*) AS n FROM till_sessions').get()).toEqual({ n: 0 });
  });
});
