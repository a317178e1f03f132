// The money side of the day closing (issue 12): per operation (a step and its undo) count, gross,
// cancelled and net; per payment method what should be in the drawer and on the card terminal
// (undo steps subtract by the method of the step they undo; the rest of finished purchases counts
// under its method; a finished order counts its card/other tenders and its cash less the change). Read-only over the journal and purchases of one scope and day.
import type { ClosingReport, Language, PaymentKind } from '../contract';
import type { Db } from '../store/database';
import { terminalDay } from '../store/journal';
import type { Scope } from '../store/scope';
import { closingMoneyRows, purchasesWithRest } from '../store/closing-rows';
import { finishedOrderMoney, orderStepIdsOfDay } from '../store/order-closing';
import { readPaymentMethods } from '../payments/methods';

type Group = ClosingReport['operations'][number]['group'];

/** Each operation of the closing: the step's kind and its undo's kind. */
export const closingGroups: ReadonlyArray<{ group: Group; forward: string; undo: string }> = [
  { group: 'loads', forward: 'charge', undo: 'cancel_charge' },
  { group: 'purchases', forward: 'redeem', undo: 'cancel_redemption' },
  { group: 'activations', forward: 'activate', undo: 'deactivate' },
  { group: 'codeSales', forward: 'order', undo: 'delete_order' },
  { group: 'tickets', forward: 'book', undo: 'cancel_booking' },
  { group: 'promo', forward: 'promo_redeem', undo: 'promo_cancel' },
];

/** Steps whose money the customer paid (or got back) by a payment method. */
const paidKinds = new Set(['charge', 'activate', 'order', 'book']);
const undoKinds = new Set(['cancel_charge', 'deactivate', 'delete_order', 'cancel_booking']);

/** Count, gross, cancelled and net of every operation (all six, zero when none). */
export function closingOperations(db: Db, day: string, scope: Scope): ClosingReport['operations'] {
  const rows = closingMoneyRows(db, day, scope);
  return closingGroups.map(({ group, forward, undo }) => {
    const f = rows.filter((r) => r.kind === forward);
    const u = rows.filter((r) => r.kind === undo);
    const gross = f.reduce((s, r) => s + (r.amount_cents ?? 0), 0);
    const cancelled = u.reduce((s, r) => s + (r.amount_cents ?? 0), 0);
    return { group, count: f.length, grossCents: gross, cancelledCount: u.length, cancelledCents: cancelled, netCents: gross - cancelled };
  });
}

/** Money per payment method: the configured methods first (also at zero), then others, then "not stated". */
export function closingByMethod(db: Db, day: string, scope: Scope, lang: Language, notStated: string): ClosingReport['byMethod'] {
  const methods = readPaymentMethods(db);
  const acc = new Map<string | null, { kind: PaymentKind | null; count: number; amountCents: number }>();
  for (const m of methods) acc.set(m.id, { kind: m.kind, count: 0, amountCents: 0 });
  const add = (method: string | null, kind: string | null, cents: number): void => {
    const e = acc.get(method) ?? { kind: (kind as PaymentKind | null) ?? null, count: 0, amountCents: 0 };
    e.count += 1;
    e.amountCents += cents;
    acc.set(method, e);
  };
  // Steps of an order are paid by its tenders (below), not by a method of their own.
  const orderSteps = orderStepIdsOfDay(db, day, scope);
  for (const r of closingMoneyRows(db, day, scope)) {
    if (orderSteps.has(r.id)) continue;
    if (paidKinds.has(r.kind)) add(r.payment_method, r.payment_kind, r.amount_cents ?? 0);
    else if (undoKinds.has(r.kind)) add(r.ref_method, r.ref_kind, -(r.amount_cents ?? 0));
  }
  const purchases = purchasesWithRest(db, scope);
  for (const p of purchases) if (terminalDay(db, new Date(p.updated_at)) === day) add(p.payment_method, p.payment_kind, p.rest_cents);
  // Finished orders: card/other as charged; the drawer keeps the cash given less the change (paid in cash).
  for (const o of finishedOrderMoney(db, scope)) {
    if (terminalDay(db, new Date(o.finishedAt)) !== day) continue;
    let change = o.changeCents;
    for (const t of o.tenders) {
      const cents = t.kind === 'cash' ? t.amountCents - change : t.amountCents;
      if (t.kind === 'cash') change = 0;
      add(t.method, t.kind, cents);
    }
    if (change > 0) add(methods.find((m) => m.kind === 'cash')?.id ?? null, 'cash', -change);
  }
  return [...acc].map(([method, v]) => ({
    method,
    kind: v.kind,
    name: method === null ? notStated : (methods.find((m) => m.id === method)?.names[lang] ?? method),
    count: v.count,
    amountCents: v.amountCents,
  }));
}
