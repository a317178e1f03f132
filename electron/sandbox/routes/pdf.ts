// Token-protected PDFs of voucher orders (`pdf_url` of Create Order): no apikey, valid while the
// order is not deleted. Mounted under /pdf (outside /v1, like a download host).
import { Hono } from 'hono';
import { formatVoucherCode } from '../../core/service/wire';
import { textError } from '../errors';
import { money } from '../messages';
import { renderTextPdf } from '../pdf';
import type { SandboxDeps } from '../types';

interface OrderRow {
  id: string;
  order_number: string;
  language: string;
  merchant_name: string;
  currency: string;
}

/** Routes under /pdf. */
export function pdfRoutes(deps: SandboxDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.get('/voucher-orders/:file', (c) => {
    const token = c.req.param('file').replace(/\.pdf$/, '');
    const order = db
      .prepare(
        `select o.id, o.order_number, o.language, m.name as merchant_name, m.currency from voucher_orders o
           join merchants m on m.id = o.merchant_id where o.pdf_token = ? and o.deleted_at is null`,
      )
      .get(token) as OrderRow | undefined;
    if (!order) throw textError(404, 'Not found');
    const vouchers = db
      .prepare('select code, name, balance_in_cents, valid_until from vouchers where order_id = ? order by rowid')
      .all(order.id) as { code: string; name: string; balance_in_cents: number; valid_until: string | null }[];
    const lines = [`${order.merchant_name} - order ${order.order_number} (${order.language})`, ''].concat(
      vouchers.map(
        (v) =>
          `${formatVoucherCode(v.code)}  ${v.name}  ${money(v.balance_in_cents, order.currency)}  ${v.valid_until?.slice(0, 10) ?? ''}`,
      ),
    );
    const pdf = renderTextPdf('Gutschein / Bon / Buono / Voucher', lines);
    return c.body(pdf.buffer as ArrayBuffer, 200, { 'content-type': 'application/pdf' });
  });
  return app;
}
