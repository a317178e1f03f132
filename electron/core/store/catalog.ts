// Catalog caches (voucher types, shop products, ticketing products): the raw validated service
// objects as JSON with their `updated_at` and the time they were fetched.
import { z } from 'zod';
import type { Db } from './database';
import { readStoredJson } from './stored-json';
import { activeScope, scopeWhere } from './scope';

/** The three cached catalogs. */
export type CatalogName = 'voucher_types' | 'shop_products' | 'ticketing_products';

const tables: Record<CatalogName, string> = {
  voucher_types: 'catalog_voucher_types',
  shop_products: 'catalog_shop_products',
  ticketing_products: 'catalog_ticketing_products',
};

/** One cached item. */
export interface CatalogItem {
  id: string;
  data: unknown;
  updatedAt: string | null;
}

/** Replaces a whole catalog in one transaction (items gone from the service disappear). */
export function replaceCatalog(
  db: Db,
  catalog: CatalogName,
  items: readonly CatalogItem[],
  now: Date,
  meta: Record<string, unknown> = {},
): void {
  const table = tables[catalog];
  const at = now.toISOString();
  const scope = activeScope(db);
  const w = scopeWhere(scope);
  db.transaction(() => {
    db.prepare(`DELETE FROM ${table} WHERE ${w.sql}`).run(...w.args);
    const insert = db.prepare(`INSERT INTO ${table} (mode, service, id, data, updated_at, fetched_at) VALUES (?, ?, ?, ?, ?, ?)`);
    for (const item of items) insert.run(...w.args, item.id, JSON.stringify(item.data), item.updatedAt, at);
    db.prepare(
      `INSERT INTO catalog_meta (mode, service, catalog, data, fetched_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(mode, service, catalog) DO UPDATE SET data = excluded.data, fetched_at = excluded.fetched_at`,
    ).run(...w.args, catalog, JSON.stringify(meta), at);
  })();
}

/** Cached items that pass `schema` (others are skipped), with the catalog's fetch time. */
export function readCatalog<S extends z.ZodType>(
  db: Db,
  catalog: CatalogName,
  schema: S,
): { items: Array<z.output<S>>; fetchedAt: string | null; meta: Record<string, unknown> } {
  const w = scopeWhere(activeScope(db));
  const rows = db.prepare(`SELECT data FROM ${tables[catalog]} WHERE ${w.sql} ORDER BY id`).all(...w.args) as Array<{ data: string }>;
  const items: Array<z.output<S>> = [];
  for (const r of rows) {
    const parsed = readStoredJson(r.data, schema);
    if (parsed.success) items.push(parsed.data);
  }
  const meta = db.prepare(`SELECT data, fetched_at FROM catalog_meta WHERE catalog = ? AND ${w.sql}`).get(catalog, ...w.args) as
    | { data: string; fetched_at: string }
    | undefined;
  return { items, fetchedAt: meta?.fetched_at ?? null, meta: meta ? (JSON.parse(meta.data) as Record<string, unknown>) : {} };
}

/**
 * One cached item by id that passes `schema`, of any mode and service (a receipt of an earlier row
 * names the type it sold whatever mode is in use now), or null: unknown, unreadable or no table.
 */
export function readCatalogItem<S extends z.ZodType>(db: Db, catalog: CatalogName, id: string, schema: S): z.output<S> | null {
  try {
    const r = db.prepare(`SELECT data FROM ${tables[catalog]} WHERE id = ?`).get(id) as { data: string } | undefined;
    const parsed = r ? readStoredJson(r.data, schema) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const named = z.looseObject({
  name: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  name_translations: z.record(z.string(), z.string()).optional(),
});

/** A cached item's name by language (a single name stands for every language), or null: unknown or unnamed. */
export function catalogNames(db: Db, catalog: CatalogName, id: string): Record<string, string> | null {
  const item = readCatalogItem(db, catalog, id, named);
  if (!item) return null;
  const base = typeof item.name === 'string' ? { de: item.name, fr: item.name, it: item.name, en: item.name } : (item.name ?? {});
  const names = { ...base, ...item.name_translations };
  return Object.keys(names).length > 0 ? names : null;
}
