/**
 * A background task run single-flight on the injectable scheduler (`Timers`): a run asked for while
 * one is in flight joins it; after each run the next one is scheduled while the task is started.
 * The connectivity probe and the catalog refresh run on it. No module-level state.
 */
import { realTimers, type TimerHandle, type Timers } from '../clock';

/** What the task does. */
export interface PeriodicOptions<T> {
  /** One run. Must not reject: a task catches its own failures and answers with a result. */
  run(): Promise<T>;
  /** Called with the result once the run is no longer in flight; returns the delay to the next run. */
  settle(result: T): number;
  timers?: Timers;
}

/** A started or stopped task. */
export interface Periodic<T> {
  /** Runs at once, then after each run's delay (nothing when already started). */
  start(): void;
  /** Stops scheduling; resolves when a run still in flight has finished. */
  stop(): Promise<void>;
  /** Runs now, or joins the run in flight. */
  runNow(): Promise<T>;
  /** Moves the next run to `ms` from now (only while started). */
  runIn(ms: number): void;
  /** True while a run is in flight. */
  busy(): boolean;
}

/** Creates the task (not started). */
export function periodic<T>(opts: PeriodicOptions<T>): Periodic<T> {
  const timers = opts.timers ?? realTimers;
  let running = false;
  let timer: TimerHandle | undefined;
  let inFlight: Promise<T> | undefined;

  function runIn(ms: number): void {
    if (!running) return;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = undefined;
      void runNow();
    }, ms);
  }

  function runNow(): Promise<T> {
    inFlight ??= opts.run().then((result) => {
      inFlight = undefined;
      runIn(opts.settle(result));
      return result;
    });
    return inFlight;
  }

  return {
    start() {
      if (running) return;
      running = true;
      void runNow();
    },
    async stop() {
      running = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    runNow,
    runIn,
    busy: () => inFlight !== undefined,
  };
}
