// The user of this terminal's API key at the service, and the sign that the key is used elsewhere.
// The service lists every till's redemptions with the user of the key that made them; the user of
// our key tells our steps from other tills' ones where the service lists no reference. No answer of
// the service names the key's user, so it is learned from the list item that is one redemption this
// terminal sent and got answered (a purchase's or a basket order's): by its own reference where the
// list carries references, else the one item of its code and amount while nothing of ours has undone
// it (never from a step the reconciler inferred, never from a closing's guess), so another till's
// user cannot become ours. A key used by a second till is recognised by steps of our user that this
// terminal never sent (its journal is written before every request): each till needs its own key.
import { z } from 'zod';
import type { ServiceClient } from '../service';
import type { RedemptionItem } from '../service/wire';
import { formatTimestamp, normalizeVoucherCode } from '../service/wire';
import type { Db } from '../store/database';
import { findJournalRow, listByRef, type JournalRow } from '../store/journal';
import { getSetting, setSetting } from '../store/settings';

const KEY_USER = 'service.keyUser';
const SHARED_KEY = 'service.sharedKey';

const keyUserSchema = z.object({
  service: z.string(),
  userId: z.string().min(1),
  // Absent in values stored before the user was learned from answered steps only.
  userName: z.string().nullable().optional(),
  learnedAt: z.string().optional(),
  journalId: z.string().optional(),
});
export type KeyUser = z.infer<typeof keyUserSchema>;

const sharedKeySchema = z.object({
  service: z.string(),
  detectedAt: z.string(),
  /** The voucher (normalised) and time of a step of our key's user this terminal never sent. */
  code: z.string(),
  at: z.string(),
});
export type SharedKey = z.infer<typeof sharedKeySchema>;

/** The key's user at `service` with how it was learned, when known. */
export function keyUserInfo(db: Db, service: string): KeyUser | null {
  const v = getSetting(db, KEY_USER, keyUserSchema.nullable(), null);
  return v && v.service === service ? v : null;
}

/** The user id of this terminal's key at `service`, when it was learned. */
export function knownKeyUser(db: Db, service: string): string | null {
  return keyUserInfo(db, service)?.userId ?? null;
}

/** Forgets the key's user and the shared-key sign (a new key may belong to another user). */
export function forgetKeyUser(db: Db, now: Date): void {
  setSetting(db, KEY_USER, null, now);
  setSetting(db, SHARED_KEY, null, now);
}

/** Remembers the key's user for `service` (learned from the answered step `journalId`). */
export function rememberKeyUser(db: Db, service: string, user: { id: string; name: string | null }, journalId: string, now: Date): void {
  const value: KeyUser = { service, userId: user.id, userName: user.name, learnedAt: now.toISOString(), journalId };
  setSetting(db, KEY_USER, value, now);
}

/** The shared-key sign for `service`, when seen. */
export function sharedKeySign(db: Db, service: string): SharedKey | null {
  const v = getSetting(db, SHARED_KEY, sharedKeySchema.nullable(), null);
  return v && v.service === service ? v : null;
}

/** Records that a step of our key's user was seen that this terminal never sent (the first sign is kept). */
export function markSharedKey(db: Db, service: string, item: { code: string; at: string }, now: Date): void {
  if (sharedKeySign(db, service)) return;
  setSetting(db, SHARED_KEY, { service, detectedAt: now.toISOString(), code: item.code, at: item.at }, now);
}

/**
 * The one list item that is the answered redemption (`code`, `cents`, `reference`), or null when
 * there is not exactly one candidate: by its reference where the list carries references, else by
 * code and amount (a second redemption of the same voucher and amount in the window, ours or another
 * till's, makes it ambiguous and nothing is learned).
 */
export function answeredItem(
  items: readonly RedemptionItem[],
  step: { code: string; cents: number; reference: string | null },
): RedemptionItem | null {
  const byRef = step.reference ? items.filter((i) => i.reference_number === step.reference) : [];
  if (byRef.length > 0) return byRef.length === 1 ? byRef[0]! : null;
  if (items.some((i) => i.reference_number !== undefined)) {
    // The list carries references but not ours: it does not show this step (yet); nothing to learn.
    return null;
  }
  const same = items.filter((i) => normalizeVoucherCode(i.code) === step.code && i.redeemed_amount_in_cents === step.cents);
  return same.length === 1 ? same[0]! : null;
}

/** True while `row` is the answered step and nothing of ours has (begun to) undo it: the list shows it whole. */
function standsAsAnswered(db: Db, row: JournalRow): boolean {
  const now = findJournalRow(db, row.id);
  return now?.state === 'succeeded' && listByRef(db, row.id).length === 0;
}

/** What learning needs: the store, the service client, the clock, a log. */
export interface LearnDeps {
  db: Db;
  service: Pick<ServiceClient, 'vouchers'> | undefined;
  now: () => Date;
  warn: (msg: string, data: Record<string, unknown>) => void;
}

/**
 * After a redemption whose answer this terminal received: while the key's user is unknown, reads the
 * list around it and learns the user of the one item that is this step. Never throws (a failed read
 * is tried again after the next answered redemption).
 */
export async function learnKeyUser(deps: LearnDeps, row: JournalRow): Promise<void> {
  if (!deps.service || row.kind !== 'redeem' || row.state !== 'succeeded' || !row.code) return;
  if (knownKeyUser(deps.db, row.scope.service) !== null) return;
  const at = Date.parse(row.createdAt);
  try {
    const items = await deps.service.vouchers.redemptions(
      { from: formatTimestamp(new Date(at - LEARN_WINDOW_MS)), to: formatTimestamp(new Date(deps.now().getTime() + LEARN_WINDOW_MS)) },
      { attempts: 1 },
    );
    // Read after the list answered: an undo of ours sent before the service listed may have taken our
    // step off the list, and another till's step of the same voucher and amount would look like ours.
    if (!standsAsAnswered(deps.db, row)) return;
    const reference = typeof row.request.reference_number === 'string' ? row.request.reference_number : null;
    const hit = answeredItem(items, { code: row.code, cents: row.amountCents ?? 0, reference });
    if (hit?.user && knownKeyUser(deps.db, row.scope.service) === null) {
      rememberKeyUser(deps.db, row.scope.service, hit.user, row.id, deps.now());
    }
  } catch (err) {
    deps.warn('the key user could not be learned', { id: row.id, error: (err as Error).message });
  }
}

/** Half-width of the list window read to learn the key's user (clock and time-zone skew). */
const LEARN_WINDOW_MS = 2 * 86_400_000;
