// The guard of the training/live switch: the mode in use must have no step still open (pending,
// uncertain, needs_decision), because after the switch nothing would ever settle it (the reconciler
// and the journal only look at the mode in use). The refusal names every open row.
import { CoreError, type OpenRow } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { listUnresolved } from '../store/journal';
import { listOpenOrders } from '../store/orders';
import { activeScope } from '../store/scope';
import { viewOrder } from './order-common';

const money = (cents: number | null, currency: string | null): string =>
  cents === null ? '' : ` ${currency ?? ''} ${(cents / 100).toFixed(2)}`.replace(/\s+/g, ' ');

/** Refuses (conflict, with the rows in `details.openRows`) while the mode in use has open steps. */
export function assertNoOpenSteps(rt: CoreRuntime, to: 'training' | 'live', actor: string | null): void {
  const scope = activeScope(rt.db);
  const open: OpenRow[] = listUnresolved(rt.db, scope).map((r) => ({
    id: r.id,
    kind: r.kind,
    state: r.state,
    code: r.code,
    amountCents: r.amountCents,
    currency: r.currency,
  }));
  // An open order with money on it (a voucher taken, a step done; the sale not finished) would be lost from sight as well.
  for (const o of listOpenOrders(rt.db, scope).map((r) => viewOrder(rt, r.id))) {
    const held = o.tenders.some((t) => t.state !== 'cancelled') || o.lines.some((l) => l.state === 'done' || l.state === 'checking');
    if (held) open.push({ id: o.id, kind: 'open_sale', state: o.state, code: null, amountCents: o.totalCents, currency: o.currency });
  }
  if (open.length === 0) return;
  appendAudit(rt.db, {
    at: rt.clock.now(),
    actor,
    action: 'settings.switch_refused_open_steps',
    details: { to, rows: open.map((r) => r.id) },
  });
  const named = open
    .map((r) => `${r.kind} ${r.code ?? ''}${money(r.amountCents, r.currency)} (${r.state})`.replace(/\s+/g, ' '))
    .join('; ');
  throw new CoreError('conflict', say('switchOpenSteps', { to, count: open.length, from: scope.mode, rows: named }), false, {
    openRows: open,
    from: scope.mode,
    to,
  });
}
