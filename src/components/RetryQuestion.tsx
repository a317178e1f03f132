// A step tried earlier today and decided "did not happen" is not sent again without the cashier's
// word: the first attempt is shown (when, how much, what happened) and "Send again" repeats the
// call with `confirmRetryOf`. The reconciler's "did not happen" rests on what the service showed;
// the customer may know better.
import { useTranslation } from 'react-i18next';
import type { CoreErrorData, FirstAttempt } from '../../electron/core/contract';
import { useFormat } from '../hooks/useLang';

/** The first attempt a `conflict` asks about, or null for any other error. */
export function firstAttemptOf(error: CoreErrorData | null): FirstAttempt | null {
  if (!error || error.code !== 'conflict') return null;
  // Typed by the conflict's details (contract/error-details.ts), checked by the core when it sends them.
  return error.details?.firstAttempt ?? null;
}

/** The question with the first attempt's facts; nothing when `error` is not such a question. */
export function RetryQuestion({
  error,
  busy,
  onSend,
  onDrop,
}: {
  error: CoreErrorData | null;
  busy: boolean;
  onSend(first: FirstAttempt): void;
  onDrop(): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const first = firstAttemptOf(error);
  if (!first) return null;
  return (
    <div className="panel panel-warn" role="alert" data-testid="retry-question" data-first={first.journalId}>
      <p>
        <strong>{t('attribution.retry.title')}</strong>
      </p>
      <p>{t('attribution.retry.text', { amount: f.money(first.amountCents), at: f.dateTime(first.createdAt) })}</p>
      {first.error && <p className="small">{first.error}</p>}
      <div className="actions">
        <button type="button" data-testid="retry-send" disabled={busy} onClick={() => onSend(first)}>
          {t('attribution.retry.send')}
        </button>
        <button type="button" className="button-secondary" data-testid="retry-drop" disabled={busy} onClick={onDrop}>
          {t('attribution.retry.cancel')}
        </button>
      </div>
    </div>
  );
}
