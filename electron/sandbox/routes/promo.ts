// Promo codes: status, redeem (answers `{}`), cancel the latest redemption (answers `{}`).
// A promo code is a discount, never a means of payment: it touches no voucher balance.
import { Hono } from 'hono';
import { promoCancelRedemptionRequestSchema, promoRedeemRequestSchema } from '../../core/service/wire';
import { readBody } from '../errors';
import { msg, type MessageId } from '../messages';
import { nowText } from '../store';
import type { SandboxDeps } from '../types';
import { caller, type Caller } from './common';

interface PromoRow {
  code: string;
  discount_type: 'percentage' | 'amount';
  value: number;
  valid_until: string | null;
  max_redemptions: number | null;
}

/** Routes under /v1/promo_codes. */
export function promoRoutes(deps: SandboxDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  const find = (who: Caller, raw: string): PromoRow | undefined =>
    db.prepare('select * from promo_codes where code = ? and merchant_id = ?').get(raw.trim().toUpperCase(), who.merchant.id) as
      | PromoRow
      | undefined;
  const problem = (p: PromoRow): MessageId | null => {
    if (p.valid_until !== null && p.valid_until < nowText(clock)) return 'promoExpired';
    if (p.max_redemptions === null) return null;
    const used = db.prepare('select count(*) as n from promo_redemptions where code = ? and cancelled_at is null').get(p.code) as {
      n: number;
    };
    return used.n >= p.max_redemptions ? 'promoUsedUp' : null;
  };

  app.get('/promo_codes/:code/status.json', (c) => {
    const who = caller(c, deps);
    const raw = c.req.param('code');
    const p = find(who, raw);
    const lang = who.merchant.default_language;
    if (!p)
      return c.json({ code: raw, is_valid: false, discount_type: null, value: null, message: msg(lang, 'promoUnknown', { code: raw }) });
    const why = problem(p);
    return c.json({
      code: p.code,
      is_valid: why === null,
      discount_type: p.discount_type,
      value: p.value,
      message: why ? msg(lang, why) : '',
    });
  });

  app.post('/promo_codes/:code/redeem.json', async (c) => {
    const who = caller(c, deps);
    const raw = c.req.param('code');
    const body = await readBody(c, promoRedeemRequestSchema);
    db.transaction(() => {
      const p = find(who, raw);
      if (!p) return who.refuse('promoUnknown', { code: raw });
      const why = problem(p);
      if (why) who.refuse(why);
      db.prepare('insert into promo_redemptions (code, reference_number, user_id, redeemed_at) values (?, ?, ?, ?)').run(
        p.code,
        body.reference_number ?? null,
        who.key.userId,
        nowText(clock),
      );
    })();
    return c.json({});
  });

  // Cancels the latest open redemption (with that reference number, when one is sent).
  app.post('/promo_codes/:code/cancel_redemption.json', async (c) => {
    const who = caller(c, deps);
    const raw = c.req.param('code');
    const body = await readBody(c, promoCancelRedemptionRequestSchema);
    db.transaction(() => {
      const p = find(who, raw);
      if (!p) return who.refuse('promoUnknown', { code: raw });
      const r = db
        .prepare(
          `select id from promo_redemptions where code = ? and cancelled_at is null and (? is null or reference_number = ?)
            order by id desc limit 1`,
        )
        .get(p.code, body.reference_number ?? null, body.reference_number ?? null) as { id: number } | undefined;
      if (!r) return who.refuse('promoNothingToCancel');
      db.prepare('update promo_redemptions set cancelled_at = ? where id = ?').run(nowText(clock), r.id);
    })();
    return c.json({});
  });

  return app;
}
