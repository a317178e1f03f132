// Small synchronous repositories of the built-in service, shared by its route modules.
import { createHash } from 'node:crypto';
import type { Db } from '../common/sqlite';
import { formatTimestamp } from '../core/service/wire';
import type { SandboxClock } from './types';

/** A merchant row as the routes need it. */
export interface MerchantRow {
  id: string;
  name: string;
  currency: string;
  default_language: string;
  languages: string;
  charging_procedure: 'new' | 'legacy';
  free_credit_percentage: number;
  book_complimentary_at_issue: number;
  max_balance_in_cents: number;
  default_payment_id: string;
  city: string;
  canton_short: string;
  description: string;
}

/** A voucher row. */
export interface VoucherRow {
  code: string;
  merchant_id: string;
  voucher_type_id: string | null;
  order_id: string | null;
  name: string;
  description: string;
  status: 'active' | 'unpaid' | 'proforma' | 'depot_inactive' | 'cancelled';
  sale_amount_in_cents: number;
  balance_in_cents: number;
  is_complimentary: number;
  deleted: number;
  depot_free_amount: number;
  depot_amount_in_cents: number | null;
  valid_until: string | null;
  created_at: string;
}

/** The clock's time as a wire timestamp (local time, no offset). */
export function nowText(clock: SandboxClock): string {
  return formatTimestamp(clock.now());
}

/** The merchant of a key (it always exists: keys reference users reference merchants). */
export function getMerchant(db: Db, id: string): MerchantRow {
  const row = db.prepare('select * from merchants where id = ?').get(id) as MerchantRow | undefined;
  if (!row) throw new Error(`merchant ${id} missing`);
  return row;
}

/** A voucher of the merchant by normalised code (not deleted), or undefined. */
export function findVoucher(db: Db, merchantId: string, code: string): VoucherRow | undefined {
  return db.prepare('select * from vouchers where code = ? and merchant_id = ? and deleted = 0').get(code, merchantId) as
    | VoucherRow
    | undefined;
}

/** Sets a voucher's balance and writes the movement to the ledger (call inside a transaction). */
export function moveBalance(db: Db, code: string, delta: number, kind: string, at: string): number {
  db.prepare('update vouchers set balance_in_cents = balance_in_cents + ? where code = ?').run(delta, code);
  db.prepare('insert into ledger (voucher_code, at, delta_in_cents, kind) values (?, ?, ?, ?)').run(code, at, delta, kind);
  const row = db.prepare('select balance_in_cents from vouchers where code = ?').get(code) as { balance_in_cents: number };
  return row.balance_in_cents;
}

/** Next value of a named counter, starting at 1. */
export function nextCounter(db: Db, name: string): number {
  db.prepare('insert into counters (name, value) values (?, 1) on conflict(name) do update set value = value + 1').run(name);
  return (db.prepare('select value from counters where name = ?').get(name) as { value: number }).value;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 12-character code derived from a seed string (deterministic; no I, O, 0, 1). */
export function codeFromSeed(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; i < 12; i++) out += ALPHABET[(bytes[i] ?? 0) % ALPHABET.length];
  return out;
}

/** A new unused voucher code for the merchant (deterministic per database). */
export function newVoucherCode(db: Db, merchantId: string): string {
  for (;;) {
    const code = codeFromSeed(`${merchantId}:voucher:${nextCounter(db, 'voucher-code')}`);
    if (!db.prepare('select 1 from vouchers where code = ?').get(code)) return code;
  }
}

/** Adds whole months to a wire timestamp (day clamped to the month's end). */
export function addMonths(timestamp: string, months: number): string {
  const d = new Date(`${timestamp.slice(0, 19)}`);
  const day = d.getDate();
  d.setDate(1);
  d.setMonth(d.getMonth() + months);
  const last = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(day, last));
  return formatTimestamp(d);
}

/** Parses a JSON column written by the service itself. */
export function json<T>(text: string): T {
  return JSON.parse(text) as T;
}

/** A date or timestamp bound as stored-timestamp text (`YYYY-MM-DDTHH:MM:SS`) for SQL comparison. */
export function timestampBound(value: string): string {
  return value.length === 10 ? `${value}T00:00:00` : value.slice(0, 19);
}

/**
 * Books a back-office correction dated into a month (its last day, 12:00): the voucher's balance
 * and that month's archive total change, as they can at the real service. Returns the new balance.
 */
export function bookCorrection(db: Db, code: string, month: string, delta: number): number {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(y ?? 1970, m ?? 1, 0).getDate();
  const at = `${month}-${String(last).padStart(2, '0')}T12:00:00`;
  return db.transaction(() => {
    if (!db.prepare('select 1 from vouchers where code = ?').get(code)) throw new Error(`unknown voucher ${code}`);
    return moveBalance(db, code, delta, 'correction', at);
  })();
}
