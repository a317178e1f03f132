// Amount keypad arithmetic in integer cents: digits shift in from the right like a till.

/** Largest amount the keypad accepts: 1,000,000.00. */
export const KEYPAD_MAX_CENTS = 100_000_000;

/** Appends digits ("0"–"9" or "00") to an amount in cents; ignores keys that would exceed the maximum. */
export function pressDigit(cents: number, digits: string): number {
  if (!/^\d{1,2}$/.test(digits)) return cents;
  const next = cents * 10 ** digits.length + Number(digits);
  return next > KEYPAD_MAX_CENTS ? cents : next;
}

/** Removes the last digit. */
export function pressBackspace(cents: number): number {
  return Math.floor(cents / 10);
}

/** Reads a typed amount such as "12.50", "12,5" or "12" into cents; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{0,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents <= KEYPAD_MAX_CENTS ? cents : null;
}
