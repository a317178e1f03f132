// Giving a voucher payment back: the journal's undo of one redemption (fully or partly), also the
// step an order's voucher tender is removed or refunded by.
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { getJournalRow, type JournalRow } from '../store/journal';
import { assertCodeFree } from '../store/journal-locks';
import { openRedeemedCents, toEntry } from '../store/journal-view';
import { readFailure, requireOnline, service, stepBy, type StepBy } from './context';
import { journaledUndo, undoTarget } from './undo';
import type { Handlers } from '../contract/calls';

/** Handlers of redemption.cancel. */
export function redemptionHandlers(rt: CoreRuntime) {
  return {
    'redemption.cancel': async (input, ctx?) => toEntry(rt.db, await cancelRedemption(rt, stepBy(ctx), input.journalId, input.amountCents)),
  } satisfies Handlers;
}

/** Cancels (part of) one redemption by its journal row. */
export async function cancelRedemption(rt: CoreRuntime, by: StepBy, journalId: string, amountCents?: number): Promise<JournalRow> {
  const target = undoTarget(getJournalRow(rt.db, journalId), 'redeem', say('onlyCompletedRedemption'));
  if (!target.redeemToken || !target.code) {
    throw new CoreError('conflict', say('redemptionNoToken'));
  }
  const code = target.code;
  const token = target.redeemToken;
  assertCodeFree(rt.db, code);
  requireOnline(rt);
  const svc = service(rt);
  const bal = await svc.vouchers.balance(code).catch(readFailure);
  // Partial cancels: the open amount (not "any undo row") decides, inside the transaction.
  return journaledUndo(rt, by, {
    target,
    row: () => {
      const open = openRedeemedCents(rt.db, getJournalRow(rt.db, journalId));
      const amount = amountCents ?? open;
      if (open <= 0) throw new CoreError('conflict', say('redemptionCancelled'));
      if (amount > open) throw new CoreError('invalid_input', say('cancelAtMost', { cents: open }));
      return {
        kind: 'cancel_redemption',
        code,
        amountCents: amount,
        currency: target.currency,
        request: { redeem_token: token, amount_in_cents: amount },
        balanceBefore: bal.balance_in_cents ?? null,
        purchaseId: target.purchaseId,
      };
    },
    call: (r) => svc.vouchers.cancelRedemption(code, { redeem_token: token, amount_in_cents: r.amountCents ?? 0 }),
    succeed: (_r, res) => ({ balanceAfter: res.balance_in_cents }),
  });
}
