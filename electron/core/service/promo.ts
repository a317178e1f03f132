/**
 * Promo code area: status, redeem, cancel redemption. A promo code is a discount, not a means of
 * payment. Redeem and cancel are value steps and never retry.
 */
import {
  promoCancelRedemptionRequestSchema,
  promoCancelRedemptionResultSchema,
  promoRedeemRequestSchema,
  promoRedeemResultSchema,
  promoStatusSchema,
} from './wire';
import type { Requester } from './http';
import { promoCodeParam } from './input';
import { paramBodyCall, paramCall } from './calls';

/** Client calls of the promo area. */
export type PromoClient = ReturnType<typeof promoClient>;

/** Builds the promo area on a requester. */
export function promoClient(request: Requester) {
  return {
    /** Whether the promo code is valid, its discount type and value. */
    status: paramCall(request, 'promoStatus', 'code', promoCodeParam, promoStatusSchema),
    /** Redeems the promo code with an optional alphanumeric reference (never retried). */
    redeem: paramBodyCall(request, 'promoRedeem', 'code', promoCodeParam, promoRedeemRequestSchema, promoRedeemResultSchema),
    /** Cancels a promo code redemption (never retried). */
    cancelRedemption: paramBodyCall(
      request,
      'promoCancelRedemption',
      'code',
      promoCodeParam,
      promoCancelRedemptionRequestSchema,
      promoCancelRedemptionResultSchema,
    ),
  };
}
