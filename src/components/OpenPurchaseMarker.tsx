import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFormat } from '../hooks/useLang';
import { SELL_TICKETS_PATH } from '../lib/paths';
import { useOpenPurchases } from '../hooks/useOpenPurchases';

/**
 * "1 open purchase, CHF 20.00 taken" (a purchase left open before the basket: the journal lists it
 * to be cancelled) and an open ticket reservation (`<testId>-reservation`, to the basket's tickets): each leads back to it.
 */
export function OpenPurchaseMarker({ testId, className }: { testId: string; className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { pathname } = useLocation();
  const { purchases, reservation } = useOpenPurchases();
  const held =
    reservation && pathname !== '/basket' ? (
      <Link to={SELL_TICKETS_PATH} className={className ?? 'open-sale-marker'} data-testid={`${testId}-reservation`}>
        {reservation.expired ? t('openReservation.markerRunOut') : t('openReservation.marker', { time: f.time(reservation.deadlineAt) })}
      </Link>
    ) : null;
  if (purchases.length === 0 || pathname === '/journal') return held;
  const taken = purchases.reduce((sum, p) => sum + p.paidCents, 0);
  const currency = purchases.find((p) => p.currency)?.currency ?? null;
  return (
    <>
      {held}
      <Link to="/journal" className={className ?? 'open-sale-marker'} data-testid={testId} data-count={purchases.length}>
        {t('openSale.marker', { count: purchases.length, amount: f.money(taken, currency) })}
      </Link>
    </>
  );
}
