// A line refused because the same step was tried earlier today and did not happen (issue 22): the
// first attempt is shown (when, how much, what happened) and "Send again" confirms it and finishes
// again; "Do not send" removes the line. The reconciler's "did not happen" rests on what the
// service showed; the customer may know better.
import { useTranslation } from 'react-i18next';
import type { FirstAttempt, OrderLine } from '../../../electron/core/contract';
import { useFormat } from '../../hooks/useLang';
import type { OrderState } from './useOrder';

export function RetryLine({ state, line, first }: { state: OrderState; line: OrderLine; first: FirstAttempt }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy } = state.call;
  const send = async () => {
    const o = await state.write('order.confirmRetry', { lineId: line.id, journalId: first.journalId });
    if (o) await state.finish();
  };
  return (
    <div className="panel panel-warn" role="group" data-testid="retry-question" data-first={first.journalId}>
      <p>
        <strong>{t('attribution.retry.title')}</strong>
      </p>
      <p>{t('attribution.retry.text', { amount: f.money(first.amountCents), at: f.dateTime(first.createdAt) })}</p>
      {first.error && <p className="small">{first.error}</p>}
      <div className="actions">
        <button type="button" data-testid="retry-send" disabled={busy} onClick={() => void send()}>
          {t('attribution.retry.send')}
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="retry-drop"
          disabled={busy}
          onClick={() => void state.write('order.removeLine', { lineId: line.id })}
        >
          {t('attribution.retry.cancel')}
        </button>
      </div>
    </div>
  );
}
