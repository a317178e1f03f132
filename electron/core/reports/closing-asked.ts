// The day closing's "asked ≠ booked" list: succeeded voucher orders and stock voucher
// activations of the day whose booked amount (what the service returned, journaled) differs from
// what the terminal asked. The comparison itself is the journal view's (store/journal-view.ts).
import type { ClosingAskedBooked } from '../contract';
import type { AskedBookedPrint } from '../printing/input';
import { csvAmount, type Cell } from './csv';
import type { Db } from '../store/database';
import { getJournalRow } from '../store/journal';
import { askedCents } from '../store/journal-view';
import type { Scope } from '../store/scope';
import { askedStepIds } from '../store/closing-rows';
import { shortReference } from '../printing/journal-adapter';

/** Steps of `day` in `scope` booked at another amount than asked, oldest first. Read-only. */
export function askedBookedOf(db: Db, day: string, scope: Scope): ClosingAskedBooked[] {
  const list: ClosingAskedBooked[] = [];
  for (const id of askedStepIds(db, day, scope)) {
    const row = getJournalRow(db, id);
    const asked = askedCents(row);
    if (asked === null || row.amountCents === null) continue;
    list.push({
      id: row.id,
      kind: row.kind,
      code: row.code,
      askedCents: asked,
      bookedCents: row.amountCents,
      currency: row.currency,
      cashier: row.cashier,
      createdAt: row.createdAt,
    });
  }
  return list;
}

/** CSV rows of the list (closing CSV columns: amount = asked, service_amount = booked, reference = receipt number). */
export function askedBookedCsvRows(
  list: readonly ClosingAskedBooked[],
  section: string,
  kinds: Record<string, string>,
  succeeded: string,
): Cell[][] {
  // Columns of the closing CSV: section, kind, state, cashier, code, count, gross (asked), cancelled, net, service amount (booked), reference.
  return list.map((a) => [
    section,
    kinds[a.kind] ?? a.kind,
    succeeded,
    a.cashier,
    a.code,
    1,
    csvAmount(a.askedCents),
    null,
    null,
    csvAmount(a.bookedCents),
    shortReference(a.id),
  ]);
}

/** The printed closing's list: short reference, kind, asked and booked. */
export function askedBookedReceipt(list: readonly ClosingAskedBooked[]): AskedBookedPrint[] {
  return list.map((a) => ({
    reference: shortReference(a.id),
    kind: a.kind,
    code: a.code,
    askedCents: a.askedCents,
    bookedCents: a.bookedCents,
  }));
}
