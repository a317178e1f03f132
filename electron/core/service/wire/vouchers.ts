/**
 * Voucher handling wire schemas: info, charge (load), redemption (pay), archive, statistics, hello.
 * "Charge" loads value onto a voucher; "redeem" spends it. Errors of these endpoints are plain text.
 */
import { z } from 'zod';
import {
  alnumReferenceSchema,
  centsSchema,
  compareTimestamps,
  currencySchema,
  dateOrTimestampSchema,
  idSchema,
  looseEnum,
  messageSchema,
  monthSchema,
  optionalLoose,
  positiveCentsSchema,
  reasonSchema,
  responseTimestampSchema,
} from './common';

/** Voucher information for display (`GET /v1/vouchers/{code}/info.json`); `code` echoed as sent. */
export const voucherInfoSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  balance_in_cents: centsSchema,
  is_redeemed: z.boolean(),
  /** null tolerated for vouchers without expiry. */
  valid_until: responseTimestampSchema.nullable(),
});
export type VoucherInfo = z.infer<typeof voucherInfoSchema>;

/** Whether a voucher can be loaded (`GET …/charge_status.json`); refusal is `can_be_charged: false`. */
export const chargeStatusSchema = z.looseObject({
  code: z.string(),
  can_be_charged: z.boolean(),
  message: messageSchema,
  balance_in_cents: optionalLoose(centsSchema),
});
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;

/** Body of Charge Voucher (`POST …/charge.json`): load `amount_in_cents` onto the voucher. */
export const chargeRequestSchema = z.object({
  amount_in_cents: positiveCentsSchema,
  payment_id: idSchema.optional(),
  free_credit_in_percentage: z.number().nonnegative().optional(),
  reference: alnumReferenceSchema(256),
});
export type ChargeRequest = z.infer<typeof chargeRequestSchema>;

/** Result of Charge Voucher; legacy merchants get no `charge_token` and no free credit. */
export const chargeResultSchema = z.looseObject({
  code: z.string(),
  balance_in_cents: centsSchema,
  charge_token: optionalLoose(z.string()),
  free_credit_amount_in_cents: optionalLoose(centsSchema),
});
export type ChargeResult = z.infer<typeof chargeResultSchema>;

/** True when a charge result came from the legacy procedure (cancel with the legacy body). */
export function isLegacyChargeResult(result: ChargeResult): boolean {
  return result.charge_token === undefined;
}

/** Cancel Charge body, token form: `charge_token` from the charge result. */
export const cancelChargeTokenRequestSchema = z.object({
  charge_token: z.string().min(1),
  cancel_reason: reasonSchema,
});
export type CancelChargeTokenRequest = z.infer<typeof cancelChargeTokenRequestSchema>;

/** Legacy amount: an integer; a numeric string (`"15000"`) is accepted and converted. */
const legacyAmountSchema = z
  .union([z.number(), z.string().regex(/^\d+$/, { error: 'expected an integer amount' }).transform(Number)])
  .pipe(positiveCentsSchema);

/** Cancel Charge body, legacy form (no free credit): the amount and, if given at charging, payment_id. */
export const cancelChargeLegacyRequestSchema = z.object({
  amount_in_cents: legacyAmountSchema,
  payment_id: idSchema.optional(),
  cancel_reason: reasonSchema,
});
export type CancelChargeLegacyRequest = z.infer<typeof cancelChargeLegacyRequestSchema>;

/** Cancel Charge body (`POST …/cancel_charge.json`): token form first, else legacy form. */
export const cancelChargeRequestSchema = z.union([cancelChargeTokenRequestSchema, cancelChargeLegacyRequestSchema]);
export type CancelChargeRequest = z.infer<typeof cancelChargeRequestSchema>;

/** Narrows a parsed Cancel Charge body to the token form. */
export function isTokenCancelCharge(body: CancelChargeRequest): body is CancelChargeTokenRequest {
  return 'charge_token' in body;
}

/** Result of Cancel Charge: the new balance. */
export const cancelChargeResultSchema = z.looseObject({
  code: z.string(),
  balance_in_cents: centsSchema,
});
export type CancelChargeResult = z.infer<typeof cancelChargeResultSchema>;

/**
 * The balance's `extra`: normally null, otherwise the service's note on a special case of this
 * voucher, shown to the cashier. A text stays as it is; anything else is kept as compact JSON so
 * nothing the service said is dropped. Null, missing or blank: null.
 */
export const extraNoteSchema = z
  .unknown()
  .optional()
  .transform((v): string | null => {
    if (v === undefined || v === null) return null;
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return text.trim() === '' || text === '{}' || text === '[]' ? null : text.trim();
  });

/** Balance of a redeemable voucher (`GET …/balance.json`); `code` is the real code to continue with. */
const redeemableBalanceSchema = z.looseObject({
  code: z.string(),
  is_redeemable: z.literal(true),
  balance_in_cents: centsSchema,
  total_amount_in_cents: centsSchema,
  /** Older documented versions have neither `product_id` nor `currency` (use the merchant's). */
  product_id: optionalLoose(z.string()),
  message: messageSchema,
  currency: optionalLoose(currencySchema),
  extra: extraNoteSchema,
});

/** Balance answer for a voucher that cannot be paid with (unknown, unpaid, used up, pro-forma). */
const notRedeemableBalanceSchema = z.looseObject({
  code: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  is_redeemable: z.literal(false),
  balance_in_cents: optionalLoose(centsSchema),
  total_amount_in_cents: optionalLoose(centsSchema),
  product_id: optionalLoose(z.string()),
  message: messageSchema,
  currency: optionalLoose(currencySchema),
  extra: extraNoteSchema,
});

/** Voucher balance for paying with a voucher, discriminated on `is_redeemable`. */
export const voucherBalanceSchema = z.discriminatedUnion('is_redeemable', [redeemableBalanceSchema, notRedeemableBalanceSchema]);
export type VoucherBalance = z.infer<typeof voucherBalanceSchema>;

/** Body of Redeem (`POST …/redeem.json`): spend `amount_in_cents` from the voucher. */
export const redeemRequestSchema = z.object({
  amount_in_cents: positiveCentsSchema,
  reference_number: alnumReferenceSchema(1024),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/**
 * Result of Redeem: new balance and the token needed to cancel the redemption. Captured traffic
 * (an older generation) answers without `redeem_token`: the money moved all the same, and such a
 * redemption can only be undone in the back office (the service offers no token-less cancel).
 */
export const redeemResultSchema = z.looseObject({
  code: z.string(),
  balance_in_cents: centsSchema,
  redeem_token: optionalLoose(z.string().min(1)),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** Body of Cancel Redemption (`POST …/cancel_redemption.json`); may be repeated for partial amounts. */
export const cancelRedemptionRequestSchema = z.object({
  redeem_token: z.string().min(1),
  amount_in_cents: positiveCentsSchema,
});
export type CancelRedemptionRequest = z.infer<typeof cancelRedemptionRequestSchema>;

/** Result of Cancel Redemption: the restored balance. */
export const cancelRedemptionResultSchema = z.looseObject({
  code: z.string(),
  balance_in_cents: centsSchema,
});
export type CancelRedemptionResult = z.infer<typeof cancelRedemptionResultSchema>;

/** `complimentary` filter of archives and redemption lists. */
export const complimentarySchema = z.enum(['included', 'excluded', 'only']);
export type Complimentary = z.infer<typeof complimentarySchema>;

/** Query of the redemptions list (`GET /v1/vouchers/redemptions.json`). */
export const redemptionsQuerySchema = z.object({
  from: dateOrTimestampSchema,
  to: dateOrTimestampSchema,
  user_id: z.string().min(1).optional(),
  complimentary: complimentarySchema.optional(),
});
export type RedemptionsQuery = z.infer<typeof redemptionsQuerySchema>;

/** Named reference `{id, name}` inside a redemption item. */
const namedRefSchema = z.looseObject({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() });

/** One redemption in the redemptions list (used to reconcile an unknown outcome). */
export const redemptionItemSchema = z.looseObject({
  code: z.string(),
  redeemed_at: responseTimestampSchema,
  redeemed_amount_in_cents: centsSchema,
  derecognized: z.boolean(),
  is_complimentary: z.boolean(),
  user: namedRefSchema.nullish().transform((v) => v ?? null),
  product: namedRefSchema.nullish().transform((v) => v ?? null),
  /** The `reference_number` sent with the redemption; an extra of the built-in service, absent in production. */
  reference_number: optionalLoose(z.string()),
});
export type RedemptionItem = z.infer<typeof redemptionItemSchema>;

/** Result of the redemptions list. */
export const redemptionsResultSchema = z.array(redemptionItemSchema);
export type RedemptionsResult = z.infer<typeof redemptionsResultSchema>;

/** Path month of the archive (`/v1/voucher_archives/{year}-{month}.json`). */
export const archiveMonthSchema = monthSchema;

/** Query of the voucher archive. */
export const archiveQuerySchema = z.object({ complimentary: complimentarySchema.optional() });
export type ArchiveQuery = z.infer<typeof archiveQuerySchema>;

/** Voucher archive of one month: total outstanding balance (past months may still change). */
export const archiveResultSchema = z.looseObject({
  month: z.string(),
  total_balance_in_cents: centsSchema,
});
export type ArchiveResult = z.infer<typeof archiveResultSchema>;

/** Query of Voucher Sales Statistics: `from` inclusive, `to` exclusive, `to` not before `from`. */
export const statisticsQuerySchema = z
  .object({ from: dateOrTimestampSchema, to: dateOrTimestampSchema })
  .refine((q) => compareTimestamps(q.to, q.from) >= 0, { error: '`to` must not be before `from`', path: ['to'] });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** Revenue of one voucher type in the statistics. */
export const statisticsByVoucherTypeSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  amount_in_cents: centsSchema,
});

/** Revenue of one point of sale in the statistics. */
export const statisticsByPointOfSaleSchema = z.looseObject({
  point_of_sale: looseEnum(['web', 'local', 'import'] as const),
  count_orders: z.number().int(),
  amount_in_cents: centsSchema,
});

/** Voucher Sales Statistics result (§2.6), same for both statistics paths. */
export const statisticsResultSchema = z.looseObject({
  from: z.string(),
  to: z.string(),
  count_vouchers: z.number().int(),
  amount_total_in_cents: centsSchema,
  by_voucher_type: z.array(statisticsByVoucherTypeSchema),
  by_point_of_sale: z.array(statisticsByPointOfSaleSchema),
});
export type StatisticsResult = z.infer<typeof statisticsResultSchema>;

/** Connectivity probe `GET /v1/hello.json`: plain text `OK` (surrounding whitespace tolerated). */
export const helloResultSchema = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.literal('OK'));
export type HelloResult = z.infer<typeof helloResultSchema>;
