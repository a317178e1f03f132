// The day closing, from the local journal of the mode in use (a live closing never counts a
// training row): open purchases and open (pending/uncertain/needs-decision) rows first, succeeded
// totals per kind and per cashier, and the cross-check of this terminal's redemptions against the
// service's list (reports/closing-crosscheck.ts).
import type { ClosingReport, JournalKind } from '../contract';
import { unresolvedStates } from '../contract';
import type { ServiceClient } from '../service';
import { normalizeVoucherCode } from '../service/wire';
import type { Db } from '../store/database';
import { dayTotals, listDamagedOfDay } from '../store/journal';
import { activeScope, type Scope } from '../store/scope';
import { closingDayRows } from '../store/closing-rows';
import { crossCheck, knownKeyUser, localRedemptions, serviceDayWindow } from './closing-crosscheck';
import { markSharedKey } from '../sync/key-user';
import { openPurchasesUpTo } from '../store/purchase-totals';
import { askedBookedOf } from './closing-asked';
import { listOpenReservations } from '../store/ticket-reservations';
import type { Language } from '../contract/app';
import { paymentStrings } from '../printing/strings-payment';
import { closingByMethod, closingOperations, closingTakings } from './closing-money';
import { daySessions } from './day-sessions';
import { readPaymentMethods } from '../payments/methods';

/** The comparison with Voucher Redemptions; `unavailable` when the service cannot answer. */
async function serviceCheck(
  db: Db,
  client: ServiceClient | undefined,
  day: string,
  scope: Scope,
  now: Date,
): Promise<ClosingReport['crossCheck']> {
  const { from, to } = serviceDayWindow(day);
  try {
    if (!client) throw new Error('No voucher service is configured.');
    const items = await client.vouchers.redemptions({ from, to });
    const keyUser = knownKeyUser(db, scope.service);
    const touched = new Set(closingDayRows(db, day, scope).flatMap((row) => (row.code ? [normalizeVoucherCode(row.code)] : [])));
    const r = crossCheck(localRedemptions(db, day, scope), items, keyUser, touched);
    if (r.sharedKey) markSharedKey(db, scope.service, r.sharedKey, now);
    const mismatch = r.localOnly.length + r.serviceOnly.length > 0;
    return { state: mismatch ? 'mismatch' : 'ok', message: null, from, to, ...r };
  } catch (err) {
    return {
      state: 'unavailable',
      message: (err as Error).message,
      from,
      to,
      matched: 0,
      matchedItems: [],
      localOnly: [],
      serviceOnly: [],
      otherTills: [],
      derecognized: [],
      userId: null,
      sharedKey: null,
    };
  }
}

/** Builds the closing of `day`; the cross-check is `unavailable` when the service cannot answer. */
export async function buildClosing(
  db: Db,
  client: ServiceClient | undefined,
  day: string,
  now: Date,
  lang: Language = 'de',
): Promise<ClosingReport> {
  const scope = activeScope(db);
  const rows = closingDayRows(db, day, scope);
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
  for (const t of dayTotals(db, day, scope)) {
    if (t.state === 'failed' || t.state === 'not_applied') failedCount += t.count;
    if (t.state !== 'succeeded') continue;
    const k = totalsByKind.get(t.kind) ?? { count: 0, amountCents: 0 };
    k.count += t.count;
    k.amountCents += t.amountCents;
    totalsByKind.set(t.kind, k);
    byCashier.push({ cashier: t.cashier, kind: t.kind, count: t.count, amountCents: t.amountCents });
  }
  byCashier.sort((a, b) => (a.cashier ?? '').localeCompare(b.cashier ?? '') || a.kind.localeCompare(b.kind));
  // Every part from the database read here, in one go, before the service is asked: a step the
  // reconciler settles meanwhile would otherwise count in some parts and not in others.
  const configured = readPaymentMethods(db);
  const days = daySessions(db, scope, day, now, configured);
  const local = {
    day,
    generatedAt: now.toISOString(),
    open,
    openPurchases: openPurchasesUpTo(db, day),
    damaged: listDamagedOfDay(db, day, scope),
    openReservations: listOpenReservations(db, scope).map((r) => ({
      id: r.id,
      startsAt: r.startsAt,
      tickets: r.items.reduce((n, i) => n + i.quantity, 0),
      deadlineAt: r.deadlineAt,
      expired: Date.parse(r.deadlineAt) <= now.getTime(),
      cashier: r.cashier,
      createdAt: r.createdAt,
    })),
    totals: [...totalsByKind].map(([kind, v]) => ({ kind, ...v })),
    byCashier,
    failedCount,
    askedBooked: askedBookedOf(db, day, scope),
    operations: closingOperations(days.totals.split),
    byMethod: closingByMethod(days.totals.split, configured, lang, paymentStrings[lang].notStated),
    takings: closingTakings(days.totals),
    sessions: { closed: days.zs.map((z) => z.session.number), open: days.open?.session.number ?? null },
  };
  const check = await serviceCheck(db, client, day, scope, now);
  return { ...local, crossCheck: check, closed: null };
}
