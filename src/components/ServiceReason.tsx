// A service refusal in the cashier's language; the service's own sentence kept on a secondary
// line marked with its language. Dates and amounts in it are shown the terminal's way.
import { useTranslation } from 'react-i18next';
import { matchRefusal, type KnownRefusal } from '../../electron/core/contract/refusals';
import { refusalSentence } from '../lib/service-words';

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
    <span className="service-text muted small" data-testid={`${testId}-service`}>
      <span>{t('verdict.serviceSaid', { lang: lang.toUpperCase() })}</span> <q lang={known?.lang}>{text}</q>
    </span>
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
