import type { Migration } from '../../../common/sqlite';

/**
 * A journal row's change number written with the row (issue 26): the writer names the next number
 * of migration 012's sequence in its INSERT (`journalInsertSql`, store/journal.ts), so the insert
 * trigger no longer writes every new row a second time to number it (the row again, its `repl_seq`
 * index entry, and the statement journal's copies of both: about a fifth of an insert's CPU).
 * The trigger still counts every row, and still numbers a row written without the number (or with
 * any other), so no writer can forget it. A number taken twice is refused by the unique index.
 * The two partial indexes of open rows get their condition as comparisons (store/journal-locks.ts
 * `UNRESOLVED_ROW_SQL`, which every query of open rows repeats so SQLite uses them).
 */
export const m016JournalInsert: Migration = {
  version: 16,
  name: 'journal-insert',
  up(db) {
    db.exec(`
      DROP TRIGGER journal_repl_insert;
      CREATE TRIGGER journal_repl_insert AFTER INSERT ON journal BEGIN
        UPDATE replication_state SET seq = seq + 1 WHERE id = 1;
        UPDATE journal SET repl_seq = (SELECT seq FROM replication_state WHERE id = 1)
          WHERE rowid = NEW.rowid AND repl_seq IS NOT (SELECT seq FROM replication_state WHERE id = 1);
      END;
      -- Open rows (pending, uncertain, needs_decision) named by comparisons, not an IN list of three:
      -- the list built a temporary table at every insert, where each index's condition is checked.
      DROP INDEX journal_unresolved;
      CREATE INDEX journal_unresolved ON journal (state, code)
        WHERE (state = 'pending' OR state = 'uncertain' OR state = 'needs_decision');
      DROP INDEX journal_scope_unresolved;
      CREATE INDEX journal_scope_unresolved ON journal (mode, service, state)
        WHERE (state = 'pending' OR state = 'uncertain' OR state = 'needs_decision');
    `);
  },
};
