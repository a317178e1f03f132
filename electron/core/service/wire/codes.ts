// Voucher codes and ticket numbers as plain functions, without zod: the renderer bundles them
// (through contract/codes.ts) and the wire schemas build on them (common.ts).

const VOUCHER_CODE_RE = /^[A-Z0-9]{12}$/;
const TICKET_NUMBER_RE = /^\d{19}$/;

/** Upper-cases a voucher code and removes dashes, dots (the touch keyboard's separator) and whitespace. */
export function normalizeVoucherCode(value: string): string {
  return value.replace(/[-.\s]/g, '').toUpperCase();
}

/** True when the input (with or without dashes, any case) normalises to 12 letters/digits. */
export function isVoucherCode(value: string): boolean {
  return VOUCHER_CODE_RE.test(normalizeVoucherCode(value));
}

/** Normalises a voucher code and prints it in groups of four joined by dashes (`ABCD-EFGH-JKLM`). */
export function formatVoucherCode(value: string): string {
  return (
    normalizeVoucherCode(value)
      .match(/.{1,4}/g)
      ?.join('-') ?? ''
  );
}

/** True when two voucher codes are the same after normalisation. */
export function sameVoucherCode(a: string, b: string): boolean {
  return normalizeVoucherCode(a) === normalizeVoucherCode(b);
}

/** True for a 19-digit ticket number. */
export function isTicketNumber(value: string): boolean {
  return TICKET_NUMBER_RE.test(value);
}
