// Service sentences in the cashier's language: a known refusal re-said in the UI language with
// its dates and amounts written the terminal's way.
import { formatAmount } from '../../electron/core/contract/format';
import { refusalText, type KnownRefusal } from '../../electron/core/contract/refusals';
import { formatDate } from './format';

/** A value found in a service sentence, shown localised when the terminal can read it. */
export function localiseValue(value: string, lang: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, lang);
  const amount = /^([A-Z]{3})\s?(-?\d+)\.(\d{2})$/.exec(value);
  if (amount) return formatAmount(Math.round(Number(`${amount[2]}.${amount[3]}`) * 100), amount[1], lang);
  return value;
}

/** The sentence of a known refusal in `lang`, its values localised. */
export function refusalSentence(known: KnownRefusal, lang: string): string {
  const vars = Object.fromEntries(Object.entries(known.vars).map(([k, v]) => [k, localiseValue(v, lang)]));
  return refusalText(known.id, lang, vars);
}
