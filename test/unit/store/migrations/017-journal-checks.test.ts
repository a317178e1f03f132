// Migration 017 (the journal's CHECK lists as comparisons): the journal rebuilt keeps every row with
// its rowid and change number, its columns, indexes and triggers as they were, and refuses and
// accepts exactly the values the table at 016 refused and accepted; an insert builds no temporary
// table any more.
import { describe, expect, it } from 'vitest';
import { journalInsertSql } from '../../../../electron/core/store/journal';
import { replicationState } from '../../../../electron/core/store/replication';
import { checkListsAsComparisons } from '../../../../electron/core/store/migrations/017-journal-checks';
import { databaseBefore, insertJournalRow, migrateTo, NOW, type TestDb } from './helpers';

const COLUMNS = ['id', 'kind', 'state', 'request', 'terminal', 'day', 'created_at', 'updated_at'];
const write = (db: TestDb, id: string) =>
  db.prepare(journalInsertSql(COLUMNS)).run(id, 'redeem', 'pending', '{}', 'Till 1', '2026-11-20', NOW, NOW);
const seqOf = (db: TestDb, id: string) => db.prepare('SELECT repl_seq FROM journal WHERE id = ?').pluck().get(id);

/** A database at 016 with rows of every state, both modes and every payment kind, one of them an order's step. */
function at016(): TestDb {
  const db = databaseBefore(17);
  insertJournalRow(db, 'a');
  insertJournalRow(db, 'b', { kind: 'charge', mode: 'live' });
  insertJournalRow(db, 'gone');
  insertJournalRow(db, 'c', { kind: 'order' });
  db.prepare(`DELETE FROM journal WHERE id = 'gone'`).run(); // a gap in the rowids
  const states = ['pending', 'failed', 'uncertain', 'not_applied', 'needs_decision'];
  states.forEach((s, i) => {
    insertJournalRow(db, `s${i}`);
    db.prepare('UPDATE journal SET state = ?, payment_kind = ? WHERE id = ?').run(s, ['cash', 'card', 'other', null, 'cash'][i], `s${i}`);
  });
  db.prepare(
    `INSERT INTO orders (id, state, terminal, created_at, updated_at, mode, service) VALUES ('o1', 'open', 'Till 1', ?, ?, 'training', 'training')`,
  ).run(NOW, NOW);
  db.prepare(`INSERT INTO order_steps (journal_id, order_id) VALUES ('c', 'o1')`).run();
  return db;
}

const rows = (db: TestDb) => db.prepare('SELECT rowid AS row_id, * FROM journal ORDER BY rowid').all();
const schemaOf = (db: TestDb) =>
  db.prepare(`SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'journal' AND type <> 'table' ORDER BY type, name`).all();
const pragma = (db: TestDb, what: string, arg: string) => db.prepare(`SELECT * FROM pragma_${what}(?)`).all(arg);
const indexDetails = (db: TestDb) =>
  (pragma(db, 'index_list', 'journal') as Array<{ name: string }>)
    .sort((x, y) => x.name.localeCompare(y.name))
    .map((ix) => ({ ...ix, seq: 0, columns: pragma(db, 'index_xinfo', ix.name) }));
const tableSql = (db: TestDb) =>
  db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'journal'`).pluck().get() as string;

/** What the table says to each value of each checked column, at an insert and at an update. */
function verdicts(db: TestDb): string[] {
  const values: Record<string, unknown[]> = {
    state: [
      'pending',
      'succeeded',
      'failed',
      'uncertain',
      'not_applied',
      'needs_decision',
      'PENDING',
      ' pending',
      'pending ',
      '',
      'open',
      1,
      null,
    ],
    mode: ['training', 'live', 'Live', 'train', '', 0, null],
    payment_kind: ['cash', 'card', 'other', 'Cash', 'voucher', '', 'cash,card', 2, null],
  };
  const out: string[] = [];
  const attempt = (what: string, fn: () => unknown) => {
    try {
      db.transaction(() => {
        fn();
        throw new Error('ok'); // every attempt undone: the next one starts from the same table
      })();
    } catch (err) {
      out.push(`${what}: ${(err as Error).message}`);
    }
  };
  for (const [column, list] of Object.entries(values)) {
    for (const value of list) {
      const row = { state: 'succeeded', mode: 'live', payment_kind: 'card', [column]: value };
      attempt(`insert ${column}=${JSON.stringify(value)}`, () =>
        db
          .prepare(
            `INSERT INTO journal (id, kind, state, request, terminal, day, created_at, updated_at, mode, service, payment_kind)
             VALUES ('v', 'redeem', ?, '{}', 'T', 'D', 'C', 'U', ?, 'x', ?)`,
          )
          .run(row.state, row.mode, row.payment_kind),
      );
      attempt(`update ${column}=${JSON.stringify(value)}`, () => db.prepare(`UPDATE journal SET ${column} = ? WHERE id = 'a'`).run(value));
    }
  }
  return out;
}

describe('checkListsAsComparisons', () => {
  it('writes each CHECK IN list as comparisons and leaves the rest as it was', () => {
    expect(
      checkListsAsComparisons(
        `CREATE TABLE t (a TEXT CHECK (a IN ('x','y', 'it''s')), b INTEGER CHECK (b IN (0, 1)), c TEXT DEFAULT 'in') STRICT`,
      ),
    ).toBe(
      `CREATE TABLE t (a TEXT CHECK (a = 'x' OR a = 'y' OR a = 'it''s'), b INTEGER CHECK (b = 0 OR b = 1), c TEXT DEFAULT 'in') STRICT`,
    );
  });

  it('refuses an IN it does not know rather than keep it', () => {
    expect(() => checkListsAsComparisons(`CREATE TABLE t (a TEXT CHECK (a IN (SELECT x FROM y)))`)).toThrow(/IN list is left/);
    expect(() => checkListsAsComparisons(`CREATE TABLE t (a TEXT CHECK (lower(a) IN ('x')))`)).toThrow(/IN list is left/);
  });
});

describe('migration 017 journal CHECK lists', () => {
  it('keeps every row with its rowid and change number, and the sequence where it was', () => {
    const db = at016();
    const before = { rows: rows(db), seq: replicationState(db) };
    migrateTo(db, 17);
    expect(rows(db)).toEqual(before.rows);
    expect(replicationState(db)).toEqual(before.seq);
    expect(tableSql(db)).not.toMatch(/\bIN\s*\(/i);
  });

  it('keeps the columns, indexes and triggers exactly as they were', () => {
    const db = at016();
    const before = { columns: pragma(db, 'table_info', 'journal'), schema: schemaOf(db), indexes: indexDetails(db) };
    expect(before.schema.filter((e) => (e as { type: string }).type === 'trigger')).toHaveLength(3);
    migrateTo(db, 17);
    expect(pragma(db, 'table_info', 'journal')).toEqual(before.columns);
    expect(schemaOf(db)).toEqual(before.schema);
    expect(indexDetails(db)).toEqual(before.indexes);
    expect(db.prepare('PRAGMA integrity_check').pluck().all()).toEqual(['ok']);
  });

  it('accepts and refuses exactly what the table at 016 did', () => {
    const old = at016();
    const expected = verdicts(old);
    // Not vacuous: the listed values pass, the others are refused by their CHECK (NULL: by NOT NULL or not at all).
    expect(expected).toContain('insert state="needs_decision": ok');
    expect(expected).toContain('update payment_kind="other": ok');
    expect(expected).toContain(
      "insert state=\"PENDING\": CHECK constraint failed: state IN ('pending','succeeded','failed','uncertain','not_applied','needs_decision')",
    );
    expect(expected).toContain('update payment_kind=null: ok');
    expect(expected).toContain('update mode=null: NOT NULL constraint failed: journal.mode');
    const db = at016();
    migrateTo(db, 17);
    // The same verdict for every value; only the text of a CHECK's message names the new expression.
    const ours = verdicts(db);
    const shape = (v: string) => v.replace(/CHECK constraint failed: .*/, 'CHECK constraint failed');
    expect(ours.map(shape)).toEqual(expected.map(shape));
    expect(ours).toContain(
      "insert state=\"PENDING\": CHECK constraint failed: state = 'pending' OR state = 'succeeded' OR state = 'failed' OR state = 'uncertain' OR state = 'not_applied' OR state = 'needs_decision'",
    );
  });

  it('numbers new rows and changes by its triggers as before, in the same order, an order step included', () => {
    /** The change numbers the same writes take, relative to the sequence before them. */
    const numbering = (db: TestDb) => {
      const k = replicationState(db).seq;
      const changes = () => db.prepare('SELECT total_changes()').pluck().get() as number;
      const before = changes();
      write(db, 'new-1');
      const writes = changes() - before;
      insertJournalRow(db, 'plain'); // written without its number: the trigger numbers it
      db.prepare(`UPDATE journal SET state = 'failed' WHERE id = 'c'`).run(); // an order's step: the order is a change too
      const rel = (v: unknown) => (v as number) - k;
      return {
        writes,
        new1: rel(seqOf(db, 'new-1')),
        plain: rel(seqOf(db, 'plain')),
        step: rel(seqOf(db, 'c')),
        order: rel(db.prepare(`SELECT repl_seq FROM orders WHERE id = 'o1'`).pluck().get()),
        seq: rel(replicationState(db).seq),
      };
    };
    const expected = numbering(at016());
    // The row and the counter (no second write of the row); the order is numbered before its step.
    expect(expected).toEqual({ writes: 2, new1: 1, plain: 2, step: 4, order: 3, seq: 4 });
    const db = at016();
    migrateTo(db, 17);
    expect(numbering(db)).toEqual(expected);
  });

  it('refuses to rebuild, changing nothing, when a foreign key or a view would need more than it does', () => {
    for (const extra of [
      'CREATE TABLE notes (journal_id TEXT REFERENCES journal (id))',
      'CREATE VIEW open_rows AS SELECT id FROM journal',
    ]) {
      const db = at016();
      db.exec(extra);
      const before = { rows: rows(db), sql: tableSql(db) };
      expect(() => migrateTo(db, 17)).toThrow(/foreign key involves the journal|Views exist/);
      expect({ rows: rows(db), sql: tableSql(db) }).toEqual(before);
    }
  });

  it('builds no temporary table at an insert any more', () => {
    const db = at016();
    const ephemeral = () =>
      (db.prepare(`EXPLAIN ${journalInsertSql(COLUMNS)}`).all(...COLUMNS.map(() => null)) as Array<{ opcode: string }>).filter(
        (o) => o.opcode === 'OpenEphemeral',
      ).length;
    expect(ephemeral()).toBe(2);
    migrateTo(db, 17);
    expect(ephemeral()).toBe(0);
  });
});
