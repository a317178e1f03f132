// Migration 008 (archive corrections kept, archive cache scoped by mode and service): old data in,
// new shape out; and the cache keeps a correction through later refreshes.
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../../electron/common/sqlite';
import { migrations } from '../../../electron/core/store/migrations';
import { getArchiveRows, putArchiveRow } from '../../../electron/core/store/archive-cache';
import { TRAINING_SCOPE, scopeOf } from '../../../electron/core/store/scope';

const LIVE = scopeOf('live', 'https://vouchers.example.ch/');

function before8() {
  const db = openSqlite({ file: ':memory:', migrations: migrations.filter((m) => m.version < 8) });
  const put = db.prepare(
    'INSERT INTO archive_cache (source, month, complimentary, total_balance_cents, fetched_at) VALUES (?, ?, ?, ?, ?)',
  );
  put.run('training', '2026-09', 'included', 120_000, '2026-10-01T08:00:00.000Z');
  put.run('https://vouchers.example.ch/', '2026-09', 'included', 990_000, '2026-10-01T08:00:00.000Z');
  // The same live service written without the slash, later: the newer value wins.
  put.run('https://vouchers.example.ch', '2026-09', 'included', 995_000, '2026-10-02T08:00:00.000Z');
  return db;
}

describe('migration 008 archive-corrections', () => {
  it('brings training and live rows in under their scope, uncorrected', () => {
    const db = before8();
    const m008 = migrations.find((m) => m.version === 8)!;
    db.transaction(() => m008.up(db))();
    const cols = (db.prepare('PRAGMA table_info(archive_cache)').all() as Array<{ name: string }>).map((c) => c.name);
    expect(cols).toEqual(expect.arrayContaining(['mode', 'service', 'corrected_from_cents', 'corrected_at']));
    expect(cols).not.toContain('source');
    expect(getArchiveRows(db, TRAINING_SCOPE, 'included', ['2026-09'])).toEqual([
      {
        month: '2026-09',
        complimentary: 'included',
        total_balance_cents: 120_000,
        fetched_at: '2026-10-01T08:00:00.000Z',
        corrected_from_cents: null,
        corrected_at: null,
      },
    ]);
    expect(getArchiveRows(db, LIVE, 'included', ['2026-09'])).toMatchObject([{ total_balance_cents: 995_000, corrected_from_cents: null }]);
    // A correction needs its time and the time its correction.
    expect(() => db.prepare("UPDATE archive_cache SET corrected_from_cents = 1 WHERE mode = 'training'").run()).toThrow();
    db.close();
  });

  it('keeps a correction through later refreshes that name none', () => {
    const db = openSqlite({ file: ':memory:', migrations });
    const row = { month: '2026-09', complimentary: 'excluded', fetched_at: '2026-10-01T08:00:00.000Z', corrected_at: null };
    putArchiveRow(db, TRAINING_SCOPE, { ...row, total_balance_cents: 100, corrected_from_cents: null });
    putArchiveRow(db, TRAINING_SCOPE, {
      ...row,
      total_balance_cents: 90,
      corrected_from_cents: 100,
      corrected_at: '2026-10-02T08:00:00.000Z',
    });
    putArchiveRow(db, TRAINING_SCOPE, {
      ...row,
      total_balance_cents: 90,
      corrected_from_cents: null,
      fetched_at: '2026-10-03T08:00:00.000Z',
    });
    expect(getArchiveRows(db, TRAINING_SCOPE, 'excluded', ['2026-09'])).toMatchObject([
      {
        total_balance_cents: 90,
        corrected_from_cents: 100,
        corrected_at: '2026-10-02T08:00:00.000Z',
        fetched_at: '2026-10-03T08:00:00.000Z',
      },
    ]);
    expect(getArchiveRows(db, LIVE, 'excluded', ['2026-09'])).toEqual([]);
    db.close();
  });
});
