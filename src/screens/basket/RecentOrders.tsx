// The cashier's earlier orders (newest first), where a refund starts: one line or every line not
// refunded yet, the money going back to the vouchers that paid first and the rest with the method
// chosen here. The refund is an order of its own; the earlier order never changes.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useFormat } from '../../hooks/useLang';
import { lineText } from './line-words';
import type { Methods } from './useMethods';
import type { OrderState } from './useOrder';

export function RecentOrders({ state, methods }: { state: OrderState; methods: Methods }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const { bridge } = useApp();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const payOut = methods.list.filter((m) => m.kind === 'cash' || m.kind === 'card');
  const [method, setMethod] = useState<string>('cash');
  useEffect(() => {
    let alive = true;
    void bridge.call('order.recent', { limit: 10 }).then((r) => alive && r.ok && setOrders(r.value.orders));
    return () => {
      alive = false;
    };
  }, [bridge]);
  const busy = state.call.busy;
  const refund = (orderId: string, lineId?: string) =>
    void state.refund({ orderId, paymentMethodId: method, ...(lineId ? { lineId } : {}) });
  return (
    <section className="panel recent-orders" data-testid="recent-orders" aria-label={t('basket.recent.title')}>
      <label className="field small">
        {t('basket.recent.payOut')}
        <select data-testid="refund-method" value={method} onChange={(e) => setMethod(e.target.value)}>
          {payOut.map((m) => (
            <option key={m.id} value={m.id}>
              {methods.name(m.id, i18n.language)}
            </option>
          ))}
        </select>
      </label>
      {orders?.length === 0 && <p className="muted">{t('basket.recent.none')}</p>}
      <ul className="recent-list">
        {orders?.map((o) => (
          <li key={o.id} data-testid="recent-order" data-refund={o.refundOf ? 'true' : 'false'}>
            <p className="recent-head">
              {f.dateTime(o.finishedAt)} · {f.money(o.totalCents, o.currency)}
              {o.refundOf && <span className="muted"> · {t('basket.recent.isRefund')}</span>}
            </p>
            {!o.refundOf && (
              <>
                <ul className="recent-lines">
                  {o.lines
                    .filter((l) => l.state === 'done')
                    .map((l) => (
                      <li key={l.id} data-testid="recent-line">
                        <span>{lineText(l, t, f, i18n.language)}</span> <span className="money">{f.money(l.amountCents, o.currency)}</span>{' '}
                        <ConfirmButton
                          label={t('basket.recent.refundLine')}
                          question={t('basket.recent.refundLineQuestion', { amount: f.money(l.amountCents, o.currency) })}
                          yesLabel={t('basket.recent.refundLine')}
                          disabled={busy}
                          testId="refund-line"
                          onConfirm={() => refund(o.id, l.id)}
                        />
                      </li>
                    ))}
                </ul>
                <ConfirmButton
                  label={t('basket.recent.refundAll')}
                  question={t('basket.recent.refundAllQuestion', { amount: f.money(o.totalCents, o.currency) })}
                  yesLabel={t('basket.recent.refundAll')}
                  disabled={busy}
                  testId="refund-order"
                  onConfirm={() => refund(o.id)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
