import path from 'node:path';
import { openSqlite, type Db } from '../../common/sqlite';
import { migrations } from './migrations';

export type { Db };

/** Opens the terminal database in `dataDir` (or in memory for tests) with all migrations applied. */
export function openDatabase(dataDirOrMemory: string): Db {
  const file = dataDirOrMemory === ':memory:' ? ':memory:' : path.join(dataDirOrMemory, 'terminal.db');
  // The data folder is the terminal's own: 0700, also when it already existed looser.
  return openSqlite({ file, migrations, ownsFolder: true });
}
