import { useTranslation } from 'react-i18next';
import { receiptNumber } from '../lib/receipt-number';
import type { CoreErrorData } from '../../electron/core/contract';
import type { PinRequest } from '../hooks/useCall';
import { useFormat } from '../hooks/useLang';
import { ManagerPinPrompt } from './ManagerPinPrompt';
import { UncertainFromError } from './StepResult';
import { ErrorWords } from './ErrorWords';

export { ErrorWords };

/** An error or refusal: a sentence in the UI language, plus the service's own message. */
export function ErrorPanel({ error, pin }: { error: CoreErrorData | null; pin?: PinRequest | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (pin) return <ManagerPinPrompt request={pin} />;
  if (!error) return null;
  if (error.code === 'uncertain') return <UncertainFromError error={error} />;
  // A step refused because the same step is still open: the open row, so the cashier can find it
  // (a sale or a booking has no voucher: its own heading).
  const openRow = error.code === 'locked' ? (error.details?.openRow ?? null) : null;
  const heading = openRow && !openRow.code ? t('coreMessage.sameStepOpen') : t(`errors.code.${error.code}`);
  // The heading already says it all for the terminal's own refusals; the message is the
  // service's wording (or the core's specifics) for the others.
  const ownWords = ['offline', 'locked', 'internal', 'unauthorized', 'forbidden', 'unknown_method'];
  // A refusal that names its reason (a cashier's till close) says it below the heading.
  const reasoned = error.code === 'forbidden' && error.details?.reason !== undefined;
  const showMessage = (reasoned || !ownWords.includes(error.code)) && error.message.trim() !== '';
  return (
    <div
      className={`panel ${error.code === 'offline' ? 'panel-warn' : 'panel-bad'}`}
      role="alert"
      data-testid="error"
      data-error-code={error.code}
    >
      <strong>{heading}</strong>
      {showMessage && <ErrorWords said={error} />}
      {openRow && (
        <p data-testid="error-open-row" data-journal-id={openRow.journalId}>
          {t('errors.openRow', {
            kind: t(`journal.kind.${openRow.kind}`),
            time: f.time(openRow.createdAt),
            state: t(`journal.state.${openRow.state}`),
            id: receiptNumber(openRow.journalId),
          })}
        </p>
      )}
      {error.code === 'offline' && <p>{t('errors.offlineHint')}</p>}
    </div>
  );
}

/** A message shown before any request (empty or malformed input). */
export function InputMessage({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p className="input-message" role="alert" id={id} data-testid="input-message">
      {message}
    </p>
  );
}
