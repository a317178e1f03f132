// Migration 016 (the cost of a journal insert): the journal's INSERT names the row's change number
// and the trigger only counts it; a row written without it (or with another) is still numbered by
// the trigger; the sequence stays one across the journal and the audit log, and a number cannot be
// taken twice. The partial indexes of open rows state their condition as the queries do.
import { describe, expect, it } from 'vitest';
import { hasUnresolved, journalInsertSql } from '../../../../electron/core/store/journal';
import { openStepOfCode, UNRESOLVED_ROW_SQL } from '../../../../electron/core/store/journal-locks';
import { replicationState } from '../../../../electron/core/store/replication';
import { databaseBefore, insertJournalRow, migrateTo, NOW, type TestDb } from './helpers';

const COLUMNS = ['id', 'kind', 'state', 'request', 'terminal', 'day', 'created_at', 'updated_at'];
const write = (db: TestDb, id: string) =>
  db.prepare(journalInsertSql(COLUMNS)).run(id, 'redeem', 'pending', '{}', 'Till 1', '2026-11-20', NOW, NOW);
const seqOf = (db: TestDb, id: string) => db.prepare('SELECT repl_seq FROM journal WHERE id = ?').pluck().get(id);
const addAudit = (db: TestDb) =>
  db.prepare(`INSERT INTO audit_log (at, action, details, mode, service) VALUES (?, 'x', '{}', 'live', 'x')`).run(NOW);

function migrated(): TestDb {
  const db = databaseBefore(16);
  insertJournalRow(db, 'old');
  migrateTo(db, 16);
  return db;
}

describe('migration 016 journal change number', () => {
  it('keeps the number the INSERT names and counts it, without a second write of the row', () => {
    const db = migrated();
    const k = replicationState(db).seq;
    expect(seqOf(db, 'old')).toBe(k);
    // A second write of the row would fire the update triggers; count the row's writes by its changes.
    const before = db.prepare('SELECT total_changes()').pluck().get() as number;
    write(db, 'new-1');
    expect((db.prepare('SELECT total_changes()').pluck().get() as number) - before).toBe(2); // the row and the counter
    expect(seqOf(db, 'new-1')).toBe(k + 1);
    addAudit(db);
    write(db, 'new-2');
    expect(seqOf(db, 'new-2')).toBe(k + 3);
    expect(replicationState(db).seq).toBe(k + 3);
  });

  it('numbers a row written without the number, or with another, by the trigger', () => {
    const db = migrated();
    const k = replicationState(db).seq;
    insertJournalRow(db, 'plain');
    expect(seqOf(db, 'plain')).toBe(k + 1);
    db.prepare(
      `INSERT INTO journal (id, kind, state, request, terminal, day, created_at, updated_at, repl_seq)
       VALUES ('odd', 'redeem', 'pending', '{}', 'Till 1', '2026-11-20', ?, ?, 999)`,
    ).run(NOW, NOW);
    expect(seqOf(db, 'odd')).toBe(k + 2);
    expect(replicationState(db).seq).toBe(k + 2);
  });

  it('refuses a number taken twice and writes nothing of the refused row', () => {
    const db = migrated();
    const k = replicationState(db).seq;
    expect(() =>
      db
        .prepare(
          `INSERT OR FAIL INTO journal (id, kind, state, request, terminal, day, created_at, updated_at, repl_seq)
           VALUES ('twice', 'redeem', 'pending', '{}', 'Till 1', '2026-11-20', ?, ?, ?)`,
        )
        .run(NOW, NOW, k),
    ).toThrow(/UNIQUE/);
    expect(seqOf(db, 'twice')).toBeUndefined();
    expect(replicationState(db).seq).toBe(k);
  });

  it('states the open rows of both partial indexes as the queries do, and the queries use them', () => {
    const db = migrated();
    const where = (name: string) =>
      (db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`).pluck().get(name) as string).replace(/\s+/g, ' ');
    expect(where('journal_unresolved')).toContain(`WHERE ${UNRESOLVED_ROW_SQL}`);
    expect(where('journal_scope_unresolved')).toContain(`WHERE ${UNRESOLVED_ROW_SQL}`);
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT 1 FROM journal WHERE ${UNRESOLVED_ROW_SQL} AND code = ? LIMIT 1`).all('X') as Array<{
      detail: string;
    }>;
    expect(plan.map((p) => p.detail).join()).toMatch(/INDEX journal_unresolved/);
    // The rows they hold: open ones only, found by the lock checks.
    write(db, 'open-1');
    db.prepare(`UPDATE journal SET code = 'CODE1' WHERE id = 'open-1'`).run();
    expect(db.prepare(`SELECT count(*) FROM journal INDEXED BY journal_unresolved WHERE ${UNRESOLVED_ROW_SQL}`).pluck().get()).toBe(1);
    expect(hasUnresolved(db, 'CODE1')).toBe(true);
    expect(openStepOfCode(db, 'CODE1')?.journalId).toBe('open-1');
    db.prepare(`UPDATE journal SET state = 'succeeded' WHERE id = 'open-1'`).run();
    expect(hasUnresolved(db, 'CODE1')).toBe(false);
  });

  it('builds no temporary table for the open-row indexes at an insert (only the two CHECK lists of the table)', () => {
    const db = migrated();
    const ops = db.prepare(`EXPLAIN ${journalInsertSql(COLUMNS)}`).all(...COLUMNS.map(() => null)) as Array<{ opcode: string }>;
    expect(ops.filter((o) => o.opcode === 'OpenEphemeral')).toHaveLength(2);
  });
});
