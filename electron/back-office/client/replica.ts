// What a till sends: one shape per replica table (zod, checked before it leaves), keys in the
// store's column names so the upsert maps them with jsonb_to_recordset.
import { z } from 'zod';
import { paymentKinds, tenderKinds } from '../../core/contract/constants';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const journalReplicaSchema = z.object({
  local_id: z.string().min(1),
  version: z.number().int().positive(),
  kind: z.string(),
  state: z.string(),
  code_masked: z.string().nullable(),
  code_hash: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  currency: z.string().nullable(),
  balance_after_cents: z.number().int().nullable(),
  payment_method: z.string().nullable(),
  payment_kind: z.enum(paymentKinds).nullable(),
  purchase_id: z.string().nullable(),
  ref_id: z.string().nullable(),
  sale_id: z.string().nullable(),
  cashier: z.string().nullable(),
  business_day: day,
  created_at: z.string(),
  updated_at: z.string(),
  order_local_id: z.string().nullable(),
});
export type JournalReplica = z.infer<typeof journalReplicaSchema>;

export const auditReplicaSchema = z.object({
  local_id: z.string().min(1),
  version: z.number().int().positive(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditReplica = z.infer<typeof auditReplicaSchema>;

const cents = z.number().int();

/** An order of the counter sale: its version is the order's change number (its lines and tenders share it). */
export const orderReplicaSchema = z.object({
  local_id: z.string().min(1),
  version: z.number().int().positive(),
  session_local_id: z.string().nullable(),
  state: z.enum(['open', 'finishing', 'finished', 'cancelled']),
  total_cents: cents,
  currency: z.string().nullable(),
  cashier: z.string().nullable(),
  business_day: day,
  created_at: z.string(),
  updated_at: z.string(),
  change_cents: cents,
  rounding_cents: cents,
  finished_at: z.string().nullable(),
});
export type OrderReplica = z.infer<typeof orderReplicaSchema>;

export const orderLineReplicaSchema = z.object({
  local_id: z.string().min(1),
  version: z.number().int().positive(),
  order_local_id: z.string().min(1),
  state: z.enum(['open', 'checking', 'refused', 'done', 'undone', 'removed']),
  line_kind: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int(),
  unit_price_cents: cents,
  amount_cents: cents,
  free_credit_cents: cents.nullable(),
  code_masked: z.string().nullable(),
  code_hash: z.string().nullable(),
  journal_local_id: z.string().nullable(),
  business_day: day,
});
export type OrderLineReplica = z.infer<typeof orderLineReplicaSchema>;

/** How the customer paid: a voucher (method `voucher`) or a merchant's method; cash is the cash given. */
export const tenderReplicaSchema = z.object({
  local_id: z.string().min(1),
  version: z.number().int().positive(),
  order_local_id: z.string().min(1),
  session_local_id: z.string().nullable(),
  state: z.enum(['checking', 'taken', 'cancelled', 'back_office', 'removed']),
  method: z.string(),
  method_kind: z.enum(tenderKinds),
  amount_cents: cents,
  currency: z.string().nullable(),
  code_masked: z.string().nullable(),
  code_hash: z.string().nullable(),
  journal_local_id: z.string().nullable(),
  cashier: z.string().nullable(),
  business_day: day,
  created_at: z.string(),
});
export type TenderReplica = z.infer<typeof tenderReplicaSchema>;

/** A till session with its Z snapshot (the till's own report as it printed it; voucher codes masked). */
export const sessionReplicaSchema = z.object({
  local_id: z.string().min(1),
  version: z.number().int().positive(),
  state: z.enum(['open', 'closed']),
  cashier: z.string().nullable(),
  business_day: day,
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  opening_float_cents: cents,
  expected_cash_cents: cents.nullable(),
  counted_cash_cents: cents.nullable(),
  difference_cents: cents.nullable(),
  z_number: z.number().int(),
  z_snapshot: z.record(z.string(), z.unknown()).nullable(),
  close_reason: z.string().nullable(),
  closed_by: z.string().nullable(),
});
export type SessionReplica = z.infer<typeof sessionReplicaSchema>;

/** A drawer opened without a sale: it leaves with its session, at the session's version. */
export const drawerOpeningReplicaSchema = z.object({
  local_id: z.string().min(1),
  version: z.number().int().positive(),
  session_local_id: z.string().min(1),
  at: z.string(),
  actor: z.string().nullable(),
  reason: z.string(),
  business_day: day,
});
export type DrawerOpeningReplica = z.infer<typeof drawerOpeningReplicaSchema>;

/**
 * One money fact of an ended order or a succeeded step (the till's money module): it leaves with
 * its order or journal row, at that row's version, and never changes (its source is final). The
 * store day and the chain sum them; the store derives no money of its own.
 */
export const moneyFactReplicaSchema = z.object({
  local_id: z.string().min(1),
  version: z.number().int().positive(),
  source_local_id: z.string().min(1),
  session_local_id: z.string().nullable(),
  cashier: z.string().nullable(),
  business_day: day,
  kind: z.string(),
  grp: z.string().nullable(),
  method: z.string().nullable(),
  method_kind: z.enum(paymentKinds).nullable(),
  count: z.number().int(),
  cents,
});
export type MoneyFactReplica = z.infer<typeof moneyFactReplicaSchema>;

/** One push: the rows of one sequence range, and what is left behind it. */
export interface ReplicaBatch {
  journal: JournalReplica[];
  audit: AuditReplica[];
  orders: OrderReplica[];
  lines: OrderLineReplica[];
  tenders: TenderReplica[];
  sessions: SessionReplica[];
  /** The drawer openings of those sessions (none when absent). */
  drawerOpenings?: DrawerOpeningReplica[];
  /** The money facts of the ended orders and succeeded steps in the batch (none when absent). */
  moneyFacts?: MoneyFactReplica[];
  /** The highest change sequence in the batch: the till's cursor after the commit. */
  lastSeq: number;
  /** Rows still waiting after this batch, and the till time of the oldest of them. */
  backlogAfter: number;
  backlogSince: string | null;
}

/** Column list and types of each replica table as pushed (the order of the upsert). */
export const replicaColumns = {
  journal_rows: {
    version: 'bigint',
    kind: 'text',
    state: 'text',
    code_masked: 'text',
    code_hash: 'text',
    amount_cents: 'bigint',
    currency: 'text',
    balance_after_cents: 'bigint',
    payment_method: 'text',
    payment_kind: 'text',
    purchase_id: 'text',
    ref_id: 'text',
    sale_id: 'text',
    cashier: 'text',
    business_day: 'date',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    order_local_id: 'text',
  },
  audit_entries: { version: 'bigint', at: 'timestamptz', actor: 'text', action: 'text', subject: 'text', details: 'jsonb' },
  orders: {
    version: 'bigint',
    session_local_id: 'text',
    state: 'text',
    total_cents: 'bigint',
    currency: 'text',
    cashier: 'text',
    business_day: 'date',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    change_cents: 'bigint',
    rounding_cents: 'bigint',
    finished_at: 'timestamptz',
  },
  order_lines: {
    version: 'bigint',
    order_local_id: 'text',
    state: 'text',
    line_kind: 'text',
    description: 'text',
    quantity: 'integer',
    unit_price_cents: 'bigint',
    amount_cents: 'bigint',
    free_credit_cents: 'bigint',
    code_masked: 'text',
    code_hash: 'text',
    journal_local_id: 'text',
    business_day: 'date',
  },
  till_sessions: {
    version: 'bigint',
    state: 'text',
    cashier: 'text',
    business_day: 'date',
    opened_at: 'timestamptz',
    closed_at: 'timestamptz',
    opening_float_cents: 'bigint',
    expected_cash_cents: 'bigint',
    counted_cash_cents: 'bigint',
    difference_cents: 'bigint',
    z_number: 'integer',
    z_snapshot: 'jsonb',
    close_reason: 'text',
    closed_by: 'text',
  },
  drawer_openings: {
    version: 'bigint',
    session_local_id: 'text',
    at: 'timestamptz',
    actor: 'text',
    reason: 'text',
    business_day: 'date',
  },
  money_facts: {
    version: 'bigint',
    source_local_id: 'text',
    session_local_id: 'text',
    cashier: 'text',
    business_day: 'date',
    kind: 'text',
    grp: 'text',
    method: 'text',
    method_kind: 'text',
    count: 'integer',
    cents: 'bigint',
  },
  tenders: {
    version: 'bigint',
    order_local_id: 'text',
    session_local_id: 'text',
    state: 'text',
    method: 'text',
    method_kind: 'text',
    amount_cents: 'bigint',
    currency: 'text',
    code_masked: 'text',
    code_hash: 'text',
    journal_local_id: 'text',
    cashier: 'text',
    business_day: 'date',
    created_at: 'timestamptz',
  },
} as const;
