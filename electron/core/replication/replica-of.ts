// A till row as the store may keep it: voucher codes masked with the store-keyed hash beside them,
// audit details without secrets and with code-like values masked (an audit subject or detail can
// be a voucher code; a PIN, key or token is dropped). The store never receives a full code.
import type { ProtectedCode } from '../../back-office/client/code-hash';
import type { AuditReplica, JournalReplica } from '../../back-office/client/replica';
import type { AuditChange, JournalChange } from '../store/replication';
import { maskAuditSubject, maskCodesDeep } from './code-mask';

/** A code masked with its store-keyed hash (code-hash.ts). */
export type ProtectCode = (code: string | null) => ProtectedCode;

export function journalReplica(c: JournalChange, protect: ProtectCode): JournalReplica {
  const code = protect(c.code);
  return {
    local_id: c.id,
    version: c.seq,
    kind: c.kind,
    state: c.state,
    code_masked: code.masked,
    code_hash: code.hash,
    amount_cents: c.amountCents,
    currency: c.currency,
    balance_after_cents: c.balanceAfter,
    payment_method: c.paymentMethod,
    payment_kind: c.paymentKind,
    purchase_id: c.purchaseId,
    ref_id: c.refId,
    sale_id: c.saleId,
    cashier: c.cashier,
    business_day: c.day,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    order_local_id: c.orderId,
  };
}

const SECRET_KEY = /pin|key|secret|token|password/i;

function scrubRecord(o: object): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(o).filter(([k]) => !SECRET_KEY.test(k)));
  return maskCodesDeep(kept) as Record<string, unknown>;
}

export function auditReplica(c: AuditChange): AuditReplica {
  let details: unknown;
  try {
    details = JSON.parse(c.details);
  } catch {
    details = { unreadable: true };
  }
  return {
    local_id: c.uid,
    version: c.seq,
    at: c.at,
    actor: c.actor,
    action: c.action,
    subject: c.subject === null ? null : maskAuditSubject(c.action, c.subject),
    details: typeof details === 'object' && details !== null && !Array.isArray(details) ? scrubRecord(details) : {},
  };
}
