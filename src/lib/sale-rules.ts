// Price rules of a voucher sale, checked before anything is sent (service facts: value vouchers
// 20.00–3000.00 within their own range; package and variant prices exactly as configured).
import type { SaleCatalogItem } from '../../electron/core/contract';

export const VALUE_MIN_CENTS = 2_000;
export const VALUE_MAX_CENTS = 300_000;

/** The range a value voucher may be sold for. */
export function valueRange(item: SaleCatalogItem): { min: number; max: number } {
  return {
    min: Math.max(VALUE_MIN_CENTS, item.minimumCents ?? VALUE_MIN_CENTS),
    max: Math.min(VALUE_MAX_CENTS, item.maximumCents ?? VALUE_MAX_CENTS),
  };
}

/** Whether a voucher type can be sold at the till at all (published, orderable, priced, not sold out). */
export function isSellable(item: SaleCatalogItem): boolean {
  if (!item.published || item.kind === 'other' || item.soldOut) return false;
  if (item.kind === 'package') return item.priceCents !== null;
  if (item.kind === 'variants') return item.variants.length > 0;
  return true;
}

export type PriceProblem = 'not_sellable' | 'sold_out' | 'out_of_range' | 'wrong_price';

/** Why this price cannot be sent for this voucher type, or null when it can. */
export function priceProblem(item: SaleCatalogItem, unitPriceCents: number, variantId?: string): PriceProblem | null {
  if (item.soldOut) return 'sold_out';
  if (!isSellable(item)) return 'not_sellable';
  if (!Number.isInteger(unitPriceCents) || unitPriceCents <= 0) return 'out_of_range';
  if (item.kind === 'value_voucher') {
    const { min, max } = valueRange(item);
    return unitPriceCents < min || unitPriceCents > max ? 'out_of_range' : null;
  }
  if (item.kind === 'variants') {
    const v = item.variants.find((x) => x.id === variantId);
    return v && v.priceCents === unitPriceCents ? null : 'wrong_price';
  }
  return item.priceCents === unitPriceCents ? null : 'wrong_price';
}

/** The name of a voucher type in the UI language, falling back to German, then any. */
export function localName(names: Record<string, string>, lang: string): string {
  return names[lang] || names.de || Object.values(names).find((n) => n) || '';
}

/** One line of the cart: `quantity` vouchers of one type at one price. */
export interface QuantityLine {
  key: string;
  productId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

/** How many more vouchers of this type may go into the cart (Infinity: no contingent limit). */
export function roomFor(item: SaleCatalogItem | undefined, cart: readonly QuantityLine[]): number {
  if (!item || item.remainingContingent === null) return Infinity;
  const inCart = cart.filter((l) => l.productId === item.id).reduce((s, l) => s + l.quantity, 0);
  return Math.max(0, item.remainingContingent - inCart);
}

/** Adds one voucher: to the line of the same type, name and price if there is one, else as a new line. */
export function addOne(cart: readonly QuantityLine[], line: Omit<QuantityLine, 'quantity'>): QuantityLine[] {
  const same = cart.find((l) => l.productId === line.productId && l.name === line.name && l.unitPriceCents === line.unitPriceCents);
  if (same) return cart.map((l) => (l === same ? { ...l, quantity: l.quantity + 1 } : l));
  return [...cart, { ...line, quantity: 1 }];
}

/** Changes a line's quantity by `delta`; a line at 0 leaves the cart. */
export function changeQuantity(cart: readonly QuantityLine[], key: string, delta: number): QuantityLine[] {
  return cart.map((l) => (l.key === key ? { ...l, quantity: l.quantity + delta } : l)).filter((l) => l.quantity > 0);
}

/** The order lines as the service wants them for delivery `codes`: one line of quantity 1 per voucher. */
export function orderLines(cart: readonly QuantityLine[]): Array<{ productId: string; unitPriceCents: number }> {
  return cart.flatMap((l) => Array.from({ length: l.quantity }, () => ({ productId: l.productId, unitPriceCents: l.unitPriceCents })));
}

/** Total of the cart in cents. */
export function cartTotal(cart: readonly QuantityLine[]): number {
  return cart.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
}
