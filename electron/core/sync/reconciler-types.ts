// The reconciler's face, apart from its code: the runtime holds one (core/runtime.ts) and the
// reconciler is built on the runtime, so the two files must not import each other.

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
  /** Checks every uncertain row that is due (`force`: every one); concurrent calls share one run. */
  run(opts?: { force?: boolean }): Promise<ReconcileSummary>;
  /** Start-up: `pending` rows (a crash mid-step) become `uncertain`, then a run. */
  startup(): Promise<ReconcileSummary>;
  /** Schedules a run at once (a step just ended uncertain). */
  soon(): void;
  /** Cancels a scheduled run. */
  close(): void;
}
