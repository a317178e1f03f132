// The reconciler: settles `uncertain` journal rows by asking the service what happened (see
// reconcile-rules.ts). Single-flight per core; runs at start-up (after turning rows left `pending`
// by a crash into `uncertain`), on reconnect, at once after a step ended uncertain, and again once
// the step can no longer land.
// Hazard: a request that timed out may still be committed later by the service. So a row may be
// confirmed `succeeded` at any time, but `not_applied` (and `needs_decision`, which invites the
// cashier to say "not applied") only once the request can no longer land: after the client's own
// request timeout plus a settle window longer than the service's worst case, both measured from
// when the request was sent. A balance that has not moved must moreover be seen twice across the
// window. Until then the row stays `uncertain` and its voucher stays locked, forced run or not.
import { z } from 'zod';
import type { CoreBase, CoreConnection } from '../runtime';
import { appendAudit } from '../store/audit';
import {
  listNotApplied,
  listUnresolved,
  markInterruptedUncertain,
  markStalePendingUncertain,
  terminalDay,
  transition,
  type JournalRow,
} from '../store/journal';
import { getSetting } from '../store/settings';
import { redemptionsAround, resolveRow, type Resolution } from './reconcile-rules';
import { reopenFacts } from './not-applied-watch';
import { realTimers, type TimerHandle, type Timers } from '../clock';
import type { ReconcileSummary, Reconciler } from './reconciler-types';

export type { ReconcileSummary, Reconciler } from './reconciler-types';

/** Setting: the settle window in milliseconds (longer than the service can take to commit a request). */
export const settleSettingKey = 'reconcile.settleMs';
/** Default settle window: generous, far beyond any request the service has been seen to take. */
export const DEFAULT_SETTLE_MS = 120_000;
/** A stored settle window below this is ignored (the default applies): too short to be safe. */
export const MIN_SETTING_SETTLE_MS = 30_000;

/** Options of the reconciler. */
export interface ReconcilerOptions {
  /** The settle window; when absent, the `reconcile.settleMs` setting (at least 30 s; default 120 s). */
  settleMs?: number;
  /** Scheduling of the background runs (tests may pass manual timers). */
  timers?: Timers;
  /** Told about every row the reconciler moved (bus event, receipt hook). */
  publish?: (row: JournalRow) => void;
}

/** A pending row whose outcome could not be written is looked at again this often. */
const PENDING_RETRY_MS = 5000;
/** A pending row is taken this long after its request timed out (its own settle may still be running). */
const PENDING_MARGIN_MS = 5000;
/** How often today's not_applied rows are looked at again in the background (a forced run looks at once). */
export const WATCH_EVERY_MS = 60_000;

/** Kinds whose check replays the request: not checked before the request can no longer land, unless forced. */
const replayKinds: ReadonlySet<JournalRow['kind']> = new Set(['book', 'cancel_booking']);

/** Creates the reconciler of a core. */
export function createReconciler(rt: CoreBase & Pick<CoreConnection, 'service'>, opts: ReconcilerOptions = {}): Reconciler {
  const timers = opts.timers ?? realTimers;
  const settleMs = (): number =>
    opts.settleMs ?? getSetting(rt.db, settleSettingKey, z.number().int().min(MIN_SETTING_SETTLE_MS), DEFAULT_SETTLE_MS);
  let running: Promise<ReconcileSummary> | undefined;
  let queued: { force: boolean } | undefined;
  let timer: { handle: TimerHandle; at: number } | undefined;
  let closed = false;
  // Per row: when it is due for its next check, and when its balance was first seen unmoved.
  const dueAt = new Map<string, number>();
  const unmovedSince = new Map<string, number>();
  // When today's not_applied rows were last watched (sync/not-applied-watch.ts).
  let watchedAt = 0;

  /** Decides what a rule's answer means now; `undefined` keeps the row uncertain until `dueAt`. */
  function verdict(row: JournalRow, res: Resolution, now: number, deadline: number, settle: number): Resolution | undefined {
    if (res.to === 'succeeded') return res;
    if (res.to === 'uncertain') {
      // The service could not be asked: again after a while, not before the deadline's check.
      dueAt.set(row.id, now + Math.max(1000, Math.floor(settle / 2)));
      return undefined;
    }
    if (now < deadline) {
      // The request can still land: nothing but `succeeded` is decided now.
      if (res.to === 'not_applied' && res.evidence === 'balance' && !unmovedSince.has(row.id)) unmovedSince.set(row.id, now);
      // Looked at again every quarter window (a late commit is confirmed early), and at the deadline.
      dueAt.set(row.id, Math.min(deadline, now + Math.max(1000, Math.floor(settle / 4))));
      return undefined;
    }
    if (res.to === 'not_applied' && res.evidence === 'balance') {
      const first = unmovedSince.get(row.id);
      const gap = Math.floor(settle / 2);
      if (first === undefined || now - first < gap) {
        // Seen unmoved once: look again across the window before saying "not applied".
        if (first === undefined) unmovedSince.set(row.id, now);
        dueAt.set(row.id, (first ?? now) + gap);
        return undefined;
      }
    }
    return res;
  }

  /**
   * Rows left `pending` after their request ended (the outcome could not be written) become
   * `uncertain`; a journal that still cannot be written is tried again at the next run.
   */
  function takeStalePending(timeoutMs: number): void {
    const now = rt.clock.now();
    try {
      const n = markStalePendingUncertain(rt.db, new Date(now.getTime() - timeoutMs - PENDING_MARGIN_MS), now);
      if (n > 0) rt.logger.warn('steps whose outcome was not recorded were marked uncertain', { count: n });
    } catch (err) {
      rt.logger.error('the journal cannot be written: pending steps wait', { error: (err as Error).message });
    }
  }

  async function once(force: boolean): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { checked: 0, succeeded: 0, notApplied: 0, needsDecision: 0, stillUncertain: 0 };
    const service = rt.service;
    const settle = settleMs();
    takeStalePending(service?.requestTimeoutMs ?? 0);
    for (const row of listUnresolved(rt.db)) {
      if (row.state !== 'uncertain') continue;
      const sent = Date.parse(row.createdAt);
      const deadline = sent + (service?.requestTimeoutMs ?? 0) + settle;
      const firstCheck = replayKinds.has(row.kind) ? deadline : sent;
      const due = dueAt.get(row.id) ?? firstCheck;
      let now = rt.clock.now().getTime();
      if (!service || !rt.state.online || (!force && now < due)) {
        summary.stillUncertain += 1;
        if (!dueAt.has(row.id)) dueAt.set(row.id, firstCheck);
        continue;
      }
      summary.checked += 1;
      const res = await resolveRow({ db: rt.db, service, now: new Date(now) }, row);
      now = rt.clock.now().getTime();
      const final = verdict(row, res, now, deadline, settle);
      if (!final || final.to === 'uncertain') {
        summary.stillUncertain += 1;
        continue;
      }
      const at = new Date(now);
      try {
        // The state change and its audit entry in one transaction.
        const moved = rt.db.transaction(() => {
          const m =
            final.to === 'succeeded'
              ? transition(rt.db, row.id, 'succeeded', final.patch, at)
              : final.to === 'not_applied'
                ? transition(rt.db, row.id, 'not_applied', {}, at)
                : transition(rt.db, row.id, 'needs_decision', { facts: final.facts }, at);
          appendAudit(rt.db, {
            at,
            actor: 'reconciler',
            action: 'journal.reconciled',
            subject: row.id,
            details: { to: final.to, note: 'note' in final ? final.note : final.facts.summary },
          });
          return m;
        })();
        if (final.to === 'succeeded') summary.succeeded += 1;
        else if (final.to === 'not_applied') summary.notApplied += 1;
        else summary.needsDecision += 1;
        opts.publish?.(moved);
      } catch (err) {
        // Someone (the cashier) settled the row meanwhile: their word stands.
        rt.logger.warn('reconciler could not move a row', { id: row.id, error: (err as Error).message });
      }
      dueAt.delete(row.id);
      unmovedSince.delete(row.id);
    }
    await watch(force, settle, summary);
    scheduleNext();
    if (summary.checked > 0) rt.logger.info('reconciled uncertain journal rows', { ...summary });
    return summary;
  }

  /** Re-opens today's not_applied rows the voucher has since moved for (forced: at once, else every WATCH_EVERY_MS). */
  async function watch(force: boolean, settle: number, summary: ReconcileSummary): Promise<void> {
    const service = rt.service;
    const now = rt.clock.now();
    if (!service || !rt.state.online || (!force && now.getTime() - watchedAt < Math.max(settle, WATCH_EVERY_MS))) return;
    watchedAt = now.getTime();
    const rows = listNotApplied(rt.db, terminalDay(rt.db, now));
    if (rows.length === 0) return;
    // One read of the list for every watched row (the oldest one's window covers them all).
    const ctx = { db: rt.db, service, now };
    const list = await redemptionsAround(ctx, Math.min(...rows.map((r) => Date.parse(r.createdAt)))).catch(() => null);
    if (list === null) return;
    for (const row of rows) {
      const facts = await reopenFacts({ ...ctx, now: rt.clock.now() }, row, list).catch(() => null);
      if (!facts) continue;
      try {
        const moved = rt.db.transaction(() => {
          const m = transition(rt.db, row.id, 'needs_decision', { facts }, rt.clock.now());
          appendAudit(rt.db, {
            at: rt.clock.now(),
            actor: 'reconciler',
            action: 'journal.reopened',
            subject: row.id,
            details: { to: 'needs_decision', note: facts.summary },
          });
          return m;
        })();
        summary.needsDecision += 1;
        opts.publish?.(moved);
      } catch (err) {
        rt.logger.warn('reconciler could not re-open a row', { id: row.id, error: (err as Error).message });
      }
    }
  }

  /** Arms the timer for the earliest due row (rows settled meanwhile are forgotten). */
  function scheduleNext(): void {
    const unresolved = listUnresolved(rt.db);
    const open = new Set(unresolved.map((r) => r.id));
    for (const id of [...dueAt.keys()]) if (!open.has(id)) dueAt.delete(id);
    for (const id of [...unmovedSince.keys()]) if (!open.has(id)) unmovedSince.delete(id);
    // A `pending` row is taken once its request has ended (again a little later if the journal could not be written).
    const now = rt.clock.now().getTime();
    const timeout = rt.service?.requestTimeoutMs ?? 0;
    const pendingDue = unresolved
      .filter((r) => r.state === 'pending')
      .map((r) => {
        const ended = Date.parse(r.createdAt) + timeout + PENDING_MARGIN_MS + 1;
        return ended > now ? ended : now + PENDING_RETRY_MS;
      });
    const due = [...dueAt.values(), ...pendingDue];
    // Offline, nothing can be asked: the reconnect starts the next run.
    if (due.length > 0 && rt.service && rt.state.online) schedule(Math.min(...due) - now);
    // Today's not_applied rows are watched until the day ends.
    else if (rt.service && rt.state.online && listNotApplied(rt.db, terminalDay(rt.db, rt.clock.now())).length > 0) {
      schedule(watchedAt + Math.max(settleMs(), WATCH_EVERY_MS) - rt.clock.now().getTime());
    }
  }

  function schedule(ms: number): void {
    if (closed) return;
    const at = rt.clock.now().getTime() + Math.max(0, ms);
    if (timer && timer.at <= at) return;
    if (timer) timers.clearTimeout(timer.handle);
    const handle = timers.setTimeout(() => {
      timer = undefined;
      void reconciler.run().catch((err: unknown) => rt.logger.error('reconciler run failed', { error: (err as Error).message }));
    }, Math.max(0, ms) + 20);
    timer = { handle, at };
  }

  const reconciler: Reconciler = {
    run(o = {}) {
      const force = o.force ?? false;
      if (running) {
        // Another pass after the running one; a forced request stays forced.
        queued = { force: (queued?.force ?? false) || force };
        return running;
      }
      running = (async () => {
        try {
          let out = await once(force);
          while (queued) {
            const next = queued;
            queued = undefined;
            out = await once(next.force);
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
      schedule(0);
    },
    close() {
      closed = true;
      if (timer) timers.clearTimeout(timer.handle);
      timer = undefined;
    },
  };
  return reconciler;
}
