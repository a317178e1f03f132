// A till row as the store may keep it: voucher codes masked with the store-keyed hash beside them,
// audit details without secrets and with code-like values masked (an audit subject or detail can
// be a voucher code; a PIN, key or token is dropped). The store never receives a full code.
import { protectCode } from '../../back-office/client/link';
import type { AuditReplica, JournalReplica } from '../../back-office/client/replica';
import type { AuditChange, JournalChange } from '../store/replication';

export function journalReplica(c: JournalChange, codeKey: string): JournalReplica {
  const code = protectCode(c.code, codeKey);
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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^\d{4}-\d{2}-\d{2}/;
// Code-like: eight or more letters, digits or dashes with at least one digit (voucher and promo codes).
const CODE_LIKE = /^(?=.*\d)[A-Za-z0-9-]{8,}$/;

/** A string as the store may keep it: code-like values masked to their last four. */
export function scrubText(s: string): string {
  return CODE_LIKE.test(s) && !UUID.test(s) && !TIME.test(s) ? `…${s.slice(-4)}` : s;
}

function scrubRecord(o: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).flatMap(([k, v]) => (SECRET_KEY.test(k) ? [] : [[k, scrub(v)]])));
}

function scrub(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value === 'object' && value !== null) return scrubRecord(value);
  return value;
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
    subject: c.subject === null ? null : scrubText(c.subject),
    details: typeof details === 'object' && details !== null && !Array.isArray(details) ? scrubRecord(details) : {},
  };
}
