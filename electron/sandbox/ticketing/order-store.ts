// Writing ticket orders (bookings and demo data) with their customer, lines, tickets, answers and
// payments. Callers run it inside their transaction.
import type { Db } from '../../common/sqlite';
import { hexId, nextSeq, ticketNumber, token } from './util';

/** Customer of an order (title `Mr`, `Mrs`, `Company` or null). */
export interface CustomerSpec {
  title?: 'Mr' | 'Mrs' | 'Company' | null;
  first_name: string;
  last_name: string;
  email: string;
  company?: string;
  street?: string;
  zip?: string;
  city?: string;
  country?: string;
  phone?: string;
  accepts_marketing?: boolean;
  double_opt_in_confirmed_at?: string | null;
}

/** A ticket to issue. */
export interface TicketSpec {
  countPeople?: number;
  status?: 'valid' | 'cancelled' | 'deleted';
  checkedInAt?: string | null;
  answers?: { name: string; type: string; value: unknown }[];
}

/** An order line; its quantity is the number of tickets. */
export interface LineSpec {
  productId: string;
  name: string;
  startsAt: string | null;
  ticketTypeId: string;
  ticketTypeName: string;
  categoryId: string | null;
  unitPrice: number;
  tags?: string[];
  tickets: TicketSpec[];
}

/** Everything of a new order. */
export interface OrderSpec {
  merchantId: string;
  status?: 'completed' | 'cancelled';
  language: string;
  location: 'web' | 'local';
  isPaid: boolean;
  note?: string;
  tags?: string[];
  discount?: number;
  discountComment?: string | null;
  causeWeCare?: number;
  insurance?: number;
  cancellationFee?: number;
  promocode?: string | null;
  promocodeName?: string | null;
  customer: CustomerSpec | null;
  createdBy: string | null;
  reservationId?: string | null;
  createdAt: string;
  updatedAt?: string;
  lines: LineSpec[];
  payments: { paymentId: string; name: string; amount: number; isComplimentary?: boolean }[];
}

/** What was written: ids, numbers and download tokens. */
export interface WrittenOrder {
  id: string;
  orderNumber: string;
  downloadToken: string;
  tickets: { id: string; number: string; pdfToken: string; categoryId: string | null }[];
}

function insertCustomer(db: Db, merchantId: string, c: CustomerSpec): string {
  const id = hexId('customer', nextSeq(db, 'customer'));
  db.prepare(
    `insert into tk_customers (id, merchant_id, title, first_name, last_name, company, street, zip, city, country, email,
       accepts_marketing, double_opt_in_confirmed_at, phone) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    merchantId,
    c.title ?? null,
    c.first_name,
    c.last_name,
    c.company ?? '',
    c.street ?? '',
    c.zip ?? '',
    c.city ?? '',
    c.country ?? '',
    c.email,
    c.accepts_marketing ? 1 : 0,
    c.double_opt_in_confirmed_at ?? null,
    c.phone ?? '',
  );
  return id;
}

/** Inserts an order; ticket numbers are 19 digits from a sequence (deterministic). */
export function insertOrder(db: Db, o: OrderSpec): WrittenOrder {
  const id = hexId('order', nextSeq(db, 'order'));
  const orderNumber = String(100000 + nextSeq(db, `order_number:${o.merchantId}`));
  const downloadToken = token();
  const customerId = o.customer ? insertCustomer(db, o.merchantId, o.customer) : null;
  db.prepare(
    `insert into tk_orders (id, merchant_id, order_number, status, language, location, is_paid, note, tags, discount_in_cents,
       discount_comment, cause_we_care_in_cents, insurance_in_cents, cancellation_fee_in_cents, promocode, promocode_name,
       customer_id, created_by_user_id, reservation_id, download_token, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    o.merchantId,
    orderNumber,
    o.status ?? 'completed',
    o.language,
    o.location,
    o.isPaid ? 1 : 0,
    o.note ?? '',
    JSON.stringify(o.tags ?? []),
    o.discount ?? 0,
    o.discountComment ?? null,
    o.causeWeCare ?? 0,
    o.insurance ?? 0,
    o.cancellationFee ?? 0,
    o.promocode ?? null,
    o.promocodeName ?? null,
    customerId,
    o.createdBy,
    o.reservationId ?? null,
    downloadToken,
    o.createdAt,
    o.updatedAt ?? o.createdAt,
  );
  const tickets: WrittenOrder['tickets'] = [];
  const line = db.prepare(
    `insert into tk_order_lines (id, order_id, position, product_id, name, starts_at, ticket_type_id, ticket_type_name,
       category_id, unit_price_in_cents, quantity, tags) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ticket = db.prepare(
    `insert into tk_tickets (id, number, order_id, line_id, position, count_people, status, checked_in, checked_in_at, pdf_token,
       created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const answer = db.prepare('insert into tk_answers (ticket_id, position, name, type, value) values (?, ?, ?, ?, ?)');
  o.lines.forEach((l, li) => {
    const lineId = hexId('line', nextSeq(db, 'line'));
    line.run(
      lineId,
      id,
      li,
      l.productId,
      l.name,
      l.startsAt,
      l.ticketTypeId,
      l.ticketTypeName,
      l.categoryId,
      l.unitPrice,
      l.tickets.length,
      JSON.stringify(l.tags ?? []),
    );
    l.tickets.forEach((t, ti) => {
      const ticketId = hexId('ticket', nextSeq(db, 'ticket'));
      const number = ticketNumber(nextSeq(db, 'ticket_number'));
      const pdfToken = token();
      const checkedIn = t.checkedInAt ? 1 : 0;
      ticket.run(
        ticketId,
        number,
        id,
        lineId,
        ti,
        t.countPeople ?? 1,
        t.status ?? 'valid',
        checkedIn,
        t.checkedInAt ?? null,
        pdfToken,
        o.createdAt,
      );
      (t.answers ?? []).forEach((a, ai) =>
        answer.run(ticketId, ai, a.name, a.type, a.value === null || a.value === undefined ? null : JSON.stringify(a.value)),
      );
      tickets.push({ id: ticketId, number, pdfToken, categoryId: l.categoryId });
    });
  });
  const pay = db.prepare(
    'insert into tk_payments (order_id, position, payment_id, name, amount_in_cents, is_complimentary) values (?, ?, ?, ?, ?, ?)',
  );
  o.payments.forEach((p, i) => pay.run(id, i, p.paymentId, p.name, p.amount, p.isComplimentary ? 1 : 0));
  return { id, orderNumber, downloadToken, tickets };
}

/** Appends a payment (refunds are negative) at the next position. */
export function addPayment(db: Db, orderId: string, p: { paymentId: string; name: string; amount: number }): void {
  const next = db.prepare('select coalesce(max(position), -1) + 1 as n from tk_payments where order_id = ?').get(orderId) as { n: number };
  db.prepare(
    'insert into tk_payments (order_id, position, payment_id, name, amount_in_cents, is_complimentary) values (?, ?, ?, ?, ?, 0)',
  ).run(orderId, next.n, p.paymentId, p.name, p.amount);
}
