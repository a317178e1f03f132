// Paying out a refund once its lines are undone: the original order's voucher payments are given
// back first (their redemptions cancelled, newest first, never turned into cash), the rest goes
// back with the payment method chosen, as one negative tender (cash rounded to the cash rounding).
import { CoreError } from '../contract';
import { resolvePaymentMethod } from '../payments/methods';
import { roundToStep } from '../store/order-figures';
import { isBackOfficeOnly, openRedeemedCents } from '../store/journal-view';
import { refundOf } from '../store/order-refunds';
import { insertTender, listTenders, removeTender } from '../store/order-tenders';
import { voucherTender } from '../store/order-view';
import { getOrder, listLines } from '../store/orders';
import type { CoreRuntime } from '../runtime';
import { newId } from './context';
import { roundingStepOf, viewOrder } from './order-common';
import { withOrderStep } from './order-context';
import { cancelRedemption } from './redemption';

/** Gives the refund's value back: vouchers first, then one negative tender in the chosen method. */
export async function payOutRefund(rt: CoreRuntime, orderId: string): Promise<void> {
  const lines = listLines(rt.db, orderId);
  const r = lines.map(refundOf).find((x) => x !== null);
  if (!r) throw new CoreError('conflict', 'This order is not a refund', false, { orderId });
  const v = viewOrder(rt, orderId);
  // Paid out once: a finish tried again after a failure goes on from what is given back.
  let left = -(v.totalCents - v.paidCents);
  const methodPaid = listTenders(rt.db, orderId).some((t) => t.kind !== 'voucher');
  if (left <= 0 || methodPaid) return;
  for (const t of [...listTenders(rt.db, r.orderId)].reverse()) {
    if (left <= 0) break;
    if (t.kind !== 'voucher') continue;
    const row = voucherTender(rt.db, t).row;
    // A redemption without its token cannot be cancelled at the till: that part goes back otherwise.
    if (!row || row.kind !== 'redeem' || row.state !== 'succeeded' || isBackOfficeOnly(rt.db, row)) continue;
    const open = openRedeemedCents(rt.db, row);
    const cut = Math.min(left, open);
    if (cut <= 0) continue;
    const tenderId = newId();
    rt.db.transaction(() =>
      insertTender(rt.db, { id: tenderId, orderId, kind: 'voucher', paymentMethod: null, amountCents: null, now: rt.clock.now() }),
    )();
    await withOrderStep({ orderId, lineId: null, tenderId, kinds: ['cancel_redemption'] }, () =>
      cancelRedemption(rt, row.id, cut === open ? undefined : cut),
    ).catch((err: unknown) => {
      if (err instanceof CoreError && err.code !== 'uncertain') removeTender(rt.db, tenderId, rt.clock.now());
      throw err;
    });
    left -= cut;
  }
  if (left <= 0) return;
  const method = resolvePaymentMethod(rt.db, r.paymentMethodId);
  const amount = method.kind === 'cash' ? roundToStep(left, roundingStepOf(rt, getOrder(rt.db, orderId).currency)) : left;
  insertTender(rt.db, { id: newId(), orderId, kind: method.kind, paymentMethod: method.id, amountCents: -amount, now: rt.clock.now() });
}
