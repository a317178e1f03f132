// Voucher ordering area (`/v1/giftvoucher/...`) and single voucher types (`/v1/voucher_types/{id}`):
// JSON errors. Create Order checks every line, then issues all vouchers in one transaction.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { createOrderRequestSchema, formatVoucherCode } from '../../core/service/wire';
import { jsonError, readBody } from '../errors';
import { spoken } from '../flavour';
import { msg } from '../messages';
import { issueVoucher } from '../seed/issue';
import { addMonths, getMerchant, moveBalance, newVoucherCode, nextCounter, nowText } from '../store';
import type { SandboxDeps } from '../types';
import { findVoucherType, linePriceProblem, toDetailType, toListType, type VoucherTypeRow } from './voucher-types';

/** Languages the voucher PDF can be generated in (interface §4.12). */
const PDF_LANGUAGES = ['de', 'fr', 'it', 'en', 'es', 'pt'];
/** The ordering segment: `giftvoucher` (interface document) and `esurprise` (production) are both served. */
const SEGMENTS = ['/giftvoucher', '/esurprise'];
const segmentPaths = (path: string) => SEGMENTS.map((s) => `${s}${path}`);

interface OrderRow {
  id: string;
  order_number: string;
  deleted_at: string | null;
}

/** Routes under /v1: voucher types, orders. */
export function orderingRoutes(deps: SandboxDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  const who = (c: Context) => {
    const key = deps.authenticate(c);
    if (!key.canOrder) throw jsonError(403, 'forbidden', 'This API key may not sell vouchers as codes.');
    return { key, merchant: getMerchant(db, key.merchantId) };
  };
  const findOrder = (merchantId: string, file: string): OrderRow => {
    const id = file.replace(/\.json$/, '');
    const order = db
      .prepare('select id, order_number, deleted_at from voucher_orders where id = ? and merchant_id = ?')
      .get(id, merchantId) as OrderRow | undefined;
    if (!order) throw jsonError(404, 'not_found', `No voucher order ${id} for this key's account.`);
    return order;
  };
  /** Why the order cannot be cancelled (in the merchant's language), or ''. */
  const cancelProblem = (order: OrderRow, lang: string): string => {
    if (order.deleted_at !== null) return msg(lang, 'orderDeleted');
    const used = db
      .prepare(`select 1 from ledger l join vouchers v on v.code = l.voucher_code where v.order_id = ? and l.kind != 'issue' limit 1`)
      .get(order.id);
    return used ? spoken(deps.flavour, lang, 'orderRedeemed') : '';
  };

  app.on('GET', segmentPaths('/voucher_types'), (c) => {
    const { merchant } = who(c);
    const rows = db
      .prepare("select * from voucher_types where merchant_id = ? and deleted = 0 and published = 1 and kind != 'depot' order by rowid")
      .all(merchant.id) as VoucherTypeRow[];
    return c.json(rows.map((t) => toListType(t, merchant)));
  });

  app.get('/voucher_types/:id', (c) => {
    const { merchant } = who(c);
    const id = c.req.param('id').replace(/\.json$/, '');
    const t = findVoucherType(db, merchant.id, id);
    if (!t) throw jsonError(404, 'not_found', `No voucher type ${id} for this key's account.`);
    return c.json(toDetailType(t, merchant));
  });

  app.on('POST', segmentPaths('/voucher_orders.json'), async (c) => {
    const { key, merchant } = who(c);
    const body = await readBody(c, createOrderRequestSchema);
    if (!PDF_LANGUAGES.includes(body.language)) {
      throw jsonError(400, 'validation_error', `language: one of ${PDF_LANGUAGES.join(', ')} expected`);
    }
    const result = db.transaction(() => {
      const now = nowText(clock);
      const types = body.order_lines.map((line, i) => {
        const t = findVoucherType(db, merchant.id, line.product_id);
        if (!t) throw jsonError(400, 'validation_error', `order_lines.${i}.product_id: unknown voucher type ${line.product_id}`);
        const problem = linePriceProblem(t, line.unit_price_in_cents);
        if (problem) throw jsonError(400, 'validation_error', `order_lines.${i}: ${problem}`);
        return t;
      });
      // Contingents are checked over all lines of the order together.
      const wanted = new Map<string, number>();
      body.order_lines.forEach((l) => wanted.set(l.product_id, (wanted.get(l.product_id) ?? 0) + l.quantity));
      for (const t of types) {
        const n = wanted.get(t.id) ?? 0;
        if (t.remaining_contingent !== null && t.remaining_contingent < n) {
          throw jsonError(400, 'validation_error', `voucher type ${t.id}: only ${t.remaining_contingent} left`);
        }
      }
      for (const [id, n] of wanted) {
        db.prepare(
          'update voucher_types set remaining_contingent = remaining_contingent - ? where id = ? and remaining_contingent is not null',
        ).run(n, id);
      }
      const counter = nextCounter(db, `order-number:${merchant.id}`);
      const orderId = randomUUID();
      const token = body.delivery === 'pdf' ? randomUUID() : null;
      const orderNumber = String(100000 + counter);
      db.prepare(
        `insert into voucher_orders (id, merchant_id, order_number, created_at, point_of_sale, delivery, language, pdf_token, user_id)
         values (?, ?, ?, ?, 'local', ?, ?, ?, ?)`,
      ).run(orderId, merchant.id, orderNumber, now, body.delivery, body.language, token, key.userId);
      const vouchers = body.order_lines.flatMap((line, i) => {
        const t = types[i] as VoucherTypeRow;
        const names = JSON.parse(t.name) as Record<string, string>;
        return Array.from({ length: line.quantity }, () => {
          const code = newVoucherCode(db, merchant.id);
          const expiry = addMonths(now, t.validity_months);
          issueVoucher(db, {
            code,
            merchant: merchant.id,
            type: t.id,
            name: names[body.language] ?? names[merchant.default_language] ?? t.id,
            sale: line.unit_price_in_cents,
            createdAt: now,
            validUntil: expiry,
            orderId,
          });
          return {
            code,
            code_formatted: formatVoucherCode(code),
            product_id: t.id,
            amount_in_cents: line.unit_price_in_cents,
            free_credit_amount_in_cents: 0,
            expiry_date: expiry,
          };
        });
      });
      return {
        order_id: orderId,
        order_number: orderNumber,
        pdf_url: token ? `${deps.baseUrl()}/pdf/voucher-orders/${token}.pdf` : '',
        vouchers,
      };
    })();
    return c.json(result);
  });

  app.on('GET', segmentPaths('/voucher_orders/:file'), (c) => {
    const { merchant } = who(c);
    const order = findOrder(merchant.id, c.req.param('file') ?? '');
    const reason = cancelProblem(order, merchant.default_language);
    return c.json({ id: order.id, order_number: order.order_number, can_be_cancelled: reason === '', can_not_be_cancelled_reason: reason });
  });

  app.on('DELETE', segmentPaths('/voucher_orders/:file'), (c) => {
    const { merchant } = who(c);
    db.transaction(() => {
      const order = findOrder(merchant.id, c.req.param('file') ?? '');
      const reason = cancelProblem(order, merchant.default_language);
      if (reason) throw jsonError(409, 'not_cancellable', reason);
      const now = nowText(clock);
      const vouchers = db.prepare('select code, voucher_type_id, balance_in_cents from vouchers where order_id = ?').all(order.id) as {
        code: string;
        voucher_type_id: string;
        balance_in_cents: number;
      }[];
      for (const v of vouchers) {
        if (v.balance_in_cents !== 0) moveBalance(db, v.code, -v.balance_in_cents, 'order_deleted', now);
        db.prepare("update vouchers set status = 'cancelled' where code = ?").run(v.code);
        db.prepare(
          'update voucher_types set remaining_contingent = remaining_contingent + 1 where id = ? and remaining_contingent is not null',
        ).run(v.voucher_type_id);
      }
      db.prepare('update voucher_orders set deleted_at = ? where id = ?').run(now, order.id);
    })();
    return c.json({});
  });

  return app;
}
