// What a step's answer means in money, settled where the answer is read, for both service
// flavours: the amount the customer paid (what the terminal asked, never the free credit) and the
// free credit booked on top. Reports, receipts and the money module read these, never the raw amount.
import type { JournalRow } from './journal';
import { requestedCents } from './journal-view';

/** What the customer paid for a step: what was asked, never the service's booked amount with free credit. */
export function paidOf(row: JournalRow): number {
  const amount = row.amountCents ?? 0;
  // The amount asked, also where the service booked the same (the interface names the free credit apart).
  if (row.kind === 'activate') return requestedCents(row) ?? amount - (row.freeCreditCents ?? 0);
  if (row.kind === 'order') return requestedCents(row) ?? amount;
  return amount;
}

/** Free credit booked on top of what was paid (loads, activations). */
export function freeCreditOf(row: JournalRow): number {
  if (row.kind === 'charge') return row.freeCreditCents ?? 0;
  // Production's activation answer carries the balance with the free credit and may name none:
  // what was booked above what was asked is free credit too.
  if (row.kind === 'activate') return Math.max(row.freeCreditCents ?? 0, (row.amountCents ?? 0) - paidOf(row));
  return 0;
}
