// How each kind of uncertain value step is settled from what the service says now. A rule answers
// `succeeded` / `not_applied` only when the evidence is unambiguous; otherwise it hands the cashier
// the facts (`needs_decision`), or leaves the row uncertain when the service cannot be asked now.
// A rule only reads what the service says *now*: whether a `not_applied` or `needs_decision` may be
// acted on (the request can no longer land) is the reconciler's call (reconciler.ts).
import type { DecisionFacts, DecisionReason } from '../contract';
import { isServiceError, type ServiceClient } from '../service';
import { formatTimestamp, type RedemptionItem } from '../service/wire';
import { matchRefusal } from '../service/wire/refusals';
import type { Db } from '../store/database';
import { findJournalRow, listByCode, type JournalPatch, type JournalRow } from '../store/journal';
import { openRedeemedCents } from '../store/journal-view';
import { cancelledCents } from '../domain/booking-cancel';
import { movementFacts, since, voucherMoves, type VoucherMoves } from './attribution';
import { knownKeyUser } from './key-user';
import { loadCredit } from './load-credit';

/** What a rule concluded. */
export type Resolution =
  | { to: 'succeeded'; patch: JournalPatch; note: string }
  | { to: 'not_applied'; note: string; evidence: Evidence }
  | { to: 'needs_decision'; facts: DecisionFacts }
  | { to: 'uncertain'; note: string };

/**
 * What a `not_applied` rests on: the service's own record of the step (redemptions list, status
 * endpoints, replays), or only a balance that has not moved, which must be seen twice across the
 * settle window.
 */
export type Evidence = 'record' | 'balance';

/** Everything a rule may use. */
export interface RuleContext {
  db: Db;
  service: ServiceClient;
  now: Date;
}

function facts(
  ctx: RuleContext,
  row: JournalRow,
  summary: string,
  observed: number | null,
  expected: number | null,
  notes: string[] = [],
): Resolution {
  return {
    to: 'needs_decision',
    facts: {
      summary,
      balanceBeforeCents: row.balanceBefore,
      observedBalanceCents: observed,
      expectedBalanceIfAppliedCents: expected,
      checkedAt: ctx.now.toISOString(),
      notes,
    },
  };
}

/** A refusal answer (the service answered, with a no) as opposed to "could not ask". */
function refused(err: unknown): boolean {
  return isServiceError(err) && err.kind === 'refused';
}

async function balanceOf(ctx: RuleContext, code: string): Promise<number | null> {
  const b = await ctx.service.vouchers.balance(code, { attempts: 1 });
  return b.balance_in_cents ?? null;
}

/** Balance arithmetic: applied, not applied, or neither (returns null). */
function byBalance(row: JournalRow, observed: number, delta: number, patch: JournalPatch = {}): Resolution | null {
  if (row.balanceBefore === null) return null;
  if (observed === row.balanceBefore + delta)
    return { to: 'succeeded', patch: { balanceAfter: observed, ...patch }, note: 'balance shows the step' };
  if (observed === row.balanceBefore) return { to: 'not_applied', note: 'balance unchanged', evidence: 'balance' };
  return null;
}

/** The least read timeout of the redemptions list (the client's default). */
const LIST_READ_MS = 8000;

/** Half-width of the redemptions-list window around a step (clock and time-zone skew). */
const WINDOW_MS = 2 * 86_400_000;

/**
 * The voucher's redemptions at the service around `row`, sorted against the journal. A list the
 * service refuses to give (it will not change by asking again) is null; a list that cannot be read
 * now (5xx, timeout) throws, which leaves the row uncertain: never decided on the balance alone.
 */
export async function movesOf(ctx: RuleContext, row: JournalRow): Promise<VoucherMoves | null> {
  const list = await redemptionsAround(ctx, Date.parse(row.createdAt));
  return list === null ? null : sortMoves(ctx, row, list);
}

/** The merchant's redemptions from `fromMs` (less the skew window) to now; null when refused, throws when unavailable. */
export async function redemptionsAround(ctx: RuleContext, fromMs: number): Promise<RedemptionItem[] | null> {
  const from = formatTimestamp(new Date(fromMs - WINDOW_MS));
  const to = formatTimestamp(new Date(ctx.now.getTime() + WINDOW_MS));
  // The whole merchant's list may take a while: a short client timeout (a till's own steps) must not
  // keep every row that needs the list uncertain; at least the client's default read timeout applies.
  const readMs = Math.max(ctx.service.requestTimeoutMs, LIST_READ_MS);
  return ctx.service.vouchers.redemptions({ from, to }, { attempts: 1, timeouts: { readMs } }).catch((err: unknown) => {
    if (refused(err)) return null;
    throw err;
  });
}

/** `list` sorted for `row`'s voucher against this terminal's journal. */
export function sortMoves(ctx: Pick<RuleContext, 'db'>, row: JournalRow, list: readonly RedemptionItem[]): VoucherMoves {
  const code = row.code ?? '';
  return voucherMoves(list, code, row, listByCode(ctx.db, code, 10_000), knownKeyUser(ctx.db, row.scope.service), (r) =>
    openRedeemedCents(ctx.db, r),
  );
}

const keyUserOf = (ctx: RuleContext, row: JournalRow): string | null => knownKeyUser(ctx.db, row.scope.service);

/** Facts with the reason and the movements nobody here explains. */
function withMoves(
  ctx: RuleContext,
  row: JournalRow,
  reason: DecisionReason,
  summary: string,
  observed: number | null,
  expected: number | null,
  moves: readonly RedemptionItem[],
): Resolution {
  const res = facts(ctx, row, summary, observed, expected);
  if (res.to === 'needs_decision') {
    res.facts.reason = reason;
    res.facts.movements = movementFacts(moves, keyUserOf(ctx, row));
  }
  return res;
}

/** The redemptions list is refused: the balance alone cannot tell whose step moved the voucher. */
function listUnreadable(ctx: RuleContext, row: JournalRow, observed: number | null, expected: number | null): Resolution {
  const summary = 'The service refuses the redemptions list; the balance alone cannot show whose step it was.';
  return withMoves(ctx, row, 'list_unreadable', summary, observed, expected, []);
}

/**
 * A load or an undo decided by the balance: only while nobody else moved the voucher since the step
 * was sent. The cashier's decision when the list cannot be read or shows someone else's movement;
 * null when the balance may decide.
 */
async function movedByOthers(ctx: RuleContext, row: JournalRow, observed: number, expected: number | null): Promise<Resolution | null> {
  const moves = await movesOf(ctx, row);
  if (moves === null) return listUnreadable(ctx, row, observed, expected);
  const others = since(moves.unexplained, Date.parse(row.createdAt));
  if (others.length === 0) return null;
  const summary = `Someone else moved this voucher since this ${row.kind === 'charge' ? 'load' : 'step'} was sent.`;
  return withMoves(ctx, row, 'other_movement', summary, observed, expected, others);
}

/**
 * Redemption: decided by the service's redemptions list, never by the balance alone (another till
 * may have redeemed the same amount). Found by its own reference where the list carries references;
 * otherwise by the key's user, code and amount, with exactly one candidate, nothing else moving the
 * voucher since it was sent and the balance exactly as this step alone leaves it. No candidate at all
 * (of our user, or of anyone) means not applied; anything in between goes to the cashier with facts.
 */
async function redeem(ctx: RuleContext, row: JournalRow): Promise<Resolution> {
  const amount = row.amountCents ?? 0;
  const moves = await movesOf(ctx, row);
  const observed = await balanceOf(ctx, row.code ?? '').catch(() => null);
  const expected = row.balanceBefore === null ? null : row.balanceBefore - amount;
  if (moves === null) {
    return listUnreadable(ctx, row, observed, expected);
  }
  if (moves.own.length > 0)
    return { to: 'succeeded', patch: { balanceAfter: observed }, note: 'found by its reference in the redemptions list' };
  if (moves.referencesListed) return { to: 'not_applied', note: 'its reference is not in the redemptions list', evidence: 'record' };
  const keyUser = keyUserOf(ctx, row);
  const candidates = moves.unexplained.filter((i) => i.redeemed_amount_in_cents === amount && (keyUser === null || i.user?.id === keyUser));
  if (candidates.length === 0) {
    return {
      to: 'not_applied',
      note: keyUser ? "no redemption of the key's user in the list" : 'not in the redemptions list',
      evidence: 'record',
    };
  }
  const sent = Date.parse(row.createdAt);
  const others = since(moves.unexplained, sent).filter((i) => !candidates.includes(i));
  if (keyUser === null) {
    return withMoves(
      ctx,
      row,
      'key_user_unknown',
      "The list shows such a redemption, but this terminal's key user is not known yet.",
      observed,
      expected,
      moves.unexplained,
    );
  }
  if (candidates.length > 1) {
    return withMoves(ctx, row, 'several_candidates', 'Several redemptions at the service could be this one.', observed, expected, [
      ...candidates,
      ...others,
    ]);
  }
  if (others.length > 0 || observed === null || observed !== expected) {
    return withMoves(ctx, row, 'other_movement', 'Someone else moved this voucher since this step was sent.', observed, expected, [
      ...candidates,
      ...others,
    ]);
  }
  return {
    to: 'succeeded',
    patch: { balanceAfter: observed },
    note: "found in the redemptions list: the key's user, one candidate, nothing else moved",
  };
}

/**
 * Load: the service lists no loads, so a balance that rose by the amount may be another till's load
 * of the same amount: the cashier decides, with the facts. An unchanged balance says "not applied"
 * only when nobody redeemed from the voucher since (else our load may hide behind their redemption).
 */
async function charge(ctx: RuleContext, row: JournalRow): Promise<Resolution> {
  const amount = row.amountCents ?? 0;
  const observed = await balanceOf(ctx, row.code ?? '');
  if (observed === null || row.balanceBefore === null)
    return facts(ctx, row, 'The balance before or after the load is unknown.', observed, null);
  const rise = observed - row.balanceBefore;
  const credit = loadCredit(ctx.db, row);
  const expected = row.balanceBefore + amount + credit.minCents;
  const moved = await movedByOthers(ctx, row, observed, expected);
  if (moved) return moved;
  if (rise === 0) return { to: 'not_applied', note: 'balance unchanged, nothing else moved the voucher', evidence: 'balance' };
  if (rise >= amount + credit.minCents && rise <= amount + credit.maxCents) {
    return withMoves(
      ctx,
      row,
      'load_unattributed',
      "The balance shows a load of this amount, but the service lists no loads: it may be another till's.",
      observed,
      expected,
      [],
    );
  }
  return facts(ctx, row, 'The balance changed by a different amount than this load.', observed, expected);
}

/** Undo of a redemption or a load: the balance moved back by the amount or not at all, and nobody else moved the voucher. */
async function reversal(ctx: RuleContext, row: JournalRow, delta: number): Promise<Resolution> {
  const observed = await balanceOf(ctx, row.code ?? '');
  if (observed === null) return facts(ctx, row, 'The service no longer reports a balance for this voucher.', null, null);
  const expected = row.balanceBefore === null ? null : row.balanceBefore + delta;
  const moved = await movedByOthers(ctx, row, observed, expected);
  if (moved) return moved;
  return (
    byBalance(row, observed, delta) ?? facts(ctx, row, 'The balance changed by a different amount than this step.', observed, expected)
  );
}

/** Activation / deactivation: the status endpoint says whether it can still be done. */
async function depot(ctx: RuleContext, row: JournalRow): Promise<Resolution> {
  const code = row.code ?? '';
  if (row.kind === 'activate') {
    const s = await ctx.service.depot.activateStatus(code, { attempts: 1 });
    if (s.can_be_activated) return { to: 'not_applied', note: 'still activatable', evidence: 'record' };
    const balance = await balanceOf(ctx, code).catch(() => null);
    return { to: 'succeeded', patch: { balanceAfter: balance }, note: `no longer activatable: ${s.message}` };
  }
  const s = await ctx.service.depot.deactivateStatus(code, { attempts: 1 });
  if (s.can_be_deactivated) return { to: 'not_applied', note: 'still deactivatable', evidence: 'record' };
  return { to: 'succeeded', patch: { balanceAfter: 0 }, note: `no longer deactivatable: ${s.message}` };
}

/** Promo codes: a code that was valid and is no longer valid was used by us; anything else is asked. */
async function promo(ctx: RuleContext, row: JournalRow): Promise<Resolution> {
  const s = await ctx.service.promo.status(row.code ?? '', { attempts: 1 });
  if (row.kind === 'promo_redeem' && !s.is_valid) return { to: 'succeeded', patch: {}, note: 'code no longer valid' };
  if (row.kind === 'promo_cancel' && !s.is_valid) return { to: 'not_applied', note: 'code still used up', evidence: 'record' };
  return facts(ctx, row, 'The promo code status cannot tell whether this step happened (codes may be used several times).', null, null, [
    `is_valid: ${String(s.is_valid)}`,
  ]);
}

/**
 * A sale's cancel (order deleted): Voucher Order Info answers for a deleted order too, with
 * "cannot be cancelled" and the reason "already cancelled" (in the merchant's language): that is our
 * delete, done. Still cancellable: it did not happen. Not cancellable because a voucher was used:
 * the delete would have been refused, so it did not happen either. Any other reason is asked.
 */
async function deleteOrder(ctx: RuleContext, row: JournalRow): Promise<Resolution> {
  try {
    const info = await ctx.service.ordering.orderInfo(row.externalId ?? '', { attempts: 1 });
    if (info.can_be_cancelled) return { to: 'not_applied', note: 'order still there and cancellable', evidence: 'record' };
    const reason = matchRefusal(info.can_not_be_cancelled_reason)?.id;
    if (reason === 'orderDeleted') return { to: 'succeeded', patch: {}, note: 'order already cancelled' };
    if (reason === 'orderRedeemed')
      return { to: 'not_applied', note: 'a voucher of the order was used: a delete is refused', evidence: 'record' };
    return facts(ctx, row, 'The service says this sale can no longer be cancelled, without saying whether it was.', null, null, [
      info.can_not_be_cancelled_reason,
    ]);
  } catch (err) {
    if (isServiceError(err) && err.code === 'not_found') return { to: 'succeeded', patch: {}, note: 'order no longer exists' };
    throw err;
  }
}

/** Orders and bookings. */
async function ordersAndBookings(ctx: RuleContext, row: JournalRow): Promise<Resolution> {
  switch (row.kind) {
    case 'order':
      return facts(ctx, row, 'The service offers no way to find a voucher order that was sent without an answer.', null, null, [
        'Check the back office for an order at this time; decide "done" only if it exists.',
      ]);
    case 'delete_order':
      return deleteOrder(ctx, row);
    case 'book': {
      // Replaying the same body with the same Idempotency-Key returns the first answer, or books now.
      try {
        const res = await ctx.service.ticketing.book(row.request as never, row.idempotencyKey ?? '', { attempts: 1 });
        return { to: 'succeeded', patch: { externalId: res.booking_id, response: res }, note: 'replayed with the same key' };
      } catch (err) {
        if (isServiceError(err) && err.code === 'idempotency_in_progress') return { to: 'uncertain', note: 'first attempt still running' };
        if (refused(err))
          return { to: 'not_applied', note: `replay refused: ${isServiceError(err) ? err.message : ''}`, evidence: 'record' };
        throw err;
      }
    }
    default:
      try {
        const answer = await ctx.service.ticketing.cancelBooking({ booking_id: row.externalId ?? '' }, { attempts: 1 });
        // The service may cancel fewer tickets than were booked: the row carries what it took back.
        const booking = row.refId ? findJournalRow(ctx.db, row.refId) : undefined;
        const amountCents = booking ? cancelledCents(ctx.db, booking, answer) : row.amountCents;
        return { to: 'succeeded', patch: { response: answer, amountCents }, note: 'cancelled on retry' };
      } catch (err) {
        if (refused(err))
          return facts(ctx, row, 'The service refused to cancel the booking now; it may already be cancelled.', null, null, [
            isServiceError(err) ? err.message : '',
          ]);
        throw err;
      }
  }
}

/** Settles one uncertain row; a failure to ask the service leaves it uncertain. */
export async function resolveRow(ctx: RuleContext, row: JournalRow): Promise<Resolution> {
  // A row that cannot be read back is never acted on (a replay of an empty body would be refused and
  // read as "not applied"): a person decides with the back office.
  if (row.damaged !== null)
    return facts(ctx, row, 'This journal row cannot be read back; check the back office.', null, null, [row.damaged]);
  try {
    switch (row.kind) {
      case 'redeem':
        return await redeem(ctx, row);
      case 'cancel_redemption':
        return await reversal(ctx, row, row.amountCents ?? 0);
      case 'charge':
        return await charge(ctx, row);
      case 'cancel_charge': {
        // The free credit of the load goes back too.
        const load = row.refId ? findJournalRow(ctx.db, row.refId) : undefined;
        return await reversal(ctx, row, -((row.amountCents ?? 0) + (load?.freeCreditCents ?? 0)));
      }
      case 'activate':
      case 'deactivate':
        return await depot(ctx, row);
      case 'promo_redeem':
      case 'promo_cancel':
        return await promo(ctx, row);
      default:
        return await ordersAndBookings(ctx, row);
    }
  } catch (err) {
    if (refused(err)) return facts(ctx, row, `The service refused the check: ${(err as Error).message}`, null, null);
    return { to: 'uncertain', note: `could not check: ${(err as Error).message}` };
  }
}
