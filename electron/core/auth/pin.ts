// PIN hashing with salted scrypt (node:crypto). The stored form names its parameters so they can
// be raised later without invalidating existing PINs: `scrypt$N$r$p$salt$hash` (base64url).
import crypto from 'node:crypto';

/**
 * scrypt cost parameters. N=2^17, r=8 (128 MiB, about 0.35 s per check on the 2-core build machine,
 * see `pin_hash_ms` in `npm run bench`): trying all 10^6 six-digit PINs offline takes days there.
 * Tests lower it through the core's `scryptParams` option.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
export const defaultScryptParams: ScryptParams = { N: 131072, r: 8, p: 1 };
const KEY_LEN = 32;
const SALT_LEN = 16;

/** A PIN is 4 to 8 digits. */
export const PIN_RE = /^\d{4,8}$/;

function scrypt(pin: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(pin, salt, KEY_LEN, { N: params.N, r: params.r, p: params.p, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a PIN with a fresh random salt. */
export async function hashPin(pin: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  if (!PIN_RE.test(pin)) throw new Error('A PIN has 4 to 8 digits');
  return hashSecret(pin, params);
}

/** Hashes any short secret (a PIN, the manager recovery code) in the same stored form; `verifyPin` checks it. */
export async function hashSecret(secret: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  const salt = crypto.randomBytes(SALT_LEN);
  const key = await scrypt(secret, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a PIN against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length !== KEY_LEN) return false;
  const actual = await scrypt(pin, Buffer.from(saltText, 'base64url'), params);
  return crypto.timingSafeEqual(actual, expected);
}
