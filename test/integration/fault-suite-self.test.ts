// The fault suite's test of itself (test/helpers/fault-suite.ts): its invariant check must fail on
// a core that breaks the journal protocol: a planted double-apply, a settle window shorter than a
// late commit, and a core whose journal protocol skips the pending row (which passes without it).
import { describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { listAll, type JournalRow } from '../../electron/core/store/journal';
import type { StepProtocol } from '../../electron/core/runtime';
import { skipPendingRow } from '../helpers/naive-step';
import { startCore, type CoreHarnessOptions } from '../helpers/core-harness';
import { doubleApplyingFetch, invariantBreaches, lane, serviceBalance, until, type Counts, type LaneOptions } from '../helpers/fault-lane';
import { allSettled, LANE, report, SETTLE_MS, TIMEOUTS } from '../helpers/fault-suite';

/** One lane on `code` against a service of its own; returns the counters and what breaks the invariant. */
async function laneRun(
  code: string,
  lanes: Omit<LaneOptions, 'counts' | 'latencyMs' | 'lateCommitMs'>,
  core: Omit<CoreHarnessOptions, 'sandbox'>,
  afterLane: (sb: RunningSandbox) => Promise<void> = async () => {},
): Promise<{ counts: Counts; rows: JournalRow[]; breaches: string[] }> {
  const sb = await startSandbox({ dbFile: ':memory:' });
  try {
    const open = new Map([[code, await serviceBalance(sb, code)]]);
    const h = await startCore({ sandbox: sb, timeouts: TIMEOUTS, ...core });
    const counts: Counts = {};
    let rows: JournalRow[];
    try {
      await lane(sb, h, code, { ...LANE, ...lanes, counts });
      await until('settled', () => allSettled(h.core.runtime.db));
      await afterLane(sb);
      rows = listAll(h.core.runtime.db);
    } finally {
      await h.close();
    }
    return { counts, rows, breaches: await invariantBreaches(sb, rows, open) };
  } finally {
    await sb.close();
  }
}

const breach = (code: string) => expect.stringMatching(new RegExp(`^${code}: service \\d+, journal says \\d+$`));

describe('fault suite, test of the test', () => {
  it('a planted double-apply (every load sent twice, journaled once) breaks the invariant', async () => {
    const code = 'DEMOTRAIN001';
    const run = await laneRun(code, { steps: 8, clean: 1, seed: 7 }, { reconcileSettleMs: SETTLE_MS, fetch: doubleApplyingFetch() });
    console.log(`FAULT SUITE test of the test (double apply): ${JSON.stringify(run.breaches)}`);
    expect(run.rows.some((r) => r.kind === 'charge' && r.state === 'succeeded')).toBe(true);
    expect(run.breaches).toEqual([breach(code)]);
  });

  it('a settle window shorter than the late commit (a reconciler that can be fooled) breaks the invariant', async () => {
    const code = 'DEMOTRAIN002';
    // No settle window and a client timeout (400 ms) half as long as the late commit: the reconciler gives up before it lands.
    const fooled = { reconcileSettleMs: 0, timeouts: { connectMs: 200, readMs: 200 } };
    const run = await laneRun(code, { steps: 4, clean: 0, kinds: ['lateCommit'], seed: 11 }, fooled, async (sb) => {
      // The late commits land after the reconciler gave up on them.
      await until('late commits at the service', () => sb.faults.list().length === 0);
      await new Promise((r) => setTimeout(r, LANE.lateCommitMs));
    });
    console.log(`FAULT SUITE test of the test (short settle): ${JSON.stringify(run.counts)} ${JSON.stringify(run.breaches)}`);
    expect(run.counts['hit:lateCommit'] ?? 0).toBeGreaterThan(0);
    expect(run.breaches.length).toBeGreaterThan(0);
  });

  // The same lane (same seed, same faults) on a core with the naive protocol and with its own.
  const skipping = async (stepProtocol: StepProtocol | undefined) => {
    const code = 'DEMOTRAIN003';
    const run = await laneRun(
      code,
      { steps: 8, clean: 0.4, kinds: ['dropAfterCommit', 'status5xx'], seed: 5 },
      { reconcileSettleMs: SETTLE_MS, core: stepProtocol ? { stepProtocol } : {} },
    );
    const hits = report(`test of the test (${stepProtocol ? 'skipping' : 'keeping'} the pending row)`, run.rows, run.counts, [
      'dropAfterCommit',
      'status5xx',
    ]);
    console.log(`FAULT SUITE test of the test: breaches ${JSON.stringify(run.breaches)}`);
    expect(hits.dropAfterCommit).toBeGreaterThan(0);
    return { code, ...run };
  };

  it('a core whose journal protocol skips the pending row (a naive client) breaks the invariant', async () => {
    const run = await skipping(skipPendingRow);
    expect(run.breaches).toEqual([breach(run.code)]);
  });

  it('the same lane on a core with its own protocol keeps the invariant', async () => {
    const run = await skipping(undefined);
    expect(run.rows.some((r) => r.state === 'succeeded')).toBe(true);
    expect(run.breaches).toEqual([]);
  });
});
