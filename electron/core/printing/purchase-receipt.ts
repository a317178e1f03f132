// Purchase -> its one receipt input. Built when the purchase is finished or cancelled
// and stored with its print job (keyed by the purchase id), so every reprint is the same document.
import type { Db } from '../store/database';
import { listByPurchase } from '../store/journal';
import { getPurchase } from '../store/purchases';
import { paymentMethodName, purchasePayment } from '../payments/methods';
import { stepHeader, type HeaderContext } from './journal-adapter';
import type { ReceiptInput } from './input';

type Line = { code: string; amountCents: number; balanceAfterCents: number | null };

/** The receipt of a finished or cancelled purchase; null while open or when no voucher moved value. */
export function purchaseReceipt(db: Db, purchaseId: string, h: HeaderContext): ReceiptInput | null {
  const p = getPurchase(db, purchaseId);
  if (p.state === 'open') return null;
  const rows = listByPurchase(db, p.id).filter((r) => r.state === 'succeeded' && r.code);
  // One line per voucher: what it paid (net of cancelled parts), or for a cancelled purchase what it
  // got back; the balance is the one after its last step in this purchase.
  const byCode = new Map<string, Line & { redeemed: number; restored: number }>();
  for (const r of rows) {
    if (r.kind !== 'redeem' && r.kind !== 'cancel_redemption') continue;
    const code = r.code ?? '';
    const l = byCode.get(code) ?? { code, amountCents: 0, balanceAfterCents: null, redeemed: 0, restored: 0 };
    if (r.kind === 'redeem') l.redeemed += r.amountCents ?? 0;
    else l.restored += r.amountCents ?? 0;
    if (r.balanceAfter !== null) l.balanceAfterCents = r.balanceAfter;
    byCode.set(code, l);
  }
  const cancelled = p.state === 'cancelled';
  const vouchers: Line[] = [...byCode.values()]
    .map((l) => ({ code: l.code, amountCents: cancelled ? l.restored : l.redeemed - l.restored, balanceAfterCents: l.balanceAfterCents }))
    .filter((l) => l.amountCents > 0 || !cancelled);
  if (cancelled && vouchers.length === 0) return null; // nothing was taken: nothing to hand over
  const paid = [...byCode.values()].reduce((sum, l) => sum + l.redeemed - l.restored, 0);
  const pay = purchasePayment(db, p.id);
  const restCents = cancelled ? 0 : (pay.restCents ?? Math.max(0, p.totalCents - paid));
  return {
    header: stepHeader(h, { id: p.id, terminal: p.terminal, cashier: p.cashier, at: p.updatedAt }),
    body: {
      kind: 'purchase',
      currency: p.currency ?? 'CHF',
      state: cancelled ? 'cancelled' : 'finished',
      totalCents: p.totalCents,
      purchaseReference: p.reference,
      vouchers,
      restCents,
      paymentMethod: cancelled ? null : paymentMethodName(db, pay.payment?.method ?? null, h.language),
    },
    drawer: !cancelled && restCents > 0 && pay.payment?.kind === 'cash',
  };
}
