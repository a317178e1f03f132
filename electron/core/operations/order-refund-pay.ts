// Paying out a refund once its lines are undone: the original order's voucher payments are given
// back first (their redemptions cancelled, newest first, never turned into cash). The rest goes
// back with the payment method chosen (one negative tender), or by default with the original's own
// tenders: card back to card (up to what it paid less what earlier refunds gave back to it), then
// cash; cash is rounded to the cash rounding.
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import { readPaymentMethods, resolvePaymentMethod } from '../payments/methods';
import { roundToStep } from '../domain/order-figures';
import { isBackOfficeOnly, openRedeemedCents } from '../store/journal-view';
import { refundOf, refundOrderIds } from '../store/order-refunds';
import { insertTender, listTenders, removeTender, type TenderRow } from '../store/order-tenders';
import { voucherTender } from '../domain/order-view';
import { getOrder, listLines } from '../store/orders';
import type { CoreRuntime } from '../runtime';
import { newId } from './context';
import { roundingStepOf, viewOrder } from './order-common';
import { cancelRedemption } from './redemption';

type Method = { kind: TenderRow['kind']; paymentMethod: string | null };
export interface PayOut extends Method {
  amountCents: number;
}

/**
 * How `leftCents` goes back by the original's tenders: card and other (newest first) up to what
 * each method paid less what earlier refunds gave back to it, the rest in cash.
 */
export function splitByOriginal(
  leftCents: number,
  paid: readonly (Method & { amountCents: number })[],
  givenBack: readonly (Method & { amountCents: number })[],
  cash: Method,
): PayOut[] {
  const key = (m: Method) => `${m.kind}:${m.paymentMethod ?? ''}`;
  const room = new Map<string, number>();
  for (const t of paid) if (t.kind === 'card' || t.kind === 'other') room.set(key(t), (room.get(key(t)) ?? 0) + t.amountCents);
  for (const t of givenBack) if (room.has(key(t))) room.set(key(t), (room.get(key(t)) ?? 0) + t.amountCents);
  const out: PayOut[] = [];
  let left = leftCents;
  for (const t of [...paid].reverse()) {
    const r = room.get(key(t)) ?? 0;
    const cut = Math.min(left, r);
    if (cut <= 0) continue;
    out.push({ kind: t.kind, paymentMethod: t.paymentMethod, amountCents: cut });
    room.set(key(t), r - cut);
    left -= cut;
  }
  if (left > 0) out.push({ ...cash, amountCents: left });
  return out;
}

/** The method tenders the rest goes back with: the one chosen, or the original's. */
function payOuts(rt: CoreRuntime, originalId: string, methodId: string | null, left: number): PayOut[] {
  if (methodId !== null) {
    const m = resolvePaymentMethod(rt.db, methodId);
    return [{ kind: m.kind, paymentMethod: m.id, amountCents: left }];
  }
  const methods = (id: string) => listTenders(rt.db, id).filter((t) => t.kind !== 'voucher');
  const amounts = (ts: TenderRow[]) => ts.map((t) => ({ kind: t.kind, paymentMethod: t.paymentMethod, amountCents: t.amountCents ?? 0 }));
  const original = methods(originalId);
  const cashTender = original.find((t) => t.kind === 'cash');
  const cashId = cashTender?.paymentMethod ?? readPaymentMethods(rt.db).find((m) => m.kind === 'cash')?.id ?? 'cash';
  const cash: Method = { kind: 'cash', paymentMethod: cashId };
  const earlier = refundOrderIds(rt.db, originalId).flatMap((id) => amounts(methods(id)));
  return splitByOriginal(left, amounts(original), earlier, cash);
}

/** Gives the refund's value back: vouchers first, then negative tenders by the chosen method or the original's. */
export async function payOutRefund(rt: CoreRuntime, cashier: string | null, orderId: string): Promise<void> {
  const lines = listLines(rt.db, orderId);
  const r = lines.map(refundOf).find((x) => x !== null);
  if (!r) throw new CoreError('conflict', say('orderNotRefund'), false, { orderId });
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
    const by = { cashier, order: { orderId, lineId: null, tenderId } };
    await cancelRedemption(rt, by, row.id, cut === open ? undefined : cut).catch((err: unknown) => {
      if (err instanceof CoreError && err.code !== 'uncertain') removeTender(rt.db, tenderId, rt.clock.now());
      throw err;
    });
    left -= cut;
  }
  if (left <= 0) return;
  const step = roundingStepOf(rt, getOrder(rt.db, orderId).currency);
  const outs = payOuts(rt, r.orderId, r.paymentMethodId, left);
  rt.db.transaction(() => {
    for (const p of outs) {
      const amount = p.kind === 'cash' ? roundToStep(p.amountCents, step) : p.amountCents;
      insertTender(rt.db, {
        id: newId(),
        orderId,
        kind: p.kind,
        paymentMethod: p.paymentMethod,
        amountCents: -amount,
        now: rt.clock.now(),
      });
    }
  })();
}
