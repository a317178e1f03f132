import type { Migration } from '../../../common/sqlite';
import { moveOpenPurchases } from './move-open-purchases';

/**
 * The counter sale (docs/orders.md): an order of lines paid by tenders, one open order per
 * cashier and mode. `order_steps` ties every journal row an order made to its order (and line or
 * tender); it is written in the transaction of the row's `pending` insert, so no step of an order
 * can exist without its marker. Figures of a finished order (cash given, rounding, change) are kept
 * with it so a reprint or a later change of the rounding setting never rewrites them.
 * Today's open purchases become orders with the same id: one goods line (total and reference) and
 * one voucher tender per redemption; the purchase is marked `moved_to_order` and no longer listed
 * as open, so it cannot be finished twice.
 */
export const m013Orders: Migration = {
  version: 13,
  name: 'orders',
  up(db) {
    db.exec(`
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        state TEXT NOT NULL CHECK (state IN ('open','finishing','finished','cancelled')),
        cashier TEXT,
        terminal TEXT NOT NULL,
        currency TEXT,
        customer_language TEXT CHECK (customer_language IN ('de','fr','it','en')),
        rounding_step INTEGER,
        cash_given_cents INTEGER,
        rounding_cents INTEGER,
        change_cents INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        finished_at TEXT,
        mode TEXT NOT NULL CHECK (mode IN ('training','live')),
        service TEXT NOT NULL
      ) STRICT;
      CREATE INDEX orders_open ON orders (mode, service, cashier) WHERE state IN ('open','finishing');

      CREATE TABLE order_lines (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES orders (id),
        position INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('goods','load','stock','codes','tickets','promo')),
        amount_cents INTEGER NOT NULL,
        spec TEXT NOT NULL,
        refusal TEXT,
        done_at TEXT,
        removed_at TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX order_lines_order ON order_lines (order_id, position);

      CREATE TABLE order_tenders (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES orders (id),
        position INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('voucher','cash','card','other')),
        payment_method TEXT,
        amount_cents INTEGER,
        journal_id TEXT,
        removed_at TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX order_tenders_order ON order_tenders (order_id, position);

      CREATE TABLE order_steps (
        journal_id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES orders (id),
        line_id TEXT,
        tender_id TEXT
      ) STRICT;
      CREATE INDEX order_steps_order ON order_steps (order_id);

      ALTER TABLE purchases ADD COLUMN moved_to_order TEXT;
    `);
    moveOpenPurchases(db);
  },
};
