// Paying with a voucher: redeem, cancel redemption (repeatable until fully undone), and the
// redemptions list used to reconcile an unknown outcome. Check-and-update in one transaction.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  cancelRedemptionRequestSchema,
  compareTimestamps,
  formatVoucherCode,
  redeemRequestSchema,
  redemptionsQuerySchema,
} from '../../core/service/wire';
import { readBody, readQuery, textError } from '../errors';
import { money } from '../messages';
import { findVoucher, moveBalance, nowText, timestampBound as bound } from '../store';
import type { SandboxDeps } from '../types';
import { caller, pathVoucher, statusProblem } from './common';

interface RedemptionRow {
  id: number;
  voucher_code: string;
  amount_in_cents: number;
  cancelled_in_cents: number;
  reference_number: string | null;
  redeemed_at: string;
  derecognized: number;
  is_complimentary: number;
  user_id: string;
  user_name: string;
  type_id: string | null;
  type_name: string | null;
}

/** Routes under /v1: redeem, cancel_redemption, redemptions. */
export function redeemRoutes(deps: SandboxDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/vouchers/redemptions.json', (c) => {
    const who = caller(c, deps);
    const q = readQuery(c, redemptionsQuerySchema);
    if (compareTimestamps(q.to, q.from) < 0) throw textError(400, '`to` must not be before `from`.');
    const complimentary = q.complimentary ?? 'included';
    const rows = db
      .prepare(
        `select r.*, v.is_complimentary, u.name as user_name, t.id as type_id, t.name as type_name
           from redemptions r join vouchers v on v.code = r.voucher_code
           join users u on u.id = r.user_id left join voucher_types t on t.id = v.voucher_type_id
          where v.merchant_id = ? and r.redeemed_at >= ? and r.redeemed_at < ?
            and (? is null or r.user_id = ?) and r.amount_in_cents > r.cancelled_in_cents
          order by r.redeemed_at, r.id`,
      )
      .all(who.merchant.id, bound(q.from), bound(q.to), q.user_id ?? null, q.user_id ?? null) as RedemptionRow[];
    const lang = who.merchant.default_language;
    const list = rows
      .filter((r) => complimentary === 'included' || (complimentary === 'only') === (r.is_complimentary === 1))
      .map((r) => {
        const names = r.type_name ? (JSON.parse(r.type_name) as Record<string, string>) : {};
        return {
          code: formatVoucherCode(r.voucher_code),
          redeemed_at: r.redeemed_at,
          redeemed_amount_in_cents: r.amount_in_cents - r.cancelled_in_cents,
          derecognized: r.derecognized === 1,
          is_complimentary: r.is_complimentary === 1,
          user: { id: r.user_id, name: r.user_name },
          product: r.type_id ? { id: r.type_id, name: names[lang] ?? Object.values(names)[0] ?? '' } : null,
          // An extra the production service does not send: the terminal's reference of the step.
          ...(r.reference_number ? { reference_number: r.reference_number } : {}),
        };
      });
    return c.json(list);
  });

  app.post('/vouchers/:code/redeem.json', async (c) => {
    const who = caller(c, deps);
    const { code } = pathVoucher(c, deps, who);
    const body = await readBody(c, redeemRequestSchema);
    const result = db.transaction(() => {
      const v = findVoucher(db, who.merchant.id, code);
      if (!v) return who.refuse('unknownCode', { code });
      const problem = statusProblem(v);
      if (problem) who.refuse(problem);
      if (v.balance_in_cents <= 0) who.refuse('fullyRedeemed');
      if (body.amount_in_cents > v.balance_in_cents) {
        who.refuse('insufficient', { amount: money(v.balance_in_cents, who.merchant.currency) });
      }
      const now = nowText(clock);
      const token = randomUUID();
      db.prepare(
        `insert into redemptions (voucher_code, token, amount_in_cents, reference_number, user_id, redeemed_at)
         values (?, ?, ?, ?, ?, ?)`,
      ).run(code, token, body.amount_in_cents, body.reference_number ?? null, who.key.userId, now);
      const balance = moveBalance(db, code, -body.amount_in_cents, 'redeem', now);
      return { code, balance_in_cents: balance, redeem_token: token };
    })();
    return c.json(result);
  });

  app.post('/vouchers/:code/cancel_redemption.json', async (c) => {
    const who = caller(c, deps);
    const { code } = pathVoucher(c, deps, who);
    const body = await readBody(c, cancelRedemptionRequestSchema);
    const result = db.transaction(() => {
      const r = db.prepare('select * from redemptions where token = ? and voucher_code = ?').get(body.redeem_token, code) as
        | RedemptionRow
        | undefined;
      if (!r) return who.refuse('redemptionNotFound');
      const open = r.amount_in_cents - r.cancelled_in_cents;
      if (body.amount_in_cents > open) who.refuse('cancelTooMuch', { amount: money(open, who.merchant.currency) });
      db.prepare('update redemptions set cancelled_in_cents = cancelled_in_cents + ? where id = ?').run(body.amount_in_cents, r.id);
      const balance = moveBalance(db, code, body.amount_in_cents, 'cancel_redemption', nowText(clock));
      return { code, balance_in_cents: balance };
    })();
    return c.json(result);
  });

  return app;
}
