// The single-flight background task under the connectivity probe and the catalog refresh.
import { describe, expect, it } from 'vitest';
import { manualTimers } from '../../../electron/core/clock';
import { periodic } from '../../../electron/core/sync/periodic';

/** A run the test finishes by hand. */
function gatedTask(delayMs = 1000) {
  const timers = manualTimers();
  const s = { runs: 0, settled: [] as number[], open: [] as Array<(n: number) => void> };
  const task = periodic({
    run: () => {
      s.runs++;
      return new Promise<number>((resolve) => s.open.push(resolve));
    },
    settle: (n) => {
      s.settled.push(n);
      return delayMs;
    },
    timers,
  });
  const finish = (n: number) => s.open.shift()?.(n);
  return { task, timers, s, finish };
}

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('periodic task', () => {
  it('joins a run in flight, settles once, then runs again after the delay', async () => {
    const { task, timers, s, finish } = gatedTask();
    task.start();
    const joined = task.runNow();
    expect(s.runs).toBe(1);
    expect(task.busy()).toBe(true);
    finish(7);
    expect(await joined).toBe(7);
    expect(s.settled).toEqual([7]);
    expect(task.busy()).toBe(false);
    timers.advance(999);
    expect(s.runs).toBe(1);
    timers.advance(1);
    expect(s.runs).toBe(2);
    finish(8);
    await task.stop();
    timers.advance(10_000);
    expect(s.runs).toBe(2);
  });

  it('stop waits for the run in flight and schedules nothing after it; runIn does nothing while stopped', async () => {
    const { task, timers, s, finish } = gatedTask();
    task.start();
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    finish(1);
    await stopping;
    expect(timers.pending()).toBe(0);
    task.runIn(0);
    expect(timers.pending()).toBe(0);
    expect(s.runs).toBe(1);
  });

  it('runIn moves the next run nearer', async () => {
    const { task, timers, s, finish } = gatedTask(60_000);
    task.start();
    finish(1);
    await tick();
    task.runIn(5);
    expect(timers.pending()).toBe(1);
    timers.advance(5);
    expect(s.runs).toBe(2);
    finish(2);
    await task.stop();
  });
});
