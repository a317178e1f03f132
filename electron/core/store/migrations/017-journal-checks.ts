import type { Migration } from '../../../common/sqlite';

/** A SQL string literal ('' inside for a quote) or an integer. */
const LITERAL = String.raw`'(?:[^']|'')*'|-?\d+`;
/** `CHECK (column IN (literal, …))` as written in the journal's CREATE TABLE. */
const CHECK_IN_LIST = new RegExp(String.raw`CHECK \((\w+) IN \(((?:\s*(?:${LITERAL})\s*,)*\s*(?:${LITERAL})\s*)\)\)`, 'g');

/**
 * A CREATE TABLE with every `CHECK (x IN ('a', 'b', …))` written as `CHECK (x = 'a' OR x = 'b' OR …)`.
 * The same constraint: a value in the list passes, any other is refused, and NULL passes (both
 * forms are NULL on NULL; a CHECK refuses only false); the comparisons use the column's affinity
 * and collation as the IN list did. Throws when an IN list is left that it does not know.
 */
export function checkListsAsComparisons(createSql: string): string {
  const out = createSql.replace(CHECK_IN_LIST, (_all, column: string, list: string) => {
    const values = list.match(new RegExp(LITERAL, 'g')) ?? [];
    return `CHECK (${values.map((v) => `${column} = ${v}`).join(' OR ')})`;
  });
  if (/\bIN\s*\(/i.test(out)) throw new Error(`An IN list is left in: ${out}`);
  return out;
}

interface SchemaEntry {
  type: string;
  name: string;
  sql: string;
}

/**
 * The journal's CHECK lists as comparisons (issue 26): a CHECK `IN` list of three or more values
 * builds a temporary table at every execution of an INSERT (the state's six values and the payment
 * kind's three: about 2.6 µs of an insert's 14 µs; the two values of `mode` were already compared).
 * SQLite cannot change a CHECK in place (and `writable_schema` is refused in defensive mode), so the
 * table is rebuilt as https://www.sqlite.org/lang_altertable.html#otheralter describes, inside the
 * runner's transaction (steps 2 and 11):
 * - 1/12 `foreign_keys` cannot be switched inside a transaction; it need not be: the journal has no
 *   foreign key and no table has one to it (checked), so dropping it touches no other row;
 * - 3 its indexes and triggers are read as stored, 4 journal_new is made from its stored CREATE
 *   with only the CHECK lists rewritten (the columns checked the same), 5 every row copied with its
 *   rowid (no trigger on journal_new: change numbers are kept, none taken), 6 journal dropped,
 *   7 journal_new renamed, 8 the indexes and triggers made again from their stored text, 9 no view
 *   exists (checked), 10 `foreign_key_check` must find nothing.
 */
export const m017JournalChecks: Migration = {
  version: 17,
  name: 'journal-checks',
  up(db) {
    const entries = db
      .prepare(`SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'journal' AND sql IS NOT NULL ORDER BY rowid`)
      .all() as SchemaEntry[];
    const table = entries.find((e) => e.type === 'table');
    if (!table) throw new Error('The journal table is missing');
    const references = db
      .prepare(
        `SELECT m.name FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND (f."table" = 'journal' OR m.name = 'journal')`,
      )
      .pluck()
      .all();
    if (references.length > 0)
      throw new Error(`A foreign key involves the journal (${references.join(', ')}); the rebuild would need foreign_keys off`);
    const views = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'view'`).pluck().all();
    if (views.length > 0) throw new Error(`Views exist (${views.join(', ')}); the rebuild does not remake them`);

    const createNew = checkListsAsComparisons(table.sql).replace(/^CREATE TABLE journal \(/, 'CREATE TABLE journal_new (');
    if (!createNew.startsWith('CREATE TABLE journal_new (')) throw new Error(`Unexpected CREATE of the journal: ${table.sql.slice(0, 60)}`);
    const columnsOf = (name: string) => JSON.stringify(db.prepare(`SELECT * FROM pragma_table_info(?)`).all(name));
    db.exec(createNew);
    if (columnsOf('journal_new') !== columnsOf('journal')) throw new Error('The rebuilt journal would not have the same columns');
    const columns = (db.prepare(`SELECT name FROM pragma_table_info('journal')`).pluck().all() as string[]).join(', ');
    db.exec(`
      INSERT INTO journal_new (rowid, ${columns}) SELECT rowid, ${columns} FROM journal ORDER BY rowid;
      DROP TABLE journal;
      ALTER TABLE journal_new RENAME TO journal;
    `);
    // In their stored order: triggers of one event fire in the order of the schema (the order step's first).
    for (const e of entries.filter((x) => x.type !== 'table')) db.exec(e.sql);
    const broken = db.prepare('PRAGMA foreign_key_check').all();
    if (broken.length > 0) throw new Error(`Foreign keys broken after the journal rebuild: ${JSON.stringify(broken.slice(0, 5))}`);
  },
};
