// One prepared statement per SQL text, for the terminal's database and the built-in service's.
// Preparing costs more than running the small lookups of a call (SQLite compiles the text and
// better-sqlite3 builds a row function per statement): the store functions call `db.prepare(sql)`
// inline, so the cache sits behind `db.prepare` itself and they stay as they are.
import type { Statement } from 'better-sqlite3';
import type { Db } from './sqlite';

/** Most distinct SQL texts kept; past it the cache starts over (dynamic SQL cannot grow it forever). */
const MAX_STATEMENTS = 1000;

/**
 * Makes `db.prepare` return a cached statement for a SQL text it has seen. A statement still busy
 * (an `.iterate()` not run to its end) is not handed out again: that caller gets a fresh one. A mode
 * a caller set (`.pluck()`, `.raw()`, `.expand()`) is cleared before the statement is handed out again.
 */
export function cacheStatements(db: Db): Db {
  const prepare = db.prepare.bind(db) as (source: string) => Statement;
  const cache = new Map<string, Statement>();
  const cached = (source: string): Statement => {
    const stmt = cache.get(source);
    if (stmt) {
      if (stmt.busy) return prepare(source);
      if (stmt.reader) stmt.pluck(false).raw(false).expand(false);
      return stmt;
    }
    if (cache.size >= MAX_STATEMENTS) cache.clear();
    const fresh = prepare(source);
    cache.set(source, fresh);
    return fresh;
  };
  db.prepare = cached as unknown as Db['prepare'];
  return db;
}
