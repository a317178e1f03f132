// The closing's comparison with Voucher Redemptions. The service lists the whole merchant (every
// till, the back office, the web shop), so each of this terminal's redemptions is matched to one
// service item (same code, same amount, nearest time), and what is left is split: items of this
// terminal's own user are real differences, everything else is information ("other tills").
// The key's user is never learned here (a match by code and amount may be another till's step): only
// from a step whose answer this terminal received (sync/key-user.ts). An item of the key's user on a
// voucher this terminal's journal never touched that day is the sign of a key used by a second till.
import type { ClosingReport } from '../contract';
import type { RedemptionItem } from '../service/wire';
import { normalizeVoucherCode } from '../service/wire';
import type { Db } from '../store/database';
import type { Scope } from '../store/scope';
import { dayRedemptionRows } from '../store/closing-rows';

/** How far the service's redemption time may be from the journal's (clocks differ; requests take time). */
export const MATCH_WINDOW_MS = 10 * 60_000;

/** One redemption of this terminal: net of its succeeded cancellations. */
export interface LocalRedemption {
  id: string;
  code: string;
  cents: number;
  at: string;
  /** The `reference_number` the redemption was sent with (the service may list it back). */
  reference?: string | null;
}

/** The day as the service's example asks for it: `from=DAYT00:00:00&to=DAYT23:59:59`. */
export function serviceDayWindow(day: string): { from: string; to: string } {
  return { from: `${day}T00:00:00`, to: `${day}T23:59:59` };
}

/** Succeeded redemptions of `day` in `scope`, net of succeeded cancellations; fully cancelled ones left out. */
export function localRedemptions(db: Db, day: string, scope: Scope): LocalRedemption[] {
  const rows = dayRedemptionRows(db, day, scope);
  return rows.filter((r) => r.cents > 0).map((r) => ({ ...r, code: normalizeVoucherCode(r.code) }));
}

// The key's user lives with the reconciler (sync/key-user.ts): learned from answered steps only.
export { forgetKeyUser, knownKeyUser } from '../sync/key-user';

const time = (s: string): number => {
  const t = Date.parse(s);
  return Number.isNaN(t) ? 0 : t;
};

type Check = Pick<
  ClosingReport['crossCheck'],
  'matched' | 'matchedItems' | 'localOnly' | 'serviceOnly' | 'otherTills' | 'userId' | 'sharedKey'
>;

/**
 * Splits the day into matched, this terminal's differences and other tills' redemptions.
 * `keyUser`: the user of this terminal's key when known (then items of other users are never ours,
 * and items of this user that match nothing here are differences). `touched`: every voucher this
 * terminal sent a step for that day (any state): an item of the key's user on another voucher was
 * not sent from here (`sharedKey`).
 */
export function crossCheck(
  local: readonly LocalRedemption[],
  items: readonly RedemptionItem[],
  keyUser: string | null,
  touched: ReadonlySet<string> = new Set(),
): Check {
  const pool = items
    .filter((it) => it.redeemed_amount_in_cents > 0)
    .map((it) => ({ it, code: normalizeVoucherCode(it.code), at: time(it.redeemed_at), used: false }));
  const refsListed = items.some((it) => it.reference_number !== undefined);
  const mine = (p: (typeof pool)[number]): boolean => keyUser === null || p.it.user === null || p.it.user.id === keyUser;
  const out: Check = {
    matched: 0,
    matchedItems: [],
    localOnly: [],
    serviceOnly: [],
    otherTills: [],
    userId: keyUser,
    sharedKey: null,
  };
  for (const l of local) {
    const at = time(l.at);
    // An item listed with this step's own reference is this step, whoever else redeemed the same
    // voucher and amount in the same second; otherwise the nearest by code, amount and time.
    const own = l.reference ? pool.find((p) => !p.used && p.it.reference_number === l.reference) : undefined;
    // Where the list carries references, a step of ours without its reference there is not at the
    // service: never matched to another till's item of the same code and amount.
    const near = own
      ? [own]
      : refsListed && l.reference
        ? []
        : pool
            .filter((p) => !p.used && p.code === l.code && mine(p) && Math.abs(p.at - at) <= MATCH_WINDOW_MS)
            .sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at));
    const exact = near.find((p) => p.it.redeemed_amount_in_cents === l.cents);
    const hit = exact ?? near[0];
    if (hit) hit.used = true;
    if (exact) {
      out.matched++;
      out.matchedItems.push({ code: l.code, localCents: l.cents, serviceCents: l.cents, redeemedAt: exact.it.redeemed_at });
    } else {
      // Missing at the service, or there with another amount: a real difference of this till.
      out.localOnly.push({ code: l.code, localCents: l.cents, serviceCents: hit?.it.redeemed_amount_in_cents ?? 0 });
    }
  }
  for (const p of pool) {
    if (p.used) continue;
    if (keyUser !== null && p.it.user?.id === keyUser) {
      out.serviceOnly.push({ code: p.code, localCents: 0, serviceCents: p.it.redeemed_amount_in_cents });
      if (!touched.has(p.code)) out.sharedKey ??= { code: p.code, at: p.it.redeemed_at };
    } else {
      out.otherTills.push({
        code: p.code,
        cents: p.it.redeemed_amount_in_cents,
        redeemedAt: p.it.redeemed_at,
        user: p.it.user?.name ?? null,
      });
    }
  }
  return out;
}
