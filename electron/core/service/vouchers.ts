/**
 * Voucher handling area: info, charge status, balance, charge (load), cancel charge (token or
 * legacy form), redeem (pay), cancel redemption, redemptions list, archive, statistics (both
 * paths) and the hello probe. Codes are validated and normalised before a request; `code` fields of
 * answers come back normalised (upper case, no dashes) so they compare with `===`.
 * Value-moving calls (charge, cancelCharge*, redeem, cancelRedemption) are sent exactly once.
 */
import {
  archiveMonthSchema,
  archiveQuerySchema,
  archiveResultSchema,
  cancelChargeLegacyRequestSchema,
  cancelChargeResultSchema,
  cancelChargeTokenRequestSchema,
  cancelRedemptionRequestSchema,
  cancelRedemptionResultSchema,
  chargeRequestSchema,
  chargeResultSchema,
  chargeStatusSchema,
  helloResultSchema,
  redeemRequestSchema,
  redeemResultSchema,
  redemptionsQuerySchema,
  redemptionsResultSchema,
  statisticsQuerySchema,
  statisticsResultSchema,
  voucherBalanceSchema,
  voucherInfoSchema,
  type ArchiveQuery,
  type ArchiveResult,
  type RedemptionsQuery,
  type RedemptionsResult,
  type VoucherBalance,
} from './wire';
import type { CallOptions, Requester } from './http';
import { plainCall, queryCall } from './calls';
import { codeGet, codePost } from './code-calls';
import { balanceCodeParam, checked, normaliseEchoedCode } from './input';

/** Client calls of the voucher handling area. */
export type VouchersClient = ReturnType<typeof vouchersClient>;

/** Builds the voucher area on a requester. */
export function vouchersClient(request: Requester) {
  return {
    /** `GET /v1/hello.json` → `'OK'`: the connectivity probe. */
    hello: plainCall(request, 'hello', helloResultSchema),

    /** Voucher information for display. */
    info: codeGet(request, 'voucherInfo', voucherInfoSchema),
    /** Whether the voucher can be loaded (refusal: `can_be_charged: false` + `message`). */
    chargeStatus: codeGet(request, 'chargeStatus', chargeStatusSchema),

    /** Balance for paying; `code` of the answer is the real code (the input may be a mobile short code). */
    balance: async (code: string, options?: CallOptions): Promise<VoucherBalance> => {
      const result = await request({
        endpoint: 'voucherBalance',
        params: { code: balanceCodeParam('voucherBalance', code) },
        schema: voucherBalanceSchema,
        options,
      });
      return normaliseEchoedCode(result);
    },

    /** Loads value onto the voucher (never retried). Legacy merchants get no `charge_token`. */
    charge: codePost(request, 'charge', chargeRequestSchema, chargeResultSchema),
    /** Cancels a load by its `charge_token` (never retried). */
    cancelCharge: codePost(request, 'cancelCharge', cancelChargeTokenRequestSchema, cancelChargeResultSchema),
    /** Cancels a legacy load by amount (and its `payment_id`), never retried; a numeric string is sent as an integer. */
    cancelChargeLegacy: codePost(request, 'cancelCharge', cancelChargeLegacyRequestSchema, cancelChargeResultSchema),
    /** Pays with the voucher: spends `amount_in_cents` (never retried). */
    redeem: codePost(request, 'redeem', redeemRequestSchema, redeemResultSchema),
    /** Cancels (part of) a redemption by its `redeem_token` (never retried). */
    cancelRedemption: codePost(request, 'cancelRedemption', cancelRedemptionRequestSchema, cancelRedemptionResultSchema),

    /** Redemptions in a range (reconciles a redemption whose outcome is unknown); codes normalised. */
    redemptions: async (query: RedemptionsQuery, options?: CallOptions): Promise<RedemptionsResult> => {
      const q = checked('redemptions', redemptionsQuerySchema, query);
      const items = await request({ endpoint: 'redemptions', query: { ...q }, schema: redemptionsResultSchema, options });
      return items.map(normaliseEchoedCode);
    },

    /** Monthly archive `YYYY-MM`: total outstanding balance. */
    archive: async (month: string, query?: ArchiveQuery, options?: CallOptions): Promise<ArchiveResult> => {
      const m = checked('voucherArchive', archiveMonthSchema, month);
      const q = checked('voucherArchive', archiveQuerySchema, query ?? {});
      const [year = '', mm = ''] = m.split('-');
      return request({ endpoint: 'voucherArchive', params: { year, month: mm }, query: { ...q }, schema: archiveResultSchema, options });
    },

    /** Voucher sales statistics via `/v1/vouchers/statistics.json`. */
    statistics: queryCall(request, 'voucherStatistics', statisticsQuerySchema, statisticsResultSchema),
    /** The same statistics via `/v1/statistics/voucher_sales.json`. */
    salesStatistics: queryCall(request, 'voucherSalesStatistics', statisticsQuerySchema, statisticsResultSchema),
  };
}
