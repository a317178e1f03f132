import type { Migration } from '../../../common/sqlite';

/** Key/value settings of this terminal (values are JSON text, validated when read). */
export const m001Settings: Migration = {
  version: 1,
  name: 'settings',
  up(db) {
    db.exec(`
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
