import type { Migration } from '../../../common/sqlite';

/**
 * The archive cache keeps its corrections (issue 14 item 1): a past month whose total changed at the
 * service since it was cached keeps the total it had before and when the change was seen, so the
 * "corrected" mark survives a restart. The table is scoped like every other cache since migration
 * 006 (mode and service instead of 004's `source`: 'training', or the live base URL, which becomes
 * mode 'live' with that URL without trailing slashes, as the scope writes it).
 */
export const m008ArchiveCorrections: Migration = {
  version: 8,
  name: 'archive-corrections',
  up(db) {
    db.exec(`
      ALTER TABLE archive_cache RENAME TO archive_cache_old;
      CREATE TABLE archive_cache (
        mode TEXT NOT NULL DEFAULT 'training' CHECK (mode IN ('training', 'live')),
        service TEXT NOT NULL DEFAULT 'training',
        month TEXT NOT NULL,
        complimentary TEXT NOT NULL,
        total_balance_cents INTEGER NOT NULL,
        fetched_at TEXT NOT NULL,
        corrected_from_cents INTEGER,
        corrected_at TEXT,
        CHECK ((corrected_from_cents IS NULL) = (corrected_at IS NULL)),
        PRIMARY KEY (mode, service, month, complimentary)
      ) STRICT;
      INSERT OR REPLACE INTO archive_cache (mode, service, month, complimentary, total_balance_cents, fetched_at)
        SELECT CASE source WHEN 'training' THEN 'training' ELSE 'live' END,
               CASE source WHEN 'training' THEN 'training' ELSE rtrim(source, '/') END,
               month, complimentary, total_balance_cents, fetched_at
        FROM archive_cache_old ORDER BY fetched_at;
      DROP TABLE archive_cache_old;
    `);
  },
};
