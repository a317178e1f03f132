// What a till sends: one shape per replica table (zod, checked before it leaves), keys in the
// store's column names so the upsert maps them with jsonb_to_recordset.
import { z } from 'zod';

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
  payment_kind: z.enum(['cash', 'card', 'other']).nullable(),
  purchase_id: z.string().nullable(),
  ref_id: z.string().nullable(),
  sale_id: z.string().nullable(),
  cashier: z.string().nullable(),
  business_day: day,
  created_at: z.string(),
  updated_at: z.string(),
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

/** One push: the rows of one sequence range, and what is left behind it. */
export interface ReplicaBatch {
  journal: JournalReplica[];
  audit: AuditReplica[];
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
  },
  audit_entries: { version: 'bigint', at: 'timestamptz', actor: 'text', action: 'text', subject: 'text', details: 'jsonb' },
} as const;
