// Migrations 001-005, each on the data the ones before left: old data in, new shape out
// (006 and 007 have their own tests). Each new table takes a valid row and refuses a bad one.
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../../electron/common/sqlite';
import { migrations } from '../../../electron/core/store/migrations';

type Db = ReturnType<typeof openSqlite>;
const now = '2026-11-20T10:00:00.000Z';

/** A database at version `n - 1`, filled by `seed`, then migration `n` run as openSqlite runs it. */
function migrateTo(n: number, seed: (db: Db) => void = () => {}): Db {
  const db = openSqlite({ file: ':memory:', migrations: migrations.filter((m) => m.version < n) });
  seed(db);
  const m = migrations.find((x) => x.version === n)!;
  db.transaction(() => m.up(db))();
  return db;
}
const columns = (db: Db, table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
const setting = (db: Db) => db.prepare(`INSERT INTO settings (key, value, updated_at) VALUES ('terminal.name', '"Till 1"', ?)`).run(now);

describe('migrations 001-005', () => {
  it('001 creates the settings table (JSON text values)', () => {
    const db = migrateTo(1);
    setting(db);
    expect(db.prepare('SELECT value FROM settings').all()).toEqual([{ value: '"Till 1"' }]);
    expect(() => setting(db)).toThrow(/UNIQUE/);
  });

  it('002 keeps the settings and adds the print queue with its states', () => {
    const db = migrateTo(2, setting);
    expect(db.prepare('SELECT key FROM settings').all()).toEqual([{ key: 'terminal.name' }]);
    const job = (state: string) =>
      db.prepare(`INSERT INTO print_jobs (kind, state, input, created_at, updated_at) VALUES ('load', ?, '{}', ?, ?)`).run(state, now, now);
    job('queued');
    expect(() => job('lost')).toThrow(/CHECK/);
    expect(columns(db, 'print_jobs')).toContain('reprint_of');
  });

  it('003 keeps settings and print jobs and adds journal, purchases, audit and caches', () => {
    const db = migrateTo(3, (d) => {
      setting(d);
      d.prepare(
        `INSERT INTO print_jobs (journal_id, kind, state, input, created_at, updated_at) VALUES ('j1', 'load', 'printed', '{}', ?, ?)`,
      ).run(now, now);
    });
    expect(db.prepare('SELECT journal_id FROM print_jobs').all()).toEqual([{ journal_id: 'j1' }]);
    const row = (id: string, state: string, key: string | null = null) =>
      db
        .prepare(
          `INSERT INTO journal (id, kind, state, request, idempotency_key, terminal, day, created_at, updated_at) VALUES (?, 'charge', ?, '{}', ?, 'T', '2026-11-20', ?, ?)`,
        )
        .run(id, state, key, now, now);
    row('j1', 'pending', 'k1');
    expect(() => row('j2', 'maybe')).toThrow(/CHECK/);
    expect(() => row('j3', 'pending', 'k1')).toThrow(/UNIQUE/);
    expect(() =>
      db
        .prepare(`INSERT INTO purchases (id, total_cents, state, terminal, created_at, updated_at) VALUES ('p', 0, 'open', 'T', ?, ?)`)
        .run(now, now),
    ).toThrow(/CHECK/);
    for (const t of ['audit_log', 'voucher_lookups', 'catalog_voucher_types', 'catalog_meta'])
      expect(columns(db, t).length).toBeGreaterThan(0);
  });

  it('004 keeps the journal and adds PIN users, lockout, sessions and the archive cache', () => {
    const db = migrateTo(4, (d) => {
      d.prepare(
        `INSERT INTO journal (id, kind, state, request, terminal, day, created_at, updated_at) VALUES ('j1', 'redeem', 'succeeded', '{}', 'T', '2026-11-20', ?, ?)`,
      ).run(now, now);
    });
    expect(db.prepare('SELECT id, state FROM journal').all()).toEqual([{ id: 'j1', state: 'succeeded' }]);
    const user = (id: string, name: string, role: string) =>
      db
        .prepare(`INSERT INTO pin_users (id, name, role, pin_hash, created_at, updated_at) VALUES (?, ?, ?, 'h', ?, ?)`)
        .run(id, name, role, now, now);
    user('u1', 'Anna', 'manager');
    expect(() => user('u2', 'Anna', 'cashier')).toThrow(/UNIQUE/);
    expect(() => user('u3', 'Ben', 'boss')).toThrow(/CHECK/);
    expect(() => db.prepare(`INSERT INTO pin_lockout (id, failures, updated_at) VALUES (2, 0, ?)`).run(now)).toThrow(/CHECK/);
    expect(columns(db, 'archive_cache')).toContain('total_balance_cents');
  });

  it('005 keeps the PIN users and adds ticket orders and door scans', () => {
    const db = migrateTo(5, (d) => {
      d.prepare(`INSERT INTO pin_users (id, name, role, pin_hash, created_at, updated_at) VALUES ('u1', 'Anna', 'manager', 'h', ?, ?)`).run(
        now,
        now,
      );
    });
    expect(db.prepare('SELECT name FROM pin_users').all()).toEqual([{ name: 'Anna' }]);
    db.prepare(`INSERT INTO ticket_orders (id, order_number, updated_at, data, fetched_at) VALUES ('o1', '1001', ?, '{}', ?)`).run(
      now,
      now,
    );
    const scan = (direction: string) =>
      db
        .prepare(
          `INSERT INTO ticket_scans (direction, ticket_number, successful, terminal, day, at) VALUES (?, '7000', 1, 'T', '2026-11-20', ?)`,
        )
        .run(direction, now);
    scan('checkin');
    expect(() => scan('sideways')).toThrow(/CHECK/);
  });
});
