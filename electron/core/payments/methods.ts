// The merchant's payment methods and the cash drawer setting (settings table), and the payment
// a step was made with (journal / purchases columns of migration 008).
import { CoreError } from '../contract/errors';
import type { Language } from '../contract/app';
import {
  cashRoundingSchema,
  drawerSettingsSchema,
  type CashRounding,
  paymentKindSchema,
  paymentMethodsSchema,
  type DrawerSettings,
  type PaymentKind,
  type PaymentMethod,
} from '../contract/payments';
import type { Db } from '../store/database';
import { getSetting, setSetting } from '../store/settings';

const METHODS_KEY = 'payment.methods';
const DRAWER_KEY = 'payment.drawer';
const ROUNDING_KEY = 'payment.cashRounding';

/** Defaults: cash and card, no payment id. */
export const defaultPaymentMethods: PaymentMethod[] = [
  { id: 'cash', names: { de: 'Bar', fr: 'Espèces', it: 'Contanti', en: 'Cash' }, kind: 'cash', paymentId: null },
  { id: 'card', names: { de: 'Karte', fr: 'Carte', it: 'Carta', en: 'Card' }, kind: 'card', paymentId: null },
];
/** Default: no drawer attached. */
export const defaultDrawer: DrawerSettings = { pin: 'none', onMs: 100, offMs: 200 };

export function readPaymentMethods(db: Db): PaymentMethod[] {
  return getSetting(db, METHODS_KEY, paymentMethodsSchema, defaultPaymentMethods);
}
export function readDrawer(db: Db): DrawerSettings {
  return getSetting(db, DRAWER_KEY, drawerSettingsSchema, defaultDrawer);
}
/** Default `auto`: 0.05 for CHF (no 1- and 2-Rappen coins), none for other currencies. */
export function readCashRounding(db: Db): CashRounding {
  return getSetting(db, ROUNDING_KEY, cashRoundingSchema, 'auto');
}
export function writePaymentSettings(
  db: Db,
  patch: { methods?: PaymentMethod[]; drawer?: DrawerSettings; cashRounding?: CashRounding },
  now: Date,
): void {
  if (patch.methods) setSetting(db, METHODS_KEY, paymentMethodsSchema.parse(patch.methods), now);
  if (patch.drawer) setSetting(db, DRAWER_KEY, drawerSettingsSchema.parse(patch.drawer), now);
  if (patch.cashRounding) setSetting(db, ROUNDING_KEY, cashRoundingSchema.parse(patch.cashRounding), now);
}

/** The cash rounding step in cents for a currency (1: none). */
export function cashRoundingStep(setting: CashRounding, currency: string | null): number {
  if (setting === 'none') return 1;
  if (setting === '0.05') return 5;
  if (setting === '0.10') return 10;
  return currency === null || currency === 'CHF' ? 5 : 1;
}

/** The method with this id; a bad id is refused before anything moves. */
export function resolvePaymentMethod(db: Db, id: string): PaymentMethod {
  const m = readPaymentMethods(db).find((x) => x.id === id);
  if (!m) throw new CoreError('invalid_input', `Unknown payment method ${id}`);
  return m;
}

/** A method's name in a language; an id no longer in the settings is shown as it is. */
export function paymentMethodName(db: Db, id: string | null, lang: Language): string | null {
  if (id === null) return null;
  return readPaymentMethods(db).find((m) => m.id === id)?.names[lang] ?? id;
}

/** How a step was paid, as stored with it. */
export interface StepPayment {
  method: string;
  kind: PaymentKind;
}

/** Records the method a journal row was paid with (in the transaction that writes the pending row). */
export function setRowPayment(db: Db, journalId: string, p: StepPayment | null): void {
  if (!p) return;
  db.prepare('UPDATE journal SET payment_method = ?, payment_kind = ? WHERE id = ?').run(p.method, p.kind, journalId);
}

/** The method a journal row was paid with, or null. */
export function rowPayment(db: Db, journalId: string): StepPayment | null {
  const r = db.prepare('SELECT payment_method AS method, payment_kind AS kind FROM journal WHERE id = ?').get(journalId) as
    { method: string | null; kind: string | null } | undefined;
  const kind = paymentKindSchema.safeParse(r?.kind);
  return r?.method && kind.success ? { method: r.method, kind: kind.data } : null;
}

/** Records the rest of a purchase (paid outside the vouchers) and its method. */
export function setPurchasePayment(db: Db, purchaseId: string, restCents: number, p: StepPayment | null): void {
  db.prepare('UPDATE purchases SET rest_cents = ?, payment_method = ?, payment_kind = ? WHERE id = ?').run(
    restCents,
    p?.method ?? null,
    p?.kind ?? null,
    purchaseId,
  );
}

/** The rest of a purchase and its method (null rest: not finished through this path). */
export function purchasePayment(db: Db, purchaseId: string): { restCents: number | null; payment: StepPayment | null } {
  const r = db.prepare('SELECT rest_cents, payment_method, payment_kind FROM purchases WHERE id = ?').get(purchaseId) as
    { rest_cents: number | null; payment_method: string | null; payment_kind: string | null } | undefined;
  const kind = paymentKindSchema.safeParse(r?.payment_kind);
  return {
    restCents: r?.rest_cents ?? null,
    payment: r?.payment_method && kind.success ? { method: r.payment_method, kind: kind.data } : null,
  };
}

/** The payment of a step chosen by id (undefined: none chosen). */
export function stepPayment(db: Db, id: string | undefined): StepPayment | null {
  if (id === undefined) return null;
  const m = resolvePaymentMethod(db, id);
  return { method: m.id, kind: m.kind };
}

/** Records the payment on a row just written (inside `begin`) and hands the row on. */
export function withPayment<T extends { id: string }>(db: Db, row: T, p: StepPayment | null): T {
  setRowPayment(db, row.id, p);
  return row;
}

/** A priced line of a ticket sale as it was sold. */
export interface SaleLine {
  categoryId: string;
  quantity: number;
  unitPriceCents: number;
}

/** Keeps the priced lines of a sale with its row (for its receipt). */
export function setSaleLines(db: Db, journalId: string, lines: SaleLine[]): void {
  if (lines.length) db.prepare('UPDATE journal SET sale_lines = ? WHERE id = ?').run(JSON.stringify(lines), journalId);
}

/** The priced lines of a sale, or []. */
export function saleLines(db: Db, journalId: string): SaleLine[] {
  const r = db.prepare('SELECT sale_lines FROM journal WHERE id = ?').get(journalId) as { sale_lines: string | null } | undefined;
  try {
    const v = r?.sale_lines ? (JSON.parse(r.sale_lines) as unknown) : [];
    return Array.isArray(v) ? (v as SaleLine[]) : [];
  } catch {
    return [];
  }
}

/** Marks a journal row as part of a sale of several stock vouchers. */
export function setRowSale(db: Db, journalId: string, saleId: string): void {
  db.prepare('UPDATE journal SET sale_id = ? WHERE id = ?').run(saleId, journalId);
}

/** The sale a row belongs to, or null. */
export function saleOfRow(db: Db, journalId: string): string | null {
  const r = db.prepare('SELECT sale_id FROM journal WHERE id = ?').get(journalId) as { sale_id: string | null } | undefined;
  return r?.sale_id ?? null;
}

/** The journal ids of a sale, oldest first. */
export function rowsOfSale(db: Db, saleId: string): string[] {
  return (db.prepare('SELECT id FROM journal WHERE sale_id = ? ORDER BY created_at, id').all(saleId) as Array<{ id: string }>).map(
    (r) => r.id,
  );
}
