// The day closing's reads over the journal and purchases of one scope and day (reports/closing*.ts
// turn them into the report). Read-only.
import type { JournalKind, JournalState } from '../contract';
import type { Db } from './database';
import { scopeWhere, type Scope } from './scope';
import { saneAmountSql } from './journal';

/** A journal row as the closing counts it. */
export interface ClosingDayRow {
  id: string;
  kind: JournalKind;
  state: JournalState;
  code: string | null;
  amount_cents: number | null;
  cashier: string | null;
  created_at: string;
}

/** Rows of one day in one scope (every terminal name: one database is one terminal), oldest first. */
export function closingDayRows(db: Db, day: string, scope: Scope): ClosingDayRow[] {
  const w = scopeWhere(scope);
  return db
    .prepare(
      // An amount beyond a safe integer (a damaged row, listed as such) is shown as unknown.
      `SELECT id, kind, state, code, CASE WHEN ${saneAmountSql()} THEN amount_cents END AS amount_cents, cashier, created_at
       FROM journal WHERE day = ? AND ${w.sql} ORDER BY created_at, id`,
    )
    .all(day, ...w.args) as ClosingDayRow[];
}

/** A succeeded step with its payment, and for an undo the payment of the step it undid. */
export interface ClosingMoneyRow {
  id: string;
  kind: string;
  amount_cents: number | null;
  payment_method: string | null;
  payment_kind: string | null;
  ref_method: string | null;
  ref_kind: string | null;
}

/** The day's succeeded steps with their payments. */
export function closingMoneyRows(db: Db, day: string, scope: Scope): ClosingMoneyRow[] {
  const w = scopeWhere(scope, 'j');
  return db
    .prepare(
      // The undone step: by ref_id, or for a deactivation the last activation of the same voucher.
      `SELECT j.id, j.kind, j.amount_cents, j.payment_method, j.payment_kind,
         COALESCE(r.payment_method, a.payment_method) AS ref_method, COALESCE(r.payment_kind, a.payment_kind) AS ref_kind
       FROM journal j LEFT JOIN journal r ON r.id = j.ref_id
       LEFT JOIN journal a ON j.kind = 'deactivate' AND a.id = (
         SELECT x.id FROM journal x WHERE x.kind = 'activate' AND x.state = 'succeeded' AND x.code = j.code
           AND x.mode = j.mode AND x.service = j.service AND x.created_at <= j.created_at ORDER BY x.created_at DESC LIMIT 1)
       WHERE j.day = ? AND j.state = 'succeeded' AND ${w.sql} AND ${saneAmountSql('j')}`,
    )
    .all(day, ...w.args) as ClosingMoneyRow[];
}

/** A finished purchase whose rest was paid outside the vouchers. */
export interface PurchaseRest {
  updated_at: string;
  rest_cents: number;
  payment_method: string | null;
  payment_kind: string | null;
}

/** Finished purchases of the scope with a rest (the caller picks the day by the terminal's zone). */
export function purchasesWithRest(db: Db, scope: Scope): PurchaseRest[] {
  const w = scopeWhere(scope);
  return db
    .prepare(
      `SELECT updated_at, rest_cents, payment_method, payment_kind FROM purchases WHERE state = 'finished' AND rest_cents > 0 AND ${w.sql}`,
    )
    .all(...w.args) as PurchaseRest[];
}

/** Ids of the day's succeeded code sales and activations (the steps that may be booked at another amount). */
export function askedStepIds(db: Db, day: string, scope: Scope): string[] {
  const w = scopeWhere(scope);
  const rows = db
    .prepare(
      `SELECT id FROM journal WHERE day = ? AND ${w.sql} AND state = 'succeeded' AND kind IN ('order', 'activate')
       ORDER BY created_at, id`,
    )
    .all(day, ...w.args) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}

/** A succeeded redemption of the day, net of its succeeded cancellations (code as stored). */
export interface RedemptionRow {
  id: string;
  code: string;
  cents: number;
  at: string;
  reference?: string | null;
}

/** The day's succeeded redemptions with what is left of each after its cancellations, oldest first. */
export function dayRedemptionRows(db: Db, day: string, scope: Scope): RedemptionRow[] {
  const w = scopeWhere(scope, 'r');
  return db
    .prepare(
      `SELECT r.id AS id, r.code AS code, r.created_at AS at, CASE WHEN json_valid(r.request) THEN json_extract(r.request, '$.reference_number') END AS reference,
         r.amount_cents - coalesce((SELECT sum(c.amount_cents) FROM journal c
         WHERE c.ref_id = r.id AND c.kind = 'cancel_redemption' AND c.state = 'succeeded'), 0) AS cents
       FROM journal r WHERE r.day = ? AND ${w.sql} AND r.kind = 'redeem' AND r.state = 'succeeded' AND r.code IS NOT NULL
       ORDER BY r.created_at, r.id`,
    )
    .all(day, ...w.args) as RedemptionRow[];
}
