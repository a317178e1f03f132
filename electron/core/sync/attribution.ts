// Whose step is it? The service's redemptions list shows the whole merchant: this till, other tills
// with their own keys, the back office. A balance that moved by a step's amount may have been moved
// by any of them, so the reconciler attributes a step to this terminal only on evidence no other till
// can produce: its own reference in the list, or (where the service lists no references) the key's
// own user with code and amount, one candidate, and nothing else moving the voucher.
// This file sorts the list for one voucher into what this terminal's journal explains and what it
// does not; reconcile-rules.ts decides from that.
import type { DecisionMovement } from '../contract';
import type { RedemptionItem } from '../service/wire';
import { normalizeVoucherCode } from '../service/wire';
import type { JournalRow } from '../store/journal';

/** How far before a step's sending another movement still counts as "in the window" (clocks differ). */
export const MOVE_SKEW_MS = 10 * 60_000;

const time = (s: string): number => {
  const t = Date.parse(s);
  return Number.isNaN(t) ? 0 : t;
};

/** The reference a redemption row was sent with. */
export function referenceOf(row: JournalRow): string | null {
  const r = row.request.reference_number;
  return typeof r === 'string' ? r : null;
}

/** The list read for one voucher, sorted against this terminal's journal. */
export interface VoucherMoves {
  /** Items carrying the row's own reference. */
  own: RedemptionItem[];
  /** True when the list carries references: a step of ours is then listed by its reference. */
  referencesListed: boolean;
  /** Items of the voucher that no other row of this terminal explains (the row itself excluded). */
  unexplained: RedemptionItem[];
}

/**
 * Sorts `items` of `code` against `ours` (this terminal's rows of the voucher): an item is explained
 * by the reference of one of our rows, or, where the list carries no references, one-to-one by one of
 * our succeeded redemptions (same amount still open first, then any amount up to the redeemed one),
 * of the key's user when it is known.
 */
export function voucherMoves(
  items: readonly RedemptionItem[],
  code: string,
  self: JournalRow,
  ours: readonly JournalRow[],
  keyUser: string | null,
  openCents: (row: JournalRow) => number,
): VoucherMoves {
  const onVoucher = items.filter((i) => normalizeVoucherCode(i.code) === code);
  const selfRef = referenceOf(self);
  const own = selfRef ? onVoucher.filter((i) => i.reference_number === selfRef) : [];
  const referencesListed = items.some((i) => i.reference_number !== undefined);
  const others = ours.filter((r) => r.id !== self.id);
  const refs = new Set(others.map(referenceOf).filter((r): r is string => r !== null));
  let rest = onVoucher.filter((i) => !own.includes(i) && !(i.reference_number !== undefined && refs.has(i.reference_number)));
  if (!referencesListed) {
    const mine = (i: RedemptionItem): boolean => keyUser === null || i.user?.id === keyUser;
    const redeemed = others.filter((r) => r.kind === 'redeem' && r.state === 'succeeded');
    const unmatched: JournalRow[] = [];
    for (const r of redeemed) {
      const hit = rest.find((i) => mine(i) && i.redeemed_amount_in_cents === openCents(r));
      if (hit) rest = rest.filter((i) => i !== hit);
      else unmatched.push(r);
    }
    for (const r of unmatched) {
      const hit = rest.find((i) => mine(i) && i.redeemed_amount_in_cents <= (r.amountCents ?? 0));
      if (hit) rest = rest.filter((i) => i !== hit);
    }
  }
  return { own, referencesListed, unexplained: rest };
}

/** Items dated from `sentMs` minus the skew on: what moved the voucher since the step was sent. */
export function since(items: readonly RedemptionItem[], sentMs: number): RedemptionItem[] {
  return items.filter((i) => time(i.redeemed_at) >= sentMs - MOVE_SKEW_MS);
}

/** The items as facts for the cashier (who moved the voucher, when, by how much). */
export function movementFacts(items: readonly RedemptionItem[], keyUser: string | null): DecisionMovement[] {
  return items.map((i) => ({
    at: i.redeemed_at,
    cents: i.redeemed_amount_in_cents,
    user: i.user?.name ?? null,
    ourKey: keyUser !== null && i.user?.id === keyUser,
  }));
}
