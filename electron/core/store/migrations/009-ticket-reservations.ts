import type { Migration } from '../../../common/sqlite';

/**
 * The terminal's ticket reservations (a 60-minute hold at the ticketing service): kept in the core so
 * the ticket sale screen reopens an open one after leaving it, a reload or a restart, with the same
 * countdown. `deadline_at` is the end of the hold on the terminal's clock (60 minutes after the
 * request left; the service's `expires_at` is on its own clock and only shown). Scoped by mode and
 * service like every other row.
 */
export const m009TicketReservations: Migration = {
  version: 9,
  name: 'ticket-reservations',
  up(db) {
    db.exec(`
      CREATE TABLE ticket_reservations (
        id TEXT PRIMARY KEY,
        mode TEXT NOT NULL CHECK (mode IN ('training', 'live')),
        service TEXT NOT NULL,
        reservation_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        items TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        deadline_at TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('open', 'booked', 'released', 'expired')),
        cashier TEXT,
        terminal TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (mode, service, reservation_id)
      ) STRICT;
      CREATE INDEX ticket_reservations_open ON ticket_reservations (mode, service, state, created_at);
    `);
  },
};
