import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleCatalogItem, SaleResult } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { PaymentMethodPicker, usePaymentChoice } from '../../components/PaymentMethodPicker';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { CatalogItemCard } from './CatalogItemCard';
import { ItemPicker, type CartLine } from './ItemPicker';
import { SaleDone } from './SaleDone';

const saleLanguages = ['de', 'fr', 'it', 'en'] as const;

/** Sell vouchers as codes: catalog from the cache, one line per voucher, rules checked first. */
export function SellScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, run } = useCall();
  const pay = usePaymentChoice();
  const method = pay.method;
  const [catalog, setCatalog] = useState<SaleCatalogItem[]>([]);
  const [fetchedAt, setFetchedAt] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [cart, setCart] = useState<CartLine[]>([]);
  const [result, setResult] = useState<SaleResult | null>(null);
  const [seq, setSeq] = useState(0);

  useEffect(() => {
    void run('sale.catalog', {}).then((c) => {
      if (!c) return;
      setCatalog(c.items);
      setFetchedAt(c.fetchedAt);
    });
  }, [run]);

  const item = catalog.find((c) => c.id === selected) ?? null;
  const total = cart.reduce((s, l) => s + l.unitPriceCents, 0);
  const language = (saleLanguages as readonly string[]).includes(f.lang) ? (f.lang as (typeof saleLanguages)[number]) : 'de';
  const order = () => {
    if (cart.length === 0) return;
    void run('sale.order', {
      lines: cart.map((l) => ({ productId: l.productId, unitPriceCents: l.unitPriceCents })),
      language,
      ...(method ? { paymentMethodId: method } : {}),
    }).then((r) => {
      if (!r) return;
      setResult(r);
      setCart([]);
      setSelected(null);
    });
  };
  const onEscape = useCallback(() => {
    if (selected) {
      setSelected(null);
      return true;
    }
    return false;
  }, [selected]);

  if (result) {
    return (
      <ScreenFrame title={t('tiles.sell')} testId="screen-sell">
        <SaleDone result={result} catalog={catalog} onNew={() => setResult(null)} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={t('tiles.sell')} testId="screen-sell" onEscape={onEscape}>
      {fetchedAt && <p className="muted">{t('common.asOf', { time: f.dateTime(fetchedAt) })}</p>}
      <div className="sell-layout">
        <div className="catalog" role="group" aria-label={t('sell.catalog')}>
          {catalog.map((c) => (
            <CatalogItemCard key={c.id} item={c} selected={c.id === selected} onSelect={() => setSelected(c.id)} />
          ))}
          {!busy && catalog.length === 0 && <p className="muted">{t('sell.emptyCatalog')}</p>}
        </div>
        <div className="cart-col">
          {item && (
            <ItemPicker
              key={item.id}
              item={item}
              onAdd={(l) => {
                setCart((c) => [...c, { ...l, key: `l${seq}` }]);
                setSeq((n) => n + 1);
              }}
            />
          )}
          <section className="card" aria-labelledby="cart-title" data-testid="cart">
            <h2 id="cart-title">{t('sell.cart')}</h2>
            {cart.length === 0 && <p className="muted">{t('sell.cartEmpty')}</p>}
            <ul className="cart-lines">
              {cart.map((l) => (
                <li key={l.key} data-testid="cart-line">
                  <span>{l.name}</span>
                  <span className="num">{f.money(l.unitPriceCents)}</span>
                  <button
                    type="button"
                    className="button-secondary"
                    aria-label={t('sell.remove', { name: l.name })}
                    onClick={() => setCart((c) => c.filter((x) => x.key !== l.key))}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
            <p>
              {t('pay.total')}: <strong data-testid="cart-total">{f.money(total)}</strong>
            </p>
            <PaymentMethodPicker {...pay} />
            <button type="button" data-testid="confirm-sale" disabled={busy || cart.length === 0} onClick={order}>
              {t('sell.confirm', { count: cart.length })}
            </button>
          </section>
        </div>
      </div>
      <Busy busy={busy} />
      <ErrorPanel error={error} />
    </ScreenFrame>
  );
}
