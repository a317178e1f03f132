// The statement cache behind `db.prepare`: one statement per SQL text, never handed out busy or in
// a mode another caller set.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from '../../../electron/common/statement-cache';
import { openDatabase } from '../../../electron/core/store/database';

function numbers() {
  const db = cacheStatements(new Database(':memory:'));
  db.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3)');
  return db;
}

describe('statement cache', () => {
  it('prepares a SQL text once', () => {
    const db = numbers();
    const sql = 'SELECT x FROM t WHERE x = ?';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql)).not.toBe(db.prepare('SELECT x FROM t'));
  });

  it('a mode one caller set does not reach the next', () => {
    const db = numbers();
    const sql = 'SELECT x FROM t ORDER BY x';
    expect(db.prepare(sql).pluck().all()).toEqual([1, 2, 3]);
    expect(db.prepare(sql).all()).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(db.prepare(sql).raw().get()).toEqual([1]);
    expect(db.prepare(sql).get()).toEqual({ x: 1 });
  });

  it('a statement busy in an iteration is not handed out again: the same text inside it still runs', () => {
    const db = numbers();
    const sql = 'SELECT x FROM t ORDER BY x';
    const seen: number[][] = [];
    for (const row of db.prepare(sql).iterate() as Iterable<{ x: number }>) {
      seen.push([row.x, (db.prepare(sql).all() as Array<{ x: number }>).length]);
    }
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it("the terminal's database prepares each text once", () => {
    const db = openDatabase(':memory:');
    try {
      expect(db.prepare('SELECT 1')).toBe(db.prepare('SELECT 1'));
    } finally {
      db.close();
    }
  });
});
