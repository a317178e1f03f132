/**
 * Promo code wire schemas. A promo code is a discount, not a means of payment.
 * Errors of these endpoints are plain text.
 */
import { z } from 'zod';
import { alnumReferenceSchema, emptyResultSchema, looseEnum, messageSchema, optionalLoose } from './common';

/** Promo code status (`GET /v1/promo_codes/{code}/status.json`); refusal is `is_valid: false`. */
export const promoStatusSchema = z.looseObject({
  code: z.string(),
  is_valid: z.boolean(),
  discount_type: optionalLoose(looseEnum(['percentage', 'amount'] as const)),
  /** Percent for `percentage`, cents for `amount`. */
  value: optionalLoose(z.number()),
  message: messageSchema,
});
export type PromoStatus = z.infer<typeof promoStatusSchema>;

/** Redeem body (`POST /v1/promo_codes/{code}/redeem.json`). */
export const promoRedeemRequestSchema = z.object({
  reference_number: alnumReferenceSchema(1024),
});
export type PromoRedeemRequest = z.infer<typeof promoRedeemRequestSchema>;

/** Redeem result: an empty object `{}`. */
export const promoRedeemResultSchema = emptyResultSchema;
export type PromoRedeemResult = z.infer<typeof promoRedeemResultSchema>;

/** Cancel-redemption body (`POST …/cancel_redemption.json`): none documented, an optional reference tolerated. */
export const promoCancelRedemptionRequestSchema = z.object({
  reference_number: alnumReferenceSchema(1024),
});
export type PromoCancelRedemptionRequest = z.infer<typeof promoCancelRedemptionRequestSchema>;

/** Cancel-redemption result: an empty object `{}`. */
export const promoCancelRedemptionResultSchema = emptyResultSchema;
export type PromoCancelRedemptionResult = z.infer<typeof promoCancelRedemptionResultSchema>;
