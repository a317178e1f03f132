// Journal rows as the renderer sees them, with whether the step can still be undone.
import { z } from 'zod';
import type { JournalEntry, JournalKind } from '../contract';
import { coreMessageIdSchema, messageParamsSchema } from '../contract/core-message-schemas';
import type { Db } from './database';
import { listByCode, listByRef, type JournalRow } from './journal';
import { activeScope, sameScope } from './scope';

/** The kind of step that undoes each undoable kind. */
export const undoKind: Partial<Record<JournalKind, JournalKind>> = {
  redeem: 'cancel_redemption',
  charge: 'cancel_charge',
  order: 'delete_order',
  promo_redeem: 'promo_cancel',
  book: 'cancel_booking',
};

const live = (r: JournalRow): boolean => r.state !== 'failed' && r.state !== 'not_applied';

/** Amount of a redemption still open (not cancelled, and no cancellation under way). */
export function openRedeemedCents(db: Db, row: JournalRow): number {
  const cancelled = listByRef(db, row.id)
    .filter((r) => r.kind === 'cancel_redemption' && live(r))
    .reduce((sum, r) => sum + (r.amountCents ?? 0), 0);
  return (row.amountCents ?? 0) - cancelled;
}

/** True when a succeeded step can still be undone from the terminal. */
export function isCancellable(db: Db, row: JournalRow): boolean {
  if (row.state !== 'succeeded') return false;
  if (!sameScope(row.scope, activeScope(db))) return false; // undone only at the service it was made with
  if (row.kind === 'redeem') return row.redeemToken !== null && openRedeemedCents(db, row) > 0;
  if (row.kind === 'activate') {
    // Undone by a deactivation of the same code written after it.
    return !listByCode(db, row.code ?? '', 50).some((r) => r.kind === 'deactivate' && live(r) && r.createdAt >= row.createdAt);
  }
  const undo = undoKind[row.kind];
  if (!undo) return false;
  return !listByRef(db, row.id).some((r) => r.kind === undo && live(r));
}

/**
 * True when a succeeded redemption still open has no token (answered without one, or confirmed by
 * the reconciler): the service offers no token-less cancel, so only its back office can undo it.
 */
export function isBackOfficeOnly(db: Db, row: JournalRow): boolean {
  return row.kind === 'redeem' && row.state === 'succeeded' && row.redeemToken === null && openRedeemedCents(db, row) > 0;
}

const failureSaidSchema = z.object({ messageId: coreMessageIdSchema, params: messageParamsSchema });

/** The message id a failed step's answer names (a service failure keeps it), unless it is the service's own text. */
export function failureSaid(row: Pick<JournalRow, 'error' | 'response'>): Pick<JournalEntry, 'errorMessageId' | 'errorParams'> {
  if (row.error === null) return {};
  const said = failureSaidSchema.safeParse(row.response);
  if (!said.success || said.data.messageId === 'serviceText') return {};
  return { errorMessageId: said.data.messageId, errorParams: said.data.params };
}

/** Maps a stored row to the contract's journal entry. */
export function toEntry(db: Db, row: JournalRow): JournalEntry {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    code: row.code,
    amountCents: row.amountCents,
    currency: row.currency,
    balanceAfterCents: row.balanceAfter,
    freeCreditCents: row.freeCreditCents,
    purchaseId: row.purchaseId,
    refId: row.refId,
    externalId: row.externalId,
    cashier: row.cashier,
    terminal: row.terminal,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    error: row.error,
    ...failureSaid(row),
    facts: row.facts,
    askedCents: askedCents(row),
    cancellable: row.damaged === null && isCancellable(db, row),
    backOfficeOnly: isBackOfficeOnly(db, row),
    serviceNote: typeof row.request.extra_note === 'string' ? row.request.extra_note : null,
    mode: row.scope.mode,
    ...(row.damaged !== null ? { damaged: row.damaged } : {}),
  };
}

/**
 * What the terminal asked when the service may book another amount: a voucher
 * order's requested prices, a stock voucher's fixed or typed amount. Null unless a succeeded row's
 * booked amount (`amountCents`, what the service returned) differs from it.
 */
export function askedCents(row: JournalRow): number | null {
  if (row.state !== 'succeeded' || row.amountCents === null) return null;
  const asked = requestedCents(row);
  return asked !== null && asked !== row.amountCents ? asked : null;
}

/** What the terminal asked for a voucher order or a stock voucher activation (null: another kind, or not known). */
export function requestedCents(row: JournalRow): number | null {
  let asked: number | null = null;
  if (row.kind === 'order' && Array.isArray(row.request.order_lines)) {
    asked = 0;
    for (const l of row.request.order_lines as { unit_price_in_cents?: unknown; quantity?: unknown }[]) {
      if (typeof l.unit_price_in_cents !== 'number' || typeof l.quantity !== 'number') return null;
      asked += l.unit_price_in_cents * l.quantity;
    }
  } else if (row.kind === 'activate') {
    const a = row.request.amount_in_cents ?? row.request.expected_amount_in_cents;
    asked = typeof a === 'number' ? a : null;
  }
  return asked;
}
