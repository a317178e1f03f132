import type { Migration } from '../../../common/sqlite';

/**
 * A journal row's change number written with the row (issue 26): the writer names the next number
 * of migration 012's sequence in its INSERT (`journalInsertSql`, store/journal.ts), so the insert
 * trigger no longer writes every new row a second time to number it (the row again, its `repl_seq`
 * index entry, and the statement journal's copies of both: about a fifth of an insert's CPU).
 * The trigger still counts every row, and still numbers a row written without the number (or with
 * any other), so no writer can forget it. A number taken twice is refused by the unique index.
 */
export const m016JournalChangeNumber: Migration = {
  version: 16,
  name: 'journal-change-number',
  up(db) {
    db.exec(`
      DROP TRIGGER journal_repl_insert;
      CREATE TRIGGER journal_repl_insert AFTER INSERT ON journal BEGIN
        UPDATE replication_state SET seq = seq + 1 WHERE id = 1;
        UPDATE journal SET repl_seq = (SELECT seq FROM replication_state WHERE id = 1)
          WHERE rowid = NEW.rowid AND repl_seq IS NOT (SELECT seq FROM replication_state WHERE id = 1);
      END;
    `);
  },
};
