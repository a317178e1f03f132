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
  type PromoCancelRedemptionRequest,
  type PromoCancelRedemptionResult,
  type PromoRedeemRequest,
  type PromoRedeemResult,
  type PromoStatus,
} from './wire';
import type { CallOptions, Requester } from './http';
import { checked, promoCodeParam } from './input';
import { paramCall } from './calls';

/** Client calls of the promo area. */
export interface PromoClient {
  /** Whether the promo code is valid, its discount type and value. */
  status(code: string, opts?: CallOptions): Promise<PromoStatus>;
  /** Redeems the promo code with an optional alphanumeric reference (never retried). */
  redeem(code: string, body?: PromoRedeemRequest, opts?: CallOptions): Promise<PromoRedeemResult>;
  /** Cancels a promo code redemption (never retried). */
  cancelRedemption(code: string, body?: PromoCancelRedemptionRequest, opts?: CallOptions): Promise<PromoCancelRedemptionResult>;
}

/** Builds the promo area on a requester. */
export function promoClient(request: Requester): PromoClient {
  return {
    status: paramCall(request, 'promoStatus', 'code', promoCodeParam, promoStatusSchema),

    redeem: async (code, body, options) =>
      request({
        endpoint: 'promoRedeem',
        params: { code: promoCodeParam('promoRedeem', code) },
        body: checked('promoRedeem', promoRedeemRequestSchema, body ?? {}),
        schema: promoRedeemResultSchema,
        options,
      }),

    cancelRedemption: async (code, body, options) =>
      request({
        endpoint: 'promoCancelRedemption',
        params: { code: promoCodeParam('promoCancelRedemption', code) },
        body: checked('promoCancelRedemption', promoCancelRedemptionRequestSchema, body ?? {}),
        schema: promoCancelRedemptionResultSchema,
        options,
      }),
  };
}
