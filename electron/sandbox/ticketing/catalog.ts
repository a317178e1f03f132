// Ticketing products (§2.1, §4.1) and who may reach them (§5.2, §5.3).
import type { Db } from '../../common/sqlite';
import type { TicketingProduct } from '../../core/service/wire';
import type { KeyRecord } from '../types';
import { forbidden, json, notFound } from './util';

/** A product row. */
export interface ProductRow {
  id: string;
  merchant_id: string;
  is_active: number;
  slot_type: 'day' | 'time';
  image_url: string;
  updated_at: string;
  third_party_enabled: number;
  not_integrable_reason: string | null;
  languages: string;
  capacity: number | null;
  weekdays: string;
  times: string;
  day_closing: string;
  cutoff_minutes: number;
}

/** A person category row. */
export interface CategoryRow {
  id: string;
  product_id: string;
  names: string;
  age_from: number | null;
  age_to: number | null;
  min_quantity: number;
  max_quantity: number | null;
  allow_zero_quantity: number;
}

interface TextRow {
  language: string;
  name: string;
  description: string;
  ticket_template: string;
}

/** What the ticketing routes need of the key's merchant. */
export interface MerchantInfo {
  id: string;
  name: string;
  currency: string;
  defaultLanguage: string;
  walletEnabled: boolean;
  shopUrl: string;
}

/** The merchant of a key, from version 1's `merchants` plus the ticketing settings. */
export function merchantInfo(db: Db, merchantId: string): MerchantInfo {
  const row = db
    .prepare(
      `select m.id, m.name, m.currency, m.default_language, coalesce(s.wallet_enabled, 0) as wallet, coalesce(s.shop_url, '') as url
         from merchants m left join tk_settings s on s.merchant_id = m.id where m.id = ?`,
    )
    .get(merchantId) as { id: string; name: string; currency: string; default_language: string; wallet: number; url: string } | undefined;
  if (!row) throw new Error(`merchant ${merchantId} missing`);
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    defaultLanguage: row.default_language,
    walletEnabled: row.wallet === 1,
    shopUrl: row.url,
  };
}

/** The booking flow needs a key of a user approved for third-party integrations (§5.2). */
export function requireApproved(key: KeyRecord): void {
  if (!key.thirdPartyApproved) throw forbidden('The key’s user is not approved for third-party integrations.');
}

function isListed(db: Db, productId: string, userId: string): boolean {
  return db.prepare('select 1 from tk_allow_list where product_id = ? and user_id = ?').get(productId, userId) !== undefined;
}

/**
 * The product if the key may reach it. Unknown, another merchant's, third-party channel disabled,
 * or not integrable through the API: 404 `not_found`. Released, but the key's user is not on the
 * allow-list: 403 `forbidden`.
 */
export function reachableProduct(db: Db, key: KeyRecord, productId: string): ProductRow {
  requireApproved(key);
  const p = db.prepare('select * from tk_products where id = ? and merchant_id = ?').get(productId, key.merchantId) as
    | ProductRow
    | undefined;
  if (!p || p.third_party_enabled !== 1 || p.not_integrable_reason !== null) {
    throw notFound(`No product ${productId} is released for third-party sale.`);
  }
  if (!isListed(db, p.id, key.userId)) throw forbidden(`The key’s user is not on the allow-list of product ${productId}.`);
  return p;
}

/** Categories of a product in display order. */
export function categoriesOf(db: Db, productId: string): CategoryRow[] {
  return db.prepare('select * from tk_categories where product_id = ? order by position').all(productId) as CategoryRow[];
}

/** Lowest active ticket-type price of a category (0 when free or none). */
export function categoryPrice(db: Db, categoryId: string): { price: number; ticketTypeId: string; ticketTypeName: string } {
  const row = db
    .prepare(
      'select id, name, price_in_cents from tk_ticket_types where category_id = ? and is_active = 1 order by price_in_cents, id limit 1',
    )
    .get(categoryId) as { id: string; name: string; price_in_cents: number } | undefined;
  return { price: row?.price_in_cents ?? 0, ticketTypeId: row?.id ?? categoryId, ticketTypeName: row?.name ?? '' };
}

/** Languages of a product, first = its first language. */
export const languagesOf = (p: ProductRow): string[] => json<string[]>(p.languages);

/** The product's name in every language plus the default-language pick. */
export function productTexts(db: Db, p: ProductRow, defaultLanguage: string): { byLang: Map<string, TextRow>; main: TextRow } {
  const rows = db.prepare('select * from tk_product_texts where product_id = ?').all(p.id) as TextRow[];
  const byLang = new Map(rows.map((r) => [r.language, r]));
  const first = languagesOf(p)[0] ?? '';
  const main = byLang.get(defaultLanguage) ?? byLang.get(first) ?? { language: first, name: '', description: '', ticket_template: '' };
  return { byLang, main };
}

function pick(byLang: Map<string, TextRow>, field: keyof TextRow): Record<string, string> {
  return Object.fromEntries([...byLang.values()].map((t) => [t.language, t[field]]));
}

/** One product in the wire shape of §2.1. */
export function productWire(db: Db, p: ProductRow, defaultLanguage: string): TicketingProduct {
  const { byLang, main } = productTexts(db, p, defaultLanguage);
  const langs = languagesOf(p);
  return {
    id: p.id,
    name: main.name,
    name_translations: pick(byLang, 'name'),
    description: main.description,
    description_translations: pick(byLang, 'description'),
    description_on_ticket_template: main.ticket_template,
    description_on_ticket_template_translations: pick(byLang, 'ticket_template'),
    image_url: p.image_url,
    is_active: p.is_active === 1,
    slot_type: p.slot_type,
    updated_at: p.updated_at,
    categories: categoriesOf(db, p.id).map((cat) => {
      const names = json<Record<string, string>>(cat.names);
      // Category names cover exactly the languages activated for the parent product.
      const translations = Object.fromEntries(langs.map((l) => [l, names[l] ?? '']));
      return {
        id: cat.id,
        name: names[defaultLanguage] ?? names[langs[0] ?? ''] ?? '',
        name_translations: translations,
        age_from: cat.age_from,
        age_to: cat.age_to,
        price_from_in_cents: categoryPrice(db, cat.id).price,
      };
    }),
  };
}

/** List of Products (§4.1): released, listing the key's user, integrable; others silently omitted. */
export function listProducts(db: Db, key: KeyRecord): { company_name: string; currency: string; products: TicketingProduct[] } {
  requireApproved(key);
  const m = merchantInfo(db, key.merchantId);
  const rows = db
    .prepare(
      `select p.* from tk_products p join tk_allow_list a on a.product_id = p.id and a.user_id = ?
        where p.merchant_id = ? and p.third_party_enabled = 1 and p.not_integrable_reason is null order by p.position`,
    )
    .all(key.userId, key.merchantId) as ProductRow[];
  return { company_name: m.name, currency: m.currency, products: rows.map((p) => productWire(db, p, m.defaultLanguage)) };
}
