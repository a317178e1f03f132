// Migration tests: a database at the schema before a migration, real rows written to it, then the
// migration run as openSqlite runs it (in a transaction).
import { openSqlite } from '../../../../electron/common/sqlite';
import { migrations } from '../../../../electron/core/store/migrations';

export type TestDb = ReturnType<typeof openSqlite>;

/** An in-memory database with every migration before `version`. */
export function databaseBefore(version: number): TestDb {
  return openSqlite({ file: ':memory:', migrations: migrations.filter((m) => m.version < version) });
}

/** Runs migration `version` on `db` in one transaction. */
export function migrateTo(db: TestDb, version: number): void {
  const m = migrations.find((x) => x.version === version);
  if (!m) throw new Error(`no migration ${version}`);
  db.transaction(() => m.up(db))();
}

/** Column names of a table. */
export function columns(db: TestDb, table: string): string[] {
  return (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
}

/** Index names of a table. */
export function indexes(db: TestDb, table: string): string[] {
  return (db.prepare(`PRAGMA index_list(${table})`).all() as Array<{ name: string }>).map((i) => i.name);
}

export const NOW = '2026-11-20T10:00:00.000Z';

/** One succeeded journal row of a version-6+ database (columns every later migration keeps). */
export function insertJournalRow(
  db: TestDb,
  id: string,
  extra: { kind?: string; amount?: number; cashier?: string; mode?: string } = {},
): void {
  db.prepare(
    `INSERT INTO journal (id, kind, state, code, amount_cents, currency, request, cashier, terminal, day, created_at, updated_at, mode, service)
     VALUES (?, ?, 'succeeded', 'DEMOTRAIN001', ?, 'CHF', '{}', ?, 'Till 1', '2026-11-20', ?, ?, ?, ?)`,
  ).run(
    id,
    extra.kind ?? 'redeem',
    extra.amount ?? 1500,
    extra.cashier ?? 'anna',
    NOW,
    NOW,
    extra.mode ?? 'training',
    extra.mode === 'live' ? 'https://vouchers.example.ch' : 'training',
  );
}
