// "Not applied" is watched until the day ends: a request the service committed later
// than anyone expected, or a list that showed it late, would otherwise leave value moved at the
// service and a row saying it was not. A redemption or load of today decided `not_applied` is looked
// at again; when the voucher has since moved by its amount and this terminal's journal does not
// explain the movement, the row is re-opened as `needs_decision` (the closing lists open rows) with
// the facts. Whose movement it was is for the cashier: another till's step of the same amount looks
// the same, which is why this re-opens and never decides `succeeded` alone.
import type { DecisionFacts } from '../contract';
import type { JournalRow } from '../store/journal';
import { hasUnresolved, listByCode } from '../store/journal';
import { movementFacts, since } from './attribution';
import { knownKeyUser } from './key-user';
import { loadCredit } from './load-credit';
import { sortMoves, type RuleContext } from './reconcile-rules';
import type { RedemptionItem } from '../service/wire';

const sentAt = (r: JournalRow): number => Date.parse(r.createdAt);

/**
 * The facts that re-open `row`, or null while nothing unexplained moved the voucher by its amount.
 * `list`: the merchant's redemptions read once for every watched row (redemptionsAround).
 */
export async function reopenFacts(ctx: RuleContext, row: JournalRow, list: readonly RedemptionItem[]): Promise<DecisionFacts | null> {
  const code = row.code ?? '';
  if (hasUnresolved(ctx.db, code)) return null; // our own step on it is under way: looked at once it is settled
  const moves = sortMoves(ctx, row, list);
  const amount = row.amountCents ?? 0;
  const keyUser = knownKeyUser(ctx.db, row.scope.service);
  const base = {
    checkedAt: ctx.now.toISOString(),
    balanceBeforeCents: row.balanceBefore,
    reason: 'reopened' as const,
  };
  if (row.kind === 'redeem') {
    const later = since(moves.unexplained, sentAt(row)).filter(
      (i) => i.redeemed_amount_in_cents === amount && (keyUser === null || i.user?.id === keyUser),
    );
    const found = moves.own.length > 0 ? moves.own : moves.referencesListed ? [] : later;
    if (found.length === 0) return null;
    const observed = (await ctx.service.vouchers.balance(code, { attempts: 1 })).balance_in_cents ?? null;
    return {
      ...base,
      summary: 'Decided "not applied", but the service now shows a redemption of this amount that the journal does not explain.',
      observedBalanceCents: observed,
      expectedBalanceIfAppliedCents: observed,
      notes: [],
      movements: movementFacts(found, keyUser),
    };
  }
  // Load: the balance the journal explains is the one after our latest settled step on the voucher.
  const after = listByCode(ctx.db, code, 10_000).filter((r) => r.state === 'succeeded' && sentAt(r) > sentAt(row));
  const latest = after[0];
  if (latest && latest.balanceAfter === null) return null; // a step settled without a balance: cannot tell
  const baseline = latest ? (latest.balanceAfter ?? 0) : row.balanceBefore;
  if (baseline === null) return null;
  const baselineAt = latest ? sentAt(latest) : sentAt(row);
  const observed = (await ctx.service.vouchers.balance(code, { attempts: 1 })).balance_in_cents ?? null;
  if (observed === null) return null;
  const redeemedElsewhere = since(moves.unexplained, baselineAt).reduce((sum, i) => sum + i.redeemed_amount_in_cents, 0);
  // The load with the free credit the merchant may have added (never assumed none: loads without
  // an override get the merchant's rate, which only the service's answers name).
  const credit = loadCredit(ctx.db, row);
  const rise = observed - baseline + redeemedElsewhere;
  if (rise < amount + credit.minCents || rise > amount + credit.maxCents) return null;
  return {
    ...base,
    summary: 'Decided "not applied", but the balance has since risen by this load\'s amount without a step of this terminal.',
    observedBalanceCents: observed,
    expectedBalanceIfAppliedCents: observed,
    notes: [],
    movements: movementFacts(since(moves.unexplained, baselineAt), keyUser),
  };
}
