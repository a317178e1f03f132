import { useCallback, useEffect, useState } from 'react';
import { useApp } from '../../app-context';
import { useTranslation } from 'react-i18next';
import type { SaleCatalogItem, SaleResult } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { PaymentMethodPicker, usePaymentChoice } from '../../components/PaymentMethodPicker';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { CatalogItemCard } from './CatalogItemCard';
import { addOne, cartTotal, orderLines, roomFor, type QuantityLine } from '../../lib/sale-rules';
import { CartLines } from './CartLines';
import { ItemPicker } from './ItemPicker';
import { SaleDone } from './SaleDone';
import { useTypeChecks } from './useTypeChecks';

const saleLanguages = ['de', 'fr', 'it', 'en'] as const;

/** Sell vouchers as codes: catalog from the cache, a quantity per line, rules checked first. */
export function SellScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, run } = useCall();
  const pay = usePaymentChoice();
  const method = pay.method;
  const [catalog, setCatalog] = useState<SaleCatalogItem[]>([]);
  const [fetchedAt, setFetchedAt] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [cart, setCart] = useState<QuantityLine[]>([]);
  const [result, setResult] = useState<SaleResult | null>(null);
  const [seq, setSeq] = useState(0);

  // Read again whenever a catalog sync lands: a screen opened before the first sync fills in by itself.
  const syncedAt = useApp().status.sync.lastSyncAt;
  useEffect(() => {
    void run('sale.catalog', {}).then((c) => {
      if (!c) return;
      setCatalog(c.items);
      setFetchedAt(c.fetchedAt);
    });
  }, [run, syncedAt]);

  // Sold out and contingent are read per type when its tile is shown (the refresh reads the list only).
  const merge = useCallback((checked: SaleCatalogItem[]) => {
    const byId = new Map(checked.map((c) => [c.id, c]));
    setCatalog((list) => list.map((c) => byId.get(c.id) ?? c));
  }, []);
  const checks = useTypeChecks(merge);
  const pick = (id: string) => {
    setSelected(id);
    checks.ask([id], true);
  };

  const item = catalog.find((c) => c.id === selected) ?? null;
  const total = cartTotal(cart);
  const count = cart.reduce((s, l) => s + l.quantity, 0);
  const language = (saleLanguages as readonly string[]).includes(f.lang) ? (f.lang as (typeof saleLanguages)[number]) : 'de';
  const order = () => {
    if (cart.length === 0) return;
    // Delivery `codes` takes quantity 1 per line: a line of N vouchers goes out as N lines.
    void run('sale.order', { lines: orderLines(cart), language, ...(method ? { paymentMethodId: method } : {}) }).then((r) => {
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
            <CatalogItemCard key={c.id} item={c} selected={c.id === selected} onSelect={() => pick(c.id)} tileRef={checks.observe} />
          ))}
          {!busy && catalog.length === 0 && <p className="muted">{t('sell.emptyCatalog')}</p>}
        </div>
        <div className="cart-col">
          {item && (
            <ItemPicker
              key={`${item.id} ${item.checkedAt ?? ''}`}
              item={item}
              room={roomFor(item, cart)}
              onAdd={(l) => {
                setCart((c) => addOne(c, { ...l, key: `l${seq}` }));
                setSeq((n) => n + 1);
                // The picker closes: the cart and its confirm button are in view (more with the stepper).
                setSelected(null);
              }}
            />
          )}
          <section className="card" aria-labelledby="cart-title" data-testid="cart">
            <h2 id="cart-title">{t('sell.cart')}</h2>
            {cart.length === 0 && <p className="muted">{t('sell.cartEmpty')}</p>}
            <CartLines cart={cart} catalog={catalog} onChange={setCart} />
            <p>
              {t('pay.total')}: <strong data-testid="cart-total">{f.money(total)}</strong>
            </p>
            <PaymentMethodPicker {...pay} />
            <button type="button" data-testid="confirm-sale" disabled={busy || cart.length === 0} onClick={order}>
              {t('sell.confirm', { count })}
            </button>
          </section>
        </div>
      </div>
      <Busy busy={busy} />
      <ErrorPanel error={error} />
    </ScreenFrame>
  );
}
