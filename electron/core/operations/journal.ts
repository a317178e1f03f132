// journal.*: today's operations, one row, unresolved rows, rows of a code, the cashier's decision
// on a row that needs one, and a reconcile run on demand.
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import {
  getJournalRow,
  listByCode,
  listDay,
  listUnresolved,
  terminalDay,
  transition,
  type JournalPatch,
  type JournalRow,
} from '../store/journal';
import { toEntry } from '../store/journal-view';
import { activeScope, TRAINING_SCOPE } from '../store/scope';
import { cashierOf, publish, terminalName } from './context';
import type { Handlers } from '../contract/calls';

/** Handlers of journal.*. */
export function journalHandlers(rt: CoreRuntime) {
  return {
    'journal.today': (input) => {
      const day = terminalDay(rt.db, rt.clock.now());
      const scope = input.view === 'training' ? TRAINING_SCOPE : activeScope(rt.db);
      return { day, entries: listDay(rt.db, terminalName(rt), day, input.limit ?? 1000, scope).map((r) => toEntry(rt.db, r)) };
    },
    'journal.get': (input) => toEntry(rt.db, getJournalRow(rt.db, input.id)),
    'journal.unresolved': () => ({ entries: listUnresolved(rt.db).map((r) => toEntry(rt.db, r)) }),
    'journal.byCode': (input) => ({
      entries: listByCode(rt.db, input.code.replace(/[-\s]/g, '').toUpperCase()).map((r) => toEntry(rt.db, r)),
    }),
    'journal.decide': (input, ctx?) => {
      // The decision and its audit entry (naming who decided) in one transaction.
      const moved = rt.db.transaction(() => {
        const row = getJournalRow(rt.db, input.id);
        if (row.state !== 'needs_decision') throw new CoreError('conflict', say('onlyDecisionRow'));
        const now = rt.clock.now();
        const error = input.note ? `decided by cashier: ${input.note}` : 'decided by cashier';
        const next = transition(rt.db, row.id, input.outcome, { error, ...(input.outcome === 'succeeded' ? decidedLoad(row) : {}) }, now);
        appendAudit(rt.db, {
          at: now,
          actor: cashierOf(ctx) ?? 'open till',
          action: 'journal.decide',
          subject: row.id,
          details: { outcome: input.outcome, note: input.note ?? null },
        });
        return next;
      })();
      publish(rt, moved);
      return toEntry(rt.db, moved);
    },
    'journal.reconcile': async () => {
      return rt.reconciler.run({ force: true });
    },
  } satisfies Handlers;
}

/**
 * A load the cashier confirms: its free credit (a later cancel takes it back too) from the requested
 * percentage, else from the balance the facts saw when it shows exactly the load; and that balance.
 */
function decidedLoad(row: JournalRow): JournalPatch {
  if (row.kind !== 'charge') return {};
  const amount = row.amountCents ?? 0;
  const f = row.facts;
  const seen =
    f && f.observedBalanceCents !== null && f.balanceBeforeCents !== null ? f.observedBalanceCents - f.balanceBeforeCents - amount : null;
  const pct = row.request.free_credit_in_percentage;
  if (typeof pct === 'number') {
    const credit = Math.floor((amount * pct) / 100);
    return { freeCreditCents: credit, ...(seen === credit ? { balanceAfter: f?.observedBalanceCents ?? null } : {}) };
  }
  return seen !== null && seen >= 0 && seen <= amount ? { freeCreditCents: seen, balanceAfter: f?.observedBalanceCents ?? null } : {};
}
