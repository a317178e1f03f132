// "Pay with voucher": a purchase paid by one or more vouchers. Each voucher pays
// min(still to pay, balance); a voucher only once per purchase; cancelling the purchase cancels
// every redemption. Redemptions still being verified are not paid: they are not asked for again
// (never overpay), but the purchase cannot be finished until they are settled; a line that turns
// out not applied reopens a finished purchase (store/journal.ts transition).
import { CoreError, isUnresolved, type Purchase } from '../contract';
import type { CoreRuntime } from '../runtime';
import { learnKeyUser } from '../sync/key-user';
import { assertRetryConfirmed } from './retry-guard';
import { normalizeVoucherCode } from '../service/wire';
import type { Db } from '../store/database';
import { getJournalRow, listByPurchase, type JournalRow } from '../store/journal';
import { assertCodeFree } from '../store/journal-locks';
import { getPurchase, insertPurchase, listOpenPurchases, updatePurchase } from '../store/purchases';
import { appendAudit } from '../store/audit';
import { journaledStep, newId, readFailure, requireOnline, service, stepReference, terminalName, currentCashier } from './context';
import { pendingRow, journaledUndo, undoTarget } from './undo';
import { openRedeemedCents, toEntry } from '../store/journal-view';
import { purchaseTotals } from '../store/purchase-totals';
import { setPurchasePayment, stepPayment } from '../payments/methods';
import { assertNotCancelling, cancelPurchase as cancelPurchaseLines, cancelStarted } from './purchase-cancel';
import type { Handlers } from '../host/handlers';

/** The purchase as the renderer sees it. */
export function purchaseView(db: Db, id: string): Purchase {
  const p = getPurchase(db, id);
  const lines = listByPurchase(db, id);
  const t = purchaseTotals(db, p, lines);
  return {
    id: p.id,
    totalCents: p.totalCents,
    currency: p.currency,
    paidCents: t.paid,
    unresolvedCents: t.unresolved,
    remainingCents: p.state === 'cancelled' ? 0 : t.remaining,
    state: p.state,
    cancelling: p.state !== 'cancelled' && cancelStarted(db, p),
    reference: p.reference,
    cashier: p.cashier,
    lines: lines.map((r) => toEntry(db, r)),
    createdAt: p.createdAt,
  };
}

/** Handlers of purchase.* and redemption.cancel. */
export function purchaseHandlers(rt: CoreRuntime) {
  return {
    'purchase.start': (input): Purchase => {
      const p = insertPurchase(rt.db, {
        id: newId(),
        totalCents: input.totalCents,
        reference: input.reference ?? null,
        terminal: terminalName(rt),
        cashier: currentCashier(),
        now: rt.clock.now(),
      });
      return purchaseView(rt.db, p.id);
    },
    'purchase.get': (input): Purchase => purchaseView(rt.db, input.purchaseId),
    'purchase.addVoucher': async (input): Promise<Purchase> => {
      await addVoucher(rt, input.purchaseId, input.code, input.confirmRetryOf);
      return purchaseView(rt.db, input.purchaseId);
    },
    'purchase.finish': (input): Purchase => {
      // Checked and written in one transaction: no line can start between the check and the finish.
      const payment = stepPayment(rt.db, input.paymentMethodId);
      rt.db.transaction(() => {
        const p = getPurchase(rt.db, input.purchaseId);
        if (p.state !== 'open') throw new CoreError('conflict', `The purchase is already ${p.state}`);
        assertNotCancelling(rt.db, p);
        const lines = listByPurchase(rt.db, p.id);
        assertNothingUnresolved(lines, p.currency);
        const rest = purchaseTotals(rt.db, p, lines).remaining;
        setPurchasePayment(rt.db, p.id, rest, rest > 0 ? payment : null);
        updatePurchase(rt.db, p.id, { state: 'finished' }, rt.clock.now());
      })();
      rt.printing?.onPurchaseFinal(input.purchaseId);
      return purchaseView(rt.db, input.purchaseId);
    },
    'purchase.open': (): { purchases: Purchase[] } => ({ purchases: listOpenPurchases(rt.db).map((p) => purchaseView(rt.db, p.id)) }),
    'purchase.managerCancel': async (input): Promise<Purchase> => {
      const before = purchaseView(rt.db, input.purchaseId);
      await cancelPurchase(rt, input.purchaseId);
      appendAudit(rt.db, {
        at: rt.clock.now(),
        actor: currentCashier(),
        action: 'purchase.managerCancel',
        subject: input.purchaseId,
        details: { totalCents: before.totalCents, paidCents: before.paidCents, createdAt: before.createdAt, cashier: before.cashier },
      });
      return purchaseView(rt.db, input.purchaseId);
    },
    'purchase.cancel': async (input): Promise<Purchase> => {
      await cancelPurchase(rt, input.purchaseId);
      return purchaseView(rt.db, input.purchaseId);
    },
    'redemption.cancel': async (input) => {
      const row = await cancelRedemption(rt, input.journalId, input.amountCents);
      return toEntry(rt.db, row);
    },
  } satisfies Handlers;
}

/** Finish waits for every line being verified: the error names the amount (`details.amountCents`). */
function assertNothingUnresolved(lines: JournalRow[], currency: string | null): void {
  const open = lines.filter((r) => isUnresolved(r.state));
  if (open.length === 0) return;
  const amountCents = open.reduce((sum, r) => sum + (r.amountCents ?? 0), 0);
  throw new CoreError('locked', `Still checking whether ${amountCents} cents were taken; the purchase can be finished afterwards`, true, {
    waitingFor: 'verification',
    amountCents,
    currency: open[0]?.currency ?? currency,
    journalId: open[0]?.id,
  });
}

/** A voucher pays a purchase only once (a failed or not-applied attempt does not count). */
function assertNotInPurchase(lines: JournalRow[], code: string): void {
  if (lines.some((r) => r.kind === 'redeem' && r.code === code && r.state !== 'failed' && r.state !== 'not_applied')) {
    throw new CoreError('conflict', 'This voucher already pays part of this purchase', false, { code });
  }
}

/** Redeems min(still to pay, balance) from one voucher for the purchase. */
export async function addVoucher(rt: CoreRuntime, purchaseId: string, code: string, confirmRetryOf?: string): Promise<JournalRow> {
  const p = getPurchase(rt.db, purchaseId);
  if (p.state !== 'open') throw new CoreError('conflict', `The purchase is already ${p.state}`);
  assertNotCancelling(rt.db, p);
  assertNotInPurchase(listByPurchase(rt.db, purchaseId), code);
  assertCodeFree(rt.db, code);
  requireOnline(rt);
  if (purchaseTotals(rt.db, p).remaining <= 0) throw new CoreError('conflict', 'Nothing is left to pay on this purchase');
  const svc = service(rt);
  const bal = await svc.vouchers.balance(code).catch(readFailure);
  if (!bal.is_redeemable || bal.balance_in_cents === undefined) {
    throw new CoreError('service_refused', bal.message || 'This voucher cannot be used for payment', false, { code });
  }
  const realCode = bal.code ? normalizeVoucherCode(bal.code) : code;
  // A short code resolves to the real one: the checks above are repeated with it.
  assertNotInPurchase(listByPurchase(rt.db, purchaseId), realCode);
  assertCodeFree(rt.db, realCode);
  const balance = bal.balance_in_cents;
  const currency = bal.currency ?? null;
  const { row } = await journaledStep(rt, {
    begin: () => {
      // Re-checked inside the transaction: two scans at once must not overpay or add a voucher twice.
      const cur = getPurchase(rt.db, purchaseId);
      if (cur.state !== 'open') throw new CoreError('conflict', `The purchase is already ${cur.state}`);
      assertNotCancelling(rt.db, cur);
      if (cur.currency && currency && cur.currency !== currency) {
        throw new CoreError('conflict', `This voucher is in ${currency}, the purchase in ${cur.currency}`);
      }
      const lines = listByPurchase(rt.db, purchaseId);
      assertNotInPurchase(lines, realCode);
      const amount = Math.min(purchaseTotals(rt.db, cur, lines).remaining, balance);
      if (amount <= 0) throw new CoreError('service_refused', 'The voucher has no balance left', false, { code: realCode });
      assertRetryConfirmed(rt.db, { kind: 'redeem', code: realCode, amountCents: amount, now: rt.clock.now() }, confirmRetryOf);
      if (!cur.currency && currency) updatePurchase(rt.db, purchaseId, { currency }, rt.clock.now());
      const id = newId();
      return pendingRow(rt, {
        id,
        kind: 'redeem',
        code: realCode,
        amountCents: amount,
        currency,
        request: { amount_in_cents: amount, reference_number: stepReference(id, cur.reference, 1024) },
        balanceBefore: balance,
        purchaseId,
      });
    },
    call: (r) =>
      svc.vouchers.redeem(realCode, {
        amount_in_cents: r.amountCents ?? 0,
        ...(r.request.reference_number ? { reference_number: String(r.request.reference_number) } : {}),
      }),
    succeed: (_r, res) => ({ redeemToken: res.redeem_token, balanceAfter: res.balance_in_cents }),
  });
  // The answer came: the one step that may teach the key's user (not awaited: the cashier goes on).
  void learnKeyUser({ db: rt.db, service: svc, now: () => rt.clock.now(), warn: (m, d) => rt.logger.warn(m, d) }, row);
  return row;
}

/** Cancels (part of) one redemption by its journal row. */
export async function cancelRedemption(
  rt: CoreRuntime,
  journalId: string,
  amountCents?: number,
  withPurchase = false,
): Promise<JournalRow> {
  const target = undoTarget(getJournalRow(rt.db, journalId), 'redeem', 'Only a completed redemption can be cancelled');
  if (!target.redeemToken || !target.code) {
    throw new CoreError('conflict', 'This redemption was confirmed without its token; it can only be cancelled in the back office');
  }
  const code = target.code;
  const token = target.redeemToken;
  assertCodeFree(rt.db, code);
  requireOnline(rt);
  const svc = service(rt);
  const bal = await svc.vouchers.balance(code).catch(readFailure);
  // Partial cancels: the open amount (not "any undo row") decides, inside the transaction.
  return journaledUndo(rt, {
    target,
    row: () => {
      const open = openRedeemedCents(rt.db, getJournalRow(rt.db, journalId));
      const amount = amountCents ?? open;
      if (open <= 0) throw new CoreError('conflict', 'This redemption is already cancelled');
      if (amount > open) throw new CoreError('invalid_input', `At most ${open} cents of this redemption can be cancelled`);
      return {
        kind: 'cancel_redemption',
        code,
        amountCents: amount,
        currency: target.currency,
        // withPurchase: part of cancelling the whole purchase (its one receipt says so, not a slip per line).
        request: { redeem_token: token, amount_in_cents: amount, ...(withPurchase ? { purchase_cancel: true } : {}) },
        balanceBefore: bal.balance_in_cents ?? null,
        purchaseId: target.purchaseId,
      };
    },
    call: (r) => svc.vouchers.cancelRedemption(code, { redeem_token: token, amount_in_cents: r.amountCents ?? 0 }),
    succeed: (_r, res) => ({ balanceAfter: res.balance_in_cents }),
  });
}

/** Cancels every open redemption of a purchase, then marks it cancelled (operations/purchase-cancel.ts). */
function cancelPurchase(rt: CoreRuntime, purchaseId: string): Promise<void> {
  return cancelPurchaseLines(rt, purchaseId, (r, id) => cancelRedemption(r, id, undefined, true));
}
