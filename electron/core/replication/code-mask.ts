// No full code leaves the till. What the till knows to be a code (a journal row's, a line's or a
// tender's code, an audit detail under a code key, the subject of a step about a code) leaves as
// its last four; and every other text is searched for anything that could be one: a token that
// normalises to a voucher code as the service writes them (12 letters or digits, any case, with
// or without dashes or dots), the printed groups of four (also with spaces), and a whole value of
// eight or more letters, digits and dashes with a digit (promo and short codes). Ids (UUIDs) and
// times are left alone; a plain twelve-letter word in a free text is masked too (it could be a code).
import { normaliseCode } from '../../back-office/client/code-hash';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^\d{4}-\d{2}-\d{2}/;
const CODE_LIKE = /^(?=.*\d)[A-Za-z0-9-]{8,}$/;
/** Three groups of four separated by one dash, dot or space, not part of a longer token. */
const GROUPED = /(?<![A-Za-z0-9][-.]?)[A-Za-z0-9]{4}[-.\s][A-Za-z0-9]{4}[-.\s][A-Za-z0-9]{4}(?![-.]?[A-Za-z0-9])/g;
/** A token: letters and digits, joined by single dashes or dots. */
const TOKEN = /[A-Za-z0-9]+(?:[-.][A-Za-z0-9]+)*/g;
const VOUCHER = /^[A-Z0-9]{12}$/;
const PART = /(?<![A-Za-z0-9])[A-Za-z0-9]{12}(?![A-Za-z0-9])/g;
const UUID_IN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Details keys under which the till writes codes. */
const CODE_KEY = /^(code|codes|voucherCode|voucherCodes|promoCode|promocode|shortCode|codeFormatted|firstCode)$/i;
/** Audit actions whose subject is a code. */
const CODE_SUBJECT = new Set(['free_credit', 'deactivate_depot']);

/** A known code as the store may keep it: the last four of its normalised form. */
export function maskKnownCode(code: string): string {
  return `…${normaliseCode(code).slice(-4)}`;
}

/** A text with every code-like value in it masked to its last four. */
export function maskCodesIn(text: string): string {
  if (CODE_LIKE.test(text) && !UUID.test(text) && !TIME.test(text)) return maskKnownCode(text);
  return text
    .replace(GROUPED, (m) => maskKnownCode(m))
    .replace(TOKEN, (m) => {
      if (UUID_IN.test(m)) return m;
      // The whole token, or a twelve-character part of a longer one (`UXLHXVUDKAQF-refund`).
      return VOUCHER.test(normaliseCode(m)) ? maskKnownCode(m) : m.replace(PART, (p) => maskKnownCode(p));
    });
}

/** Any JSON value with its strings searched (maskCodesIn) and values under code keys masked whole. */
export function maskCodesDeep(value: unknown, known = false): unknown {
  if (typeof value === 'string') return known ? maskKnownCode(value) : maskCodesIn(value);
  if (Array.isArray(value)) return value.map((v) => maskCodesDeep(v, known));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskCodesDeep(v, known || CODE_KEY.test(k))]));
  }
  return value;
}

/** An audit subject: masked whole when the action is about a code, searched otherwise. */
export function maskAuditSubject(action: string, subject: string): string {
  return CODE_SUBJECT.has(action) ? maskKnownCode(subject) : maskCodesIn(subject);
}
