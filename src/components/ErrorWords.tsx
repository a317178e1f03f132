// An error's message in words: used by the error panel and by a step's result, which the panel
// itself shows (an uncertain step), so it lives apart from both.
import { useTranslation } from 'react-i18next';
import { wordsOf, type Said } from '../lib/core-words';
import { ServiceText } from './ServiceReason';

/**
 * The message of an error in the UI language (by its message id); a service's sentence kept as
 * text (`message` alone) is recognised, an unknown or foreign original shown on its marked line.
 */
export function ErrorWords({ said, message }: { said?: Said; message?: string }) {
  const { t, i18n } = useTranslation();
  const words = wordsOf(said ?? message ?? '', t, i18n.language);
  return (
    <>
      {words.sentence && <p data-testid="error-message">{words.sentence}</p>}
      {words.original && <ServiceText text={words.original} known={words.known} testId="error" />}
    </>
  );
}
