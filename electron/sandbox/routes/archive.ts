// Monthly voucher archive: outstanding balance of all vouchers at the end of a month, from the
// ledger (so a past month reflects later back-office corrections booked into it).
import { Hono } from 'hono';
import { archiveMonthSchema, archiveQuerySchema } from '../../core/service/wire';
import { readQuery } from '../errors';
import { nowText } from '../store';
import type { SandboxDeps } from '../types';
import { caller } from './common';

/** First instant of the month after `YYYY-MM`, as a wire timestamp. */
function nextMonthStart(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  return `${String(ny).padStart(4, '0')}-${String(nm).padStart(2, '0')}-01T00:00:00`;
}

/** Routes under /v1/voucher_archives. */
export function archiveRoutes(deps: SandboxDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/voucher_archives/:file', (c) => {
    const who = caller(c, deps);
    const file = c.req.param('file');
    const month = file.endsWith('.json') ? file.slice(0, -5) : '';
    if (!archiveMonthSchema.safeParse(month).success) who.refuse('monthInvalid');
    const { complimentary: asked } = readQuery(c, archiveQuerySchema);
    const now = nowText(clock);
    if (`${month}-01T00:00:00` > now) who.refuse('monthFuture');
    // Default: complimentary vouchers count only if the merchant books them at issue.
    const complimentary = asked ?? (who.merchant.book_complimentary_at_issue === 1 ? 'included' : 'excluded');
    const end = nextMonthStart(month);
    const row = db
      .prepare(
        `select coalesce(sum(l.delta_in_cents), 0) as total from ledger l join vouchers v on v.code = l.voucher_code
          where v.merchant_id = ? and v.deleted = 0 and l.at < ? and l.at <= ?
            and (? = 'included' or (? = 'only') = (v.is_complimentary = 1))`,
      )
      .get(who.merchant.id, end, now, complimentary, complimentary) as { total: number };
    return c.json({ month, total_balance_in_cents: row.total });
  });

  return app;
}
