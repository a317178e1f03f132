// One prepared statement per SQL text for the built-in service's database. Preparing costs more than
// running the small lookups of a request (better-sqlite3 compiles a row function per statement), and
// the routes call `db.prepare(sql)` inline, so the cache sits behind `db.prepare` itself.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../common/sqlite';

/** Most distinct SQL texts kept; past it the cache starts over (dynamic SQL cannot grow it forever). */
const MAX_STATEMENTS = 1000;

/**
 * Makes `db.prepare` return a cached statement for a SQL text it has seen. Safe because the service
 * never leaves a statement busy (no `.iterate()`) nor changes a statement's mode (`.pluck()`, `.raw()`).
 */
export function cacheStatements(db: Db): Db {
  const prepare = db.prepare.bind(db) as (source: string) => Statement;
  const cache = new Map<string, Statement>();
  const cached = (source: string): Statement => {
    let stmt = cache.get(source);
    if (!stmt) {
      if (cache.size >= MAX_STATEMENTS) cache.clear();
      stmt = prepare(source);
      cache.set(source, stmt);
    }
    return stmt;
  };
  db.prepare = cached as unknown as Db['prepare'];
  return db;
}
