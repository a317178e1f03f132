// A data folder whose disk can fill up: the real database file behind the core's `openDatabase`
// seam, with every write refused the way SQLite refuses it on a full disk (SQLITE_FULL) while
// `full` is set. Reads go on, as they do on a real full disk.
import Database from 'better-sqlite3';
import { openDatabase, type Db } from '../../electron/core/store/database';

const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;

/** A disk that can be made full; `open` is passed as the core's `openDatabase`. */
export interface FaultyDisk {
  full: boolean;
  /** How many writes were refused. */
  refused: number;
  open(dataDir: string): Db;
}

export function faultyDisk(): FaultyDisk {
  const disk: FaultyDisk = {
    full: false,
    refused: 0,
    open(dataDir) {
      const db = openDatabase(dataDir);
      const refuse = (): never => {
        disk.refused++;
        throw new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
      };
      const statement = (sql: string, stmt: Database.Statement): Database.Statement =>
        new Proxy(stmt, {
          get(target, prop) {
            const v: unknown = Reflect.get(target, prop, target);
            if (prop === 'run' && disk.full && WRITE.test(sql)) return refuse;
            return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
          },
        });
      return new Proxy(db, {
        get(target, prop) {
          if (prop === 'prepare') return (sql: string) => statement(sql, target.prepare(sql));
          if (prop === 'exec') return (sql: string) => (disk.full && WRITE.test(sql) ? refuse() : target.exec(sql));
          const v: unknown = Reflect.get(target, prop, target);
          return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
        },
      });
    },
  };
  return disk;
}
