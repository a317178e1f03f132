// The customer display (`/customer` in the browser mode): the cashier's open order as the customer
// sees it — lines, total, tenders, rest, change — then "thank you" with the new balance of their
// voucher, then the welcome (the outlet's name and logo). Fed by the core's `order.changed` events
// (no second source of truth): the core sends no order once the thank-you is over or the cashier
// starts the next customer (electron/core/operations/customer-feed.ts). In the customer's language
// when the cashier picked one, else in the terminal's.
import i18next, { type TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { AppStatus, CustomerWelcome, Language, Order, PaymentMethod } from '../../electron/core/contract';
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

/** Between customers: the outlet's name (and logo) and a word of welcome. */
function Welcome({ welcome, t }: { welcome: CustomerWelcome | null; t: TFunction }) {
  return (
    <section className="customer-welcome" data-testid="customer-welcome">
      {welcome?.logo && <img className="customer-logo" src={welcome.logo} alt="" data-testid="customer-logo" />}
      <h1>{t('customer.welcome')}</h1>
      {welcome && (
        <p className="customer-outlet" data-testid="customer-outlet">
          {welcome.outlet}
        </p>
      )}
      <p className="muted">{t('customer.greeting')}</p>
    </section>
  );
}

export function CustomerDisplay({ bridge }: { bridge: Bridge }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [status, setStatus] = useState<AppStatus | null>(bridge.initialStatus);
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [welcome, setWelcome] = useState<CustomerWelcome | null>(null);
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
    // What the display was last sent (started or reloaded in the middle of a sale): masked, as every event.
    void bridge.call('customer.current', {}).then((r) => r.ok && setOrder(r.value.order));
    void bridge.call('app.status', {}).then((r) => r.ok && setStatus(r.value));
    void bridge.call('payment.settings', {}).then((r) => r.ok && setMethods(r.value.methods));
    return () => {
      offOrder();
      offStatus();
    };
  }, [bridge]);

  // The welcome in the display's language, again when a manager renames the outlet.
  const outletSetting = status?.outlet;
  useEffect(() => {
    let alive = true;
    void bridge.call('customer.welcome', { language: lang }).then((r) => alive && r.ok && setWelcome(r.value));
    return () => {
      alive = false;
    };
  }, [bridge, lang, outletSetting]);

  if (!t) return null;
  const shown = t.lang === lang ? t.t : i18next.getFixedT(t.lang);
  const money = (c: number) => formatMoney(c, order?.currency ?? status?.currency ?? null, t.lang);
  // A cancelled order shows nothing of itself: the welcome.
  const current = order && order.state !== 'cancelled' ? order : null;
  const finished = current?.state === 'finished';
  const balances = current && finished ? newBalances(current) : [];
  return (
    <main className="customer-display" data-testid="customer-display" data-state={current?.state ?? 'welcome'} data-lang={t.lang}>
      {!current && <Welcome welcome={welcome} t={shown} />}
      {current && (
        <header className="customer-head">
          <h1>{finished ? shown('customer.thanks') : shown('customer.title')}</h1>
          {welcome && <p className="muted">{welcome.outlet}</p>}
        </header>
      )}
      {current && finished && (
        <section className="customer-thanks" data-testid="customer-thanks">
          {current.changeCents > 0 && (
            <p className="customer-figure" data-testid="customer-change">
              <span className="customer-label">{shown('customer.change')}</span>
              <span className="money huge">{money(current.changeCents)}</span>
            </p>
          )}
          {balances.length > 0 && (
            <ul className="customer-balances">
              {balances.map((b) => (
                <li key={b.code} data-testid="customer-balance">
                  {shown('customer.newBalance', { code: shownCode(b.code), amount: money(b.cents) })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {current && (
        <OrderFigures order={current} t={shown} lang={t.lang} layout="split" methodName={(id) => methodName(methods, id, t.lang)} />
      )}
    </main>
  );
}
