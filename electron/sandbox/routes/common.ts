// Helpers shared by the voucher-style routes (plain-text errors in the merchant's language).
import type { Context } from 'hono';
import { isVoucherCode, normalizeVoucherCode } from '../../core/service/wire';
import { textError } from '../errors';
import { spoken } from '../flavour';
import type { MessageId } from '../messages';
import { findVoucher, getMerchant, type MerchantRow, type VoucherRow } from '../store';
import type { KeyRecord, SandboxDeps } from '../types';

/** The caller of a voucher-style request. */
export interface Caller {
  key: KeyRecord;
  merchant: MerchantRow;
  /** Throws a 400 plain-text refusal in the merchant's language. */
  refuse(id: MessageId, vars?: Record<string, string | number>): never;
}

/** Authenticates and loads the merchant of the key. */
export function caller(c: Context, deps: SandboxDeps): Caller {
  const key = deps.authenticate(c);
  const merchant = getMerchant(deps.db, key.merchantId);
  return {
    key,
    merchant,
    refuse(id, vars) {
      throw textError(400, spoken(deps.flavour, merchant.default_language, id, vars));
    },
  };
}

/** The normalised code of the `:code` path parameter, or a 400 refusal when malformed. */
export function pathCode(c: Context, who: Caller): string {
  const raw = c.req.param('code') ?? '';
  if (!isVoucherCode(raw)) who.refuse('invalidCode');
  return normalizeVoucherCode(raw);
}

/** The merchant's voucher of the `:code` path parameter, or a 400 refusal (unknown / malformed). */
export function pathVoucher(c: Context, deps: SandboxDeps, who: Caller): VoucherRow {
  const code = pathCode(c, who);
  const voucher = findVoucher(deps.db, who.merchant.id, code);
  if (!voucher) who.refuse('unknownCode', { code: c.req.param('code') ?? code });
  return voucher;
}

/** True when the voucher's validity ended before `now` (wire timestamps compare as text). */
export function isExpired(v: VoucherRow, now: string): boolean {
  return v.valid_until !== null && v.valid_until < now;
}

/** Why value cannot be taken from / used with this voucher (status checks only), or null. */
export function statusProblem(v: VoucherRow): MessageId | null {
  switch (v.status) {
    case 'unpaid':
    case 'depot_inactive':
      return 'notPaid';
    case 'proforma':
      return 'proforma';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}
