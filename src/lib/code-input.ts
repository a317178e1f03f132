// Pure rules of the code field: what is kept while typing, how it is shown, what is refused.
import { isShortCode } from '../../electron/core/contract/codes';
import { formatVoucherCode, isVoucherCode, normalizeVoucherCode } from '../../electron/core/contract/codes';

export type CodeKind = 'voucher' | 'promo';

/** Keeps what the cashier typed, upper-cased, without dashes, dots and spaces (the keyboard's dot is a separator). */
export function cleanCodeInput(text: string): string {
  return normalizeVoucherCode(text).slice(0, 64);
}

/** The code as shown: voucher codes in groups of four (also while typing), promo codes as typed. */
export function displayCode(raw: string, kind: CodeKind): string {
  if (kind === 'promo') return raw;
  return raw.length <= 12 && /^[A-Z0-9]*$/.test(raw) ? formatVoucherCode(raw) : raw;
}

/** Why a code cannot be sent, or null when it can: `empty` or `malformed`. */
export function codeProblem(raw: string, kind: CodeKind): 'empty' | 'malformed' | null {
  if (raw.trim() === '') return 'empty';
  // A mobile short code (4 to 11 letters/digits) goes to the service, which answers the real code.
  if (kind === 'voucher') return isVoucherCode(raw) || isShortCode(raw) ? null : 'malformed';
  return /^[A-Z0-9-]{1,64}$/.test(raw) ? null : 'malformed';
}
