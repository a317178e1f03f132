import type { Migration } from '../../../common/sqlite';

/**
 * The manager area: PIN users (salted scrypt hashes only), the terminal-wide PIN lockout, sessions
 * per connected client (cleared at every start) and the monthly voucher archive cache per service.
 */
export const m004Manager: Migration = {
  version: 4,
  name: 'manager',
  up(db) {
    db.exec(`
      CREATE TABLE pin_users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('cashier', 'manager')),
        pin_hash TEXT NOT NULL,
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX pin_users_active_name ON pin_users (name) WHERE active = 1;

      CREATE TABLE pin_lockout (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        failures INTEGER NOT NULL,
        locked_until TEXT,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE sessions (
        client_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES pin_users (id),
        started_at TEXT NOT NULL,
        last_active_at TEXT NOT NULL,
        elevated_by TEXT,
        elevated_until TEXT
      ) STRICT;

      CREATE TABLE archive_cache (
        source TEXT NOT NULL,
        month TEXT NOT NULL,
        complimentary TEXT NOT NULL,
        total_balance_cents INTEGER NOT NULL,
        fetched_at TEXT NOT NULL,
        PRIMARY KEY (source, month, complimentary)
      ) STRICT;
    `);
  },
};
