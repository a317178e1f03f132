// Migration 010 (payment methods, closed days, sale lines and sale ids): a version-9 database with
// journal rows and a finished purchase gains the columns; old rows read as "not stated".
import { describe, expect, it } from 'vitest';
import { columns, databaseBefore, indexes, insertJournalRow, migrateTo, NOW } from './helpers';

describe('migration 010 payments', () => {
  it('adds payment columns to journal and purchases, the closed days and the sale index, keeping the rows', () => {
    const db = databaseBefore(10);
    insertJournalRow(db, 'j1');
    db.prepare(
      `INSERT INTO purchases (id, total_cents, currency, state, terminal, created_at, updated_at, mode, service)
       VALUES ('p1', 4000, 'CHF', 'finished', 'Till 1', ?, ?, 'training', 'training')`,
    ).run(NOW, NOW);
    migrateTo(db, 10);
    expect(columns(db, 'journal')).toEqual(expect.arrayContaining(['payment_method', 'payment_kind', 'sale_lines', 'sale_id']));
    expect(columns(db, 'purchases')).toEqual(expect.arrayContaining(['payment_method', 'payment_kind', 'rest_cents']));
    expect(indexes(db, 'journal')).toContain('journal_sale');
    // The rows of before: no method stated, no rest.
    expect(db.prepare('SELECT payment_method, payment_kind, sale_id FROM journal').get()).toEqual({
      payment_method: null,
      payment_kind: null,
      sale_id: null,
    });
    expect(db.prepare('SELECT rest_cents, payment_method FROM purchases').get()).toEqual({ rest_cents: null, payment_method: null });
    // A kind outside cash/card/other is refused; a day is closed once per service.
    expect(() => db.prepare("UPDATE journal SET payment_kind = 'cheque' WHERE id = 'j1'").run()).toThrow(/CHECK/);
    const close = db.prepare(
      "INSERT INTO day_closings (mode, service, day, closed_at, closed_by, snapshot) VALUES ('training', 'training', '2026-11-20', ?, 'Chefin', '{}')",
    );
    close.run(NOW);
    expect(() => close.run(NOW)).toThrow(/UNIQUE|PRIMARY/);
    db.close();
  });
});
