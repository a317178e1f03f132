// A journal protocol broken on purpose, for the fault suite's test of itself: the step as a naive
// client makes it. The checks run and the row is built in the transaction as usual, but the row is
// taken out again before the commit; the request goes out with no row in the journal, and the row
// is written (and marked succeeded) only after a success answer. Any error leaves no trace.
// Handed to a core as `stepProtocol`; the suite must catch it.
import type { Db } from '../../electron/core/store/database';
import type { StepProtocol } from '../../electron/core/runtime';
import { settle } from '../../electron/core/operations/context';
import { isServiceError, toCoreError } from '../../electron/core/service';

type JournalColumns = Record<string, unknown>;

/** Removes a row (inside the step's transaction) and returns its stored columns. */
function takeJournalRow(db: Db, id: string): JournalColumns {
  const cols = db.prepare('SELECT * FROM journal WHERE id = ?').get(id) as JournalColumns | undefined;
  if (!cols) throw new Error(`No journal row ${id}`);
  db.prepare('DELETE FROM journal WHERE id = ?').run(id);
  return cols;
}

/** Writes a row taken by `takeJournalRow` back as it was. */
function putJournalRow(db: Db, cols: JournalColumns): void {
  const names = Object.keys(cols);
  db.prepare(`INSERT INTO journal (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...names.map((n) => cols[n]));
}

export const skipPendingRow: StepProtocol = async (rt, spec) => {
  const { pending, cols } = rt.db.transaction(() => {
    const p = spec.begin();
    return { pending: p, cols: takeJournalRow(rt.db, p.id) };
  })();
  let result: Awaited<ReturnType<typeof spec.call>>;
  try {
    result = await spec.call(pending);
  } catch (err) {
    if (isServiceError(err)) throw toCoreError(err, true);
    throw err;
  }
  rt.db.transaction(() => putJournalRow(rt.db, cols))();
  const row = settle(rt, pending.id, 'succeeded', { response: result, ...spec.succeed(pending, result) });
  return { row, result };
};
