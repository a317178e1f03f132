// The built-in service's two flavours: `interface` answers as the interface document shows, and
// `production` as the production service's published examples do (service facts, last section):
// older Balance without currency/product_id, depot activate/deactivate as `{code, balance_in_cents}`,
// the real plain-text sentences, 7-digit fractions, check-in refusals without message, `hello.json`
// without a key. Answers are reshaped by one middleware so the routes stay written once.
import type { MiddlewareHandler } from 'hono';

/** Which examples the built-in service follows. */
export type SandboxFlavour = 'interface' | 'production';
export const SANDBOX_FLAVOURS: readonly SandboxFlavour[] = ['interface', 'production'];

/** The production sentences (plain text, German as published). */
export const PRODUCTION_SENTENCES = {
  unknownCode: 'Der Gutschein ist nicht vorhanden.',
  badKey: 'Kein gültiger API-Schlüssel.',
} as const;

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

function withoutReference(item: unknown): unknown {
  if (item === null || typeof item !== 'object') return item;
  const { reference_number: _r, ...rest } = item as Json;
  return rest;
}

/** Reshapes one JSON answer of `path` the way the production examples print it. */
export function productionShape(method: string, path: string, body: unknown): unknown {
  if (Array.isArray(body) && path === '/v1/vouchers/redemptions.json') {
    // The production list carries no `reference_number`: a terminal finds its steps by its key's user.
    return sevenDigits(body.map((it: unknown) => withoutReference(it)));
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return sevenDigits(body);
  const b = body as Json;
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

/** The middleware of the production flavour (mounted on `/v1/*`). */
export function productionFlavour(): MiddlewareHandler {
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
    const body = productionShape(c.req.method, path, await res.clone().json());
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(body), { status: 200, headers });
  };
}
