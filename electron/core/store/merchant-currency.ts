// The merchant's currency as the service last named it: the ticketing catalog's currency (refreshed
// from the current service at every catalog sync, so it follows a switch of mode), else the newest
// journal row that carries one (voucher, load and sale answers name it); null when no answer has
// named one yet. Only answers of the service in use count (training never names the live currency). Archive and statistics answers carry no currency of their own.
import type { Db } from './database';
import { activeScope, scopeWhere, type Scope } from './scope';

function catalogCurrency(db: Db, scope: Scope): string | null {
  const w = scopeWhere(scope);
  const meta = db.prepare(`SELECT data FROM catalog_meta WHERE catalog = 'ticketing_products' AND ${w.sql}`).get(...w.args) as
    | { data: string }
    | undefined;
  if (!meta) return null;
  try {
    const currency = (JSON.parse(meta.data) as { currency?: unknown }).currency;
    return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : null;
  } catch {
    return null;
  }
}

/** ISO 4217 code of the merchant's currency learned from the service's answers, or null. */
export function merchantCurrency(db: Db, scope: Scope = activeScope(db)): string | null {
  const fromCatalog = catalogCurrency(db, scope);
  if (fromCatalog) return fromCatalog;
  // Newest first without an index: the scan stops at the first row from the end that has one.
  const w = scopeWhere(scope);
  const row = db
    .prepare(`SELECT currency FROM journal WHERE currency IS NOT NULL AND ${w.sql} ORDER BY rowid DESC LIMIT 1`)
    .get(...w.args) as { currency: string } | undefined;
  return row?.currency ?? null;
}

/** The currency of a day's journal rows (the service names it per answer), or null when none does. */
export function journalDayCurrency(db: Db, day: string): string | null {
  const row = db.prepare('SELECT currency FROM journal WHERE day = ? AND currency IS NOT NULL LIMIT 1').get(day) as
    | { currency: string }
    | undefined;
  return row?.currency ?? null;
}
