// Voucher lookups: hello probe, info (display), charge status, balance (redeemability).
import { Hono } from 'hono';
import { isVoucherCode, normalizeVoucherCode } from '../../core/service/wire';
import type { ShortCodes } from '../short-codes';
import { PRODUCTION_SENTENCES } from '../flavour';
import { msg, money } from '../messages';
import { findVoucher, nowText } from '../store';
import type { SandboxDeps } from '../types';
import { caller, isExpired, pathVoucher, statusProblem } from './common';

/** The balance's `extra` note on a complimentary (house) voucher, as the service words it. */
export const COMPLIMENTARY_NOTE = 'Gutschein des Hauses: keine Barauszahlung.';

/** Routes under /v1: hello, info, charge_status, balance (which also takes short codes). */
export function voucherRoutes(deps: SandboxDeps, shortCodes: ShortCodes): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  // Connectivity probe; with a key check so "test connection" also proves the key (production: no key needed).
  app.get('/hello.json', (c) => {
    if (deps.flavour !== 'production') deps.authenticate(c);
    return c.text('OK');
  });

  app.get('/vouchers/:code/info.json', (c) => {
    const who = caller(c, deps);
    const v = pathVoucher(c, deps, who);
    const redeemed = db.prepare('select 1 from redemptions where voucher_code = ? limit 1').get(v.code) !== undefined;
    return c.json({
      code: c.req.param('code'),
      name: v.name,
      description: v.description,
      balance_in_cents: v.balance_in_cents,
      is_redeemed: v.status === 'active' && v.balance_in_cents === 0 && redeemed,
      valid_until: v.valid_until,
    });
  });

  app.get('/vouchers/:code/charge_status.json', (c) => {
    const who = caller(c, deps);
    const v = pathVoucher(c, deps, who);
    const lang = who.merchant.default_language;
    const rechargeable = db.prepare('select rechargeable from voucher_types where id = ?').get(v.voucher_type_id) as
      | { rechargeable: number }
      | undefined;
    let message = '';
    const problem = statusProblem(v);
    if (problem) message = msg(lang, problem);
    else if (rechargeable?.rechargeable === 0) message = msg(lang, 'notRechargeable');
    else if (isExpired(v, nowText(clock))) message = msg(lang, 'expired', { date: (v.valid_until ?? '').slice(0, 10) });
    else if (v.balance_in_cents >= who.merchant.max_balance_in_cents) {
      message = msg(lang, 'maxBalance', { amount: money(who.merchant.max_balance_in_cents, who.merchant.currency) });
    }
    return c.json({ code: v.code, balance_in_cents: v.balance_in_cents, can_be_charged: message === '', message });
  });

  // Unknown or malformed codes are `is_redeemable: false`, not an HTTP error (service facts).
  app.get('/vouchers/:code/balance.json', (c) => {
    const who = caller(c, deps);
    const lang = who.merchant.default_language;
    const raw = c.req.param('code');
    let code = normalizeVoucherCode(raw);
    if (shortCodes.isShortCode(raw)) {
      const short = shortCodes.find(raw);
      if (short && short.merchantId === who.merchant.id && short.expiresAt > clock.now()) code = short.code;
      else if (short && short.merchantId === who.merchant.id) {
        return c.json({ code: raw, is_redeemable: false, message: msg(lang, 'shortCodeExpired'), extra: null });
      }
    }
    const v = isVoucherCode(code) ? findVoucher(db, who.merchant.id, code) : undefined;
    if (!v) {
      const message = deps.flavour === 'production' ? PRODUCTION_SENTENCES.unknownCode : msg(lang, 'unknownCode', { code: raw });
      return c.json({ code, is_redeemable: false, message, extra: null });
    }
    const base = {
      code: v.code,
      balance_in_cents: v.balance_in_cents,
      total_amount_in_cents: v.sale_amount_in_cents,
      product_id: v.voucher_type_id,
      currency: who.merchant.currency,
      // Normally null; the service's note on a special case (here: a house voucher).
      extra: v.is_complimentary === 1 ? COMPLIMENTARY_NOTE : null,
    };
    const problem = statusProblem(v) ?? (v.balance_in_cents <= 0 ? 'fullyRedeemed' : null);
    if (problem) return c.json({ ...base, is_redeemable: false, message: msg(lang, problem) });
    // Expired vouchers stay redeemable at the merchant's discretion: the message warns.
    const warning = isExpired(v, nowText(clock)) ? msg(lang, 'expired', { date: (v.valid_until ?? '').slice(0, 10) }) : '';
    return c.json({ ...base, is_redeemable: true, message: warning });
  });

  return app;
}
