// Deposit ("depot", stock) vouchers: activation (the sale at the till) and deactivation (undo).
import { Hono } from 'hono';
import { depotActivateRequestSchema, depotDeactivateRequestSchema } from '../../core/service/wire';
import { readBody } from '../errors';
import { spoken } from '../flavour';
import { money, type MessageId } from '../messages';
import { findVoucher, moveBalance, nowText, type VoucherRow } from '../store';
import type { SandboxDeps } from '../types';
import { caller, pathVoucher, type Caller } from './common';

interface DepotType {
  minimum_amount_in_cents: number | null;
  maximum_amount_in_cents: number | null;
  free_credit_percentage: number;
}

interface Activation {
  id: number;
  amount_in_cents: number;
  free_credit_in_cents: number;
}

const DEFAULT_MIN = 1000;
const DEFAULT_MAX = 100000;

/** Routes under /v1/depot_vouchers. */
export function depotRoutes(deps: SandboxDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  const depotType = (v: VoucherRow): DepotType | undefined =>
    db
      .prepare(
        "select minimum_amount_in_cents, maximum_amount_in_cents, free_credit_percentage from voucher_types where id = ? and kind = 'depot'",
      )
      .get(v.voucher_type_id) as DepotType | undefined;
  const openActivation = (code: string): Activation | undefined =>
    db.prepare('select * from depot_activations where voucher_code = ? and deactivated_at is null order by id desc limit 1').get(code) as
      | Activation
      | undefined;
  const activateProblem = (v: VoucherRow): MessageId | null => {
    if (!depotType(v)) return 'notDepot';
    if (v.status === 'cancelled') return 'cancelled';
    return v.status === 'depot_inactive' ? null : 'alreadyActive';
  };
  const deactivateProblem = (v: VoucherRow): MessageId | null => {
    if (!depotType(v)) return 'notDepot';
    const a = openActivation(v.code);
    if (v.status !== 'active' || !a) return 'notActive';
    const used = db.prepare('select 1 from redemptions where voucher_code = ? and amount_in_cents > cancelled_in_cents').get(v.code);
    return used || v.balance_in_cents !== a.amount_in_cents + a.free_credit_in_cents ? 'alreadyUsed' : null;
  };
  const range = (t: DepotType) => ({ min: t.minimum_amount_in_cents ?? DEFAULT_MIN, max: t.maximum_amount_in_cents ?? DEFAULT_MAX });

  app.get('/depot_vouchers/:code/activate_status.json', (c) => {
    const who = caller(c, deps);
    const v = pathVoucher(c, deps, who);
    const problem = activateProblem(v);
    const type = depotType(v);
    return c.json({
      code: v.code,
      can_be_activated: problem === null,
      free_amount: v.depot_free_amount === 1,
      amount_in_cents: v.depot_free_amount === 1 ? null : v.depot_amount_in_cents,
      currency: who.merchant.currency,
      product_id: v.voucher_type_id,
      message: problem ? spoken(deps.flavour, who.merchant.default_language, problem) : '',
      ...(v.depot_free_amount === 1 && type ? { minimum_amount_in_cents: range(type).min, maximum_amount_in_cents: range(type).max } : {}),
    });
  });

  app.post('/depot_vouchers/:code/activate.json', async (c) => {
    const who = caller(c, deps);
    const { code } = pathVoucher(c, deps, who);
    const body = await readBody(c, depotActivateRequestSchema);
    const result = db.transaction(() => {
      const v = findVoucher(db, who.merchant.id, code);
      if (!v) return who.refuse('unknownCode', { code });
      const problem = activateProblem(v);
      if (problem) who.refuse(problem);
      const type = depotType(v) as DepotType;
      const amount = chooseAmount(who, v, type, body.amount_in_cents, range(type));
      const credit = Math.floor((amount * type.free_credit_percentage) / 100);
      const now = nowText(clock);
      db.prepare("update vouchers set status = 'active', sale_amount_in_cents = ? where code = ?").run(amount, code);
      db.prepare(
        'insert into depot_activations (voucher_code, amount_in_cents, free_credit_in_cents, activated_at) values (?, ?, ?, ?)',
      ).run(code, amount, credit, now);
      moveBalance(db, code, amount, 'activate', now);
      if (credit > 0) moveBalance(db, code, credit, 'free_credit', now);
      return { code, amount_in_cents: amount, free_credit_amount_in_cents: credit };
    })();
    return c.json(result);
  });

  app.get('/depot_vouchers/:code/deactivate_status.json', (c) => {
    const who = caller(c, deps);
    const v = pathVoucher(c, deps, who);
    const problem = deactivateProblem(v);
    const a = openActivation(v.code);
    return c.json({
      code: v.code,
      can_be_deactivated: problem === null,
      amount_in_cents: a?.amount_in_cents ?? null,
      message: problem ? spoken(deps.flavour, who.merchant.default_language, problem) : '',
    });
  });

  app.post('/depot_vouchers/:code/deactivate.json', async (c) => {
    const who = caller(c, deps);
    const { code } = pathVoucher(c, deps, who);
    const body = await readBody(c, depotDeactivateRequestSchema);
    const result = db.transaction(() => {
      const v = findVoucher(db, who.merchant.id, code);
      if (!v) return who.refuse('unknownCode', { code });
      const problem = deactivateProblem(v);
      if (problem) who.refuse(problem);
      const a = openActivation(code) as Activation;
      const now = nowText(clock);
      db.prepare('update depot_activations set deactivated_at = ?, deactivate_reason = ? where id = ?').run(
        now,
        body.deactivate_reason ?? null,
        a.id,
      );
      db.prepare("update vouchers set status = 'depot_inactive', sale_amount_in_cents = 0 where code = ?").run(code);
      moveBalance(db, code, -v.balance_in_cents, 'deactivate', now);
      return { code, amount_in_cents: a.amount_in_cents };
    })();
    return c.json(result);
  });

  return app;
}

/** The activation amount: the body's for free-amount vouchers (within range), the fixed one otherwise. */
function chooseAmount(who: Caller, v: VoucherRow, _t: DepotType, sent: number | undefined, r: { min: number; max: number }): number {
  const cur = who.merchant.currency;
  if (v.depot_free_amount === 1) {
    if (sent === undefined || sent < r.min || sent > r.max)
      who.refuse('amountRequired', { min: money(r.min, cur), max: money(r.max, cur) });
    return sent;
  }
  if (sent !== undefined && sent !== v.depot_amount_in_cents) who.refuse('amountFixed');
  return v.depot_amount_in_cents ?? 0;
}
