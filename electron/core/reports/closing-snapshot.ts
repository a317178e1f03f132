// A closed day (issue 12): the closing report and its receipt input as they were when the day was
// closed, stored once; later rows never change them, so the printout of a closed day is the same.
import { z } from 'zod';
import { closingReportSchema, type ClosingReport } from '../contract';
import { receiptInputSchema, type ReceiptInput } from '../printing/input';
import { findClosedDay, insertClosedDay } from '../store/day-closings';
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

/** Stores the closing as the day's snapshot (once) and answers the stored one. */
export function storeSnapshot(
  db: Db,
  scope: Scope,
  report: ClosingReport,
  receipt: (closed: ClosingReport) => ReceiptInput,
  closedAt: string,
  closedBy: string | null,
): ClosingSnapshot {
  const existing = closedSnapshot(db, scope, report.day);
  if (existing) return existing;
  const closed: ClosingReport = { ...report, closed: { closedAt, closedBy } };
  const snap: ClosingSnapshot = { report: closed, receipt: receipt(closed) };
  insertClosedDay(db, scope, { day: report.day, closedAt, closedBy, snapshot: JSON.stringify(snap) });
  return snap;
}
