// What a voucher tender gave back: its cancellations that succeeded (a line refused and removed,
// the order cancelled), told once for the receipt, the basket and the customer display.
import type { Tender } from './orders';

const undos = (t: Tender) => t.entries.filter((e) => e.kind === 'cancel_redemption' && e.state === 'succeeded');

/** The amount given back to the voucher (0: none) and the balance its last undo left. */
export function givenBack(t: Tender): { cents: number; balanceAfterCents: number | null } {
  const u = t.kind === 'voucher' ? undos(t) : [];
  return { cents: u.reduce((s, e) => s + (e.amountCents ?? 0), 0), balanceAfterCents: u.at(-1)?.balanceAfterCents ?? null };
}
