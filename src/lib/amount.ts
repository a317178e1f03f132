// Amounts as people type them: digits are francs (or euros) unless a decimal point is typed, so
// `80` is 80.00, `12.5` is 12.50 and `12.05` is 12.05. The field keeps the typed text and books
// its value in integer cents; no floats anywhere.

/** Largest amount the keypad accepts: 1,000,000.00. */
export const KEYPAD_MAX_CENTS = 100_000_000;

/** The value of a typed amount in cents ("" and "." are 0); null when it is not an amount. */
export function textCents(text: string): number | null {
  if (text === '' || text === '.') return 0;
  const m = /^(\d{0,7})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents <= KEYPAD_MAX_CENTS ? cents : null;
}

/**
 * Adds a key ("0"–"9", "00" or ".") to the typed text; a key that would make it no amount (a second
 * point, a third decimal, more than the maximum) is ignored. Leading zeros are dropped ("0" then "5"
 * is "5") but "0." stays, so a person can type 0.50.
 */
export function pressKey(text: string, key: string): string {
  if (key === ',') key = '.';
  if (!/^(\d{1,2}|\.)$/.test(key)) return text;
  if (key === '.' && text.includes('.')) return text;
  let next = text + key;
  if (!next.includes('.')) next = next.replace(/^0+(?=\d)/, '');
  if (next === '.') next = '0.';
  return textCents(next) === null ? text : next;
}

/** Removes the last typed character. */
export function pressBackspace(text: string): string {
  const next = text.slice(0, -1);
  return next === '0' ? '' : next;
}

/** The text a field shows for an amount it did not type itself (set by the screen): 80 → "80", 12.50 → "12.50". */
export function centsText(cents: number): string {
  if (cents <= 0) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Reads a pasted or autofilled amount such as "12.50", "12,5" or "12" into cents; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{0,2}))?\s*$/.exec(text);
  if (!m) return null;
  return textCents(`${m[1]}.${m[2] ?? ''}`);
}
