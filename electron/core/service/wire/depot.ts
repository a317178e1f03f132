/**
 * Deposit ("depot", stock) voucher wire schemas: activation (sale) and deactivation (undo a sale).
 * Errors of these endpoints are plain text; refusals are 200 with a flag and a message.
 */
import { z } from 'zod';
import { centsSchema, currencySchema, messageSchema, optionalLoose, positiveCentsSchema, reasonSchema } from './common';

/** Activate status as received; captured traffic omits `free_amount`, `currency` and `product_id`. */
export const depotActivateStatusWireSchema = z.looseObject({
  code: z.string(),
  can_be_activated: z.boolean(),
  /** true: the terminal chooses the amount; false: the amount is fixed. Missing in captured traffic. */
  free_amount: optionalLoose(z.boolean()),
  amount_in_cents: optionalLoose(centsSchema),
  currency: optionalLoose(currencySchema),
  product_id: optionalLoose(z.string()),
  message: messageSchema,
  /**
   * Range of a free amount, when the service names it (the built-in one does; the interface
   * document does not list it, so both stay optional and the terminal falls back to the cached type).
   */
  minimum_amount_in_cents: optionalLoose(centsSchema),
  maximum_amount_in_cents: optionalLoose(centsSchema),
});
export type DepotActivateStatusWire = z.output<typeof depotActivateStatusWireSchema>;

/**
 * Whether the amount is free, read from what the answer has: its `free_amount` flag; else a range
 * means free and a positive amount means fixed; else (no amount at all) the terminal must choose.
 */
export function isFreeAmount(s: DepotActivateStatusWire): boolean {
  if (s.free_amount !== undefined) return s.free_amount;
  if (s.minimum_amount_in_cents !== undefined || s.maximum_amount_in_cents !== undefined) return true;
  return !(s.amount_in_cents !== undefined && s.amount_in_cents > 0);
}

/** Whether a stock voucher can be activated (`GET /v1/depot_vouchers/{code}/activate_status.json`), `free_amount` always known. */
export const depotActivateStatusSchema = depotActivateStatusWireSchema.transform((s) => ({ ...s, free_amount: isFreeAmount(s) }));
export type DepotActivateStatus = z.output<typeof depotActivateStatusSchema>;

/** Activation body: `amount_in_cents` only for free-amount vouchers; fixed-amount ones send `{}`/nothing. */
export const depotActivateRequestSchema = z.object({
  amount_in_cents: positiveCentsSchema.optional(),
});
export type DepotActivateRequest = z.infer<typeof depotActivateRequestSchema>;

/** Activation result as the interface document shows it: amount paid plus free credit. */
export const depotActivateResultWithCreditSchema = z.looseObject({
  code: z.string(),
  amount_in_cents: centsSchema,
  free_credit_amount_in_cents: centsSchema,
});

/** Activation result, newer documented version: amount only. */
export const depotActivateResultAmountSchema = z.looseObject({
  code: z.string(),
  amount_in_cents: centsSchema,
});

/** Activation result, older documented version: balance only. */
export const depotActivateResultBalanceSchema = z.looseObject({
  code: z.string(),
  balance_in_cents: centsSchema,
});

/** Any of the three documented activation result shapes, as received. */
export const depotActivateResultWireSchema = z.union([
  depotActivateResultWithCreditSchema,
  depotActivateResultAmountSchema,
  depotActivateResultBalanceSchema,
]);
export type DepotActivateResultWire = z.infer<typeof depotActivateResultWireSchema>;

/** Normalised activation result: balance = amount paid + free credit. */
export interface DepotActivateResult {
  code: string;
  amount_in_cents: number;
  free_credit_amount_in_cents: number;
  balance_in_cents: number;
}

/** Maps any documented result shape onto `DepotActivateResult`. */
function normaliseActivateResult(wire: DepotActivateResultWire): DepotActivateResult {
  const fields: { amount_in_cents?: unknown; balance_in_cents?: unknown; free_credit_amount_in_cents?: unknown } = wire;
  const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
  const credit = num(fields.free_credit_amount_in_cents) ?? 0;
  const balance = num(fields.balance_in_cents);
  const amount = num(fields.amount_in_cents) ?? (balance ?? 0) - credit;
  return {
    code: wire.code,
    amount_in_cents: amount,
    free_credit_amount_in_cents: credit,
    balance_in_cents: balance ?? amount + credit,
  };
}

/** Activation result (`POST …/activate.json`) parsed from any shape and normalised. */
export const depotActivateResultSchema = depotActivateResultWireSchema.transform(normaliseActivateResult);

/** Parses an activation response body of any documented shape into the normalised type (throws on mismatch). */
export function parseDepotActivateResult(body: unknown): DepotActivateResult {
  return depotActivateResultSchema.parse(body);
}

/** Whether a sold stock voucher can be deactivated (`GET …/deactivate_status.json`). */
export const depotDeactivateStatusSchema = z.looseObject({
  code: z.string(),
  can_be_deactivated: z.boolean(),
  amount_in_cents: optionalLoose(centsSchema),
  message: messageSchema,
});
export type DepotDeactivateStatus = z.infer<typeof depotDeactivateStatusSchema>;

/** Deactivation body (`POST …/deactivate.json`). */
export const depotDeactivateRequestSchema = z.object({
  deactivate_reason: reasonSchema,
});
export type DepotDeactivateRequest = z.infer<typeof depotDeactivateRequestSchema>;

/**
 * Deactivation result: the amount of the undone sale. One documented version prints it as
 * `{code, balance_in_cents}`; both come out as `amount_in_cents`.
 */
export const depotDeactivateResultSchema = z
  .union([
    z.looseObject({ code: z.string(), amount_in_cents: centsSchema }),
    z.looseObject({ code: z.string(), balance_in_cents: centsSchema }),
  ])
  .transform((wire): { code: string; amount_in_cents: number } => ({
    code: wire.code,
    amount_in_cents: typeof wire.amount_in_cents === 'number' ? wire.amount_in_cents : (wire.balance_in_cents as number),
  }));
export type DepotDeactivateResult = z.output<typeof depotDeactivateResultSchema>;
