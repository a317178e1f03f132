// The paper of a till report. A Z is printed once, by the close itself, whoever or whatever closed
// the session (the count confirmed on screen or through the API, the automatic close at the first
// step after midnight): keyed to its session (`session:<id>`), so every later print of it is that
// same document marked as a copy (operations/till-output.ts).
import { z } from 'zod';
import type { SessionReport } from '../contract';
import { languageSchema } from '../contract/app';
import type { ReceiptInput } from '../printing/input';
import type { CoreRuntime } from '../runtime';
import { originalJobOf } from '../store/print-jobs';
import { getSetting } from '../store/settings';

/** The print key of a session's Z (its first print and every copy). */
export const zKey = (sessionId: string): string => `session:${sessionId}`;

/** The receipt of a report: a Z carries the time and the person of its close, an X the time it was made. */
export function tillReportInput(rt: CoreRuntime, r: SessionReport, printedBy: string | null): ReceiptInput {
  const isZ = r.kind === 'z';
  return {
    header: {
      outlet: getSetting(rt.db, 'outlet.name', z.string(), 'Demo outlet'),
      terminal: getSetting(rt.db, 'terminal.name', z.string(), 'Till 1'),
      cashier: isZ ? r.session.closedBy : printedBy,
      at: isZ ? (r.session.closedAt ?? r.generatedAt) : r.generatedAt,
      reference: `${isZ ? 'Z' : 'X'}-${r.session.number}`,
      training: r.session.mode === 'training',
      language: getSetting(rt.db, 'receipt.language', languageSchema, 'de'),
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
  if (!queue || zReport.kind !== 'z' || originalJobOf(rt.db, key)) return false;
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
