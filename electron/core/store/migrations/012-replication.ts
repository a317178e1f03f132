import type { Migration } from '../../../common/sqlite';

/**
 * Replication to the store (issue 25): every change of a journal row or an audit entry takes the
 * next number of one till-wide change sequence (`repl_seq`, set by triggers, so no writer can
 * forget it); it is the row's version at the store and orders the push. `replication_state` keeps
 * the last number handed out and the cursor: every change up to `pushed_seq` is committed at the
 * store. Audit entries get a random `uid` as their id at the store: their integer ids start again
 * in a till restored from an older backup, a random id never repeats. Rows that exist already are
 * numbered in their table order, so a till enrolled later pushes its past as well.
 *
 * Planned as migration 18; numbered 12 on this branch (after main's 011) so the list has no gap (the lead renumbers).
 */
export const m012Replication: Migration = {
  version: 12,
  name: 'replication',
  up(db) {
    db.exec(`
      CREATE TABLE replication_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        seq INTEGER NOT NULL,
        pushed_seq INTEGER NOT NULL DEFAULT 0,
        pushed_at TEXT
      ) STRICT;
      ALTER TABLE journal ADD COLUMN repl_seq INTEGER;
      ALTER TABLE audit_log ADD COLUMN repl_seq INTEGER;
      ALTER TABLE audit_log ADD COLUMN uid TEXT;
      UPDATE journal SET repl_seq = rowid;
      UPDATE audit_log SET repl_seq = (SELECT coalesce(max(rowid), 0) FROM journal) + id, uid = lower(hex(randomblob(16)));
      INSERT INTO replication_state (id, seq)
        VALUES (1, max((SELECT coalesce(max(repl_seq), 0) FROM journal), (SELECT coalesce(max(repl_seq), 0) FROM audit_log)));
      CREATE UNIQUE INDEX journal_repl_seq ON journal (repl_seq);
      CREATE UNIQUE INDEX audit_log_repl_seq ON audit_log (repl_seq);
      CREATE UNIQUE INDEX audit_log_uid ON audit_log (uid);

      CREATE TRIGGER journal_repl_insert AFTER INSERT ON journal BEGIN
        UPDATE replication_state SET seq = seq + 1 WHERE id = 1;
        UPDATE journal SET repl_seq = (SELECT seq FROM replication_state WHERE id = 1) WHERE rowid = NEW.rowid;
      END;
      -- Any change but the numbering itself (or a renumbering after a gap) is a new version.
      CREATE TRIGGER journal_repl_update AFTER UPDATE ON journal WHEN NEW.repl_seq IS OLD.repl_seq BEGIN
        UPDATE replication_state SET seq = seq + 1 WHERE id = 1;
        UPDATE journal SET repl_seq = (SELECT seq FROM replication_state WHERE id = 1) WHERE rowid = NEW.rowid;
      END;
      CREATE TRIGGER audit_log_repl_insert AFTER INSERT ON audit_log BEGIN
        UPDATE replication_state SET seq = seq + 1 WHERE id = 1;
        UPDATE audit_log SET repl_seq = (SELECT seq FROM replication_state WHERE id = 1), uid = lower(hex(randomblob(16)))
          WHERE rowid = NEW.rowid;
      END;
    `);
  },
};
