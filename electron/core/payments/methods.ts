// The merchant's payment methods and the cash drawer setting (settings table), and the payment
// a step was made with (its columns are read and written in store/step-payments.ts).
import { CoreError } from '../contract/errors';
import { say } from '../contract/core-messages';
import type { Language } from '../contract/app';
import {
  cashRoundingSchema,
  drawerSettingsSchema,
  paymentMethodsSchema,
  type CashRounding,
  type DrawerSettings,
  type PaymentMethod,
} from '../contract/payments';
import type { Db } from '../store/database';
import { getSetting, setSetting } from '../store/settings';
import type { StepPayment } from '../store/step-payments';

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
  if (!m) throw new CoreError('invalid_input', say('unknownPaymentMethod', { id }));
  return m;
}

/** A method's name in a language; an id no longer in the settings is shown as it is. */
export function paymentMethodName(db: Db, id: string | null, lang: Language): string | null {
  if (id === null) return null;
  return readPaymentMethods(db).find((m) => m.id === id)?.names[lang] ?? id;
}

// The payment columns' SQL lives in the store; callers keep importing them from here.
export {
  purchasePayment,
  rowPayment,
  rowsOfSale,
  saleLines,
  saleOfRow,
  setPurchasePayment,
  setRowPayment,
  setSaleLines,
  withPayment,
  type SaleLine,
  type StepPayment,
} from '../store/step-payments';

/** The payment of a step chosen by id (undefined: none chosen). */
export function stepPayment(db: Db, id: string | undefined): StepPayment | null {
  if (id === undefined) return null;
  const m = resolvePaymentMethod(db, id);
  return { method: m.id, kind: m.kind };
}
