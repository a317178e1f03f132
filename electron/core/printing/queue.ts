// The print queue worker: prints queued jobs oldest first, one at a time (single-flight). A printer
// that is off, unplugged or out of paper never fails anything: the job stays queued, the status
// says why, and a retry timer (injectable) tries again until the printer is back.
import type { Logger } from '../../common/log';
import { realTimers, type Clock, type TimerHandle, type Timers } from '../clock';
import type { Db } from '../store/database';
import {
  countWaitingJobs,
  getPrintJob,
  insertPrintJob,
  markFailed,
  markPrinted,
  markPrinting,
  markRequeued,
  nextQueuedJob,
  requeueInterrupted,
  type PrintJobRow,
} from '../store/print-jobs';
import { printsFullCode, receiptInputSchema, type ReceiptInput } from './input';
import { encodeReceipt } from './pipeline';
import { PrintError, type PrinterPort, type PrinterStatus } from './port';
import { TRAINING_PRINTER, type PrintingSettings } from './settings';
import { drawerPulse } from './drawer';
import { profileOf } from './profiles';

/** Printer state as the status bar shows it. */
export interface PrinterState {
  state: 'ready' | 'offline' | 'paper_end' | 'cover_open' | 'not_configured' | 'unknown';
  queued: number;
  message?: string;
}

/** Records reprints of full-code slips (the audit log). */
export interface PrintAudit {
  fullCodeReprint(e: {
    jobId: number;
    reprintOf: number | null;
    journalId: string | null;
    kind: string;
    requestedBy: string | null;
    at: string;
  }): void;
}

export interface PrintQueueDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  settings(): PrintingSettings;
  /** The port of the configured printer; null when none is set up. */
  port(settings: PrintingSettings): Promise<PrinterPort | null>;
  onState(state: PrinterState): void;
  audit: PrintAudit;
  timers?: Timers;
  /** Delay before the next attempt while the printer is unavailable. */
  retryMs?: number;
}

/** Handle of one core's print queue. */
export interface PrintQueue {
  /** Stores a job (sync) and starts printing in the background. */
  enqueue(input: ReceiptInput, o?: { journalId?: string | null; reprintOf?: number | null; requestedBy?: string | null }): PrintJobRow;
  /** Runs the worker now; resolves when this run (or the one in flight) is over. */
  kick(): Promise<void>;
  /** Asks the printer for its status while nothing waits (keeps the status bar true when idle). */
  refreshStatus(): Promise<PrinterState>;
  state(): PrinterState;
  /** Stops retries and waits for a run in flight (bounded by the port's timeouts). */
  stop(): Promise<void>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // fails the schema below: the job is marked failed, never retried forever
  }
}

/** Creates the queue; jobs left `printing` by a crash are queued again. */
export function createPrintQueue(d: PrintQueueDeps): PrintQueue {
  const timers = d.timers ?? realTimers;
  const retryMs = d.retryMs ?? 5000;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: TimerHandle | null = null;
  let stopped = false;
  let current: PrinterState = { state: 'unknown', queued: countWaitingJobs(d.db) };
  requeueInterrupted(d.db, d.clock.now());

  const report = (state: PrinterState['state'], message?: string): void => {
    const next: PrinterState = { state, queued: countWaitingJobs(d.db), ...(message ? { message } : {}) };
    const changed = next.state !== current.state || next.queued !== current.queued || next.message !== current.message;
    current = next;
    if (changed) d.onState(next);
  };
  // After a printer fault only the retry timer tries again (no immediate re-run for queued kicks).
  const retryLater = (): void => {
    again = false;
    scheduleRetry();
  };
  const scheduleRetry = (): void => {
    if (stopped || timer !== null) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void kick();
    }, retryMs);
  };

  async function runOnce(): Promise<void> {
    const settings = d.settings();
    const waiting = 'No receipt printer set up; receipts wait in the queue';
    if (!settings.printerUri) {
      report('not_configured', countWaitingJobs(d.db) ? waiting : undefined);
      // Look again later: a manager may set a printer up while receipts wait.
      if (countWaitingJobs(d.db)) retryLater();
      return;
    }
    // Nothing to print: no connection (the training printer is only started for a job).
    if (!nextQueuedJob(d.db)) {
      // The built-in training printer is always there; a real one is asked by refreshStatus().
      if (settings.printerUri === TRAINING_PRINTER) return report('ready');
      return report(current.state === 'not_configured' ? 'unknown' : current.state, current.message);
    }
    const port = await d.port(settings);
    if (!port) {
      report('not_configured', 'The printer setting is not a printer address; receipts wait in the queue');
      return retryLater();
    }
    const status: PrinterStatus = await port.status();
    if (status.state !== 'ready' && status.state !== 'unknown') {
      report(status.state, status.message);
      return retryLater();
    }
    const okState = status.state === 'unknown' ? 'unknown' : 'ready';
    for (let job = nextQueuedJob(d.db); job && !stopped; job = nextQueuedJob(d.db)) {
      const parsed = receiptInputSchema.safeParse(parseJson(job.input));
      if (!parsed.success) {
        markFailed(d.db, job.id, `Unreadable receipt input: ${parsed.error.message}`, d.clock.now());
        continue;
      }
      markPrinting(d.db, job.id, d.clock.now());
      report(okState, status.message);
      try {
        const bytes = await encodeReceipt(parsed.data, settings, {
          reprint: job.reprintOf !== null,
          confirm: port.confirms,
          // Paid in cash: the job opens the drawer (a copy never does).
          pulse: parsed.data.drawer && job.reprintOf === null ? drawerPulse(settings.drawer, profileOf(settings.model)) : null,
          onLogoError: (m) => d.logger.warn(m),
        });
        await port.print(bytes);
        markPrinted(d.db, job.id, d.clock.now());
      } catch (err) {
        if (!(err instanceof PrintError)) {
          // Not the printer's fault (a receipt that cannot be encoded): retrying would not help.
          markFailed(d.db, job.id, (err as Error).message, d.clock.now());
          d.logger.error('receipt could not be encoded', { job: job.id, error: (err as Error).message });
          continue;
        }
        markRequeued(d.db, job.id, err.message, d.clock.now());
        d.logger.warn('receipt not printed; job waits', { job: job.id, reason: err.message });
        report(err.state, err.message);
        return retryLater();
      }
    }
    report(okState, status.message);
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        } while (again && !stopped);
      } catch (err) {
        d.logger.error('print queue run failed', { error: (err as Error).message });
        scheduleRetry();
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    enqueue(input, o = {}) {
      const job = insertPrintJob(
        d.db,
        {
          journalId: o.journalId ?? null,
          kind: input.body.kind,
          input: JSON.stringify(receiptInputSchema.parse(input)),
          fullCode: printsFullCode(input, d.settings().maskCodes),
          reprintOf: o.reprintOf ?? null,
          requestedBy: o.requestedBy ?? null,
        },
        d.clock.now(),
      );
      if (job.reprintOf !== null && job.fullCode) {
        d.audit.fullCodeReprint({
          jobId: job.id,
          reprintOf: job.reprintOf,
          journalId: job.journalId,
          kind: job.kind,
          requestedBy: job.requestedBy,
          at: job.createdAt,
        });
      }
      report(current.state);
      void kick();
      return getPrintJob(d.db, job.id) ?? job;
    },
    kick,
    async refreshStatus() {
      if (stopped || running || countWaitingJobs(d.db) > 0) return current;
      const settings = d.settings();
      if (!settings.printerUri) {
        report('not_configured');
        return current;
      }
      const port = await d.port(settings);
      if (!port) {
        report('not_configured', 'The printer setting is not a printer address');
        return current;
      }
      const st = await port.status();
      if (!stopped) report(st.state, st.message);
      return current;
    },
    state: () => current,
    async stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
