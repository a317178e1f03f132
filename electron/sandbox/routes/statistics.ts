// Voucher Sales Statistics (§2.6, §4.10), served on both documented paths. Counted by order date,
// `from` inclusive and `to` exclusive; complimentary and deleted vouchers excluded.
import { Hono, type Context } from 'hono';
import { statisticsQuerySchema } from '../../core/service/wire';
import { requireThirdParty } from '../auth';
import { readQuery } from '../errors';
import { getMerchant, timestampBound } from '../store';
import type { SandboxDeps } from '../types';

interface TypeRow {
  id: string;
  name: string;
  count: number;
  amount: number;
}

interface PosRow {
  pos: string;
  orders: number;
  amount: number;
}

const FROM_WHERE = `from vouchers v join voucher_orders o on o.id = v.order_id
  where v.merchant_id = ? and o.created_at >= ? and o.created_at < ?
    and v.is_complimentary = 0 and v.deleted = 0 and o.deleted_at is null`;

/** Routes under /v1: vouchers/statistics.json and statistics/voucher_sales.json. */
export function statisticsRoutes(deps: SandboxDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  const handler = (c: Context) => {
    const key = deps.authenticate(c);
    requireThirdParty(c, key);
    const q = readQuery(c, statisticsQuerySchema);
    const merchant = getMerchant(db, key.merchantId);
    const args = [merchant.id, timestampBound(q.from), timestampBound(q.to)];
    const types = db
      .prepare(
        `select t.id, t.name, count(*) as count, sum(v.sale_amount_in_cents) as amount ${FROM_WHERE.replace(
          'from vouchers v',
          'from vouchers v join voucher_types t on t.id = v.voucher_type_id',
        )} group by t.id order by amount desc, t.id`,
      )
      .all(...args) as TypeRow[];
    const pos = db
      .prepare(
        `select o.point_of_sale as pos, count(distinct o.id) as orders, sum(v.sale_amount_in_cents) as amount ${FROM_WHERE}
          group by o.point_of_sale order by amount desc, pos`,
      )
      .all(...args) as PosRow[];
    const lang = merchant.default_language;
    const byType = types.map((t) => {
      const names = JSON.parse(t.name) as Record<string, string>;
      return { id: t.id, name: names[lang] ?? Object.values(names)[0] ?? t.id, count: t.count, amount_in_cents: t.amount };
    });
    return c.json({
      from: q.from,
      to: q.to,
      count_vouchers: byType.reduce((n, t) => n + t.count, 0),
      amount_total_in_cents: byType.reduce((n, t) => n + t.amount_in_cents, 0),
      by_voucher_type: byType,
      by_point_of_sale: pos.map((p) => ({ point_of_sale: p.pos, count_orders: p.orders, amount_in_cents: p.amount })),
    });
  };

  app.get('/vouchers/statistics.json', handler);
  app.get('/statistics/voucher_sales.json', handler);
  return app;
}
