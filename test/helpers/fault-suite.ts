// The fault suite, in parts that run side by side as separate files (each with its own built-in
// service and its own invariant check): hundreds of randomised value steps through the counter
// sale's orders (a voucher tender, a load line; the journal's undo of a redemption or a load)
// through in-process cores built by `createCore`, with injected
// faults (commit-then-drop, 5xx before commit, drop before commit, latency beyond the client
// timeout, a late commit answered far later than the client waits, then "check now" and the same
// step again at once), and cores in child processes killed with SIGKILL mid-step and started again
// on the same data folder. Every injected fault is counted when a request really hit it, and each
// kind must have been hit. Afterwards every journal row is final and each voucher's balance at the
// service equals its opening balance plus exactly the journal's succeeded steps: nothing applied
// twice, nothing applied and forgotten. The files:
// - test/integration/fault-suite-lanes-{1,2,3}.test.ts: in-process lanes (`laneSuite`);
// - test/integration/fault-suite-kills-{1,2}.test.ts: killed processes (`killSuite`);
// - test/integration/fault-suite-self.test.ts: the suite's test of itself (planted breaks must fail it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import type { Db } from '../../electron/core/store/database';
import { openDatabase } from '../../electron/core/store/database';
import { listAll, listUnresolved, type JournalRow } from '../../electron/core/store/journal';
import { startCore } from './core-harness';
import { startCoreProcess } from './core-process';
import type { JournalEntry } from '../../electron/core/contract';
import {
  bump,
  decideAsSoleTill,
  faultKinds,
  invariantBreaches,
  lane,
  laneCashiers,
  serviceBalance,
  until,
  type Counts,
} from './fault-lane';
import { endOrder, loadByOrder, throwing } from './sales';

/** The vouchers of the lanes (one lane each) and of the kills. */
export const CODES = [
  ...Array.from({ length: 10 }, (_, i) => `DEMOTRAIN${String(i + 1).padStart(3, '0')}`),
  'DEMOVALUE100',
  'DEMOPARTIAL1',
];
// Client timeout 800 ms for the in-process cores: connect 600 ms (a connection on this machine is
// made at once; a short connect timeout only catches a busy machine's late timers, and the steps
// would then fail before they reach their fault), read 200 ms. The late-commit fault answers 1.2 s
// after the service got the request: long after the client gave up, long enough for "check now"
// and the retry to meet the row still uncertain (the voucher locked; shorter, that is rarely met).
// The settle window must exceed how late the service can commit: the reconciler decides "not
// applied" only after timeout + settle (1.9 s) from sending, 0.7 s after the latest commit (the
// short-settle test of the test shows what a fooled reconciler does). The latency fault (400 ms)
// outlasts the read timeout.
export const TIMEOUTS = { connectMs: 600, readMs: 200 };
export const SETTLE_MS = 1100;
export const LANE = { latencyMs: 400, lateCommitMs: 1200, clean: 0.45 };

/** No row of `db` is left pending or uncertain. */
export const allSettled = (db: Db): boolean => listUnresolved(db).every((r) => r.state !== 'pending' && r.state !== 'uncertain');

/** Prints a part's summary (rows, faults hit per kind, every counter, journal states); returns the hits per kind. */
export function report(part: string, rows: JournalRow[], counts: Counts, kinds: readonly string[]): Record<string, number> {
  const states: Record<string, number> = {};
  for (const r of rows) states[`${r.kind}:${r.state}`] = (states[`${r.kind}:${r.state}`] ?? 0) + 1;
  const hits = Object.fromEntries(kinds.map((k) => [k, counts[`hit:${k}`] ?? 0]));
  console.log(`FAULT SUITE ${part}: rows=${rows.length}`);
  console.log(`FAULT SUITE ${part}: faults hit per kind ${JSON.stringify(hits)}`);
  console.log(`FAULT SUITE ${part}: steps, faults injected, answers ${JSON.stringify(counts)}`);
  console.log(`FAULT SUITE ${part}: journal ${JSON.stringify(states)}`);
  return hits;
}

/** Every kind was really met by a request. */
function expectAllHit(hits: Record<string, number>): void {
  for (const [kind, n] of Object.entries(hits)) expect({ kind, hit: n > 0 }).toEqual({ kind, hit: true });
}

/** A built-in service of its own per file, with each voucher's opening balance. */
function ownService(): { sb: () => RunningSandbox; opening: Map<string, number> } {
  let sb: RunningSandbox | undefined;
  const opening = new Map<string, number>();
  beforeAll(async () => {
    sb = await startSandbox({ dbFile: ':memory:' });
    for (const c of CODES) opening.set(c, await serviceBalance(sb, c));
  });
  afterAll(async () => {
    await sb?.close();
  });
  return {
    sb: () => {
      if (!sb) throw new Error('no service');
      return sb;
    },
    opening,
  };
}

/** In-process lanes: a core built by `createCore` with a short client timeout, one lane per voucher in parallel. */
export function laneSuite(part: string, o: { seed: number; steps: number }): void {
  const own = ownService();
  describe(`fault suite, ${part}`, () => {
    it(`keeps journal and service balances in agreement through ${CODES.length * o.steps} faulty steps`, async () => {
      const sb = own.sb();
      const counts: Counts = {};
      const started = Date.now();
      const h = await startCore({ sandbox: sb, timeouts: TIMEOUTS, reconcileSettleMs: SETTLE_MS });
      const cashiers = await laneCashiers(h, CODES.length);
      await Promise.all(
        CODES.map((code, i) => lane(sb, h, code, { ...LANE, steps: o.steps, seed: o.seed + i, counts, call: cashiers[i] })),
      );
      await until(`${part} settled`, () => allSettled(h.core.runtime.db), 30_000);
      const rows = listAll(h.core.runtime.db);
      await h.close();
      console.log(`FAULT SUITE ${part}: done in ${Date.now() - started} ms`);
      const hits = report(part, rows, counts, faultKinds);
      expect(counts.steps).toBe(CODES.length * o.steps);
      const breaches = await invariantBreaches(sb, rows, own.opening);
      // A breach shows the rows behind it.
      for (const code of CODES.filter((c) => breaches.some((b) => b.startsWith(`${c}:`)))) {
        const mine = rows.filter((r) => r.code === code);
        console.log(
          `FAULT SUITE ${part}: rows of ${code} ${JSON.stringify(mine.map((r) => [r.kind, r.state, r.amountCents, r.createdAt, r.updatedAt, r.error]))}`,
        );
      }
      expect(breaches).toEqual([]);
      expectAllHit(hits);
      // At least one late commit was retried at once and refused (nothing sent), none let through.
      expect(counts['retry:refused_while_unresolved'] ?? 0).toBeGreaterThan(0);
      expect(counts['retry:sent_while_unresolved'] ?? 0).toBe(0);
    }, 120_000);
  });
}

/**
 * Killed processes: a core in a child process killed with SIGKILL while its step is at the service
 * (kill number k: committed by the service after the kill when k is even, a redemption when k % 4 >= 2),
 * started again on the same data folder, which settles the interrupted step before the next kill.
 */
export function killSuite(part: string, kills: readonly number[]): void {
  const own = ownService();
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-suite-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  describe(`fault suite, ${part}`, () => {
    it(`settles ${kills.length} steps interrupted by SIGKILL, committed or not, with the journal and balances in agreement`, async () => {
      const sb = own.sb();
      const counts: Counts = {};
      const started = Date.now();
      const dataDir = path.join(dir, 'child');
      const key = sb.keys.integration ?? '';
      let child = await startCoreProcess(dataDir, sb.baseUrl, key, SETTLE_MS);
      for (const k of kills) {
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
        bump(counts, 'injected:kill');
        let answered: unknown;
        const call = throwing((m, input) => child.call(m, input));
        if (redeem) {
          // Make sure the voucher has something to pay with (a clean load first), then pay a sale with it.
          const load = await loadByOrder(call, code, 1000);
          if (load.state !== 'finished') throw new Error(`the clean load did not finish: ${JSON.stringify(load.stoppedAt)}`);
          await call('order.addLine', { line: { kind: 'goods', amountCents: 150 + k } });
          void child.call('order.addTender', { tender: { kind: 'voucher', code } }).then((r) => (answered = r));
        } else {
          // A load line paid by card: its step goes to the service when the order is finished.
          await call('order.addLine', { line: { kind: 'load', code, amountCents: 200 + k, freeCreditPercentage: 0 } });
          const o = (await call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 200 + k } })).order;
          void child.call('order.finish', { orderId: o.id }).then((r) => (answered = r));
        }
        // The fault rule is consumed once the request is at the service: kill the core right then.
        await until('request at the service', () => {
          if (answered !== undefined) throw new Error(`the step answered before reaching the service: ${JSON.stringify(answered)}`);
          return !sb.faults.list().some((f) => f.id === rule);
        });
        await child.kill();
        // Counted only when the step was really cut off (no answer reached the test before the kill).
        if (answered === undefined) bump(counts, 'hit:kill');
        const again = await startCoreProcess(dataDir, sb.baseUrl, key, SETTLE_MS);
        await until('restarted core settled its interrupted step', async () => {
          const res = await again.call('journal.unresolved', {});
          if (!res.ok) return false;
          const entries = (res.value as { entries: JournalEntry[] }).entries;
          // A load the balance shows waits for the cashier (the service lists no loads): decided on its facts.
          if (entries.length > 0 && entries.every((e) => e.state === 'needs_decision')) {
            const decide = async (id: string, outcome: 'succeeded' | 'not_applied') => {
              const d = await again.call('journal.decide', { id, outcome });
              if (!d.ok) throw new Error(d.error.message);
              bump(counts, 'cashier_decided');
            };
            if (!(await decideAsSoleTill(decide, entries))) throw new Error(`undecidable rows ${JSON.stringify(entries)}`);
          }
          return entries.length === 0;
        });
        // The interrupted sale ends: finished when its step happened, else cancelled.
        bump(counts, `order:${await endOrder(throwing((m, input) => again.call(m, input)))}`);
        child = again;
      }
      await child.close();
      console.log(`FAULT SUITE ${part}: done in ${Date.now() - started} ms`);
      const db = openDatabase(dataDir);
      const rows = listAll(db);
      db.close();
      const hits = report(part, rows, counts, ['kill']);
      expect(await invariantBreaches(sb, rows, own.opening)).toEqual([]);
      expect(hits).toEqual({ kill: kills.length });
      // Every interrupted step is marked so, or was decided by the cashier on its facts (a load the balance shows).
      expect(rows.filter((r) => r.error?.includes('interrupted')).length + (counts.cashier_decided ?? 0)).toBe(kills.length);
    }, 120_000);
  });
}
