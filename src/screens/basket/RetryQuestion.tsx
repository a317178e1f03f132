// The question before sending again a step tried earlier today that did not happen: the first
// attempt (when, how much, what happened), "Send again" and "Do not send". The reconciler's "did
// not happen" rests on what the service showed; the customer may know better. Asked for a load
// line (RetryLine) and for a voucher tender (VoucherPanel).
import { useTranslation } from 'react-i18next';
import type { FirstAttempt } from '../../../electron/core/contract';
import { useFormat } from '../../hooks/useLang';

interface Props {
  first: FirstAttempt;
  busy: boolean;
  onSend(): void;
  onDrop(): void;
}

export function RetryQuestion({ first, busy, onSend, onDrop }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="panel panel-warn" role="group" data-testid="retry-question" data-first={first.journalId}>
      <p>
        <strong>{t('attribution.retry.title')}</strong>
      </p>
      <p>{t('attribution.retry.text', { amount: f.money(first.amountCents), at: f.dateTime(first.createdAt) })}</p>
      {first.error && <p className="small">{first.error}</p>}
      <div className="actions">
        <button type="button" data-testid="retry-send" disabled={busy} onClick={onSend}>
          {t('attribution.retry.send')}
        </button>
        <button type="button" className="button-secondary" data-testid="retry-drop" disabled={busy} onClick={onDrop}>
          {t('attribution.retry.cancel')}
        </button>
      </div>
    </div>
  );
}
