// Lists and small rules of the contract without zod: the renderer's cashier bundle imports these at
// run time (the schemas built on them stay in their domain files).

export const languages = ['de', 'fr', 'it', 'en'] as const;

/**
 * The kinds of payment methods (cash opens the drawer; card and other do not), and of an order's
 * tenders (a voucher or a payment method). Declared here once: the schemas, the store program's
 * replicas and the screens read them; a test holds the SQLite and PostgreSQL checks to them.
 */
export const paymentKinds = ['cash', 'card', 'other'] as const;
export const tenderKinds = ['voucher', ...paymentKinds] as const;

/** Kinds of value steps that are journaled. */
export const journalKinds = [
  'redeem',
  'cancel_redemption',
  'charge',
  'cancel_charge',
  'activate',
  'deactivate',
  'order',
  'delete_order',
  'promo_redeem',
  'promo_cancel',
  'book',
  'cancel_booking',
] as const;
export type JournalKind = (typeof journalKinds)[number];

/**
 * States of a journal row. `pending`: written before the request left; `succeeded`/`failed`: the
 * service answered; `uncertain`: timeout, dropped connection, 5xx or crash (never retried blindly);
 * `not_applied`: the reconciler proved it did not happen; `needs_decision`: the cashier must decide.
 */
export const journalStates = ['pending', 'succeeded', 'failed', 'uncertain', 'not_applied', 'needs_decision'] as const;
export type JournalState = (typeof journalStates)[number];

/** States that still lock the voucher for new value steps. */
export const unresolvedStates = ['pending', 'uncertain', 'needs_decision'] as const satisfies readonly JournalState[];

/** True for a state that still locks the voucher (one of `unresolvedStates`). */
export function isUnresolved(state: JournalState): boolean {
  return (unresolvedStates as readonly JournalState[]).includes(state);
}

/** The kind of the row that undoes a row of each undoable kind. */
export const undoKinds = {
  redeem: 'cancel_redemption',
  charge: 'cancel_charge',
  activate: 'deactivate',
  order: 'delete_order',
  promo_redeem: 'promo_cancel',
  book: 'cancel_booking',
} as const satisfies Partial<Record<JournalKind, JournalKind>>;

/** Tickets of one category in one booking, and of all categories together: a till's booking, not a block sale. */
export const MAX_TICKETS_PER_CATEGORY = 100;
export const MAX_TICKETS_PER_BOOKING = 200;

/** Why a listed product cannot be booked, or `bookable`. */
export type Bookability = 'bookable' | 'inactive' | 'no_categories';

/** Inactive products and products without person categories are listed but not bookable (§2.1). */
export function productBookability(p: { isActive: boolean; categories: readonly unknown[] }): Bookability {
  if (!p.isActive) return 'inactive';
  if (p.categories.length === 0) return 'no_categories';
  return 'bookable';
}
