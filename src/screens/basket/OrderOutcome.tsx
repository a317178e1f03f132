// What became of the order, at the top of the panel with the focus on it: paid (change, new
// balances, reprint, next customer), stopped at a refused line (remove it or cancel the order),
// or cancelled. The next customer starts with none of it on screen.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../electron/core/contract';
import { CancelOrder } from './CancelOrder';
import { RetryLine } from './RetryLine';
import { StopReason } from './StopReason';
import { useFormat } from '../../hooks/useLang';
import { lineText } from './line-words';
import { cancelRefused } from './order-state';
import type { OrderState } from './useOrder';

export function OrderOutcome({ state, order, onNext }: { state: OrderState; order: Order; onNext(): void }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  const [reprinted, setReprinted] = useState(false);
  const { busy, run } = state.call;
  const refused = order.state === 'finishing' ? order.lines.find((l) => l.id === order.stoppedAt?.lineId) : undefined;
  const key = `${order.id}:${order.state}:${refused?.id ?? ''}`;
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  const money = (c: number) => f.money(c, order.currency);
  if (order.state === 'finished' || order.state === 'cancelled') {
    const paid = order.state === 'finished';
    return (
      <div
        ref={ref}
        tabIndex={-1}
        className={`panel outcome ${paid ? 'panel-ok' : 'panel-warn'}`}
        role="status"
        data-testid="order-outcome"
        data-state={order.state}
      >
        <p className="outcome-head">
          {order.refundOf && paid
            ? t('basket.recent.refunded', { amount: money(-order.totalCents) })
            : paid
              ? t('basket.paid', { amount: money(order.totalCents) })
              : t('basket.cancelled')}
        </p>
        {paid && order.changeCents > 0 && (
          <p className="huge" data-testid="outcome-change">
            {t('basket.changeDue', { amount: money(order.changeCents) })}
          </p>
        )}
        <div className="actions">
          <button type="button" data-testid="next-order" autoFocus onClick={onNext}>
            {t('basket.next')}
          </button>
          {paid && (
            <button
              type="button"
              className="button-secondary"
              data-testid="reprint"
              disabled={busy}
              onClick={() => void run('order.reprint', { orderId: order.id }).then((r) => r && setReprinted(true))}
            >
              {t('basket.reprint')}
            </button>
          )}
        </div>
        {paid && order.lines.some((l) => l.booking && !l.tickets?.customer?.email) && (
          <p data-testid="walk-in-done">{t('ticketSteps.doneWalkIn')}</p>
        )}
        {reprinted && <p role="status">{t('basket.reprinted')}</p>}
      </div>
    );
  }
  if (!refused) return null;
  return (
    <div ref={ref} tabIndex={-1} className="panel panel-bad outcome" role="alert" data-testid="order-stopped">
      <p className="outcome-head">
        {t('basket.stopped', { line: lineText(refused, t, f, i18n.language), amount: money(refused.amountCents) })}
      </p>
      {refused.firstAttempt ? (
        <RetryLine state={state} line={refused} first={refused.firstAttempt} />
      ) : (
        <StopReason order={order} line={refused} />
      )}
      <p className="muted">
        {t(order.refundOf ? 'basket.stoppedRefund' : 'basket.stoppedDone', { count: order.lines.filter((l) => l.state === 'done').length })}
      </p>
      <div className="actions">
        <button
          type="button"
          data-testid="remove-refused"
          disabled={busy}
          onClick={() => void state.write('order.removeLine', { lineId: refused.id })}
        >
          {t('basket.removeLine')}
        </button>
        {!cancelRefused(order) && <CancelOrder state={state} />}
      </div>
    </div>
  );
}
