// The free credit a load may have added, for a load whose answer never arrived. A request with
// `free_credit_in_percentage` gets exactly that; without it the merchant's own free credit applies,
// which the service names only in a load's answer (`free_credit_amount_in_cents`). So the newest
// load this terminal sent without an override and got answered tells the merchant's rate; until one
// did, any free credit up to the amount itself is possible. Never "none" unless the service said so.
import type { Db } from '../store/database';
import type { JournalRow } from '../store/journal';
import { latestDefaultCreditLoad } from '../store/journal';

/** The free credit (cents) `row`'s load may have added, lowest and highest, and where that was read. */
export interface LoadCredit {
  minCents: number;
  maxCents: number;
  from: 'request' | 'merchant_answer' | 'unknown';
}

/** The free credit of `amount` at `pct` percent, as the service computes it (rounded down to the cent). */
export function creditAt(amount: number, pct: number): number {
  return Math.floor((amount * pct) / 100);
}

/**
 * The free credit of `amount` at the rate an answered load showed (`creditCents` on `amountCents`):
 * that answer gives the rate only to its rounded cent, so the range covers the rounding.
 */
export function creditLike(amount: number, answered: { amountCents: number; creditCents: number }): { min: number; max: number } {
  const a0 = answered.amountCents;
  if (a0 <= 0) return { min: 0, max: amount };
  const min = Math.floor((amount * answered.creditCents) / a0);
  const max = Math.max(min, Math.ceil((amount * (answered.creditCents + 1)) / a0) - 1);
  return { min, max };
}

/** The free credit `row` (a load) may have added at the service. */
export function loadCredit(db: Db, row: JournalRow): LoadCredit {
  const amount = row.amountCents ?? 0;
  const pct = row.request.free_credit_in_percentage;
  if (typeof pct === 'number') {
    const c = creditAt(amount, pct);
    return { minCents: c, maxCents: c, from: 'request' };
  }
  const seen = latestDefaultCreditLoad(db, row.scope);
  if (seen && seen.id !== row.id && seen.amountCents !== null && seen.freeCreditCents !== null) {
    const r = creditLike(amount, { amountCents: seen.amountCents, creditCents: seen.freeCreditCents });
    return { minCents: r.min, maxCents: r.max, from: 'merchant_answer' };
  }
  return { minCents: 0, maxCents: amount, from: 'unknown' };
}
