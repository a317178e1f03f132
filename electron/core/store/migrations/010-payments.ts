import type { Migration } from '../../../common/sqlite';

/**
 * Payment methods and closed days (issue 12): every value step can say how the customer paid
 * (`payment_method` = the method's id from the settings, `payment_kind` = cash / card / other, kept
 * on the row so a later change of the settings never rewrites a past day); a purchase keeps the
 * rest paid outside the vouchers and its method. A closed day is a snapshot of its closing
 * (numbers and time) that reprints identically later. `sale_lines`: the priced items of a ticket
 * sale as the cashier sold them (the booking answer carries no prices), for its receipt. `sale_id`:
 * several stock vouchers sold together (one total, one method, one receipt; cancelled together).
 */
export const m010Payments: Migration = {
  version: 10,
  name: 'payments',
  up(db) {
    db.exec(`
      ALTER TABLE journal ADD COLUMN payment_method TEXT;
      ALTER TABLE journal ADD COLUMN payment_kind TEXT CHECK (payment_kind IN ('cash', 'card', 'other'));
      ALTER TABLE journal ADD COLUMN sale_lines TEXT;
      ALTER TABLE journal ADD COLUMN sale_id TEXT;
      CREATE INDEX journal_sale ON journal (sale_id) WHERE sale_id IS NOT NULL;
      ALTER TABLE purchases ADD COLUMN payment_method TEXT;
      ALTER TABLE purchases ADD COLUMN payment_kind TEXT CHECK (payment_kind IN ('cash', 'card', 'other'));
      ALTER TABLE purchases ADD COLUMN rest_cents INTEGER;
      CREATE TABLE day_closings (
        mode TEXT NOT NULL CHECK (mode IN ('training', 'live')),
        service TEXT NOT NULL,
        day TEXT NOT NULL,
        closed_at TEXT NOT NULL,
        closed_by TEXT,
        snapshot TEXT NOT NULL,
        PRIMARY KEY (mode, service, day)
      ) STRICT;
    `);
  },
};
