// Per-call phase timings for the benchmarks (a debug aid, off by default): the web host opens a
// record per call when asked to (`--server-timing`) and answers it as a Server-Timing header;
// the core notes its phases into whichever record the current call carries. Without a record
// every helper is a plain call (one AsyncLocalStorage lookup).
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** Milliseconds per phase name, summed when a phase runs more than once. */
export type Phases = Map<string, number>;

const current = new AsyncLocalStorage<Phases>();

/** Runs `fn` with a fresh record of phases; answers its value and the record. */
export async function recordPhases<T>(fn: () => Promise<T>): Promise<{ value: T; phases: Phases }> {
  const phases: Phases = new Map();
  const value = await current.run(phases, fn);
  return { value, phases };
}

/** Adds `ms` to phase `name` of the current call's record, if it has one. */
export function notePhase(name: string, ms: number): void {
  const phases = current.getStore();
  if (phases) phases.set(name, (phases.get(name) ?? 0) + ms);
}

/** Runs `fn` (sync or async) as phase `name` of the current call. */
export function phase<T>(name: string, fn: () => T): T {
  if (!current.getStore()) return fn();
  const t0 = performance.now();
  const out = fn();
  if (out instanceof Promise) {
    return out.finally(() => notePhase(name, performance.now() - t0)) as T;
  }
  notePhase(name, performance.now() - t0);
  return out;
}

/** The record as a Server-Timing header value (`name;dur=1.23, …`). */
export function serverTimingHeader(phases: Phases): string {
  return [...phases].map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(', ');
}
