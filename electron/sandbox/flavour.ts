// The built-in service's two flavours: `interface` answers as the interface document shows, and
// `production` as the production service's published examples do (service facts, last section):
// older Balance without currency/product_id, depot activate/deactivate as `{code, balance_in_cents}`,
// the real plain-text sentences, 7-digit fractions, check-in refusals without message, `hello.json`
// without a key; and the answers captured from real traffic (service facts, "Captured from real
// traffic"): depot statuses without `free_amount`/`currency`/`product_id`, the captured sentences,
// a redemption without `redeem_token` for a merchant on the older (legacy) generation, and a
// deactivation answered about another voucher (the demo stock voucher DEMODEPOTMIX). Answers are
// reshaped by one middleware so the routes stay written once; sentences are chosen by `spoken`.
import type { Context, MiddlewareHandler } from 'hono';
import { refusalText, type RefusalId } from '../core/service/wire/refusals';
import { findVoucher, getMerchant } from './store';
import type { SandboxDeps } from './types';

/** Which examples the built-in service follows. */
export type SandboxFlavour = 'interface' | 'production';
export const SANDBOX_FLAVOURS: readonly SandboxFlavour[] = ['interface', 'production'];

/** The production sentences (plain text, German as published). */
export const PRODUCTION_SENTENCES = {
  unknownCode: 'Der Gutschein ist nicht vorhanden.',
  badKey: 'Kein gültiger API-Schlüssel.',
  alreadyActive: 'Der Gutschein wurde bereits aktiviert.',
  notActive: 'Der Gutschein wurde noch nicht aktiviert.',
  orderRedeemed: "One voucher can't be deleted.",
} as const;

/** Refusals the production service words its own way (captured), by the table's id. */
const PRODUCTION_REFUSALS: Partial<Record<RefusalId, string>> = {
  unknownCode: PRODUCTION_SENTENCES.unknownCode,
  alreadyActive: PRODUCTION_SENTENCES.alreadyActive,
  notActive: PRODUCTION_SENTENCES.notActive,
  orderRedeemed: PRODUCTION_SENTENCES.orderRedeemed,
};

/** A refusal as the built-in service says it in `flavour`: the captured sentence, else the table's in `lang`. */
export function spoken(flavour: SandboxFlavour, lang: string, id: RefusalId, vars: Record<string, string | number> = {}): string {
  return (flavour === 'production' ? PRODUCTION_REFUSALS[id] : undefined) ?? refusalText(id, lang, vars);
}

/**
 * The stock voucher whose deactivation the production flavour answers about another voucher (the
 * captured case: another code and that voucher's balance). The deactivation itself is done.
 */
export const MISMATCHED_DEACTIVATION = { asked: 'DEMODEPOTMIX', answered: 'DEMOVALUE100' } as const;

type Json = Record<string, unknown>;

/** Timestamp fields that carry 7 fractional digits in production (never `starts_at`: it is passed back unchanged). */
const SEVEN_DIGIT_FIELDS = new Set(['expires_at', 'created_at', 'valid_until', 'expiry_date', 'redeemed_at', 'checked_in_at']);
const BARE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

function sevenDigits(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sevenDigits);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value as Json)) {
    out[k] = SEVEN_DIGIT_FIELDS.has(k) && typeof v === 'string' && BARE_TIMESTAMP.test(v) ? `${v}.0000000` : sevenDigits(v);
  }
  return out;
}

/** What the middleware knows of the request beyond method and path. */
export interface ShapeContext {
  /** The caller's merchant is on the older (legacy) generation of the service. */
  olderGeneration: boolean;
  /** Balance of a voucher of the caller's merchant (for an answer about another voucher). */
  balanceOf(code: string): number | null;
}

const NO_CONTEXT: ShapeContext = { olderGeneration: false, balanceOf: () => null };

function withoutReference(item: unknown): unknown {
  if (item === null || typeof item !== 'object') return item;
  const { reference_number: _r, ...rest } = item as Json;
  return rest;
}

/** Reshapes one JSON answer of `path` the way the production examples and captured traffic print it. */
export function productionShape(method: string, path: string, body: unknown, ctx: ShapeContext = NO_CONTEXT): unknown {
  if (Array.isArray(body) && path === '/v1/vouchers/redemptions.json') {
    // The production list carries no `reference_number`: a terminal finds its steps by its key's user.
    return sevenDigits(body.map((it: unknown) => withoutReference(it)));
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return sevenDigits(body);
  const b = body as Json;
  if (/^\/v1\/depot_vouchers\/[^/]+\/activate_status\.json$/.test(path)) {
    // Captured: `{code, can_be_activated, amount_in_cents, message}`; 0 when there is no fixed amount.
    return { code: b.code, can_be_activated: b.can_be_activated, amount_in_cents: b.amount_in_cents ?? 0, message: b.message };
  }
  if (/^\/v1\/depot_vouchers\/[^/]+\/deactivate_status\.json$/.test(path)) {
    return { ...b, amount_in_cents: b.amount_in_cents ?? 0 };
  }
  if (method === 'POST' && /^\/v1\/vouchers\/[^/]+\/redeem\.json$/.test(path) && ctx.olderGeneration) {
    // Captured: `{code, balance_in_cents, voucher_document_url}`, no token.
    return { code: b.code, balance_in_cents: b.balance_in_cents, voucher_document_url: '' };
  }
  if (method === 'POST' && b.code === MISMATCHED_DEACTIVATION.asked && /\/deactivate\.json$/.test(path)) {
    const other = MISMATCHED_DEACTIVATION.answered;
    return { code: other, balance_in_cents: ctx.balanceOf(other) ?? 0 };
  }
  if (/^\/v1\/vouchers\/[^/]+\/balance\.json$/.test(path)) {
    const { currency: _c, product_id: _p, ...older } = b;
    return older;
  }
  if (method === 'POST' && /^\/v1\/depot_vouchers\/[^/]+\/activate\.json$/.test(path)) {
    const amount = typeof b.amount_in_cents === 'number' ? b.amount_in_cents : 0;
    const credit = typeof b.free_credit_amount_in_cents === 'number' ? b.free_credit_amount_in_cents : 0;
    return { code: b.code, balance_in_cents: amount + credit };
  }
  if (method === 'POST' && /^\/v1\/depot_vouchers\/[^/]+\/deactivate\.json$/.test(path)) {
    return { code: b.code, balance_in_cents: b.amount_in_cents };
  }
  if (/^\/v1\/ticketing\/tickets\/[^/]+\/check(in|out)\.json$/.test(path) && b.is_successful === false) {
    const { unsuccessful_message: _m, ...bare } = b;
    return bare;
  }
  return sevenDigits(b);
}

/** The caller's merchant and balances, read after the route answered (a bad key: neither). */
function shapeContext(c: Context, deps: SandboxDeps): ShapeContext {
  try {
    const merchantId = deps.authenticate(c).merchantId;
    return {
      olderGeneration: getMerchant(deps.db, merchantId).charging_procedure === 'legacy',
      balanceOf: (code) => findVoucher(deps.db, merchantId, code)?.balance_in_cents ?? null,
    };
  } catch {
    return NO_CONTEXT;
  }
}

/** The middleware of the production flavour (mounted on `/v1/*`). */
export function productionFlavour(deps: SandboxDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const path = c.req.path;
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 401 && type.startsWith('text/plain')) {
      c.res = new Response(PRODUCTION_SENTENCES.badKey, { status: 401, headers: res.headers });
      return;
    }
    if (res.status !== 200 || !type.includes('application/json')) return;
    const body = productionShape(c.req.method, path, await res.clone().json(), shapeContext(c, deps));
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(body), { status: 200, headers });
  };
}
