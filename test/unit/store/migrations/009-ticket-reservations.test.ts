// Migration 009 (ticket reservations kept by the core): a version-8 database with a journal row and
// a purchase gains the table; the rows stay; the table keeps a reservation once per service.
import { describe, expect, it } from 'vitest';
import { columns, databaseBefore, indexes, insertJournalRow, migrateTo, NOW } from './helpers';

const reservation = (id: string, reservationId: string, state = 'open') => [
  id,
  'training',
  'training',
  reservationId,
  'prod-1',
  '2026-11-21T18:00:00',
  JSON.stringify([{ categoryId: 'adult', quantity: 2 }]),
  '2026-11-20T11:00:00Z',
  '2026-11-20T11:00:00.000Z',
  state,
  'anna',
  'Till 1',
  NOW,
  NOW,
];
const insert = `INSERT INTO ticket_reservations (id, mode, service, reservation_id, product_id, starts_at, items, expires_at,
  deadline_at, state, cashier, terminal, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

describe('migration 009 ticket-reservations', () => {
  it('adds the reservations table to a version-8 database and keeps its rows', () => {
    const db = databaseBefore(9);
    insertJournalRow(db, 'j1');
    migrateTo(db, 9);
    expect(columns(db, 'ticket_reservations')).toEqual(
      expect.arrayContaining(['reservation_id', 'items', 'deadline_at', 'state', 'mode', 'service']),
    );
    expect(indexes(db, 'ticket_reservations')).toContain('ticket_reservations_open');
    expect(db.prepare('SELECT id, amount_cents FROM journal').all()).toEqual([{ id: 'j1', amount_cents: 1500 }]);
    db.prepare(insert).run(...reservation('r1', 'RES-1'));
    // The same service reservation twice, or a state the terminal does not know: refused.
    expect(() => db.prepare(insert).run(...reservation('r2', 'RES-1'))).toThrow(/UNIQUE/);
    expect(() => db.prepare(insert).run(...reservation('r3', 'RES-3', 'lost'))).toThrow(/CHECK/);
    db.close();
  });
});
