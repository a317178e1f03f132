// Check-in, check-out (§2.4, §3, §4.7; refusals are HTTP 200 with `is_successful: false`) and
// ticket info (as the service documents it). Tickets of another merchant do not exist for the key.
import type { Db } from '../../common/sqlite';
import type { CheckinResult, CheckoutResult, TicketInfo } from '../../core/service/wire';
import { notFound, ts } from './util';

interface TicketRow {
  id: string;
  number: string;
  status: 'valid' | 'cancelled' | 'deleted';
  checked_in: number;
  checked_in_at: string | null;
  created_at: string;
  product_id: string;
  ticket_type_id: string;
  unit_price_in_cents: number;
  order_status: string;
}

function findTicket(db: Db, merchantId: string, number: string): TicketRow | undefined {
  return db
    .prepare(
      `select t.id, t.number, t.status, t.checked_in, t.checked_in_at, t.created_at, l.product_id, l.ticket_type_id,
              l.unit_price_in_cents, o.status as order_status
         from tk_tickets t join tk_order_lines l on l.id = t.line_id join tk_orders o on o.id = t.order_id
        where t.number = ? and o.merchant_id = ?`,
    )
    .get(number, merchantId) as TicketRow | undefined;
}

const messages: Record<string, string> = {
  ticket_not_found: 'Ticket not found.',
  ticket_deleted: 'The ticket was deleted.',
  ticket_cancelled: 'The ticket was cancelled.',
  ticket_already_checkedin: 'The ticket is already checked in.',
  ticket_not_checkedin: 'The ticket is not checked in.',
};

function refusal(code: string): { is_successful: false; unsuccessful_code: string; unsuccessful_message: string } {
  return { is_successful: false, unsuccessful_code: code, unsuccessful_message: messages[code] ?? code };
}

/** Common refusals: unknown, deleted, cancelled (the last is this service's extra code). */
function unusable(t: TicketRow | undefined): string | null {
  if (!t) return 'ticket_not_found';
  if (t.status === 'deleted') return 'ticket_deleted';
  if (t.status === 'cancelled' || t.order_status === 'cancelled') return 'ticket_cancelled';
  return null;
}

/** Check-in: not checked in -> checked in; otherwise a refusal code. */
export function checkin(db: Db, merchantId: string, number: string, now: Date): CheckinResult {
  return db.transaction((): CheckinResult => {
    const t = findTicket(db, merchantId, number);
    const bad = unusable(t);
    if (bad || !t) return refusal(bad ?? 'ticket_not_found');
    if (t.checked_in === 1) return refusal('ticket_already_checkedin');
    db.prepare('update tk_tickets set checked_in = 1, checked_in_at = ? where id = ?').run(ts(now), t.id);
    return {
      is_successful: true,
      unsuccessful_code: null,
      unsuccessful_message: null,
      product_id: t.product_id,
      ticket_type_id: t.ticket_type_id,
      external_product_id: '',
    };
  })();
}

/** Check-out: checked in -> not checked in; otherwise a refusal code. */
export function checkout(db: Db, merchantId: string, number: string): CheckoutResult {
  return db.transaction((): CheckoutResult => {
    const t = findTicket(db, merchantId, number);
    const bad = unusable(t);
    if (bad || !t) return refusal(bad ?? 'ticket_not_found');
    if (t.checked_in !== 1) return refusal('ticket_not_checkedin');
    db.prepare('update tk_tickets set checked_in = 0, checked_in_at = null where id = ?').run(t.id);
    return {
      is_successful: true,
      unsuccessful_code: null,
      unsuccessful_message: null,
      product_id: t.product_id,
      ticket_type_id: t.ticket_type_id,
    };
  })();
}

/** Ticket info; unknown (or another merchant's) ticket: 404 `not_found`. */
export function ticketInfo(db: Db, merchantId: string, number: string): TicketInfo {
  const t = findTicket(db, merchantId, number);
  if (!t) throw notFound(`No ticket ${number}.`);
  return {
    id: t.id,
    ticket_number: t.number,
    created_at: t.created_at,
    price_in_cents: t.unit_price_in_cents,
    is_checked_in: t.checked_in === 1,
    checked_in_at: t.checked_in_at,
    event_or_admission_id: t.product_id,
  };
}
