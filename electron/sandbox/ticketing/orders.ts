// List of Ticket-Orders (§2.3, §4.8): the merchant's orders, oldest change first, with the four
// filters (`updated_at_after` inclusive, `updated_at_before` exclusive, `order_number`, `last_name`
// case-sensitive). grand total = lines − discount + insurance + climate contribution = Σ payments.
import { mapSet, setFilters } from '../../common/sql-filters';
import type { Db } from '../../common/sqlite';
import type { TicketOrder, TicketOrdersQuery } from '../../core/service/wire';
import { merchantInfo } from './catalog';
import { addMinutes, canonicalSlot, json } from './util';

/** A filter instant at whole seconds, rounded up (stored times have whole seconds). */
function ceilSecond(value: string): string {
  const whole = canonicalSlot(value);
  const fraction = value.length > 19 ? value.slice(20) : '';
  return /[1-9]/.test(fraction) ? addMinutes(whole, 1 / 60) : whole;
}

interface OrderRow {
  id: string;
  order_number: string;
  status: 'completed' | 'cancelled';
  language: string;
  location: 'web' | 'local';
  is_paid: number;
  note: string;
  tags: string;
  discount_in_cents: number;
  discount_comment: string | null;
  cause_we_care_in_cents: number;
  insurance_in_cents: number;
  promocode: string | null;
  promocode_name: string | null;
  customer_id: string | null;
  created_at: string;
  updated_at: string;
}

interface CustomerRow {
  id: string;
  title: 'Mr' | 'Mrs' | 'Company' | null;
  first_name: string;
  last_name: string;
  company: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  email: string;
  accepts_marketing: number;
  double_opt_in_confirmed_at: string | null;
  phone: string;
}

interface LineRow {
  id: string;
  product_id: string;
  name: string;
  starts_at: string | null;
  ticket_type_id: string;
  ticket_type_name: string;
  unit_price_in_cents: number;
  quantity: number;
  tags: string;
}

/** Builds the SQL filter of the query (comparisons on the canonical timestamp text). */
function where(q: TicketOrdersQuery): { sql: string; args: string[] } {
  // `=` on TEXT is binary in SQLite: `last_name` is case-sensitive, as documented.
  const f = setFilters([
    ['o.updated_at >= ?', mapSet(q.updated_at_after, ceilSecond)],
    ['o.updated_at < ?', mapSet(q.updated_at_before, ceilSecond)],
    ['o.order_number = ?', q.order_number],
    ['c.last_name = ?', q.last_name],
  ]);
  return { sql: f.conditions.map((c) => ` and ${c}`).join(''), args: f.args };
}

/** The merchant's ticket orders matching the filters. */
export function listOrders(db: Db, merchantId: string, q: TicketOrdersQuery): TicketOrder[] {
  const currency = merchantInfo(db, merchantId).currency;
  const f = where(q);
  const rows = db
    .prepare(
      `select o.* from tk_orders o left join tk_customers c on c.id = o.customer_id
        where o.merchant_id = ?${f.sql} order by o.updated_at, o.order_number`,
    )
    .all(merchantId, ...f.args) as OrderRow[];
  const customerStmt = db.prepare('select * from tk_customers where id = ?');
  const linesStmt = db.prepare('select * from tk_order_lines where order_id = ? order by position');
  const ticketsStmt = db.prepare(`select id, number, count_people from tk_tickets where line_id = ? order by position`);
  const answersStmt = db.prepare('select name, type, value from tk_answers where ticket_id = ? order by position');
  const paymentsStmt = db.prepare('select * from tk_payments where order_id = ? order by position');
  return rows.map((o) => {
    const c = o.customer_id ? (customerStmt.get(o.customer_id) as CustomerRow | undefined) : undefined;
    const lines = (linesStmt.all(o.id) as LineRow[]).map((l) => {
      const tickets = (ticketsStmt.all(l.id) as { id: string; number: string; count_people: number }[]).map((t) => ({
        number: t.number,
        count_people: t.count_people,
        answers: (answersStmt.all(t.id) as { name: string; type: string; value: string | null }[]).map((a) => ({
          name: a.name,
          type: a.type,
          value: json<string | number | boolean | object | null>(a.value),
        })),
      }));
      return {
        product_id: l.product_id,
        name: l.name,
        starts_at: l.starts_at,
        ticket_type_id: l.ticket_type_id,
        ticket_type_name: l.ticket_type_name,
        unit_price_in_cents: l.unit_price_in_cents,
        quantity: l.quantity,
        total_price_in_cents: l.quantity * l.unit_price_in_cents,
        tags: json<string[]>(l.tags),
        total_count_people: tickets.reduce((s, t) => s + t.count_people, 0),
        tickets,
      };
    });
    const payments = (
      paymentsStmt.all(o.id) as { payment_id: string; name: string; amount_in_cents: number; is_complimentary: number }[]
    ).map((p) => ({
      payment_id: p.payment_id,
      name: p.name,
      comment: null,
      amount_in_cents: p.amount_in_cents,
      is_complimentary: p.is_complimentary === 1,
    }));
    const linesTotal = lines.reduce((s, l) => s + l.total_price_in_cents, 0);
    return {
      id: o.id,
      created_at: o.created_at,
      updated_at: o.updated_at,
      order_number: o.order_number,
      status: o.status,
      currency,
      language: o.language,
      location: o.location,
      is_paid: o.is_paid === 1,
      note: o.note,
      tags: json<string[]>(o.tags),
      discount_in_cents: o.discount_in_cents,
      discount_comment: o.discount_comment === '' ? null : o.discount_comment,
      cause_we_care_in_cents: o.cause_we_care_in_cents,
      insurance_in_cents: o.insurance_in_cents,
      grand_total_in_cents: linesTotal - o.discount_in_cents + o.insurance_in_cents + o.cause_we_care_in_cents,
      promocode: o.promocode,
      promocode_name: o.promocode_name,
      customer: c
        ? {
            id: c.id,
            title: c.title,
            first_name: c.first_name,
            last_name: c.last_name,
            company: c.company,
            street: c.street,
            zip: c.zip,
            city: c.city,
            country: c.country,
            email: c.email,
            accepts_marketing: c.accepts_marketing === 1,
            double_opt_in_confirmed_at: c.double_opt_in_confirmed_at,
            phone: c.phone,
          }
        : null,
      order_lines: lines,
      payments,
    };
  });
}
