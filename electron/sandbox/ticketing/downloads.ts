// Token-protected downloads (§2.2, §5.6): no apikey; unknown token 404 `not_found`; a cancelled
// booking or a ticket no longer valid 410 `booking_cancelled` / `ticket_not_valid`.
import type { Db } from '../../common/sqlite';
import { merchantInfo } from './catalog';
import { buildPdf, buildZip, type Page } from './files';
import { fail, notFound } from './util';

interface TicketDoc {
  number: string;
  status: string;
  name: string;
  starts_at: string | null;
  ticket_type_name: string;
  order_number: string;
  order_status: string;
  merchant_id: string;
  language: string;
  first_name: string | null;
  last_name: string | null;
}

const labels: Record<string, { ticket: string; order: string; date: string }> = {
  de: { ticket: 'Ticket', order: 'Bestellung', date: 'Datum' },
  fr: { ticket: 'Billet', order: 'Commande', date: 'Date' },
  it: { ticket: 'Biglietto', order: 'Ordine', date: 'Data' },
  en: { ticket: 'Ticket', order: 'Order', date: 'Date' },
};

const select = `select t.number, t.status, l.name, l.starts_at, l.ticket_type_name, o.order_number, o.status as order_status,
    o.merchant_id, o.language, c.first_name, c.last_name
  from tk_tickets t join tk_order_lines l on l.id = t.line_id join tk_orders o on o.id = t.order_id
  left join tk_customers c on c.id = o.customer_id`;

function page(db: Db, t: TicketDoc): Page {
  const l = labels[t.language] ?? labels.en!;
  const who = [t.first_name, t.last_name].filter(Boolean).join(' ');
  return [
    merchantInfo(db, t.merchant_id).name,
    t.name,
    `${l.date}: ${t.starts_at ?? '-'}`,
    `${t.ticket_type_name}${who ? ` - ${who}` : ''}`,
    `${l.ticket}: ${t.number}`,
    `${l.order}: ${t.order_number}`,
  ];
}

/** PDF of all valid tickets of an order, by the order's download token. */
export function orderPdf(db: Db, tok: string): Buffer {
  const o = db.prepare('select id, status from tk_orders where download_token = ?').get(tok) as { id: string; status: string } | undefined;
  if (!o) throw notFound('Unknown download link.');
  if (o.status === 'cancelled') throw fail(410, 'booking_cancelled', 'The booking was cancelled; its tickets are no longer valid.');
  const docs = db.prepare(`${select} where o.id = ? and t.status = 'valid' order by l.position, t.position`).all(o.id) as TicketDoc[];
  return buildPdf(docs.map((d) => page(db, d)));
}

function ticketDoc(db: Db, tok: string): TicketDoc {
  const t = db.prepare(`${select} where t.pdf_token = ?`).get(tok) as TicketDoc | undefined;
  if (!t) throw notFound('Unknown download link.');
  if (t.order_status === 'cancelled') throw fail(410, 'booking_cancelled', 'The booking was cancelled; the ticket is no longer valid.');
  if (t.status !== 'valid') throw fail(410, 'ticket_not_valid', 'The ticket is no longer valid.');
  return t;
}

/** PDF of one ticket, by its token. */
export function ticketPdf(db: Db, tok: string): Buffer {
  return buildPdf([page(db, ticketDoc(db, tok))]);
}

/** Unsigned wallet pass of one ticket (404 when the merchant has wallet passes disabled). */
export function ticketPass(db: Db, tok: string): Buffer {
  const t = ticketDoc(db, tok);
  const m = merchantInfo(db, t.merchant_id);
  if (!m.walletEnabled) throw notFound('Wallet passes are disabled for this merchant.');
  const pass = {
    formatVersion: 1,
    passTypeIdentifier: 'pass.sandbox.ticket',
    serialNumber: t.number,
    organizationName: m.name,
    description: t.name,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: t.number, messageEncoding: 'iso-8859-1' }],
    eventTicket: {
      primaryFields: [{ key: 'event', label: 'Event', value: t.name }],
      secondaryFields: [{ key: 'date', label: 'Date', value: t.starts_at ?? '' }],
    },
  };
  const data = Buffer.from(JSON.stringify(pass, null, 2), 'utf8');
  return buildZip([{ name: 'pass.json', data }]);
}
