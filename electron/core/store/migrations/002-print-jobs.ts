import type { Migration } from '../../../common/sqlite';

/**
 * Print queue: one row per receipt to print. `journal_id` refers to a journal row by id as TEXT
 * without a foreign key (the journal table arrives in a later migration). `input` is the JSON of
 * the typed receipt input, rendered at print time; a reprint is a new job with `reprint_of` set,
 * so reprints of full-code slips stay on record.
 */
export const m002PrintJobs: Migration = {
  version: 2,
  name: 'print-jobs',
  up(db) {
    db.exec(`
      CREATE TABLE print_jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        journal_id TEXT,
        kind TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('queued', 'printing', 'printed', 'failed')),
        input TEXT NOT NULL,
        full_code INTEGER NOT NULL DEFAULT 0 CHECK (full_code IN (0, 1)),
        reprint_of INTEGER,
        requested_by TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        printed_at TEXT
      ) STRICT;
      CREATE INDEX print_jobs_state ON print_jobs (state, id);
      CREATE INDEX print_jobs_journal ON print_jobs (journal_id);
    `);
  },
};
