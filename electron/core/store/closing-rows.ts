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
