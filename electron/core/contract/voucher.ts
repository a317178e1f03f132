// Voucher lookup and the input rules shared by every value step: codes and amounts are checked
// here, before any request leaves the terminal.
import { z } from 'zod';
import { isTicketNumber, isVoucherCode, normalizeVoucherCode } from '../service/wire/common';
import { isShortCode } from './codes';
import { method } from './define';

/** Upper bound of one amount: 1,000,000.00 in cents. */
export const MAX_AMOUNT_CENTS = 100_000_000;

export { isShortCode } from './codes';

/**
 * A voucher code typed or scanned: dashes/spaces removed, upper-cased, 12 letters/digits, or a
 * mobile short code (4 to 11) that the core resolves through Balance before any value step.
 */
export const voucherCodeInputSchema = z
  .string()
  .max(64)
  .refine((v) => isVoucherCode(v) || isShortCode(v), { error: 'A voucher code has 12 letters or digits (dashes optional)' })
  .transform(normalizeVoucherCode);

/** A 19-digit ticket number (spaces tolerated). */
export const ticketNumberInputSchema = z
  .string()
  .max(64)
  .transform((v) => v.replace(/\s/g, ''))
  .refine(isTicketNumber, { error: 'A ticket number has 19 digits' });

/** A promo code: letters, digits and dashes, upper-cased. */
export const promoCodeInputSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, { error: 'A promo code has letters, digits and dashes only' })
  .transform((v) => v.toUpperCase());

/** The id of a row, a purchase, a product, a category or a reservation as a caller names it. */
export const idInputSchema = z.string().min(1, { error: 'An id is needed' }).max(128, { error: 'An id has at most 128 characters' });

/** A positive amount in integer cents, at most 1,000,000.00. */
export const amountCentsSchema = z.number().int().positive().max(MAX_AMOUNT_CENTS);

/** Voucher information for display. */
export const voucherInfoViewSchema = z.object({
  name: z.string(),
  description: z.string(),
  balanceCents: z.number().int(),
  isRedeemed: z.boolean(),
  validUntil: z.string().nullable(),
  /** Expired vouchers are flagged, never blocked. */
  expired: z.boolean(),
});

/** Whether the voucher can be loaded. */
export const chargeStatusViewSchema = z.object({
  canBeCharged: z.boolean(),
  message: z.string(),
  balanceCents: z.number().int().nullable(),
});

/** Whether the voucher can pay a purchase. */
export const redeemabilityViewSchema = z.object({
  isRedeemable: z.boolean(),
  balanceCents: z.number().int().nullable(),
  totalAmountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  message: z.string(),
  /** The service's note on a special case of this voucher (the balance's `extra`); null when none. */
  note: z.string().nullable().optional(),
});

/** Result of voucher.lookup: each part null when the service did not answer it. */
export const voucherLookupSchema = z.object({
  /** Normalised real code (the service may answer a short code with the real one). */
  code: z.string(),
  codeFormatted: z.string(),
  info: voucherInfoViewSchema.nullable(),
  charge: chargeStatusViewSchema.nullable(),
  redeem: redeemabilityViewSchema.nullable(),
  /** True when answered from the local cache (offline). */
  fromCache: z.boolean(),
  fetchedAt: z.string(),
  ageSeconds: z.number().int().nonnegative(),
  /** True while a step on this voucher is unresolved: no new value step starts. */
  locked: z.boolean(),
  /** On a cached answer: this till's own steps since it was fetched, already in the balances. */
  ownSteps: z.object({ payments: z.number().int(), loads: z.number().int(), other: z.number().int() }).optional(),
});
export type VoucherLookup = z.infer<typeof voucherLookupSchema>;

export const voucherMethods = {
  /** Info, charge status and redeemability of a voucher; offline from the cache marked with its age. */
  'voucher.lookup': method({
    input: z.object({ code: voucherCodeInputSchema }).strict(),
    output: voucherLookupSchema,
    role: 'cashier',
    doc: 'Look a voucher up (info, charge status, balance)',
  }),
};
