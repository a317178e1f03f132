// The day closing, from the local journal: open purchases and open (pending/uncertain/needs-decision) rows first,
// succeeded totals per kind and per cashier, and a cross-check of this day's redemptions against
// the service's redemption list for the same window, mismatches listed both ways.
import type { ClosingReport, JournalKind, JournalState } from '../contract';
import { unresolvedStates } from '../contract';
import type { ServiceClient } from '../service';
import type { RedemptionItem } from '../service/wire';
import { normalizeVoucherCode } from '../service/wire';
import type { Db } from '../store/database';
import { dayTotals } from '../store/journal';
import { openPurchasesUpTo } from '../store/purchase-totals';
import { nextDay } from './months';

interface DayRow {
  id: string;
  kind: JournalKind;
  state: JournalState;
  code: string | null;
  amount_cents: number | null;
  cashier: string | null;
  created_at: string;
}

/** Rows of one day (every terminal name: one database is one terminal), oldest first. Read-only. */
function dayRows(db: Db, day: string): DayRow[] {
  return db
    .prepare(`SELECT id, kind, state, code, amount_cents, cashier, created_at FROM journal WHERE day = ? ORDER BY created_at, id`)
    .all(day) as DayRow[];
}

/** Net redeemed cents per code of the day's succeeded redemptions (minus their succeeded cancellations). */
function localRedeemedByCode(db: Db, day: string): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT r.code AS code, r.amount_cents - coalesce((SELECT sum(c.amount_cents) FROM journal c
         WHERE c.ref_id = r.id AND c.kind = 'cancel_redemption' AND c.state = 'succeeded'), 0) AS net
       FROM journal r WHERE r.day = ? AND r.kind = 'redeem' AND r.state = 'succeeded' AND r.code IS NOT NULL`,
    )
    .all(day) as Array<{ code: string; net: number }>;
  const map = new Map<string, number>();
  for (const r of rows) {
    const code = normalizeVoucherCode(r.code);
    map.set(code, (map.get(code) ?? 0) + r.net);
  }
  return map;
}

/**
 * Compares per code. The service lists every till of the merchant: a service-only code counts as a
 * mismatch when its user is one this terminal's matched redemptions were made as (or, when nothing
 * matched, any user: the list cannot tell tills apart then).
 */
export function crossCheck(local: Map<string, number>, items: readonly RedemptionItem[]) {
  const service = new Map<string, { cents: number; users: Set<string> }>();
  for (const it of items) {
    const code = normalizeVoucherCode(it.code);
    const e = service.get(code) ?? { cents: 0, users: new Set<string>() };
    e.cents += it.redeemed_amount_in_cents;
    if (it.user) e.users.add(it.user.id);
    service.set(code, e);
  }
  const ours = new Set<string>();
  let matched = 0;
  const localOnly: ClosingReport['crossCheck']['localOnly'] = [];
  const serviceOnly: ClosingReport['crossCheck']['serviceOnly'] = [];
  for (const [code, cents] of local) {
    const s = service.get(code);
    if (s) s.users.forEach((u) => ours.add(u));
    const serviceCents = s?.cents ?? 0;
    if (serviceCents === cents) matched++;
    else if (cents > serviceCents) localOnly.push({ code, localCents: cents, serviceCents });
    else serviceOnly.push({ code, localCents: cents, serviceCents });
  }
  for (const [code, s] of service) {
    if (local.has(code) || s.cents === 0) continue;
    if (ours.size === 0 || [...s.users].some((u) => ours.has(u))) serviceOnly.push({ code, localCents: 0, serviceCents: s.cents });
  }
  return { matched, localOnly, serviceOnly };
}

/** Builds the closing of `day`; the cross-check is `unavailable` when the service cannot answer. */
export async function buildClosing(db: Db, client: ServiceClient | undefined, day: string, now: Date): Promise<ClosingReport> {
  const rows = dayRows(db, day);
  const open = rows
    .filter((r) => (unresolvedStates as readonly string[]).includes(r.state))
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      state: r.state,
      code: r.code,
      amountCents: r.amount_cents,
      cashier: r.cashier,
      createdAt: r.created_at,
    }));
  const totalsByKind = new Map<JournalKind, { count: number; amountCents: number }>();
  const byCashier: ClosingReport['byCashier'] = [];
  let failedCount = 0;
  for (const t of dayTotals(db, day)) {
    if (t.state === 'failed' || t.state === 'not_applied') failedCount += t.count;
    if (t.state !== 'succeeded') continue;
    const k = totalsByKind.get(t.kind) ?? { count: 0, amountCents: 0 };
    k.count += t.count;
    k.amountCents += t.amountCents;
    totalsByKind.set(t.kind, k);
    byCashier.push({ cashier: t.cashier, kind: t.kind, count: t.count, amountCents: t.amountCents });
  }
  byCashier.sort((a, b) => (a.cashier ?? '').localeCompare(b.cashier ?? '') || a.kind.localeCompare(b.kind));
  const from = `${day}T00:00:00`;
  const to = `${nextDay(day)}T00:00:00`;
  let check: ClosingReport['crossCheck'];
  try {
    if (!client) throw new Error('No voucher service is configured.');
    const items = await client.vouchers.redemptions({ from, to });
    const r = crossCheck(localRedeemedByCode(db, day), items);
    const mismatch = r.localOnly.length + r.serviceOnly.length > 0;
    check = { state: mismatch ? 'mismatch' : 'ok', message: null, from, to, ...r };
  } catch (err) {
    check = { state: 'unavailable', message: (err as Error).message, from, to, matched: 0, localOnly: [], serviceOnly: [] };
  }
  return {
    day,
    generatedAt: now.toISOString(),
    open,
    openPurchases: openPurchasesUpTo(db, day),
    totals: [...totalsByKind].map(([kind, v]) => ({ kind, ...v })),
    byCashier,
    failedCount,
    crossCheck: check,
  };
}
