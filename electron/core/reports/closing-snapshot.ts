// A day closed by the old "close day": the closing report and its receipt input as they
// were then, read back so it prints the same. Days are no longer closed on their own: the till
// session's counted close (operations/till-sessions.ts) keeps its Z instead.
import { z } from 'zod';
import { closingReportSchema } from '../contract';
import { receiptInputSchema } from '../printing/input';
import { findClosedDay } from '../store/day-closings';
import type { Db } from '../store/database';
import type { Scope } from '../store/scope';
import { readStoredJson } from '../store/stored-json';

const snapshotSchema = z.object({ report: closingReportSchema, receipt: receiptInputSchema });
export type ClosingSnapshot = z.infer<typeof snapshotSchema>;

/** The snapshot of a closed day, or null while the day is open (an unreadable one counts as open). */
export function closedSnapshot(db: Db, scope: Scope, day: string): ClosingSnapshot | null {
  const row = findClosedDay(db, scope, day);
  if (!row) return null;
  const parsed = readStoredJson(row.snapshot, snapshotSchema);
  return parsed.success ? parsed.data : null;
}
