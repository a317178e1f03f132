// The parts of the fault suite (test/helpers/fault-suite.ts): one lane of random value
// steps with a random injected fault each, the count of faults that were really hit, and the
// invariant (each voucher's balance at the service = its opening balance + the journal's
// succeeded steps). Shared with the suite's test of itself (a planted double-apply must fail it).
import { isUnresolved, type Order } from '../../electron/core/contract';
import { sessionClient } from '../../electron/core/host/session-client';
import type { FetchLike } from '../../electron/core/service';
import { getJournalRow, hasUnresolved, listByCode, listUnresolved, type JournalRow } from '../../electron/core/store/journal';
import type { FaultSpec, RunningSandbox } from '../../electron/sandbox';
import type { CoreHarness } from './core-harness';
import { endOrder, loadByOrder, throwing, type Call } from './sales';
import { BOSS_PIN, uid } from './session-clients';

/** Every fault kind a lane injects; `lateCommit` is answered later than the client waits, then "check now" and a retry follow at once. */
export const faultKinds = ['dropAfterCommit', 'status5xx', 'dropBeforeCommit', 'latency', 'lateCommit'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** Counters of one suite run (steps, faults injected and hit per kind, answers). */
export type Counts = Record<string, number>;
export const bump = (counts: Counts, k: string, n = 1): void => {
  counts[k] = (counts[k] ?? 0) + n;
};

/** Deterministic pseudo-random numbers (mulberry32) so a failure can be replayed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Polls a condition (no fixed sleeps): resolves when it holds, fails after `ms`. */
export async function until(what: string, cond: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The balance the service reports for a code. */
export async function serviceBalance(sb: RunningSandbox, code: string): Promise<number> {
  const res = await fetch(`${sb.baseUrl}/v1/vouchers/${code}/balance.json?apikey=${sb.keys.integration ?? ''}`);
  const body = (await res.json()) as { balance_in_cents?: number };
  if (typeof body.balance_in_cents !== 'number') throw new Error(`no balance for ${code}`);
  return body.balance_in_cents;
}

/** What a succeeded row did to its voucher's balance. */
function effect(row: JournalRow, byId: Map<string, JournalRow>): number {
  const amount = row.amountCents ?? 0;
  switch (row.kind) {
    case 'redeem':
      return -amount;
    case 'cancel_redemption':
      return amount;
    case 'charge':
      return amount + (row.freeCreditCents ?? 0);
    case 'cancel_charge':
      return -(amount + (byId.get(row.refId ?? '')?.freeCreditCents ?? 0));
    default:
      return 0;
  }
}

/** The invariant: every row final, every balance explained by the journal. Returns what breaks it (empty: holds). */
export async function invariantBreaches(sb: RunningSandbox, rows: JournalRow[], opening: Map<string, number>): Promise<string[]> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: string[] = [];
  for (const r of rows) {
    if (!['succeeded', 'failed', 'not_applied', 'needs_decision'].includes(r.state)) out.push(`${r.id} left ${r.state}`);
  }
  for (const [code, open] of opening) {
    const expected = rows.filter((r) => r.code === code && r.state === 'succeeded').reduce((sum, r) => sum + effect(r, byId), open);
    const actual = await serviceBalance(sb, code);
    if (actual !== expected) out.push(`${code}: service ${actual}, journal says ${expected}`);
  }
  return out;
}

/**
 * The cashier of the only till using the key decides the rows waiting for a decision on their
 * facts: the balance shows the step (nothing else can have moved it here) or shows it did not
 * happen. Answers false when a row's facts fit neither (left for the invariant to show).
 */
export async function decideAsSoleTill(
  decide: (id: string, outcome: 'succeeded' | 'not_applied') => Promise<unknown>,
  rows: readonly Pick<JournalRow, 'id' | 'state' | 'facts'>[],
): Promise<boolean> {
  for (const r of rows) {
    const f = r.facts;
    if (r.state !== 'needs_decision' || !f || f.observedBalanceCents === null) return false;
    if (f.observedBalanceCents === f.expectedBalanceIfAppliedCents) await decide(r.id, 'succeeded');
    else if (f.observedBalanceCents === f.balanceBeforeCents) await decide(r.id, 'not_applied');
    else return false;
  }
  return true;
}

/**
 * One cashier per lane: lanes run side by side in one core, and an order is its cashier's (one open
 * order each). Managers, so a load with free credit needs no elevation.
 */
export async function laneCashiers(h: CoreHarness, n: number): Promise<Call[]> {
  await h.call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
  const out: Call[] = [];
  for (let i = 0; i < n; i++) {
    const name = `Lane ${i + 1}`;
    const pin = String(314_159 + 7 * i);
    await h.call('auth.setPin', { name, role: 'manager', pin });
    const client = sessionClient(h.core.dispatch, `lane-${i + 1}`);
    const call = throwing((m, input) => client.call(m, input));
    await call('auth.login', { userId: uid(h.core, name), pin });
    out.push(call);
  }
  return out;
}

/** What one step of a lane answered: `ok`, or the code of its refusal or stop. */
function stopCode(o: Order): string {
  if (o.state === 'finished') return 'ok';
  const line = o.lines.find((l) => l.id === o.stoppedAt?.lineId) ?? o.lines.find((l) => l.state !== 'done');
  return o.stoppedAt?.code ?? (line?.state === 'checking' ? 'uncertain' : `stopped_${line?.state ?? 'unknown'}`);
}

/** Settings of a lane. */
export interface LaneOptions {
  steps: number;
  seed: number;
  /** Latency of the `latency` fault (a little longer than the client timeout). */
  latencyMs: number;
  /** Latency of the `lateCommit` fault (much longer than the client timeout, shorter than timeout + settle). */
  lateCommitMs: number;
  /** Share of steps without a fault (0..1). */
  clean: number;
  /** The fault kinds to draw from (default all). */
  kinds?: readonly FaultKind[];
  counts: Counts;
  /** The lane's cashier (default: the harness's own client, the open till). */
  call?: Call;
}

/**
 * One lane: random value steps on one voucher, each with a random fault on its POST, all through
 * the counter sale: a voucher payment is a tender of an order (a goods line), a load is an order's
 * load line paid by card and finished; the order ends once its step is settled. Undoing a payment
 * or a load is the journal's undo (what the journal screen offers).
 */
export async function lane(sb: RunningSandbox, h: CoreHarness, code: string, o: LaneOptions): Promise<void> {
  const rand = rng(o.seed);
  const db = h.core.runtime.db;
  const call = o.call ?? h.call;
  for (let i = 0; i < o.steps; i++) {
    // Polled often by every lane: reads only the unresolved rows, not the voucher's whole history.
    const open = () => listUnresolved(db).some((r) => r.code === code && (r.state === 'pending' || r.state === 'uncertain'));
    await until(`${code} settled`, () => !open(), 30_000).catch((err: Error) => {
      // Which row did not settle, and why (its last error), for the failure message.
      const rows = listUnresolved(db).filter((r) => r.code === code);
      throw new Error(`${err.message}: ${JSON.stringify(rows.map((r) => [r.kind, r.state, r.createdAt, r.updatedAt, r.error]))}`);
    });
    if (hasUnresolved(db, code)) {
      // A row waits for the cashier's decision (a load the balance shows: the service lists no
      // loads). The cashier of this single till decides on the facts; anything else ends the lane.
      const waiting = listUnresolved(db).filter((r) => r.code === code);
      const decided = await decideAsSoleTill((id, outcome) => call('journal.decide', { id, outcome }), waiting);
      bump(o.counts, decided ? 'lane:cashier_decided' : 'lane:stopped_needs_decision');
      if (!decided) return;
      i -= 1; // the step is taken after the decision
      continue;
    }
    // The last step's order ends before the next one starts (one open order per cashier).
    bump(o.counts, `order:${await endOrder(call)}`);
    const all = listByCode(db, code, 10_000);
    const undone = new Set(all.filter((r) => r.refId && r.state !== 'failed' && r.state !== 'not_applied').map((r) => r.refId));
    const redeemed = all.filter((r) => r.kind === 'redeem' && r.state === 'succeeded' && r.redeemToken && !undone.has(r.id));
    const loads = all.filter((r) => r.kind === 'charge' && r.state === 'succeeded' && !undone.has(r.id));
    const pick = rand();
    const kinds = o.kinds ?? faultKinds;
    const fault: FaultKind | 'none' = rand() < o.clean ? 'none' : (kinds[Math.floor(rand() * kinds.length)] ?? 'none');
    let endpoint: string;
    let step: () => Promise<string>;
    if (pick < 0.4) {
      endpoint = 'redeem';
      const total = 100 + Math.floor(rand() * 3000);
      step = async () => {
        if (!(await call('order.current', {})).order) await call('order.addLine', { line: { kind: 'goods', amountCents: total } });
        await call('order.addTender', { tender: { kind: 'voucher', code } });
        return 'ok';
      };
    } else if (pick < 0.55 && redeemed.length > 0) {
      endpoint = 'cancel_redemption';
      const target = redeemed[Math.floor(rand() * redeemed.length)];
      step = async () => (await call('redemption.cancel', { journalId: target?.id ?? '' }), 'ok');
    } else if (pick < 0.65 && loads.length > 0) {
      endpoint = 'cancel_charge';
      const target = loads[Math.floor(rand() * loads.length)];
      step = async () => (await call('charge.cancel', { journalId: target?.id ?? '' }), 'ok');
    } else {
      endpoint = 'charge';
      const amount = 100 + Math.floor(rand() * 2000);
      const pct = rand() < 0.5 ? 0 : 10;
      step = async () => stopCode(await loadByOrder(call, code, amount, pct));
    }
    const spec: FaultSpec = { method: 'POST', path: `/v1/vouchers/${code}/${endpoint}.json`, times: 1 };
    if (fault === 'dropAfterCommit') spec.dropAfterCommit = true;
    if (fault === 'dropBeforeCommit') spec.dropBeforeCommit = true;
    if (fault === 'status5xx') spec.status = rand() < 0.5 ? 500 : 503;
    if (fault === 'latency') spec.latencyMs = o.latencyMs;
    if (fault === 'lateCommit') spec.latencyMs = o.lateCommitMs;
    const id = fault === 'none' ? undefined : sb.faults.add(spec);
    bump(o.counts, 'steps');
    bump(o.counts, `injected:${fault}`);
    // The step's answer, and the row it wrote for this voucher (none: nothing was sent).
    const rowsOf = () => listByCode(db, code, 10_000).length;
    const answer = async (p: () => Promise<string>): Promise<{ code: string; journalId?: string; sent: boolean }> => {
      const before = rowsOf();
      const code_ = await p().catch((err: Error & { data?: { code: string } }) => err.data?.code ?? 'error');
      const sent = rowsOf() > before;
      return { code: code_, sent, ...(sent ? { journalId: newestRow(db, code)?.id } : {}) };
    };
    try {
      let first = await answer(step);
      // A read before the value request (the balance) timed out on a busy machine: no row was
      // written, no value moved and the fault was not met. The same step again (a few times).
      for (let again = 0; again < 5 && first.code === 'service_unavailable' && !first.sent; again++) {
        bump(o.counts, 'again:read_failed');
        first = await answer(step);
      }
      bump(o.counts, `answer:${first.code}`);
      // A rule with `times: 1` is gone once a request has hit it.
      if (id && !sb.faults.list().some((f) => f.id === id)) bump(o.counts, `hit:${fault}`);
      if (fault === 'lateCommit' && first.journalId) {
        // The cashier presses "check now" at once, then tries the same step again.
        await call('journal.reconcile', {});
        const before = getJournalRow(db, first.journalId).state;
        const retry = await answer(step);
        bump(o.counts, `retry:${retry.code}`);
        // While the first step is not settled (it can still land, or waits for the cashier), a retry
        // must be refused: nothing is sent again (a payment refused `locked` or as already on the
        // order; a load's line stays being verified, its finish sends nothing).
        if (isUnresolved(before)) bump(o.counts, retry.sent ? 'retry:sent_while_unresolved' : 'retry:refused_while_unresolved');
      }
    } finally {
      if (id) sb.faults.remove(id);
    }
  }
  // The day ends: the last step's row may still wait for the cashier, who decides it as above.
  await until(`${code} settled at the end`, () => !listUnresolved(db).some((r) => r.code === code && r.state !== 'needs_decision'), 30_000);
  const waiting = listUnresolved(db).filter((r) => r.code === code);
  if (waiting.length > 0) {
    const decided = await decideAsSoleTill((rowId, outcome) => call('journal.decide', { id: rowId, outcome }), waiting);
    bump(o.counts, decided ? 'lane:cashier_decided' : 'lane:stopped_needs_decision');
  }
  bump(o.counts, `order:${await endOrder(call)}`);
}

/** The newest journal row of a voucher. */
function newestRow(db: CoreHarness['core']['runtime']['db'], code: string): JournalRow | undefined {
  return listByCode(db, code, 10_000).reduce<JournalRow | undefined>((a, r) => (!a || r.createdAt >= a.createdAt ? r : a), undefined);
}

/**
 * A planted fault for the suite's test of itself: every load is sent to the service twice and the
 * journal records one (what a core that skipped its pending row for a retry would do).
 */
export function doubleApplyingFetch(): FetchLike {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (init.method === 'POST' && /\/charge\.json(\?|$)/.test(input)) await fetch(input, init);
    return res;
  };
}
