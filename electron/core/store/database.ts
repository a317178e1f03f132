import path from 'node:path';
import { openSqlite, type Db } from '../../common/sqlite';
import { migrations } from './migrations';

export type { Db };

/** Opens the terminal database in `dataDir` (or in memory for tests) with all migrations applied. */
/** The terminal's database file in its data folder (':memory:' stays as it is). */
export function databaseFile(dataDirOrMemory: string): string {
  return dataDirOrMemory === ':memory:' ? ':memory:' : path.join(dataDirOrMemory, 'terminal.db');
}

export function openDatabase(dataDirOrMemory: string): Db {
  const file = databaseFile(dataDirOrMemory);
  // The data folder is the terminal's own: 0700, also when it already existed looser.
  return openSqlite({ file, migrations, ownsFolder: true });
}
