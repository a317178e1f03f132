// The paper of a till report. A Z is printed once, by the close itself, whoever or whatever closed
// the session (the count confirmed on screen or through the API, the automatic close at the first
// step after midnight): keyed to its session as a Z (`z:<id>`), so every later print of it is that
// same document marked as a copy (operations/till-output.ts). An X has a key of its own: an X
// printed before the close never stands in for the Z.
import type { SessionReport } from '../contract';
import { receiptInputSchema, type ReceiptInput } from '../printing/input';
import { placeNames } from '../printing/names';
import { receiptLanguage } from '../printing/settings';
import type { CoreRuntime } from '../runtime';
import type { Db } from '../store/database';
import { originalJobOf, type PrintJobRow } from '../store/print-jobs';

/** The print key of a session's Z (its first print and every copy). */
export const zKey = (sessionId: string): string => `z:${sessionId}`;
/** The print key of a session's X reports (each printed as it is at that moment). */
export const xKey = (sessionId: string): string => `x:${sessionId}`;
/** The key X and Z once shared: a job under it is this session's Z only when its report is a Z. */
const sharedKey = (sessionId: string): string => `session:${sessionId}`;

/** The first print of a session's Z, or null while it was never queued. */
export function originalZJob(db: Db, sessionId: string): PrintJobRow | null {
  const own = originalJobOf(db, zKey(sessionId));
  if (own) return own;
  const shared = originalJobOf(db, sharedKey(sessionId));
  if (!shared) return null;
  const parsed = receiptInputSchema.safeParse(JSON.parse(shared.input));
  return parsed.success && parsed.data.body.kind === 'till_report' && parsed.data.body.report.kind === 'z' ? shared : null;
}

/** The receipt of a report: a Z carries the time and the person of its close, an X the time it was made. */
export function tillReportInput(rt: CoreRuntime, r: SessionReport, printedBy: string | null): ReceiptInput {
  const isZ = r.kind === 'z';
  const language = receiptLanguage(rt.db);
  return {
    header: {
      ...placeNames(rt.db, language),
      cashier: isZ ? r.session.closedBy : printedBy,
      at: isZ ? (r.session.closedAt ?? r.generatedAt) : r.generatedAt,
      reference: `${isZ ? 'Z' : 'X'}-${r.session.number}`,
      training: r.session.mode === 'training',
      language,
    },
    body: { kind: 'till_report', currency: r.currency ?? 'CHF', report: r },
  };
}

/**
 * Queues the Z of a session just closed, unless it was queued before (once per session). Called
 * after the close is committed; a printing fault never undoes or fails the close (the Z stays
 * stored and printable from the till screen). True when it is queued now.
 */
export function printZOnce(rt: CoreRuntime, zReport: SessionReport): boolean {
  const key = zKey(zReport.session.id);
  const queue = rt.printing?.queue;
  if (!queue || zReport.kind !== 'z' || originalZJob(rt.db, zReport.session.id)) return false;
  try {
    queue.enqueue(tillReportInput(rt, zReport, zReport.session.closedBy), {
      journalId: key,
      reprintOf: null,
      requestedBy: zReport.session.closedBy,
    });
    return true;
  } catch (err) {
    rt.logger.error('the Z of a closed till session was not queued for printing', {
      sessionId: zReport.session.id,
      error: (err as Error).message,
    });
    return false;
  }
}
