// TEST-ONLY (`testOnly.skipPendingRow`, runtime.ts): takes a freshly written pending row out of the
// journal before its request and writes the very same row back after a success answer, so a test
// can prove that the fault suite catches a core that skips its pending row. Nothing else uses it.
import type { Db } from './database';

/** The stored columns of a journal row. */
export type JournalColumns = Record<string, unknown>;

/** Removes a row (inside the step's transaction) and returns its stored columns. */
export function takeJournalRow(db: Db, id: string): JournalColumns {
  const cols = db.prepare('SELECT * FROM journal WHERE id = ?').get(id) as JournalColumns | undefined;
  if (!cols) throw new Error(`No journal row ${id}`);
  db.prepare('DELETE FROM journal WHERE id = ?').run(id);
  return cols;
}

/** Writes a row taken by `takeJournalRow` back as it was. */
export function putJournalRow(db: Db, cols: JournalColumns): void {
  const names = Object.keys(cols);
  db.prepare(`INSERT INTO journal (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...names.map((n) => cols[n]));
}
