// The kinds and states the contract declares are the ones the databases accept: every CHECK of a
// kind or state column in the till's SQLite schema and in the store's migrations names exactly the
// contract's list (a kind added in the contract without a migration fails here, and the other way round).
import { describe, expect, it } from 'vitest';
import { storeMigrations } from '../../../electron/back-office/migrations';
import { journalKinds, journalStates, paymentKinds, tenderKinds } from '../../../electron/core/contract/constants';
import { openDatabase } from '../../../electron/core/store/database';

/** Every `CHECK (col IN ('a', 'b'))` or `CHECK (col = 'a' OR col = 'b')` of a SQL text, as [column, values]. */
function checks(sql: string): Array<[string, string[]]> {
  const values = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((v) => v[1]!);
  const inLists = [...sql.matchAll(/CHECK \((\w+) IN \(([^)]*)\)\)/gi)].map((m): [string, string[]] => [m[1]!, values(m[2]!)]);
  const orLists = [...sql.matchAll(/CHECK \(((\w+) = '[^']*'(?: OR \2 = '[^']*')*)\)/gi)].map((m): [string, string[]] => [
    m[2]!,
    values(m[1]!),
  ]);
  return [...inLists, ...orLists];
}

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('kinds and states declared once', () => {
  it("the till's SQLite checks name the contract's payment kinds, tender kinds and journal states", () => {
    const db = openDatabase(':memory:');
    const tables = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL`).all() as Array<{
      name: string;
      sql: string;
    }>;
    const expected: Record<string, readonly string[]> = {
      'journal.payment_kind': paymentKinds,
      'purchases.payment_kind': paymentKinds,
      'order_tenders.kind': tenderKinds,
      'journal.state': journalStates,
    };
    const seen = new Set<string>();
    for (const t of tables)
      for (const [col, values] of checks(t.sql)) {
        const key = `${t.name}.${col}`;
        if (!(key in expected)) continue;
        seen.add(key);
        expect(sorted(values), key).toEqual(sorted(expected[key]!));
      }
    expect([...seen].sort()).toEqual(Object.keys(expected).sort());
    // The journal's kinds are checked by the contract's list where rows are written; none is unknown.
    const kinds = db.prepare(`SELECT DISTINCT kind FROM journal`).all() as Array<{ kind: string }>;
    for (const k of kinds) expect(journalKinds).toContain(k.kind);
    db.close();
  });

  it("the store's migrations check payment and tender kinds against the contract's lists, and rank its journal states", () => {
    const found: string[] = [];
    for (const m of storeMigrations)
      for (const [col, values] of checks(m.sql)) {
        if (col !== 'payment_kind' && col !== 'method_kind') continue;
        found.push(`${m.version}.${col}`);
        const expected = values.includes('voucher') ? tenderKinds : paymentKinds;
        expect(sorted(values), `migration ${m.version} ${col}`).toEqual(sorted(expected));
      }
    expect(found.length).toBeGreaterThanOrEqual(3);
    const ranked = [
      ...storeMigrations
        .map((m) => m.sql)
        .join('\n')
        .matchAll(/\('journal_rows', '(\w+)', \d+, (?:true|false)\)/g),
    ].map((m) => m[1]!);
    expect(sorted(ranked)).toEqual(sorted(journalStates));
  });
});
