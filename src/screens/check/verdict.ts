// Pure rules of the check verdict: what the cashier sees first (one sentence, full width) and
// which next steps the voucher's statuses allow.
import type { VoucherLookup } from '../../../electron/core/contract';
import { matchRefusal, type KnownRefusal } from '../../../electron/core/contract/refusals';

export interface Verdict {
  /** ok: redeemable; careful: redeemable but expired; no: not redeemable. */
  kind: 'ok' | 'careful' | 'no';
  balanceCents: number | null;
  currency: string | null;
  /** Why not (or the expiry warning): a known refusal, or `unknown` / `none` when the service named none. */
  reason: KnownRefusal | 'unknown' | 'none' | null;
  /** The service's own sentence when it said one. */
  serviceText: string | null;
  canPay: boolean;
  canLoad: boolean;
  canActivate: boolean;
}

export function verdictOf(v: VoucherLookup): Verdict {
  const balanceCents = v.redeem?.balanceCents ?? v.info?.balanceCents ?? v.charge?.balanceCents ?? null;
  const serviceText = v.redeem?.message.trim() ? v.redeem.message.trim() : null;
  const known = serviceText ? matchRefusal(serviceText) : null;
  const redeemable = v.redeem?.isRedeemable === true;
  const expired = v.info?.expired === true;
  let reason: Verdict['reason'] = known;
  if (!redeemable && !known) reason = v.info === null && !balanceCents ? 'unknown' : 'none';
  return {
    kind: redeemable ? (expired ? 'careful' : 'ok') : 'no',
    balanceCents,
    currency: v.redeem?.currency ?? null,
    reason,
    serviceText,
    canPay: redeemable && !v.locked,
    canLoad: v.charge?.canBeCharged === true && !v.locked,
    // Not paid: a stock voucher waits for its activation (the basket checks it when it is added).
    canActivate: !redeemable && known?.id === 'notPaid' && !v.locked,
  };
}
