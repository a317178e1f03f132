import type { Migration } from '../../../common/sqlite';

/**
 * The journal of value steps (written BEFORE each request), purchases paid by vouchers, the audit
 * log, last-known voucher lookups and the catalog caches. `day` is the terminal's local day of
 * `created_at`, so "today" and the day closing need no date arithmetic in SQL.
 */
export const m003Journal: Migration = {
  version: 3,
  name: 'journal',
  up(db) {
    db.exec(`
      CREATE TABLE journal (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending','succeeded','failed','uncertain','not_applied','needs_decision')),
        code TEXT,
        amount_cents INTEGER,
        currency TEXT,
        request TEXT NOT NULL,
        response TEXT,
        redeem_token TEXT,
        charge_token TEXT,
        balance_before INTEGER,
        balance_after INTEGER,
        free_credit_cents INTEGER,
        idempotency_key TEXT,
        purchase_id TEXT,
        ref_id TEXT,
        external_id TEXT,
        cashier TEXT,
        terminal TEXT NOT NULL,
        day TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        error TEXT,
        facts TEXT
      ) STRICT;
      CREATE INDEX journal_code ON journal (code, created_at) WHERE code IS NOT NULL;
      CREATE INDEX journal_day ON journal (day, kind, state, cashier, amount_cents);
      CREATE INDEX journal_terminal_day ON journal (terminal, day, created_at);
      CREATE INDEX journal_unresolved ON journal (state, code) WHERE state IN ('pending','uncertain','needs_decision');
      CREATE INDEX journal_purchase ON journal (purchase_id) WHERE purchase_id IS NOT NULL;
      CREATE INDEX journal_ref ON journal (ref_id) WHERE ref_id IS NOT NULL;
      CREATE UNIQUE INDEX journal_idempotency ON journal (idempotency_key) WHERE idempotency_key IS NOT NULL;

      CREATE TABLE purchases (
        id TEXT PRIMARY KEY,
        total_cents INTEGER NOT NULL CHECK (total_cents > 0),
        currency TEXT,
        state TEXT NOT NULL CHECK (state IN ('open','finished','cancelled')),
        reference TEXT,
        cashier TEXT,
        terminal TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor TEXT,
        action TEXT NOT NULL,
        subject TEXT,
        details TEXT NOT NULL DEFAULT '{}'
      ) STRICT;
      CREATE INDEX audit_log_at ON audit_log (at);

      CREATE TABLE voucher_lookups (
        code TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE catalog_voucher_types (
        id TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        updated_at TEXT,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE catalog_shop_products (
        id TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        updated_at TEXT,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE catalog_ticketing_products (
        id TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        updated_at TEXT,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE catalog_meta (
        catalog TEXT PRIMARY KEY,
        data TEXT NOT NULL DEFAULT '{}',
        fetched_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
