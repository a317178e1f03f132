// Migration 011 (the day closing's covering index): a version-10 database with rows of two scopes
// gets the index in place of journal_scope_day, and the closing's aggregate reads only the index.
import { describe, expect, it } from 'vitest';
import { dayTotals } from '../../../../electron/core/store/journal';
import { TRAINING_SCOPE } from '../../../../electron/core/store/scope';
import { databaseBefore, indexes, insertJournalRow, migrateTo } from './helpers';

describe('migration 011 journal-day-totals', () => {
  it('replaces journal_scope_day by an index that covers the closing, keeping the rows', () => {
    const db = databaseBefore(11);
    insertJournalRow(db, 'j1', { amount: 1500 });
    insertJournalRow(db, 'j2', { amount: 2500 });
    insertJournalRow(db, 'j3', { kind: 'charge', amount: 5000, cashier: 'ben' });
    insertJournalRow(db, 'j4', { amount: 9900, mode: 'live' });
    expect(indexes(db, 'journal')).toContain('journal_scope_day');
    migrateTo(db, 11);
    expect(indexes(db, 'journal')).toContain('journal_scope_day_totals');
    expect(indexes(db, 'journal')).not.toContain('journal_scope_day');
    expect(dayTotals(db, '2026-11-20', TRAINING_SCOPE)).toEqual([
      { kind: 'charge', state: 'succeeded', cashier: 'ben', count: 1, amountCents: 5000 },
      { kind: 'redeem', state: 'succeeded', cashier: 'anna', count: 2, amountCents: 4000 },
    ]);
    const plan = (
      db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT kind, state, cashier, count(*), coalesce(sum(amount_cents), 0) FROM journal
           WHERE day = ? AND mode = ? AND service = ? GROUP BY kind, state, cashier`,
        )
        .all('2026-11-20', 'training', 'training') as Array<{ detail: string }>
    )
      .map((r) => r.detail)
      .join(' | ');
    expect(plan).toContain('COVERING INDEX journal_scope_day_totals');
    db.close();
  });
});
