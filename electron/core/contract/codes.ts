// Code rules the renderer and the core share, without zod (the cashier bundle stays light).
import { normalizeVoucherCode } from '../service/wire/codes';

export { formatVoucherCode, isTicketNumber, isVoucherCode, normalizeVoucherCode, sameVoucherCode } from '../service/wire/codes';

/** True for what could be a mobile short code: not a voucher code, 4 to 11 letters/digits (dashes/spaces removed). */
export function isShortCode(value: string): boolean {
  return /^[A-Z0-9]{4,11}$/.test(normalizeVoucherCode(value));
}
