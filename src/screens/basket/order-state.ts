// Which orders are the basket (open ones, and those whose finish stopped at a refused line) and the
// ways out of each on screen, so that no state traps the cashier.
import { firstAttemptSchema, type CoreErrorData, type FirstAttempt, type Order } from '../../../electron/core/contract';

export function isOpen(order: Order | null): boolean {
  return !!order && (order.state === 'open' || order.state === 'finishing');
}

/** The order while it can still change (open, or stopped while finishing); else null. */
export function openOrder(order: Order | null): Order | null {
  return order && isOpen(order) ? order : null;
}

/**
 * The ways out of an open order beside the basket (a stopped one offers "remove the line" and
 * "cancel" with its reason). Finish: once covered, or a refund not stopped at a line (it pays out
 * what was undone). Cancel: unless stopped (offered with the reason), or a refund with a step undone
 * already (an undo is not undone again: finishing pays it out).
 */
export function waysOut(o: Order): { finish: boolean; cancel: boolean } {
  const stopped = o.stoppedAt !== null;
  const refund = o.refundOf !== null;
  const waiting = o.checkingCents > 0 || o.lines.some((l) => l.state === 'checking');
  return {
    finish: o.covered || (refund && !stopped && !waiting && o.lines.length > 0),
    cancel: !stopped && !cancelRefused(o),
  };
}

/** A refund whose finish stopped with a step undone already: cancelling is refused, removing the line is the way. */
export function cancelRefused(o: Order): boolean {
  return o.refundOf !== null && o.lines.some((l) => l.state === 'done');
}

/** A voucher payment refused because the same redemption did not happen earlier today: its first attempt (asked in the voucher panel). */
export function redeemRetryOf(error: CoreErrorData | null): FirstAttempt | null {
  const first = error?.code === 'conflict' ? firstAttemptSchema.safeParse(error.details?.firstAttempt).data : undefined;
  return first?.kind === 'redeem' ? first : null;
}
