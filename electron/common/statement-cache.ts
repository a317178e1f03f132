// One prepared statement per SQL text, for the built-in service's database and the terminal's own.
// Preparing costs more than running the small lookups of a request or a step (better-sqlite3 compiles
// a row function per statement: measured, a quarter of the CPU of 300 counter-sale orders went into
// `prepare`), and the repositories call `db.prepare(sql)` inline, so the cache sits behind
// `db.prepare` itself.
import type { Statement } from 'better-sqlite3';
import type { Db } from './sqlite';

/** Most distinct SQL texts kept; past it the cache starts over (dynamic SQL cannot grow it forever). */
const MAX_STATEMENTS = 1000;

/**
 * Makes `db.prepare` return a cached statement for a SQL text it has seen. Safe because neither the
 * service nor the core's store leaves a statement busy (no `.iterate()`) nor changes a statement's mode
 * (`.pluck()`, `.raw()`), and their schema changes only in the migrations, before the cache is set.
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
