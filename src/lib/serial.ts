// One task after another, in the order they were given: a scan that arrives while the last one is
// still being looked up waits for it, so the answers land in scan order and none overwrites a later
// one (a slow answer for the first voucher no longer replaces the question about the second).

/** A queue: `run(task)` starts `task` once every task given before it has ended (failed or not). */
export function serialQueue(): (task: () => Promise<unknown> | void) => Promise<void> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task).then(
      () => undefined,
      () => undefined,
    );
    tail = run;
    return run;
  };
}
