// Handlers of session.print and session.csv: the X and Z reports on paper and the Z, day and month
// reports as CSV. The reports come from the session handlers (the X as it is now, a Z as stored at
// its close). A Z is printed with its own header (closed at, closed by, Z number) and keyed to its
// session as a Z, so every later print is the same document marked as a copy; an X has its own key.
import { z } from 'zod';
import { CoreError, dayReportSchema, monthReportSchema, sessionReportSchema, type SessionReport } from '../contract';
import { say } from '../contract/core-messages';
import { languageSchema } from '../contract/app';
import type { CallContext, HandlerMap, Handlers } from '../contract/calls';
import { receiptInputSchema, type ReceiptInput } from '../printing/input';
import { dayCsv, monthCsv, sessionCsv } from '../reports/till-export';
import type { CoreRuntime } from '../runtime';
import { getSetting } from '../store/settings';
import { getSessionName } from './reports-context';
import { originalZJob, tillReportInput, xKey, zKey } from './till-z-print';
import { sessionHandlers } from './till-sessions';

export interface SessionOutputDeps {
  /** Queues a receipt; answers the job's id. */
  enqueue?: (input: ReceiptInput, o: { journalId: string; reprintOf: number | null; requestedBy: string | null }) => number;
}

const setting = <T>(rt: CoreRuntime, key: string, schema: z.ZodType<T>, fallback: T): T => getSetting(rt.db, key, schema, fallback);

/** Handlers of session.print and session.csv. */
export function sessionOutputHandlers(rt: CoreRuntime, deps: SessionOutputDeps = {}) {
  const sessions: Pick<HandlerMap, 'session.x' | 'session.z' | 'session.day' | 'session.month'> = sessionHandlers(rt);
  const report = async (sessionId: string | undefined, ctx: CallContext): Promise<SessionReport> =>
    sessionReportSchema.parse(
      (sessionId === undefined ? await sessions['session.x']({}, ctx) : await sessions['session.z']({ sessionId }, ctx)).report,
    );
  const uiLanguage = () => setting(rt, 'ui.language', languageSchema, 'de');
  return {
    'session.print': async (i, ctx) => {
      const r = await report(i.sessionId, ctx);
      if (!deps.enqueue) return { queued: false, jobId: null, copy: false, message: 'Printing is not available on this terminal yet.' };
      const who = getSessionName(rt, ctx);
      const key = r.kind === 'z' ? zKey(r.session.id) : xKey(r.session.id);
      // A Z printed before: the stored document again, marked as a copy. An X is always printed as it is now.
      const first = r.kind === 'z' ? originalZJob(rt.db, r.session.id) : null;
      if (r.kind === 'z' && ctx.caller?.user?.role !== 'manager' && first)
        throw new CoreError('forbidden', say('zReprintManagerOnly'), false, { needs: 'manager', action: 'session.print' });
      const input = first ? receiptInputSchema.parse(JSON.parse(first.input)) : tillReportInput(rt, r, who);
      const jobId = deps.enqueue(input, { journalId: key, reprintOf: first?.id ?? null, requestedBy: who });
      return { queued: true, jobId, copy: first !== null, message: null };
    },
    'session.csv': async (i, ctx) => {
      if ('day' in i) return dayCsv(dayReportSchema.parse(await sessions['session.day']({ day: i.day }, ctx)), uiLanguage());
      if ('month' in i) return monthCsv(monthReportSchema.parse(await sessions['session.month']({ month: i.month }, ctx)), uiLanguage());
      return sessionCsv(await report(i.sessionId, ctx), uiLanguage());
    },
  } satisfies Handlers;
}
