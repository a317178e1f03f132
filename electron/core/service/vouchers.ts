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
  type CancelChargeLegacyRequest,
  type CancelChargeResult,
  type CancelChargeTokenRequest,
  type CancelRedemptionRequest,
  type CancelRedemptionResult,
  type ChargeRequest,
  type ChargeResult,
  type ChargeStatus,
  type HelloResult,
  type RedeemRequest,
  type RedeemResult,
  type RedemptionsQuery,
  type RedemptionsResult,
  type StatisticsQuery,
  type StatisticsResult,
  type VoucherBalance,
  type VoucherInfo,
} from './wire';
import type { CallOptions, Requester } from './http';
import { plainCall, queryCall } from './calls';
import { codeGet, codePost } from './code-calls';
import { balanceCodeParam, checked, normaliseEchoedCode } from './input';

/** Client calls of the voucher handling area. */
export interface VouchersClient {
  /** `GET /v1/hello.json` → `'OK'`: the connectivity probe. */
  hello(opts?: CallOptions): Promise<HelloResult>;
  /** Voucher information for display. */
  info(code: string, opts?: CallOptions): Promise<VoucherInfo>;
  /** Whether the voucher can be loaded (refusal: `can_be_charged: false` + `message`). */
  chargeStatus(code: string, opts?: CallOptions): Promise<ChargeStatus>;
  /** Balance for paying; `code` of the answer is the real code (the input may be a mobile short code). */
  balance(code: string, opts?: CallOptions): Promise<VoucherBalance>;
  /** Loads value onto the voucher (never retried). Legacy merchants get no `charge_token`. */
  charge(code: string, body: ChargeRequest, opts?: CallOptions): Promise<ChargeResult>;
  /** Cancels a load by its `charge_token` (never retried). */
  cancelCharge(code: string, body: CancelChargeTokenRequest, opts?: CallOptions): Promise<CancelChargeResult>;
  /** Cancels a legacy load by amount (and its `payment_id`), never retried. */
  cancelChargeLegacy(code: string, body: CancelChargeLegacyRequest, opts?: CallOptions): Promise<CancelChargeResult>;
  /** Pays with the voucher: spends `amount_in_cents` (never retried). */
  redeem(code: string, body: RedeemRequest, opts?: CallOptions): Promise<RedeemResult>;
  /** Cancels (part of) a redemption by its `redeem_token` (never retried). */
  cancelRedemption(code: string, body: CancelRedemptionRequest, opts?: CallOptions): Promise<CancelRedemptionResult>;
  /** Redemptions in a range (reconciles a redemption whose outcome is unknown); codes normalised. */
  redemptions(query: RedemptionsQuery, opts?: CallOptions): Promise<RedemptionsResult>;
  /** Monthly archive `YYYY-MM`: total outstanding balance. */
  archive(month: string, query?: ArchiveQuery, opts?: CallOptions): Promise<ArchiveResult>;
  /** Voucher sales statistics via `/v1/vouchers/statistics.json`. */
  statistics(query: StatisticsQuery, opts?: CallOptions): Promise<StatisticsResult>;
  /** The same statistics via `/v1/statistics/voucher_sales.json`. */
  salesStatistics(query: StatisticsQuery, opts?: CallOptions): Promise<StatisticsResult>;
}

/** Builds the voucher area on a requester. */
export function vouchersClient(request: Requester): VouchersClient {
  return {
    hello: plainCall(request, 'hello', helloResultSchema),

    info: codeGet(request, 'voucherInfo', voucherInfoSchema),
    chargeStatus: codeGet(request, 'chargeStatus', chargeStatusSchema),

    balance: async (code, options) => {
      const result = await request({
        endpoint: 'voucherBalance',
        params: { code: balanceCodeParam('voucherBalance', code) },
        schema: voucherBalanceSchema,
        options,
      });
      return normaliseEchoedCode(result);
    },

    charge: codePost(request, 'charge', chargeRequestSchema, chargeResultSchema),
    cancelCharge: codePost(request, 'cancelCharge', cancelChargeTokenRequestSchema, cancelChargeResultSchema),
    // The legacy schema turns a numeric string into a number: the client always sends an integer.
    cancelChargeLegacy: codePost(request, 'cancelCharge', cancelChargeLegacyRequestSchema, cancelChargeResultSchema),
    redeem: codePost(request, 'redeem', redeemRequestSchema, redeemResultSchema),
    cancelRedemption: codePost(request, 'cancelRedemption', cancelRedemptionRequestSchema, cancelRedemptionResultSchema),

    redemptions: async (query, options) => {
      const q = checked('redemptions', redemptionsQuerySchema, query);
      const items = await request({ endpoint: 'redemptions', query: { ...q }, schema: redemptionsResultSchema, options });
      return items.map(normaliseEchoedCode);
    },

    archive: async (month, query, options) => {
      const m = checked('voucherArchive', archiveMonthSchema, month);
      const q = checked('voucherArchive', archiveQuerySchema, query ?? {});
      const [year = '', mm = ''] = m.split('-');
      return request({ endpoint: 'voucherArchive', params: { year, month: mm }, query: { ...q }, schema: archiveResultSchema, options });
    },

    statistics: queryCall(request, 'voucherStatistics', statisticsQuerySchema, statisticsResultSchema),
    salesStatistics: queryCall(request, 'voucherSalesStatistics', statisticsQuerySchema, statisticsResultSchema),
  };
}
