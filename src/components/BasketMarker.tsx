// The open order, one tap away from every screen: "Basket · 3 · CHF 110.00" in the status bar
// leads to the basket (hidden on the basket itself, where the whole basket is in view).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Order } from '../../electron/core/contract';
import { useApp } from '../app-context';
import { useFormat } from '../hooks/useLang';

export function BasketMarker() {
  const { t } = useTranslation();
  const f = useFormat();
  const { bridge } = useApp();
  const { pathname } = useLocation();
  const [order, setOrder] = useState<Order | null>(null);
  useEffect(() => {
    let alive = true;
    void bridge.call('order.current', {}).then((r) => alive && r.ok && setOrder(r.value.order));
    const off = bridge.on('order.changed', (p) => setOrder(p.order));
    return () => {
      alive = false;
      off();
    };
  }, [bridge, pathname]);
  const open = order && (order.state === 'open' || order.state === 'finishing') && order.lines.length > 0;
  if (!open || pathname === '/basket') return null;
  return (
    <Link to="/basket" className="pill pill-basket" data-testid="basket-marker" data-cents={order.totalCents}>
      {t('basket.marker', { count: order.lines.length, amount: f.money(order.restCents, order.currency) })}
    </Link>
  );
}
