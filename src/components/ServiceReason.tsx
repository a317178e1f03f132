// A service refusal in the cashier's language; the service's own sentence kept on a secondary
// line marked with its language. Dates and amounts in it are shown the terminal's way.
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../electron/core/contract/format';
import { matchRefusal, refusalText, type KnownRefusal } from '../../electron/core/contract/refusals';
import { formatDate } from '../lib/format';

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

interface Props {
  /** The service's sentence, as it came. */
  text: string;
  known: KnownRefusal | null;
  testId: string;
}

/** The service's own text as a marked secondary line (hidden when it says exactly what the UI says). */
export function ServiceText({ text, known, testId }: Props) {
  const { t, i18n } = useTranslation();
  if (known && known.lang === i18n.language) return null;
  const lang = known?.lang ?? '?';
  return (
    <p className="service-text muted small" data-testid={`${testId}-service`}>
      <span>{t('verdict.serviceSaid', { lang: lang.toUpperCase() })}</span> <q lang={known?.lang}>{text}</q>
    </p>
  );
}

/** A reason the service gave: the UI-language sentence when known, and the marked original. */
export function ServiceReason({ text, testId }: { text: string; testId: string }) {
  const { i18n } = useTranslation();
  const clean = text.trim();
  if (!clean) return null;
  const known = matchRefusal(clean);
  return (
    <span className="reason" data-testid={`${testId}-reason`}>
      {known && <span> – {refusalSentence(known, i18n.language)}</span>}
      <ServiceText text={clean} known={known} testId={testId} />
    </span>
  );
}
