// Seed helpers that write vouchers, their orders and their ledger like the routes do.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../common/sqlite';
import { addMonths, nextCounter } from '../store';

/** One seeded voucher. */
export interface IssueSeed {
  code: string;
  merchant: string;
  type: string | null;
  name: string;
  description?: string;
  status?: 'active' | 'unpaid' | 'proforma' | 'depot_inactive' | 'cancelled';
  /** Price paid (statistics). */
  sale: number;
  /** Initial balance (defaults to the sale amount). */
  balance?: number;
  createdAt: string;
  validUntil?: string | null;
  pos?: 'web' | 'local' | 'import';
  complimentary?: boolean;
  deleted?: boolean;
  depotFree?: boolean;
  depotAmount?: number | null;
  /** Put the voucher into this existing order instead of a new one. */
  orderId?: string;
}

/** Creates a voucher order for seeded vouchers; returns its id. */
export function seedOrder(db: Db, merchant: string, createdAt: string, pos: 'web' | 'local' | 'import'): string {
  const n = nextCounter(db, `order-number:${merchant}`);
  const id = `vo-${merchant.slice(2)}-${String(n).padStart(5, '0')}`;
  db.prepare(
    `insert into voucher_orders (id, merchant_id, order_number, created_at, point_of_sale, delivery, language)
     values (?, ?, ?, ?, ?, 'codes', 'de')`,
  ).run(id, merchant, String(100000 + n), createdAt, pos);
  return id;
}

/** Inserts a voucher (and its order and issue ledger entry when it carries value). */
export function issueVoucher(db: Db, s: IssueSeed): void {
  const status = s.status ?? 'active';
  const isDepotInactive = status === 'depot_inactive';
  const orderId = isDepotInactive ? null : (s.orderId ?? seedOrder(db, s.merchant, s.createdAt, s.pos ?? 'local'));
  const balance = status === 'active' ? (s.balance ?? s.sale) : 0;
  db.prepare(
    `insert into vouchers (code, merchant_id, voucher_type_id, order_id, name, description, status, sale_amount_in_cents,
       balance_in_cents, is_complimentary, deleted, depot_free_amount, depot_amount_in_cents, valid_until, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
  ).run(
    s.code,
    s.merchant,
    s.type,
    orderId,
    s.name,
    s.description ?? '',
    status,
    isDepotInactive ? 0 : s.sale,
    s.complimentary ? 1 : 0,
    s.deleted ? 1 : 0,
    s.depotFree ? 1 : 0,
    s.depotAmount ?? null,
    s.validUntil === undefined ? addMonths(s.createdAt, 36) : s.validUntil,
    s.createdAt,
  );
  if (balance !== 0) {
    db.prepare('update vouchers set balance_in_cents = ? where code = ?').run(balance, s.code);
    db.prepare("insert into ledger (voucher_code, at, delta_in_cents, kind) values (?, ?, ?, 'issue')").run(s.code, s.createdAt, balance);
  }
}

/** Records a past redemption of a seeded voucher (balance, ledger and redemption list). */
export function seedRedemption(db: Db, code: string, amount: number, at: string, userId: string): void {
  db.prepare('update vouchers set balance_in_cents = balance_in_cents - ? where code = ?').run(amount, code);
  db.prepare("insert into ledger (voucher_code, at, delta_in_cents, kind) values (?, ?, ?, 'redeem')").run(code, at, -amount);
  db.prepare(
    `insert into redemptions (voucher_code, token, amount_in_cents, reference_number, user_id, redeemed_at)
     values (?, ?, ?, null, ?, ?)`,
  ).run(code, randomUUID(), amount, userId, at);
}
