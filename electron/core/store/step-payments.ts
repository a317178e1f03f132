// The payment a step was made with, as stored with it: the journal and purchases columns of
// migration 008 (method, kind, rest), the priced lines of a ticket sale and the sale id that ties
// several stock vouchers sold together.
import { paymentKindSchema, type PaymentKind } from '../contract/payments';
import type { Db } from './database';

/** How a step was paid, as stored with it. */
export interface StepPayment {
  method: string;
  kind: PaymentKind;
}

/** Records the method a journal row was paid with (in the transaction that writes the pending row). */
export function setRowPayment(db: Db, journalId: string, p: StepPayment | null): void {
  if (!p) return;
  db.prepare('UPDATE journal SET payment_method = ?, payment_kind = ? WHERE id = ?').run(p.method, p.kind, journalId);
}

/** The method a journal row was paid with, or null. */
export function rowPayment(db: Db, journalId: string): StepPayment | null {
  const r = db.prepare('SELECT payment_method AS method, payment_kind AS kind FROM journal WHERE id = ?').get(journalId) as
    | { method: string | null; kind: string | null }
    | undefined;
  const kind = paymentKindSchema.safeParse(r?.kind);
  return r?.method && kind.success ? { method: r.method, kind: kind.data } : null;
}

/** Records the rest of a purchase (paid outside the vouchers) and its method. */
export function setPurchasePayment(db: Db, purchaseId: string, restCents: number, p: StepPayment | null): void {
  db.prepare('UPDATE purchases SET rest_cents = ?, payment_method = ?, payment_kind = ? WHERE id = ?').run(
    restCents,
    p?.method ?? null,
    p?.kind ?? null,
    purchaseId,
  );
}

/** The rest of a purchase and its method (null rest: not finished through this path). */
export function purchasePayment(db: Db, purchaseId: string): { restCents: number | null; payment: StepPayment | null } {
  const r = db.prepare('SELECT rest_cents, payment_method, payment_kind FROM purchases WHERE id = ?').get(purchaseId) as
    | { rest_cents: number | null; payment_method: string | null; payment_kind: string | null }
    | undefined;
  const kind = paymentKindSchema.safeParse(r?.payment_kind);
  return {
    restCents: r?.rest_cents ?? null,
    payment: r?.payment_method && kind.success ? { method: r.payment_method, kind: kind.data } : null,
  };
}

/** Records the payment on a row just written (inside `begin`) and hands the row on. */
export function withPayment<T extends { id: string }>(db: Db, row: T, p: StepPayment | null): T {
  setRowPayment(db, row.id, p);
  return row;
}

/** A priced line of a ticket sale as it was sold. */
export interface SaleLine {
  categoryId: string;
  quantity: number;
  unitPriceCents: number;
}

/** Keeps the priced lines of a sale with its row (for its receipt). */
export function setSaleLines(db: Db, journalId: string, lines: SaleLine[]): void {
  if (lines.length) db.prepare('UPDATE journal SET sale_lines = ? WHERE id = ?').run(JSON.stringify(lines), journalId);
}

/** The priced lines of a sale, or []. */
export function saleLines(db: Db, journalId: string): SaleLine[] {
  const r = db.prepare('SELECT sale_lines FROM journal WHERE id = ?').get(journalId) as { sale_lines: string | null } | undefined;
  try {
    const v = r?.sale_lines ? (JSON.parse(r.sale_lines) as unknown) : [];
    return Array.isArray(v) ? (v as SaleLine[]) : [];
  } catch {
    return [];
  }
}

/** The sale a row belongs to, or null. */
export function saleOfRow(db: Db, journalId: string): string | null {
  const r = db.prepare('SELECT sale_id FROM journal WHERE id = ?').get(journalId) as { sale_id: string | null } | undefined;
  return r?.sale_id ?? null;
}

/** The journal ids of a sale, oldest first. */
export function rowsOfSale(db: Db, saleId: string): string[] {
  return (db.prepare('SELECT id FROM journal WHERE sale_id = ? ORDER BY created_at, id').all(saleId) as Array<{ id: string }>).map(
    (r) => r.id,
  );
}
