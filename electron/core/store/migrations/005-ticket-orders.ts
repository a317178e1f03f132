import type { Migration } from '../../../common/sqlite';

/**
 * Ticketing at the counter: the local copy of ticket orders (manager listing, readable offline;
 * the validated service object as JSON plus the columns the four filters need) and the log of
 * door scans of this terminal (today's check-in counter).
 */
export const m005TicketOrders: Migration = {
  version: 5,
  name: 'ticket-orders',
  up(db) {
    db.exec(`
      CREATE TABLE ticket_orders (
        id TEXT PRIMARY KEY,
        order_number TEXT NOT NULL,
        last_name TEXT,
        updated_at TEXT NOT NULL,
        data TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX ticket_orders_updated ON ticket_orders (updated_at);
      CREATE INDEX ticket_orders_number ON ticket_orders (order_number);
      CREATE INDEX ticket_orders_last_name ON ticket_orders (last_name);

      CREATE TABLE ticket_scans (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        direction TEXT NOT NULL CHECK (direction IN ('checkin', 'checkout')),
        ticket_number TEXT NOT NULL,
        successful INTEGER NOT NULL CHECK (successful IN (0, 1)),
        code TEXT,
        terminal TEXT NOT NULL,
        day TEXT NOT NULL,
        at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX ticket_scans_day ON ticket_scans (terminal, day, direction, successful);
    `);
  },
};
