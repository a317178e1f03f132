// Purchases paid with vouchers: the header row; the redemptions are journal rows with purchase_id.
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import type { Db } from './database';
import { activeScope, scopeWhere, type Scope } from './scope';

/** A purchase header as stored. */
export interface PurchaseRow {
  id: string;
  totalCents: number;
  currency: string | null;
  state: 'open' | 'finished' | 'cancelled';
  reference: string | null;
  cashier: string | null;
  terminal: string;
  createdAt: string;
  updatedAt: string;
}

interface Raw {
  id: string;
  total_cents: number;
  currency: string | null;
  state: string;
  reference: string | null;
  cashier: string | null;
  terminal: string;
  created_at: string;
  updated_at: string;
}

function fromRaw(r: Raw): PurchaseRow {
  if (r.state !== 'open' && r.state !== 'finished' && r.state !== 'cancelled') throw new Error(`purchase ${r.id}: bad state`);
  return {
    id: r.id,
    totalCents: r.total_cents,
    currency: r.currency,
    state: r.state,
    reference: r.reference,
    cashier: r.cashier,
    terminal: r.terminal,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Opens a purchase. */
export function insertPurchase(
  db: Db,
  p: { id: string; totalCents: number; reference?: string | null; cashier?: string | null; terminal: string; now: Date },
): PurchaseRow {
  const at = p.now.toISOString();
  const scope = activeScope(db);
  db.prepare(
    `INSERT INTO purchases (id, total_cents, currency, state, reference, cashier, terminal, created_at, updated_at, mode, service)
     VALUES (?, ?, NULL, 'open', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(p.id, p.totalCents, p.reference ?? null, p.cashier ?? null, p.terminal, at, at, scope.mode, scope.service);
  return getPurchase(db, p.id);
}

/** One purchase; throws not_found when absent. */
export function getPurchase(db: Db, id: string): PurchaseRow {
  const raw = db.prepare('SELECT * FROM purchases WHERE id = ?').get(id) as Raw | undefined;
  if (!raw) throw new CoreError('not_found', say('noPurchase', { id }));
  return fromRaw(raw);
}

/** Sets the state (and the currency once the first voucher names it). */
export function updatePurchase(db: Db, id: string, patch: { state?: PurchaseRow['state']; currency?: string }, now: Date): PurchaseRow {
  const current = getPurchase(db, id);
  db.prepare('UPDATE purchases SET state = ?, currency = ?, updated_at = ? WHERE id = ?').run(
    patch.state ?? current.state,
    patch.currency ?? current.currency,
    now.toISOString(),
    id,
  );
  return getPurchase(db, id);
}

/** Purchases still open in one mode (newest first): an unfinished sale is never forgotten. One moved into an order (migration 013) is the order's now. */
export function listOpenPurchases(db: Db, scope: Scope = activeScope(db)): PurchaseRow[] {
  const w = scopeWhere(scope);
  return (
    db
      .prepare(`SELECT * FROM purchases WHERE state = 'open' AND moved_to_order IS NULL AND ${w.sql} ORDER BY created_at DESC, id`)
      .all(...w.args) as Raw[]
  ).map(fromRaw);
}

/** A finished purchase whose payment line turned out not applied owes again: back to `open`. */
export function reopenIfFinished(db: Db, id: string, now: Date): boolean {
  return (
    db.prepare(`UPDATE purchases SET state = 'open', updated_at = ? WHERE id = ? AND state = 'finished'`).run(now.toISOString(), id)
      .changes === 1
  );
}
