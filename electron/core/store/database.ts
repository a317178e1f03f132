import path from 'node:path';
import { openSqlite, type Db } from '../../common/sqlite';
import { cacheStatements } from '../../common/statement-cache';
import { migrations } from './migrations';
import { migrationChecksums } from './migrations/checksums';

export type { Db };

/** Opens the terminal database in `dataDir` (or in memory for tests) with all migrations applied. */
/** The terminal's database file in its data folder (':memory:' stays as it is). */
export function databaseFile(dataDirOrMemory: string): string {
  return dataDirOrMemory === ':memory:' ? ':memory:' : path.join(dataDirOrMemory, 'terminal.db');
}

export function openDatabase(dataDirOrMemory: string): Db {
  const file = databaseFile(dataDirOrMemory);
  // The data folder is the terminal's own: 0700, also when it already existed looser. Each step is
  // recorded with its checksum; a file holding a step whose text changed is refused. Each SQL text
  // is prepared once (the store's lookups ran a fresh prepare at every call).
  return cacheStatements(openSqlite({ file, migrations, ownsFolder: true, checksums: migrationChecksums }));
}
