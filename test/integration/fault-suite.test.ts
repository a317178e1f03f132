// The fault suite: hundreds of randomised value steps (redeem, cancel redemption, load, cancel
// load) against the built-in service with injected faults: commit-then-drop, 5xx before commit,
// drop before commit, latency beyond the client timeout, a late commit (the answer far later than
// the client waits, then "check now" and the same step again at once), and a core process killed
// with SIGKILL mid-step and started again on the same data folder. Every injected fault is counted
// when a request really hit it, and each kind must have been hit. Afterwards every journal row is
// final and each voucher's balance at the service equals its opening balance plus exactly the
// journal's succeeded steps: nothing applied twice, nothing applied and forgotten. The suite tests
// itself too: a planted double-apply must make its invariant check fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { openDatabase } from '../../electron/core/store/database';
import { listAll } from '../../electron/core/store/journal';
import { startCore } from '../helpers/core-harness';
import { startCoreProcess } from '../helpers/core-process';
import { bump, doubleApplyingFetch, faultKinds, invariantBreaches, lane, serviceBalance, until, type Counts } from '../helpers/fault-lane';

const CODES = [...Array.from({ length: 10 }, (_, i) => `DEMOTRAIN${String(i + 1).padStart(3, '0')}`), 'DEMOVALUE100', 'DEMOPARTIAL1'];
const STEPS_PER_VOUCHER = 45;
const KILLS = 8;
// Client timeout (connect + read) 400 ms in part A. The settle window must exceed how late the
// service can commit (the late-commit fault: 1.2 s); the reconciler then decides "not applied"
// only after timeout + settle from sending.
const TIMEOUTS = { connectMs: 200, readMs: 200 };
const SETTLE_MS = 1500;
const LANE = { steps: STEPS_PER_VOUCHER, latencyMs: 400, lateCommitMs: 1200, clean: 0.45 };

let sb: RunningSandbox;
let dir: string;
const opening = new Map<string, number>();
const counts: Counts = {};

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-suite-'));
  for (const c of CODES) opening.set(c, await serviceBalance(sb, c));
});
afterAll(async () => {
  await sb.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('fault suite', () => {
  it('keeps journal and service balances in agreement through hundreds of faulty steps and killed processes', async () => {
    const started = Date.now();
    // Part A: an in-process core (built by createCore) with a short client timeout, one lane per voucher in parallel.
    const h = await startCore({ sandbox: sb, timeouts: TIMEOUTS, reconcileSettleMs: SETTLE_MS });
    await Promise.all(CODES.map((code, i) => lane(sb, h, code, { ...LANE, seed: 1000 + i, counts })));
    await until('part A settled', () => listAll(h.core.runtime.db).every((r) => r.state !== 'pending' && r.state !== 'uncertain'), 30_000);
    const rowsA = listAll(h.core.runtime.db);
    await h.close();
    console.log(`FAULT SUITE part A done in ${Date.now() - started} ms`);

    // Part B: a core in a child process killed with SIGKILL while its step is at the service;
    // half the killed steps are committed by the service after the kill, half are not.
    const dataDir = path.join(dir, 'child');
    const key = sb.keys.integration ?? '';
    // Each restarted process settles the interrupted step, then serves the next kill.
    let child = await startCoreProcess(dataDir, sb.baseUrl, key, SETTLE_MS);
    for (let k = 0; k < KILLS; k++) {
      const code = CODES[k % CODES.length] ?? '';
      const applied = k % 2 === 0;
      const redeem = k % 4 >= 2;
      const endpoint = redeem ? 'redeem' : 'charge';
      const rule = sb.faults.add({
        method: 'POST',
        path: `/v1/vouchers/${code}/${endpoint}.json`,
        latencyMs: 300,
        ...(applied ? {} : { status: 500 }),
        times: 1,
      });
      let answered: unknown;
      if (redeem) {
        // Make sure the voucher has something to pay with (a clean load first).
        const load = await child.call('charge.load', { code, amountCents: 1000, freeCreditPercentage: 0 });
        if (!load.ok) throw new Error(load.error.message);
        const p = await child.call('purchase.start', { totalCents: 150 + k });
        if (!p.ok) throw new Error(p.error.message);
        void child.call('purchase.addVoucher', { purchaseId: (p.value as { id: string }).id, code }).then((r) => (answered = r));
      } else {
        void child.call('charge.load', { code, amountCents: 200 + k, freeCreditPercentage: 0 }).then((r) => (answered = r));
      }
      // The fault rule is consumed once the request is at the service: kill the core right then.
      await until('request at the service', () => {
        if (answered !== undefined) throw new Error(`the step answered before reaching the service: ${JSON.stringify(answered)}`);
        return !sb.faults.list().some((f) => f.id === rule);
      });
      await child.kill();
      bump(counts, 'hit:kill');
      const again = await startCoreProcess(dataDir, sb.baseUrl, key, SETTLE_MS);
      await until('restarted core settled its interrupted step', async () => {
        const res = await again.call('journal.unresolved', {});
        return res.ok && (res.value as { entries: unknown[] }).entries.length === 0;
      });
      child = again;
    }
    await child.close();
    console.log(`FAULT SUITE part B done at ${Date.now() - started} ms`);
    const childDb = openDatabase(dataDir);
    const rowsB = listAll(childDb);
    childDb.close();

    // The invariant.
    const rows = [...rowsA, ...rowsB];
    const states: Record<string, number> = {};
    for (const r of rows) states[`${r.kind}:${r.state}`] = (states[`${r.kind}:${r.state}`] ?? 0) + 1;
    const hits = Object.fromEntries([...faultKinds, 'kill'].map((k) => [k, counts[`hit:${k}`] ?? 0]));
    console.log(`FAULT SUITE rows=${rows.length} (in-process ${rowsA.length}, killed-process ${rowsB.length})`);
    console.log(`FAULT SUITE faults hit per kind ${JSON.stringify(hits)}`);
    console.log(`FAULT SUITE steps, faults injected, answers ${JSON.stringify(counts)}`);
    console.log(`FAULT SUITE journal ${JSON.stringify(states)}`);
    expect(await invariantBreaches(sb, rows, opening)).toEqual([]);
    // Every kind of fault was really met by a request, and at least one late commit was retried and refused.
    for (const [kind, n] of Object.entries(hits)) expect({ kind, hit: n > 0 }).toEqual({ kind, hit: true });
    expect(counts['retry:locked'] ?? 0).toBeGreaterThan(0);
    expect(counts['retry:ok_while_uncertain'] ?? 0).toBe(0);
    expect(rowsB.some((r) => r.error?.includes('interrupted'))).toBe(true);
  }, 170_000);

  it('test of the test: a planted double-apply (every load sent twice, journaled once) breaks the invariant', async () => {
    const own = await startSandbox({ dbFile: ':memory:' });
    try {
      const code = 'DEMOTRAIN001';
      const open = new Map([[code, await serviceBalance(own, code)]]);
      const h = await startCore({ sandbox: own, timeouts: TIMEOUTS, reconcileSettleMs: SETTLE_MS, fetch: doubleApplyingFetch() });
      const local: Counts = {};
      await lane(own, h, code, { ...LANE, steps: 8, clean: 1, seed: 7, counts: local });
      const rows = listAll(h.core.runtime.db);
      await h.close();
      expect(rows.some((r) => r.kind === 'charge' && r.state === 'succeeded')).toBe(true);
      const breaches = await invariantBreaches(own, rows, open);
      console.log(`FAULT SUITE test of the test: ${JSON.stringify(breaches)}`);
      expect(breaches).toEqual([expect.stringMatching(new RegExp(`^${code}: service \\d+, journal says \\d+$`))]);
    } finally {
      await own.close();
    }
  });

  it('test of the test: a settle window shorter than the late commit (a reconciler that can be fooled) breaks the invariant', async () => {
    const own = await startSandbox({ dbFile: ':memory:' });
    try {
      const code = 'DEMOTRAIN002';
      const open = new Map([[code, await serviceBalance(own, code)]]);
      const h = await startCore({ sandbox: own, timeouts: TIMEOUTS, reconcileSettleMs: 0 });
      const local: Counts = {};
      await lane(own, h, code, { ...LANE, steps: 4, clean: 0, kinds: ['lateCommit'], seed: 11, counts: local });
      await until('settled', () => listAll(h.core.runtime.db).every((r) => r.state !== 'pending' && r.state !== 'uncertain'));
      // The late commits land after the reconciler gave up on them.
      await until('late commits landed', () => own.faults.list().length === 0);
      await new Promise((r) => setTimeout(r, LANE.lateCommitMs));
      const rows = listAll(h.core.runtime.db);
      await h.close();
      const breaches = await invariantBreaches(own, rows, open);
      console.log(`FAULT SUITE test of the test (short settle): ${JSON.stringify(local)} ${JSON.stringify(breaches)}`);
      expect(local['hit:lateCommit'] ?? 0).toBeGreaterThan(0);
      expect(breaches.length).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});
