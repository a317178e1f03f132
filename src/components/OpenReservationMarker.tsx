import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFormat } from '../hooks/useLang';
import { SELL_TICKETS_PATH } from '../lib/paths';
import { useOpenReservation } from '../hooks/useOpenReservation';

/** An open ticket reservation ("held until 14:30", or run out): leads back to the basket's tickets. */
export function OpenReservationMarker({ testId, className }: { testId: string; className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { pathname } = useLocation();
  const reservation = useOpenReservation();
  if (!reservation || pathname === '/basket') return null;
  return (
    <Link to={SELL_TICKETS_PATH} className={className ?? 'open-sale-marker'} data-testid={testId}>
      {reservation.expired ? t('openReservation.markerRunOut') : t('openReservation.marker', { time: f.time(reservation.deadlineAt) })}
    </Link>
  );
}
