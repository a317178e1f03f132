// The journal rows an order's line or tender made (order_steps), read for the line's state.
import type { CoreRuntime } from '../runtime';
import { findJournalRow, type JournalRow } from '../store/journal';
import { stepsOf } from '../store/order-steps';

export function stepsOfLine(rt: CoreRuntime, lineId: string): JournalRow[] {
  return stepsOf(rt.db, { lineId })
    .map((id) => findJournalRow(rt.db, id))
    .filter((r): r is JournalRow => r !== null);
}
