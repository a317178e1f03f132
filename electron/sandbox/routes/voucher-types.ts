// Shaping voucher type rows into the wire shapes of §2.8 (list and single).
import type { Db } from '../../common/sqlite';
import { json, type MerchantRow } from '../store';

/** A voucher type row. */
export interface VoucherTypeRow {
  id: string;
  merchant_id: string;
  kind: 'value_voucher' | 'package' | 'variants' | 'other' | 'depot';
  name: string;
  description_html: string;
  list_price_in_cents: number | null;
  discount_percentage: number | null;
  price_in_cents: number | null;
  minimum_amount_in_cents: number | null;
  maximum_amount_in_cents: number | null;
  variants: string;
  images: string;
  published: number;
  published_in_online_shop: number;
  hidden_in_online_shop: number;
  remaining_contingent: number | null;
  validity_months: number;
  deleted: number;
  updated_at: string;
}

/** A variant as stored and served. */
export interface Variant {
  id: string;
  name: Record<string, string>;
  price_in_cents: number;
  pre_selected: boolean;
}

/** An orderable-area voucher type of the merchant (not deleted, not a stock-voucher type), or undefined. */
export function findVoucherType(db: Db, merchantId: string, id: string): VoucherTypeRow | undefined {
  return db
    .prepare("select * from voucher_types where id = ? and merchant_id = ? and deleted = 0 and kind != 'depot'")
    .get(id, merchantId) as VoucherTypeRow | undefined;
}

/** Lowest variant price (the "from" price of a variants type). */
function lowestVariant(t: VoucherTypeRow): number | null {
  const prices = json<Variant[]>(t.variants).map((v) => v.price_in_cents);
  return prices.length ? Math.min(...prices) : null;
}

/** List shape (§2.8). */
export function toListType(t: VoucherTypeRow, m: MerchantRow): Record<string, unknown> {
  const value = t.kind === 'value_voucher';
  const price = t.kind === 'variants' ? lowestVariant(t) : t.price_in_cents;
  return {
    id: t.id,
    name: json(t.name),
    description_html: json(t.description_html),
    is_value_voucher: value,
    list_price_in_cents: value ? null : (t.list_price_in_cents ?? price),
    discount: t.discount_percentage ? { discount_percentage: t.discount_percentage } : null,
    price_in_cents: value ? null : price,
    images: json(t.images),
    provider: { name: m.name, city: m.city, canton_short: m.canton_short, description: json(m.description) },
  };
}

/** Single shape (§2.8 retrieve): list fields plus shop and ordering details. */
export function toDetailType(t: VoucherTypeRow, m: MerchantRow): Record<string, unknown> {
  const images = json<{ src: string }[]>(t.images);
  const languages = json<string[]>(m.languages);
  const value = t.kind === 'value_voucher';
  return {
    ...toListType(t, m),
    published: t.published === 1,
    published_in_online_shop: t.published_in_online_shop === 1,
    hidden_in_online_shop: t.hidden_in_online_shop === 1,
    sold_out: t.remaining_contingent === 0,
    remaining_contingent: t.remaining_contingent,
    image_url: images[0]?.src ?? '',
    url: Object.fromEntries(languages.map((l) => [l, `https://shop.example.invalid/${l}/vouchers/${t.id}`])),
    type: t.kind,
    minimum_amount_in_cents: value ? t.minimum_amount_in_cents : null,
    maximum_amount_in_cents: value ? t.maximum_amount_in_cents : null,
    price_in_cents: value ? null : t.kind === 'variants' ? lowestVariant(t) : t.price_in_cents,
    variant_name: t.kind === 'variants' ? { de: 'Variante', fr: 'Variante', it: 'Variante', en: 'Variant' } : {},
    variants: json<Variant[]>(t.variants),
    updated_at: t.updated_at,
  };
}

/** Why an order line for this type at this unit price is refused, or null (service facts price rules). */
export function linePriceProblem(t: VoucherTypeRow, unitPrice: number): string | null {
  if (t.published !== 1) return `voucher type ${t.id} is not published`;
  switch (t.kind) {
    case 'value_voucher': {
      const min = t.minimum_amount_in_cents ?? 2000;
      const max = t.maximum_amount_in_cents ?? 300000;
      return unitPrice < min || unitPrice > max ? `unit_price_in_cents must lie between ${min} and ${max}` : null;
    }
    case 'package':
      return unitPrice === t.price_in_cents ? null : `unit_price_in_cents must equal the price ${t.price_in_cents ?? 0}`;
    case 'variants': {
      const prices = json<Variant[]>(t.variants).map((v) => v.price_in_cents);
      return prices.includes(unitPrice) ? null : `unit_price_in_cents must equal a variant price (${prices.join(', ')})`;
    }
    default:
      return `voucher type ${t.id} cannot be ordered through the API`;
  }
}
