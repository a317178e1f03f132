import type { Migration } from '../../../common/sqlite';

const scopeColumns = `mode TEXT NOT NULL DEFAULT 'training' CHECK (mode IN ('training', 'live')),
        service TEXT NOT NULL DEFAULT 'training'`;

/**
 * Mode on every row: journal, purchases, print jobs, audit entries, scans and every cache carry the
 * mode and the service they belong to ('training', or 'live' with its base URL). Rows that exist
 * already were made in training (live had no separation before), so they come in as training.
 * Caches keyed by id alone are rebuilt with the scope in their key, so a live catalog never
 * overwrites (or shows) the training one.
 */
export const m006ModeScope: Migration = {
  version: 6,
  name: 'mode-scope',
  up(db) {
    for (const table of ['journal', 'purchases', 'print_jobs', 'audit_log', 'ticket_scans']) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN mode TEXT NOT NULL DEFAULT 'training' CHECK (mode IN ('training', 'live'));
               ALTER TABLE ${table} ADD COLUMN service TEXT NOT NULL DEFAULT 'training';`);
    }
    db.exec(`
      CREATE INDEX journal_scope_day ON journal (mode, service, day, kind, state);
      CREATE INDEX journal_scope_unresolved ON journal (mode, service, state) WHERE state IN ('pending','uncertain','needs_decision');
      CREATE INDEX print_jobs_scope ON print_jobs (mode, service, id);
    `);
    const rebuild = (table: string, columns: string, key: string, copy: string): void => {
      db.exec(`
        ALTER TABLE ${table} RENAME TO ${table}_old;
        CREATE TABLE ${table} (${scopeColumns}, ${columns}, PRIMARY KEY (mode, service, ${key})) STRICT;
        INSERT INTO ${table} (mode, service, ${copy}) SELECT 'training', 'training', ${copy} FROM ${table}_old;
        DROP TABLE ${table}_old;
      `);
    };
    const catalogColumns = 'id TEXT NOT NULL, data TEXT NOT NULL, updated_at TEXT, fetched_at TEXT NOT NULL';
    for (const t of ['catalog_voucher_types', 'catalog_shop_products', 'catalog_ticketing_products']) {
      rebuild(t, catalogColumns, 'id', 'id, data, updated_at, fetched_at');
    }
    rebuild(
      'catalog_meta',
      `catalog TEXT NOT NULL, data TEXT NOT NULL DEFAULT '{}', fetched_at TEXT NOT NULL`,
      'catalog',
      'catalog, data, fetched_at',
    );
    rebuild('voucher_lookups', 'code TEXT NOT NULL, data TEXT NOT NULL, fetched_at TEXT NOT NULL', 'code', 'code, data, fetched_at');
    db.exec('DROP INDEX ticket_orders_updated; DROP INDEX ticket_orders_number; DROP INDEX ticket_orders_last_name;');
    rebuild(
      'ticket_orders',
      'id TEXT NOT NULL, order_number TEXT NOT NULL, last_name TEXT, updated_at TEXT NOT NULL, data TEXT NOT NULL, fetched_at TEXT NOT NULL',
      'id',
      'id, order_number, last_name, updated_at, data, fetched_at',
    );
    db.exec(`
      CREATE INDEX ticket_orders_updated ON ticket_orders (mode, service, updated_at);
      CREATE INDEX ticket_orders_number ON ticket_orders (mode, service, order_number);
      CREATE INDEX ticket_orders_last_name ON ticket_orders (mode, service, last_name);
    `);
    // archive_cache is keyed by `source` ('training' or the live base URL) since migration 004.
  },
};
