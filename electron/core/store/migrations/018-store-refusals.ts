import type { Migration } from '../../../common/sqlite';

/**
 * Rows of this till the store refused at a push (a move its state machine does not allow, a
 * changed final row, a version not newer than the store's): the push landed without them, so the
 * till keeps them to show the manager until someone looks into them. One row per pushed version.
 */
export const m018StoreRefusals: Migration = {
  version: 18,
  name: 'store-refusals',
  up(db) {
    db.exec(`
      CREATE TABLE store_refusals (
        table_name TEXT NOT NULL,
        local_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        state TEXT,
        stored_version INTEGER,
        stored_state TEXT,
        reason TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (table_name, local_id, version)
      );
    `);
  },
};
