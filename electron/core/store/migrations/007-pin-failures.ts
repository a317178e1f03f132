import type { Migration } from '../../../common/sqlite';

/**
 * PIN failures counted per target user and per client (issue 17 item 5) instead of one
 * terminal-wide counter; sessions move into memory (server-issued secrets never touch the disk),
 * so the old `sessions` and `pin_lockout` tables go.
 */
export const m007PinFailures: Migration = {
  version: 7,
  name: 'pin-failures',
  up(db) {
    db.exec(`
      CREATE TABLE pin_failures (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL CHECK (failures >= 0),
        locked_until TEXT,
        updated_at TEXT NOT NULL
      ) STRICT;
      DROP TABLE IF EXISTS sessions;
      DROP TABLE IF EXISTS pin_lockout;
    `);
  },
};
