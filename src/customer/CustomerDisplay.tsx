// The customer display (`/customer` in the browser mode): the cashier's open order as the customer
// sees it — lines, total, tenders, rest, change — then "thank you" with the new balance of their
// voucher. Fed by the core's `order.changed` events (no second source of truth), in the customer's
// language when the cashier picked one, else in the terminal's.
import i18next, { type TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { AppStatus, Language, Order, PaymentMethod } from '../../electron/core/contract';
import type { Bridge } from '../bridge';
import { loadLanguage } from '../i18n';
import { formatMoney } from '../lib/format';
import { shownCode } from '../screens/basket/line-words';
import { methodName } from '../screens/basket/useMethods';
import { OrderFigures } from '../screens/basket/OrderFigures';
import '../screens/basket/basket.css';
import './customer.css';

/** The balances the customer leaves with: vouchers that paid and vouchers that were loaded or activated. */
function newBalances(order: Order): Array<{ code: string; cents: number }> {
  const paid = order.tenders.filter((x) => x.state === 'taken' && x.code && x.balanceAfterCents !== null);
  const lines = order.lines.filter((l) => l.state === 'done' && l.code && l.balanceAfterCents !== null && l.kind !== 'promo');
  return [...paid, ...lines].map((x) => ({ code: x.code ?? '', cents: x.balanceAfterCents ?? 0 }));
}

export function CustomerDisplay({ bridge }: { bridge: Bridge }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [status, setStatus] = useState<AppStatus | null>(bridge.initialStatus);
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const lang: Language = order?.customerLanguage ?? status?.language ?? 'de';
  const [t, setT] = useState<{ lang: Language; t: TFunction } | null>(null);

  useEffect(() => {
    let alive = true;
    void loadLanguage(lang).then(() => alive && setT({ lang, t: i18next.getFixedT(lang) }));
    document.documentElement.lang = lang;
    return () => {
      alive = false;
    };
  }, [lang]);

  useEffect(() => {
    const offOrder = bridge.on('order.changed', (p) => setOrder(p.order));
    const offStatus = bridge.on('app.status', setStatus);
    // The order open now (a display started or reloaded in the middle of a sale).
    void bridge.call('order.current', {}).then((r) => r.ok && r.value.order && setOrder(r.value.order));
    void bridge.call('app.status', {}).then((r) => r.ok && setStatus(r.value));
    void bridge.call('payment.settings', {}).then((r) => r.ok && setMethods(r.value.methods));
    return () => {
      offOrder();
      offStatus();
    };
  }, [bridge]);

  if (!t) return null;
  const shown = t.lang === lang ? t.t : i18next.getFixedT(t.lang);
  const money = (c: number) => formatMoney(c, order?.currency ?? status?.currency ?? null, t.lang);
  const finished = order?.state === 'finished';
  return (
    <main className="customer-display" data-testid="customer-display" data-state={order?.state ?? 'empty'} data-lang={t.lang}>
      <header className="customer-head">
        <h1>{finished ? shown('customer.thanks') : order ? shown('customer.title') : shown('customer.welcome')}</h1>
        {status?.outlet && <p className="muted">{status.outlet}</p>}
      </header>
      {finished && (
        <section className="customer-thanks" data-testid="customer-thanks">
          {order.changeCents > 0 && (
            <p className="huge" data-testid="customer-change">
              {shown('customer.change')}: {money(order.changeCents)}
            </p>
          )}
          {newBalances(order).map((b) => (
            <p key={b.code} className="big" data-testid="customer-balance">
              {shown('customer.newBalance', { code: shownCode(b.code), amount: money(b.cents) })}
            </p>
          ))}
        </section>
      )}
      {order && order.state !== 'cancelled' && (
        <OrderFigures order={order} t={shown} lang={t.lang} layout="split" methodName={(id) => methodName(methods, id, t.lang)} />
      )}
    </main>
  );
}
