// Any message that comes with an error, in the cashier's language: the core's own refusals by
// their id, the service's known refusals by theirs; anything else is kept as the original, marked.
import type { TFunction } from 'i18next';
import { matchCoreMessage } from '../../electron/core/contract/core-messages';
import { formatAmount } from '../../electron/core/contract/format';
import { matchRefusal, type KnownRefusal } from '../../electron/core/contract/refusals';
import { localiseValue, refusalSentence } from './service-words';

export interface Words {
  /** The sentence in the UI language, or null when the message is not known. */
  sentence: string | null;
  /** The service's own text when it is worth showing beside (another language or unknown). */
  original: string | null;
  known: KnownRefusal | null;
}

/** The words of an error message for the UI language `lang`. */
export function wordsOf(message: string, t: TFunction, lang: string): Words {
  const text = message.trim();
  if (!text) return { sentence: null, original: null, known: null };
  const core = matchCoreMessage(text);
  if (core) {
    const vars: Record<string, string> = Object.fromEntries(Object.entries(core.vars).map(([k, v]) => [k, localiseValue(v, lang)]));
    if (core.vars.cents !== undefined && /^\d+$/.test(core.vars.cents)) vars.amount = formatAmount(Number(core.vars.cents), null, lang);
    for (const k of ['min', 'max'] as const) {
      const v = core.vars[k];
      if (v !== undefined && /^\d+$/.test(v)) vars[k] = formatAmount(Number(v), null, lang);
    }
    // A sale line's problem is itself a core message ("Line 2: This voucher type is sold out").
    if (core.vars.problem !== undefined) vars.problem = wordsOf(core.vars.problem, t, lang).sentence ?? core.vars.problem;
    return { sentence: t(`coreMessage.${core.id}`, vars), original: null, known: null };
  }
  const known = matchRefusal(text);
  if (known) return { sentence: refusalSentence(known, lang), original: known.lang === lang ? null : text, known };
  return { sentence: null, original: text, known: null };
}
