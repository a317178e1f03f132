// Any message that comes with an error, in the cashier's language: the core's own refusals by
// their message id and params, the service's known refusals by their sentence (the only text the
// terminal recognises); anything else is kept as the original, marked.
import type { TFunction } from 'i18next';
import { coreMessages, type CoreMessageId, type ParamKind } from '../../electron/core/contract/core-messages';
import { formatAmount } from '../../electron/core/contract/format';
import { matchRefusal, type KnownRefusal } from '../../electron/core/contract/refusals';
import { localiseValue, refusalSentence } from './service-words';

/** What an error says: its message id and params when the core named one, its English text always. */
export interface Said {
  message: string;
  messageId?: CoreMessageId | undefined;
  params?: Record<string, string | number> | undefined;
}

export interface Words {
  /** The sentence in the UI language, or null when the message is not known. */
  sentence: string | null;
  /** The service's own text when it is worth showing beside (another language or unknown). */
  original: string | null;
  known: KnownRefusal | null;
}

const isCoreMessageId = (id: string): id is CoreMessageId => Object.hasOwn(coreMessages, id);

/** The params of message `id` as the sentence shows them in `lang` (amounts as money, dates the local way). */
function shownParams(id: CoreMessageId, params: Record<string, string | number>, lang: string): Record<string, string> {
  const kinds = coreMessages[id].params as Record<string, ParamKind>;
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      if (kinds[k] === 'cents' && typeof v === 'number') return [k, formatAmount(v, null, lang)];
      if (kinds[k] === 'text') return [k, localiseValue(String(v), lang)];
      return [k, String(v)];
    }),
  );
}

/** The words of an error (or of a service's sentence kept as text) for the UI language `lang`. */
export function wordsOf(said: Said | string, t: TFunction, lang: string): Words {
  const s: Said = typeof said === 'string' ? { message: said } : said;
  const id = s.messageId;
  if (id !== undefined && id !== 'serviceText' && isCoreMessageId(id)) {
    return { sentence: t(`coreMessage.${id}`, shownParams(id, s.params ?? {}, lang)), original: null, known: null };
  }
  const serviceText = id === 'serviceText' && typeof s.params?.text === 'string' ? s.params.text : s.message;
  const text = serviceText.trim();
  if (!text) return { sentence: null, original: null, known: null };
  const known = matchRefusal(text);
  if (known) return { sentence: refusalSentence(known, lang), original: known.lang === lang ? null : text, known };
  return { sentence: null, original: text, known: null };
}

/** One line for an error where only a line fits: the sentence, else the original text. */
export function errorLine(said: Said, t: TFunction, lang: string): string {
  const w = wordsOf(said, t, lang);
  return w.sentence ?? w.original ?? said.message;
}
