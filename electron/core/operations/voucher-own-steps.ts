// Offline truth: a cached lookup is brought up to date with this till's own journal rows written
// after it was fetched (a payment here since then lowers the balance shown).
import type { VoucherLookup } from '../contract';
import type { JournalRow } from '../store/journal';

type Cached = Omit<VoucherLookup, 'fromCache' | 'ageSeconds' | 'locked'>;

/** Balance change of one succeeded row when the service did not tell the balance after it. */
function delta(row: JournalRow): number {
  const amount = row.amountCents ?? 0;
  const credit = row.freeCreditCents ?? 0;
  switch (row.kind) {
    case 'redeem':
    case 'deactivate':
      return -amount;
    case 'cancel_redemption':
      return amount;
    case 'charge':
    case 'activate':
      return amount + credit;
    case 'cancel_charge':
      return -(amount + credit);
    default:
      return 0;
  }
}

/** The cached answer with the balance after this till's succeeded steps since `fetchedAt`. */
export function withOwnSteps(cached: Cached, rows: JournalRow[]): Cached {
  const since = Date.parse(cached.fetchedAt);
  const steps = rows
    .filter((r) => r.state === 'succeeded' && Date.parse(r.createdAt) > since && delta(r) !== 0)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const start = cached.redeem?.balanceCents ?? cached.info?.balanceCents ?? cached.charge?.balanceCents ?? null;
  if (steps.length === 0 || start === null) return { ...cached, ownSteps: { payments: 0, loads: 0, other: 0 } };
  let balance = start;
  for (const r of steps) balance = r.balanceAfter ?? balance + delta(r);
  const payments = steps.filter((r) => r.kind === 'redeem').length;
  const loads = steps.filter((r) => r.kind === 'charge' || r.kind === 'activate').length;
  return {
    ...cached,
    info: cached.info && { ...cached.info, balanceCents: balance, isRedeemed: cached.info.isRedeemed || balance <= 0 },
    charge: cached.charge && { ...cached.charge, balanceCents: balance },
    redeem: cached.redeem && { ...cached.redeem, balanceCents: balance, isRedeemable: cached.redeem.isRedeemable && balance > 0 },
    ownSteps: { payments, loads, other: steps.length - payments - loads },
  };
}
