// Cancelling a purchase paid with vouchers, serialised with adding to it: the cancel first records
// that it started (an audit entry, in the transaction that checks no line is still open), and from
// then on no voucher can be added and the purchase cannot be finished (both check it inside the
// transaction that writes their row). Then every voucher line still redeemed is given back. The
// purchase becomes `cancelled` only when every line is given back; a line that could not be (refused,
// uncertain) keeps it open and "being cancelled", the line listed, and the next cancel goes on
// from there. A purchase already marked cancelled with a line still redeemed (written before this
// rule) is finished the same way by a second cancel instead of being left as it is.
import { CoreError, isUnresolved } from '../contract';
import type { CoreRuntime } from '../runtime';
import type { Db } from '../store/database';
import { appendAudit, hasAuditSince } from '../store/audit';
import { listByPurchase, type JournalRow } from '../store/journal';
import { openRedeemedCents } from '../store/journal-view';
import { getPurchase, updatePurchase, type PurchaseRow } from '../store/purchases';
import { currentCashier } from './context';

const CANCEL_STARTED = 'purchase.cancelStarted';

/** True once a cancel of the purchase has started (it may not have ended). */
export function cancelStarted(db: Db, p: PurchaseRow): boolean {
  return hasAuditSince(db, CANCEL_STARTED, p.id, p.createdAt);
}

/** Refuses to add to (or finish) a purchase whose cancel has started. Call it inside the step's transaction. */
export function assertNotCancelling(db: Db, p: PurchaseRow): void {
  if (p.state !== 'cancelled' && cancelStarted(db, p)) {
    throw new CoreError('conflict', 'This purchase is being cancelled: nothing can be added and it cannot be finished', false, {
      purchaseId: p.id,
    });
  }
}

/** Lines of the purchase not given back: redemptions still (partly) redeemed, and any row still open. */
export function linesNotRestored(db: Db, lines: JournalRow[]): JournalRow[] {
  return lines.filter((r) => isUnresolved(r.state) || (r.kind === 'redeem' && r.state === 'succeeded' && openRedeemedCents(db, r) > 0));
}

/** What a cancel needs from the purchase module (kept there: it owns the redemption undo). */
export type CancelLine = (rt: CoreRuntime, journalId: string) => Promise<unknown>;

/** Cancels every redemption still open on a purchase, then marks it cancelled (see the head of this file). */
export async function cancelPurchase(rt: CoreRuntime, purchaseId: string, cancelLine: CancelLine): Promise<void> {
  rt.db.transaction(() => {
    const p = getPurchase(rt.db, purchaseId);
    const open = listByPurchase(rt.db, purchaseId).find((r) => isUnresolved(r.state));
    if (open) {
      throw new CoreError('locked', 'A step of this purchase is still being verified', true, {
        journalId: open.id,
        ...(open.code ? { code: open.code } : {}),
        openRow: { journalId: open.id, kind: open.kind, state: open.state, createdAt: open.createdAt, code: open.code },
      });
    }
    if (!cancelStarted(rt.db, p)) {
      appendAudit(rt.db, { at: rt.clock.now(), actor: currentCashier(), action: CANCEL_STARTED, subject: purchaseId, details: {} });
    }
  })();
  let firstError: unknown;
  // No line is open now (refused above) and none can be added: the redemptions still redeemed.
  for (const r of linesNotRestored(rt.db, listByPurchase(rt.db, purchaseId)).filter((l) => l.kind === 'redeem')) {
    try {
      await cancelLine(rt, r.id);
    } catch (err) {
      firstError ??= err;
    }
  }
  if (firstError !== undefined) throw firstError;
  const left = linesNotRestored(rt.db, listByPurchase(rt.db, purchaseId));
  if (left.length > 0) {
    // Not expected (every line was just given back), but never marked cancelled with a voucher still charged.
    throw new CoreError('conflict', 'Not every voucher of this purchase was given back; cancel it again', true, {
      journalIds: left.map((r) => r.id),
    });
  }
  if (getPurchase(rt.db, purchaseId).state === 'cancelled') return;
  updatePurchase(rt.db, purchaseId, { state: 'cancelled' }, rt.clock.now());
  rt.printing?.onPurchaseFinal(purchaseId);
}
