// The cashier's earlier orders (newest first), where a refund starts: one line or every line not
// refunded yet. Each order shows how it was paid and what was already given back (a fully refunded
// order offers no refund). The money goes back to the vouchers that paid first, the rest as it was
// paid (card back to card) unless the cashier chooses a method here. The refund is an order of its
// own; the earlier order never changes.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, Refunded } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useFormat } from '../../hooks/useLang';
import { lineText, tenderText } from './line-words';
import type { Methods } from './useMethods';
import type { OrderState } from './useOrder';

/** The pay-out choice meaning "as the order was paid". */
const AS_PAID = '';

export function RecentOrders({ state, methods }: { state: OrderState; methods: Methods }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const { bridge } = useApp();
  const [recent, setRecent] = useState<{ orders: Order[]; refunded: Refunded[] } | null>(null);
  const payOut = methods.list.filter((m) => m.kind === 'cash' || m.kind === 'card');
  const [method, setMethod] = useState<string>(AS_PAID);
  useEffect(() => {
    let alive = true;
    void bridge.call('order.recent', { limit: 10 }).then((r) => alive && r.ok && setRecent(r.value));
    return () => {
      alive = false;
    };
  }, [bridge]);
  const busy = state.call.busy;
  const refund = (orderId: string, lineId?: string) =>
    void state.refund({ orderId, ...(method !== AS_PAID ? { paymentMethodId: method } : {}), ...(lineId ? { lineId } : {}) });
  const name = (id: string | null) => methods.name(id, i18n.language);
  return (
    <section className="panel recent-orders" data-testid="recent-orders" aria-label={t('basket.recent.title')}>
      <label className="field small">
        {t('basket.recent.payOut')}
        <select data-testid="refund-method" value={method} onChange={(e) => setMethod(e.target.value)}>
          <option value={AS_PAID}>{t('basket.recent.asPaid')}</option>
          {payOut.map((m) => (
            <option key={m.id} value={m.id}>
              {name(m.id)}
            </option>
          ))}
        </select>
      </label>
      {recent?.orders.length === 0 && <p className="muted">{t('basket.recent.none')}</p>}
      <ul className="recent-list">
        {recent?.orders.map((o) => {
          const given = recent.refunded.find((r) => r.orderId === o.id);
          const done = o.lines.filter((l) => l.state === 'done');
          const left = done.filter((l) => !given?.lineIds.includes(l.id));
          return (
            <li key={o.id} data-testid="recent-order" data-refund={o.refundOf ? 'true' : 'false'} data-left={left.length}>
              <p className="recent-head">
                {f.dateTime(o.finishedAt)} · {f.money(o.totalCents, o.currency)}
                {o.refundOf && <span className="muted"> · {t('basket.recent.isRefund')}</span>}
              </p>
              <p className="muted" data-testid="recent-tenders">
                {t(o.refundOf ? 'basket.recent.givenBy' : 'basket.recent.paidBy')}{' '}
                {o.tenders
                  .filter((x) => x.state === 'taken' || x.state === 'back_office')
                  .map((x) => `${tenderText(x, t, name)} ${f.money(x.amountCents, o.currency)}`)
                  .join(' · ')}
              </p>
              {!!given?.amountCents && (
                <p data-testid="recent-refunded">
                  {left.length === 0
                    ? t('basket.recent.fullyRefunded', { amount: f.money(given.amountCents, o.currency) })
                    : t('basket.recent.partlyRefunded', { amount: f.money(given.amountCents, o.currency) })}
                </p>
              )}
              {!o.refundOf && left.length > 0 && (
                <>
                  <ul className="recent-lines">
                    {done.map((l) => (
                      <li key={l.id} data-testid="recent-line">
                        <span>{lineText(l, t, f, i18n.language)}</span> <span className="money">{f.money(l.amountCents, o.currency)}</span>{' '}
                        {given?.lineIds.includes(l.id) ? (
                          <span className="muted" data-testid="recent-line-refunded">
                            {t('basket.recent.lineRefunded')}
                          </span>
                        ) : (
                          <ConfirmButton
                            label={t('basket.recent.refundLine')}
                            question={t('basket.recent.refundLineQuestion', { amount: f.money(l.amountCents, o.currency) })}
                            yesLabel={t('basket.recent.refundLine')}
                            disabled={busy}
                            testId="refund-line"
                            onConfirm={() => refund(o.id, l.id)}
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                  <ConfirmButton
                    label={t('basket.recent.refundAll')}
                    question={t('basket.recent.refundAllQuestion', {
                      amount: f.money(
                        left.reduce((s, l) => s + l.amountCents, 0),
                        o.currency,
                      ),
                    })}
                    yesLabel={t('basket.recent.refundAll')}
                    disabled={busy}
                    testId="refund-order"
                    onConfirm={() => refund(o.id)}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
