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

/** Whether a voucher type can be sold at the till at all (published, orderable, priced). */
export function isSellable(item: SaleCatalogItem): boolean {
  if (!item.published || item.kind === 'other') return false;
  if (item.kind === 'package') return item.priceCents !== null;
  if (item.kind === 'variants') return item.variants.length > 0;
  return true;
}

export type PriceProblem = 'not_sellable' | 'out_of_range' | 'wrong_price';

/** Why this price cannot be sent for this voucher type, or null when it can. */
export function priceProblem(item: SaleCatalogItem, unitPriceCents: number, variantId?: string): PriceProblem | null {
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
