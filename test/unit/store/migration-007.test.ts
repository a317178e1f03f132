// Migration 007 (PIN failures per user and per client): old data in, new shape out.
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../../electron/common/sqlite';
import { migrations } from '../../../electron/core/store/migrations';

const tables = (db: ReturnType<typeof openSqlite>) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type='table'").all() as Array<{ name: string }>).map((t) => t.name);

describe('migration 007 pin-failures', () => {
  it('drops the terminal-wide lockout and the stored sessions, and adds per-key failure counters', () => {
    const before = migrations.filter((m) => m.version < 7);
    const db = openSqlite({ file: ':memory:', migrations: before });
    const now = '2026-11-20T10:00:00.000Z';
    db.prepare(
      `INSERT INTO pin_users (id, name, role, pin_hash, created_at, updated_at) VALUES ('u1', 'Chefin', 'manager', 'h', ?, ?)`,
    ).run(now, now);
    db.prepare(`INSERT INTO pin_lockout (id, failures, locked_until, updated_at) VALUES (1, 3, NULL, ?)`).run(now);
    db.prepare(`INSERT INTO sessions (client_id, user_id, started_at, last_active_at) VALUES ('tab', 'u1', ?, ?)`).run(now, now);
    // Then migration 007 on that data, as openSqlite runs it (in a transaction).
    const m007 = migrations.find((m) => m.version === 7)!;
    db.transaction(() => m007.up(db))();
    expect(tables(db)).toContain('pin_failures');
    expect(tables(db)).not.toContain('pin_lockout');
    expect(tables(db)).not.toContain('sessions');
    expect(db.prepare('SELECT name FROM pin_users').all()).toEqual([{ name: 'Chefin' }]);
    db.prepare(`INSERT INTO pin_failures (key, failures, locked_until, updated_at) VALUES ('user:u1', 1, NULL, ?)`).run(now);
    expect(() => db.prepare(`INSERT INTO pin_failures (key, failures, updated_at) VALUES ('user:u2', -1, ?)`).run(now)).toThrow();
    db.close();
  });
});
