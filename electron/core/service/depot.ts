/**
 * Deposit ("depot", stock) voucher area: activate status, activate (sale), deactivate status,
 * deactivate (undo a sale). Activation results of every documented shape come back normalised
 * (`amount_in_cents`, `free_credit_amount_in_cents`, `balance_in_cents`). Value steps never retry.
 */
import {
  depotActivateRequestSchema,
  depotActivateResultSchema,
  depotActivateStatusSchema,
  depotDeactivateRequestSchema,
  depotDeactivateResultSchema,
  depotDeactivateStatusSchema,
  type DepotActivateRequest,
  type DepotActivateResult,
} from './wire';
import { codeGet, codePost, sameVoucherAnswer } from './code-calls';
import type { CallOptions, Requester } from './http';
import { checked, voucherCodeParam } from './input';

/** Client calls of the depot area. */
export type DepotClient = ReturnType<typeof depotClient>;

/** Builds the depot area on a requester. */
export function depotClient(request: Requester) {
  return {
    /** Whether a stock voucher can be activated, and whether its amount is free or fixed. */
    activateStatus: codeGet(request, 'depotActivateStatus', depotActivateStatusSchema),

    /** Activates (sells) a stock voucher; `amount_in_cents` only for free-amount vouchers (never retried). */
    activate: async (code: string, body?: DepotActivateRequest, options?: CallOptions): Promise<DepotActivateResult> => {
      const b = checked('depotActivate', depotActivateRequestSchema, body ?? {});
      return sameVoucherAnswer(
        'depotActivate',
        code,
        await request({
          endpoint: 'depotActivate',
          params: { code: voucherCodeParam('depotActivate', code) },
          // Fixed-amount vouchers take no payload at all.
          body: b.amount_in_cents === undefined ? undefined : b,
          schema: depotActivateResultSchema,
          options,
        }),
      );
    },

    /** Whether a sold stock voucher can be deactivated. */
    deactivateStatus: codeGet(request, 'depotDeactivateStatus', depotDeactivateStatusSchema),
    /** Deactivates (undoes the sale of) a stock voucher (never retried). */
    deactivate: codePost(request, 'depotDeactivate', depotDeactivateRequestSchema, depotDeactivateResultSchema),
  };
}
