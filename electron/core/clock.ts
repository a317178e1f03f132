/**
 * Leaf types of the core (imports nothing): the injectable clock and the one scheduler of every
 * background task (connectivity probe, catalog refresh, reconciler, print retries and status poll).
 * Tests drive both by hand instead of sleeping.
 */

/** An injectable clock: tests and the reconciler use it instead of Date. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Opaque handle of a scheduled callback. */
export type TimerHandle = object;

/** The scheduling the background tasks need. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Real timers; unref'd so a background probe never keeps a process alive on its own. */
export const realTimers: Timers = {
  setTimeout(fn, ms) {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout(handle) {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/** Timers advanced by hand (tests): `advance(ms)` fires every callback due by then, in order. */
export function manualTimers(): Timers & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let seq = 0;
  const queue = new Map<object, { at: number; seq: number; fn: () => void }>();
  return {
    setTimeout(fn, ms) {
      const handle = {};
      queue.set(handle, { at: now + Math.max(0, ms), seq: seq++, fn });
      return handle;
    },
    clearTimeout(handle) {
      queue.delete(handle);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const next = [...queue.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[1].seq - b[1].seq)[0];
        if (!next) break;
        queue.delete(next[0]);
        now = next[1].at;
        next[1].fn();
      }
      now = until;
    },
    pending: () => queue.size,
  };
}
