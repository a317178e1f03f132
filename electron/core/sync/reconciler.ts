// The reconciler: settles `uncertain` journal rows by asking the service what happened (see
// reconcile-rules.ts). Single-flight per core; runs at start-up (after turning rows left `pending`
// by a crash into `uncertain`), on reconnect, and shortly after a step ended uncertain.
// Hazard: a request that timed out may still be committed later by the service, so a row is only
// checked once it has been uncertain for `settleMs` (longer than any request can take).
import type { CoreRuntime } from '../runtime';
import type { ServiceClient } from '../service';
import { appendAudit } from '../store/audit';
import { listUnresolved, markInterruptedUncertain, transition, type JournalRow } from '../store/journal';
import { resolveRow } from './reconcile-rules';

/** How many rows one run looked at and where they ended. */
export interface ReconcileSummary {
  checked: number;
  succeeded: number;
  notApplied: number;
  needsDecision: number;
  stillUncertain: number;
}

/** The reconciler of one core. */
export interface Reconciler {
  /** Checks every uncertain row that has settled; concurrent calls share one run. */
  run(opts?: { force?: boolean }): Promise<ReconcileSummary>;
  /** Start-up: `pending` rows (a crash mid-step) become `uncertain`, then a run. */
  startup(): Promise<ReconcileSummary>;
  /** Schedules a run once the newest uncertain row has settled. */
  soon(): void;
  /** Cancels a scheduled run. */
  close(): void;
}

/** Options of the reconciler. */
export interface ReconcilerOptions {
  /** How long a row must have been uncertain before it is checked (default 20 s). */
  settleMs?: number;
  /** Told about every row the reconciler moved (bus event, receipt hook). */
  publish?: (row: JournalRow) => void;
}

/** Creates the reconciler of a core. */
export function createReconciler(rt: CoreRuntime, opts: ReconcilerOptions = {}): Reconciler {
  const settleMs = opts.settleMs ?? 20_000;
  let running: Promise<ReconcileSummary> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const svc = (): ServiceClient | undefined => (rt as CoreRuntime & { service?: ServiceClient }).service;

  async function once(force: boolean): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { checked: 0, succeeded: 0, notApplied: 0, needsDecision: 0, stillUncertain: 0 };
    const service = svc();
    let waitMs: number | undefined;
    for (const row of listUnresolved(rt.db)) {
      if (row.state !== 'uncertain') continue;
      const now = rt.clock.now();
      const age = now.getTime() - Date.parse(row.updatedAt);
      if (!service || !rt.state.online || (!force && age < settleMs)) {
        summary.stillUncertain += 1;
        if (age < settleMs) waitMs = Math.min(waitMs ?? settleMs, settleMs - age);
        continue;
      }
      summary.checked += 1;
      const res = await resolveRow({ db: rt.db, service, now }, row);
      const at = rt.clock.now();
      try {
        if (res.to === 'uncertain') {
          // The service could not be asked: try again after another settle period.
          summary.stillUncertain += 1;
          waitMs = Math.min(waitMs ?? settleMs, Math.max(settleMs, 1000));
          continue;
        }
        const moved =
          res.to === 'succeeded'
            ? transition(rt.db, row.id, 'succeeded', res.patch, at)
            : res.to === 'not_applied'
              ? transition(rt.db, row.id, 'not_applied', {}, at)
              : transition(rt.db, row.id, 'needs_decision', { facts: res.facts }, at);
        if (res.to === 'succeeded') summary.succeeded += 1;
        else if (res.to === 'not_applied') summary.notApplied += 1;
        else summary.needsDecision += 1;
        appendAudit(rt.db, {
          at,
          actor: 'reconciler',
          action: 'journal.reconciled',
          subject: row.id,
          details: { to: res.to, note: 'note' in res ? res.note : res.facts.summary },
        });
        opts.publish?.(moved);
      } catch (err) {
        // Someone (the cashier) settled the row meanwhile: their word stands.
        rt.logger.warn('reconciler could not move a row', { id: row.id, error: (err as Error).message });
      }
    }
    if (waitMs !== undefined) schedule(waitMs + 50);
    if (summary.checked > 0) rt.logger.info('reconciled uncertain journal rows', { ...summary });
    return summary;
  }

  function schedule(ms: number): void {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void reconciler.run().catch((err: unknown) => rt.logger.error('reconciler run failed', { error: (err as Error).message }));
    }, ms);
    timer.unref?.();
  }

  const reconciler: Reconciler = {
    run(o = {}) {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          let out = await once(o.force ?? false);
          while (again) {
            again = false;
            out = await once(o.force ?? false);
          }
          return out;
        } finally {
          running = undefined;
        }
      })();
      return running;
    },
    startup() {
      const n = markInterruptedUncertain(rt.db, rt.clock.now());
      if (n > 0) rt.logger.warn('steps interrupted by a stop were marked uncertain', { count: n });
      return reconciler.run();
    },
    soon() {
      schedule(settleMs + 50);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
  return reconciler;
}
