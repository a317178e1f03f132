// Short-lived mobile short codes: the balance endpoint accepts one instead of the 12-character code
// and answers with the real code (service facts). Issued by tests/trainers (in-process or admin
// prefix); kept in memory per server, like the short life they have in the real service.
import type { SandboxClock } from './types';

/** A short code and what it stands for. */
export interface ShortCode {
  shortCode: string;
  code: string;
  merchantId: string;
  expiresAt: Date;
}

/** The short codes of one server. */
export interface ShortCodes {
  /** Issues a 6-digit short code for a (normalised) voucher code; valid `ttlMs` (default 5 minutes). */
  issue(code: string, merchantId: string, ttlMs?: number): ShortCode;
  /** The entry of a short code, whether expired or not; undefined when never issued. */
  find(shortCode: string): ShortCode | undefined;
  /** True when `value` has the form of a short code. */
  isShortCode(value: string): boolean;
}

/**
 * Standing short codes of the demo data, so a cashier can practise without a trainer (listed in
 * DEMO-CODES.md): they never expire. Short code -> voucher code of merchant m-demo.
 */
export const DEMO_SHORT_CODES: Readonly<Record<string, string>> = { '424210': 'DEMOTRAIN010' };

/** Creates the short-code store of a server (with the standing demo short codes). */
export function createShortCodes(clock: SandboxClock): ShortCodes {
  const entries = new Map<string, ShortCode>();
  for (const [shortCode, code] of Object.entries(DEMO_SHORT_CODES)) {
    entries.set(shortCode, { shortCode, code, merchantId: 'm-demo', expiresAt: new Date(8.64e15) });
  }
  let n = 0;
  return {
    issue(code, merchantId, ttlMs = 5 * 60_000) {
      n += 1;
      const shortCode = String(100000 + ((n * 7919) % 900000));
      const entry = { shortCode, code, merchantId, expiresAt: new Date(clock.now().getTime() + ttlMs) };
      entries.set(shortCode, entry);
      return entry;
    },
    find: (shortCode) => entries.get(shortCode),
    isShortCode: (value) => /^\d{6}$/.test(value),
  };
}
