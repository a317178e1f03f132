// What a purchase has been paid, from its journal lines: written once for the pay screen, the
// open-purchases list and the day closing.
import { isUnresolved } from '../contract';
import type { Db } from './database';
import { listByPurchase, localDay, type JournalRow } from './journal';
import { listOpenPurchases, type PurchaseRow } from './purchases';
import { terminalTimeZone } from './settings';

/** Confirmed, being-verified and remaining amounts of a purchase (remaining never counts a line twice). */
export function purchaseTotals(db: Db, p: PurchaseRow, lines: JournalRow[] = listByPurchase(db, p.id)) {
  let paid = 0;
  let unresolved = 0;
  for (const r of lines) {
    if (r.kind === 'redeem' && r.state === 'succeeded') paid += r.amountCents ?? 0;
    if (r.kind === 'redeem' && isUnresolved(r.state)) unresolved += r.amountCents ?? 0;
    if (r.kind === 'cancel_redemption' && r.state === 'succeeded') paid -= r.amountCents ?? 0;
  }
  return { paid, unresolved, remaining: Math.max(0, p.totalCents - paid - unresolved) };
}

/** Purchases open at the end of `day` (started that day or earlier), oldest first, with their amounts. */
export function openPurchasesUpTo(db: Db, day: string) {
  const zone = terminalTimeZone(db);
  return listOpenPurchases(db)
    .filter((p) => localDay(new Date(p.createdAt), zone) <= day)
    .reverse()
    .map((p) => {
      const t = purchaseTotals(db, p);
      return {
        id: p.id,
        totalCents: p.totalCents,
        paidCents: t.paid,
        unresolvedCents: t.unresolved,
        currency: p.currency,
        cashier: p.cashier,
        createdAt: p.createdAt,
      };
    });
}
