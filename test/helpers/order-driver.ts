// Random counter-sale orders for the order property test (test/integration/orders-random.test.ts):
// lines of every kind but tickets, tenders (vouchers, card, cash), amount changes, removals,
// refusals at finish (a stock voucher activated elsewhere, a load refused by the service), cancels,
// and faults on the value POSTs (5xx before commit, dropped before or after commit; a few late
// answers beyond the client timeout). Each uncertain step is verified ("check now") before the
// cashier goes on, as at a real till.
import type { Order, NewOrderLine } from '../../electron/core/contract';
import { listUnresolved } from '../../electron/core/store/journal';
import type { FaultSpec, RunningSandbox } from '../../electron/sandbox';
import type { CoreHarness } from './core-harness';
import { CallError } from './sales';
import { bump, decideAsSoleTill, serviceBalance, until, type Counts } from './fault-lane';

export interface DriverWorld {
  sb: RunningSandbox;
  h: CoreHarness;
  rand: () => number;
  counts: Counts;
  /** Vouchers that may pay (seeded ones, then the codes sold by earlier orders). */
  payPool: string[];
  /** Vouchers that may be loaded. */
  loadPool: string[];
  /** Opening balance of every voucher whose balance is checked against the journal. */
  opening: Map<string, number>;
  /** A value voucher type on sale and its price range; the free stock voucher's range. */
  codes: { productId: string; min: number; max: number };
  freeStock: { min: number; max: number };
  /** Share of value POSTs that get a fault, and how many late answers are left to inject. */
  faultRate: number;
  latencyLeft: number;
}

const pick = <T>(w: DriverWorld, list: readonly T[]): T => {
  const v = list[Math.floor(w.rand() * list.length)];
  if (v === undefined) throw new Error('empty list');
  return v;
};
const between = (w: DriverWorld, min: number, max: number) => min + Math.floor(w.rand() * (max - min + 1));

/** Calls a method; a refusal is an answer (its error data), never a test failure. */
async function attempt<T>(w: DriverWorld, what: string, p: Promise<T>): Promise<T | CallError> {
  try {
    return await p;
  } catch (err) {
    if (!(err instanceof CallError)) throw err;
    bump(w.counts, `refused:${what}:${err.data.code}`);
    return err;
  }
}

/**
 * "Check now" until no step of this till is pending or uncertain (latency 0: the service has
 * settled); then the cashier decides the rows waiting for a decision on their facts, as the only
 * till using the key (a load the balance shows: the service lists no loads, so it always asks).
 */
export async function settle(w: DriverWorld): Promise<void> {
  const db = w.h.core.runtime.db;
  const open = () => listUnresolved(db).some((r) => r.state === 'pending' || r.state === 'uncertain');
  const waiting = () => listUnresolved(db).filter((r) => r.state === 'needs_decision');
  if (!open() && waiting().length === 0) return;
  await until(
    'journal settled',
    async () => {
      await w.h.call('journal.reconcile', {});
      return !open();
    },
    30_000,
  );
  const decide = (id: string, outcome: 'succeeded' | 'not_applied') => w.h.call('journal.decide', { id, outcome });
  for (const r of waiting()) {
    // A load without a stated free credit: the service may add its own (up to the amount again), as
    // the reconciler's rule accepts; the cashier sees the balance rose by the load and its credit.
    const f = r.facts;
    const rise =
      f && f.observedBalanceCents !== null && f.balanceBeforeCents !== null ? f.observedBalanceCents - f.balanceBeforeCents : null;
    const amount = r.amountCents ?? 0;
    const applied = r.kind === 'charge' && rise !== null && rise >= amount && rise <= 2 * amount;
    const decided = applied ? (await decide(r.id, 'succeeded'), true) : await decideAsSoleTill(decide, [r]);
    bump(w.counts, decided ? 'cashier_decided' : 'left_needs_decision');
  }
  bump(w.counts, 'settled');
}

/** Plants a fault on the next POST to a voucher endpoint (sometimes): counted when it was hit. */
function maybeFault(w: DriverWorld, code: string, endpoint: string): () => void {
  if (w.rand() >= w.faultRate) return () => {};
  const kind = pick(w, ['status5xx', 'dropAfterCommit', 'dropBeforeCommit', 'latency'] as const);
  const spec: FaultSpec = { method: 'POST', path: `/v1/vouchers/${code}/${endpoint}.json`, times: 1 };
  if (kind === 'status5xx') spec.status = 503;
  if (kind === 'dropAfterCommit') spec.dropAfterCommit = true;
  if (kind === 'dropBeforeCommit') spec.dropBeforeCommit = true;
  if (kind === 'latency') {
    if (w.latencyLeft <= 0) return () => {};
    w.latencyLeft -= 1;
    spec.latencyMs = 400;
  }
  const id = w.sb.faults.add(spec);
  bump(w.counts, `injected:${kind}`);
  return () => {
    if (!w.sb.faults.list().some((f) => f.id === id)) bump(w.counts, `hit:${kind}`);
    w.sb.faults.remove(id);
  };
}

function randomLine(w: DriverWorld, taken: Set<string>): NewOrderLine | null {
  const r = w.rand();
  if (r < 0.4)
    return { kind: 'goods', amountCents: between(w, 100, 20_000), ...(w.rand() < 0.3 ? { reference: `R-${between(w, 1, 999)}/7` } : {}) };
  if (r < 0.6) {
    const code = pick(w, w.loadPool);
    return taken.has(code) ? null : { kind: 'load', code, amountCents: between(w, 500, 5000) };
  }
  if (r < 0.72) {
    const fixed = w.rand() < 0.5;
    const code = fixed ? 'DEMODEPOTFIX' : 'DEMODEPOTFRE';
    if (taken.has(code)) return null;
    return fixed
      ? { kind: 'stock', code }
      : { kind: 'stock', code, amountCents: between(w, w.freeStock.min, Math.min(w.freeStock.max, 8000)) };
  }
  if (r < 0.9) {
    const unit = between(w, Math.max(w.codes.min, 1000), Math.min(w.codes.max, 6000));
    return { kind: 'codes', productId: w.codes.productId, unitPriceCents: unit - (unit % 100), quantity: between(w, 1, 2), language: 'de' };
  }
  return taken.has('SOMMER20') ? null : { kind: 'promo', code: 'SOMMER20' };
}

/** Pays the rest: vouchers first (sometimes), then card or cash. */
async function pay(w: DriverWorld, o: Order): Promise<Order> {
  let cur = o;
  for (let i = 0; i < 6 && cur.restCents > 0; i++) {
    const r = w.rand();
    let res: { order: Order } | CallError;
    if (r < 0.45) {
      const code = pick(w, w.payPool);
      const done = maybeFault(w, code, 'redeem');
      res = await attempt(w, 'voucher', w.h.call('order.addTender', { tender: { kind: 'voucher', code } }));
      done();
      await settle(w);
    } else if (r < 0.7) {
      const amount = w.rand() < 0.7 ? cur.restCents : between(w, 1, cur.restCents);
      res = await attempt(
        w,
        'card',
        w.h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: amount } }),
      );
    } else {
      const given = w.rand() < 0.5 ? cur.cashDueCents : Math.ceil((cur.cashDueCents + between(w, 0, 5000)) / 500) * 500;
      res = await attempt(
        w,
        'cash',
        w.h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: Math.max(1, given) } }),
      );
    }
    cur = res instanceof CallError ? await current(w) : res.order;
  }
  return cur;
}

async function current(w: DriverWorld): Promise<Order> {
  const o = (await w.h.call('order.current', {})).order;
  if (!o) throw new Error('no open order');
  return o;
}

export type Outcome = { kind: 'finished' | 'cancelled'; order: Order } | { kind: 'stuck'; order: Order };

/** One random order from the first line to finished or cancelled. */
export async function randomOrder(w: DriverWorld): Promise<Outcome> {
  const taken = new Set<string>();
  let o: Order | null = null;
  const lines = between(w, 1, 4);
  for (let i = 0; i < lines; i++) {
    const line = randomLine(w, taken);
    if (!line) continue;
    if (line.kind === 'load' || line.kind === 'stock' || line.kind === 'promo') taken.add(line.code);
    const res = await attempt(w, `line:${line.kind}`, w.h.call('order.addLine', { line }));
    if (!(res instanceof CallError)) o = res.order;
  }
  if (!o) o = (await w.h.call('order.addLine', { line: { kind: 'goods', amountCents: between(w, 100, 5000) } })).order;
  const goods = o.lines.find((l) => l.kind === 'goods');
  if (goods && w.rand() < 0.2) {
    // Refused when a lower total would give back a voucher confirmed without its token.
    const res = await attempt(w, 'updateLine', w.h.call('order.updateLine', { lineId: goods.id, amountCents: between(w, 100, 9000) }));
    o = res instanceof CallError ? await current(w) : res.order;
  }
  o = await pay(w, o);
  // Second thoughts before finishing: a tender or a line goes.
  const voucher = o.tenders.find((t) => t.kind === 'voucher' && t.state === 'taken');
  if (voucher && w.rand() < 0.15) {
    // A redemption confirmed without its token is handed to the back office instead of cancelled.
    const res = await attempt(w, 'removeTender', w.h.call('order.removeTender', { tenderId: voucher.id }));
    o = res instanceof CallError ? await current(w) : res.order;
  }
  if (o.lines.length > 1 && w.rand() < 0.1) {
    const res = await attempt(w, 'removeLine', w.h.call('order.removeLine', { lineId: pick(w, o.lines).id }));
    o = res instanceof CallError ? await current(w) : res.order;
  }
  await settle(w);
  o = await pay(w, await current(w));
  return end(w, o);
}

/**
 * A refusal naming a voucher tender only the back office can give back (confirmed without its
 * token): the cashier hands it over (removing it), as the basket offers; true when one was handed.
 */
async function handOver(w: DriverWorld, res: unknown): Promise<boolean> {
  if (!(res instanceof CallError) || res.data.code !== 'conflict') return false;
  const tenderId = res.data.details?.backOfficeOnly ? res.data.details.tenderId : undefined;
  if (!tenderId) return false;
  const o = (await w.h.call('order.removeTender', { tenderId })).order;
  if (o.tenders.find((t) => t.id === tenderId)?.state !== 'back_office') throw new Error('tender not handed to the back office');
  bump(w.counts, 'handed_to_back_office');
  return true;
}

/** Another till sells the stock voucher: its activation straight at the service (this till's journal never sees it). */
async function activateElsewhere(w: DriverWorld, code: string, amountCents: number | undefined): Promise<void> {
  const res = await fetch(`${w.sb.baseUrl}/v1/depot_vouchers/${code}/activate.json?apikey=${w.sb.keys.integration ?? ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(amountCents === undefined ? {} : { body: JSON.stringify({ amount_in_cents: amountCents }) }),
  });
  if (!res.ok) throw new Error(`activation elsewhere refused: ${res.status} ${await res.text()}`);
}

/** Finishes (with refusals and faults met on the way) or cancels the order. */
async function end(w: DriverWorld, start: Order): Promise<Outcome> {
  let o = start;
  const stock = o.lines.find((l) => l.kind === 'stock');
  const load = o.lines.find((l) => l.kind === 'load');
  // Refusals at finish: the stock voucher activated elsewhere meanwhile, or a load refused.
  if (stock?.code && w.rand() < 0.3) {
    await activateElsewhere(w, stock.code, stock.code === 'DEMODEPOTFRE' ? w.freeStock.min : undefined);
    bump(w.counts, 'planted:stock_elsewhere');
  } else if (load?.code && w.rand() < 0.1) {
    w.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${load.code}/charge.json`, status: 422, times: 1 });
    bump(w.counts, 'planted:load_refused');
  }
  let cancelAtEnd = w.rand() < 0.1;
  for (let round = 0; round < 8; round++) {
    if (cancelAtEnd || (o.state === 'finishing' && o.stoppedAt && w.rand() < 0.4)) {
      const res = await attempt(w, 'cancel', w.h.call('order.cancel', { orderId: o.id }));
      await settle(w);
      if (!(res instanceof CallError) && res.order.state === 'cancelled') return { kind: 'cancelled', order: res.order };
      // A redemption without its token: handed to the back office, then the cancel goes again.
      if (!(await handOver(w, res)) && res instanceof CallError && res.data.code === 'conflict') cancelAtEnd = false;
      o = (await w.h.call('order.get', { orderId: o.id })).order;
      continue;
    }
    if (o.stoppedAt) {
      const refused = o.lines.find((l) => l.id === o.stoppedAt?.lineId && l.state === 'refused');
      if (refused) {
        bump(w.counts, `removed_refused:${refused.kind}`);
        o = (await w.h.call('order.removeLine', { lineId: refused.id })).order;
        if (o.lines.length === 0) o = (await w.h.call('order.addLine', { line: { kind: 'goods', amountCents: 500 } })).order;
      }
    }
    await settle(w);
    o = (await w.h.call('order.get', { orderId: o.id })).order;
    if (!o.covered) o = await pay(w, o);
    const done = load?.code ? maybeFault(w, load.code, 'charge') : () => {};
    const res = await attempt(w, 'finish', w.h.call('order.finish', { orderId: o.id }));
    done();
    await settle(w);
    // Vouchers above the total that only the back office can give back: handed over, the rest paid.
    await handOver(w, res);
    o = (await w.h.call('order.get', { orderId: o.id })).order;
    if (o.state === 'finished') return { kind: 'finished', order: o };
    if (res instanceof CallError) bump(w.counts, `finish_again:${res.data.code}`);
  }
  return { kind: 'stuck', order: o };
}

/** The test's own housekeeping again when a read timed out on a busy machine (nothing was journaled). */
async function again<T>(w: DriverWorld, fn: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= 5 || !(err instanceof CallError) || err.data.code !== 'service_unavailable') throw err;
      bump(w.counts, 'again:read_failed');
    }
  }
}

/** After an order: stock vouchers back to inactive, sold codes join the vouchers that pay. */
export async function tidy(w: DriverWorld, out: Outcome): Promise<void> {
  w.sb.faults.clear(); // a planted refusal the order never reached does not carry over
  await settle(w);
  // Both stock vouchers every time: one left active by any path (a stopped order, a planted
  // activation) is found before the next order tries it.
  for (const code of ['DEMODEPOTFIX', 'DEMODEPOTFRE']) {
    const s = await again(w, () => w.h.call('depot.deactivateStatus', { code }));
    if (s.canBeDeactivated) await again(w, () => w.h.call('depot.deactivate', { code }));
  }
  if (out.kind !== 'finished') return;
  for (const l of out.order.lines) {
    for (const v of l.vouchers) {
      if (w.opening.has(v.code)) continue;
      w.opening.set(v.code, await serviceBalance(w.sb, v.code));
      w.payPool.push(v.code);
    }
  }
}
