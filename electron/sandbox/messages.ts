// Refusal messages in the merchant's language: the real service answers voucher refusals in the
// merchant's language (German for the demo merchant). The sentences live in the service wire
// module so the terminal can recognise them.
import { refusalText, type RefusalId } from '../core/service/wire/refusals';

/** Message id of the refusal table. */
export type MessageId = RefusalId;

/** Formats cents as `CHF 50.00` for messages. */
export function money(cents: number, currency = 'CHF'): string {
  return `${currency} ${(cents / 100).toFixed(2)}`;
}

/** A refusal text in the merchant's language (falls back to German), `{name}` placeholders filled. */
export function msg(lang: string, id: MessageId, vars: Record<string, string | number> = {}): string {
  return refusalText(id, lang, vars);
}
