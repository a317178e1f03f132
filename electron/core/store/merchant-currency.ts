// The merchant's currency as the service last named it: the ticketing catalog's currency (refreshed
// from the current service at every catalog sync, so it follows a switch of mode), else the newest
// journal row that carries one (voucher, load and sale answers name it); null when no answer has
// named one yet. Archive and statistics answers carry no currency of their own.
import type { Db } from './database';

function catalogCurrency(db: Db): string | null {
  const meta = db.prepare("SELECT data FROM catalog_meta WHERE catalog = 'ticketing_products'").get() as { data: string } | undefined;
  if (!meta) return null;
  try {
    const currency = (JSON.parse(meta.data) as { currency?: unknown }).currency;
    return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : null;
  } catch {
    return null;
  }
}

/** ISO 4217 code of the merchant's currency learned from the service's answers, or null. */
export function merchantCurrency(db: Db): string | null {
  const fromCatalog = catalogCurrency(db);
  if (fromCatalog) return fromCatalog;
  // Newest first without an index: the scan stops at the first row from the end that has one.
  const row = db.prepare('SELECT currency FROM journal WHERE currency IS NOT NULL ORDER BY rowid DESC LIMIT 1').get() as
    { currency: string } | undefined;
  return row?.currency ?? null;
}
