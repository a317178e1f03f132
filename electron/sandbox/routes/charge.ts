// Charge (load value onto a voucher) and Cancel Charge (undo a load). Each check-and-update runs in
// one synchronous transaction, so two concurrent loads cannot both pass the maximum-balance check.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { cancelChargeRequestSchema, chargeRequestSchema, isTokenCancelCharge } from '../../core/service/wire';
import { readBody } from '../errors';
import { money } from '../messages';
import { findVoucher, moveBalance, nowText } from '../store';
import type { SandboxDeps } from '../types';
import { caller, isExpired, pathVoucher, statusProblem } from './common';

interface ChargeRow {
  id: number;
  amount_in_cents: number;
  free_credit_in_cents: number;
  cancelled_at: string | null;
}

/** Routes under /v1: charge, cancel_charge. */
export function chargeRoutes(deps: SandboxDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  app.post('/vouchers/:code/charge.json', async (c) => {
    const who = caller(c, deps);
    const { code } = pathVoucher(c, deps, who);
    const body = await readBody(c, chargeRequestSchema);
    const m = who.merchant;
    const legacy = m.charging_procedure === 'legacy';
    const result = db.transaction(() => {
      const v = findVoucher(db, m.id, code);
      if (!v) return who.refuse('unknownCode', { code });
      const now = nowText(clock);
      const problem = statusProblem(v);
      if (problem) who.refuse(problem);
      const type = db.prepare('select rechargeable from voucher_types where id = ?').get(v.voucher_type_id) as
        | { rechargeable: number }
        | undefined;
      if (type?.rechargeable === 0) who.refuse('notRechargeable');
      if (isExpired(v, now)) who.refuse('expired', { date: (v.valid_until ?? '').slice(0, 10) });
      if (legacy && body.free_credit_in_percentage !== undefined) who.refuse('legacyNoFreeCredit');
      if (
        body.payment_id !== undefined &&
        !db.prepare('select 1 from payment_methods where merchant_id = ? and id = ?').get(m.id, body.payment_id)
      ) {
        who.refuse('unknownPayment', { id: body.payment_id });
      }
      const percentage = legacy ? 0 : (body.free_credit_in_percentage ?? m.free_credit_percentage);
      const credit = Math.floor((body.amount_in_cents * percentage) / 100);
      if (v.balance_in_cents + body.amount_in_cents + credit > m.max_balance_in_cents) {
        who.refuse('maxBalance', { amount: money(m.max_balance_in_cents, m.currency) });
      }
      const token = legacy ? null : randomUUID();
      db.prepare(
        `insert into charges (voucher_code, token, amount_in_cents, free_credit_in_cents, payment_id, reference, user_id, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(code, token, body.amount_in_cents, credit, body.payment_id ?? null, body.reference ?? null, who.key.userId, now);
      let balance = moveBalance(db, code, body.amount_in_cents, 'charge', now);
      if (credit > 0) balance = moveBalance(db, code, credit, 'free_credit', now);
      return legacy
        ? { code, balance_in_cents: balance }
        : { code, balance_in_cents: balance, charge_token: token, free_credit_amount_in_cents: credit };
    })();
    return c.json(result);
  });

  app.post('/vouchers/:code/cancel_charge.json', async (c) => {
    const who = caller(c, deps);
    const { code } = pathVoucher(c, deps, who);
    const body = await readBody(c, cancelChargeRequestSchema);
    const result = db.transaction(() => {
      let charge: ChargeRow | undefined;
      if (isTokenCancelCharge(body)) {
        charge = db.prepare('select * from charges where token = ? and voucher_code = ?').get(body.charge_token, code) as
          | ChargeRow
          | undefined;
      } else {
        // Legacy form: the latest open charge of that amount; a payment_id given at charging must match.
        charge = db
          .prepare(
            `select * from charges where voucher_code = ? and amount_in_cents = ? and cancelled_at is null
               and (payment_id is null or payment_id = ?) order by id desc limit 1`,
          )
          .get(code, body.amount_in_cents, body.payment_id ?? null) as ChargeRow | undefined;
        if (charge && charge.free_credit_in_cents > 0) who.refuse('legacyWithCredit');
      }
      if (!charge) return who.refuse('chargeNotFound');
      if (charge.cancelled_at !== null) who.refuse('chargeCancelled');
      const v = findVoucher(db, who.merchant.id, code);
      const total = charge.amount_in_cents + charge.free_credit_in_cents;
      if (!v || v.balance_in_cents < total) who.refuse('chargeSpent');
      const now = nowText(clock);
      db.prepare('update charges set cancelled_at = ?, cancel_reason = ? where id = ?').run(now, body.cancel_reason ?? null, charge.id);
      let balance = moveBalance(db, code, -charge.amount_in_cents, 'cancel_charge', now);
      if (charge.free_credit_in_cents > 0) balance = moveBalance(db, code, -charge.free_credit_in_cents, 'cancel_free_credit', now);
      return { code, balance_in_cents: balance };
    })();
    return c.json(result);
  });

  return app;
}
