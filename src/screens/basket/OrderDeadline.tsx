// The open order's deadline (a ticket line's reservation ends then): the time, and the minutes and
// seconds left counting down, so the cashier sees how long the tickets stay held.
import { useTranslation } from 'react-i18next';
import { useTimeLeft } from '../../hooks/useTimeLeft';
import { formatTime } from '../../lib/format';
import { countdownText } from '../tickets/rules';

export function OrderDeadline({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  const left = useTimeLeft(Date.parse(at));
  return (
    <p className={`basket-deadline${left < 5 * 60_000 ? ' basket-deadline-soon' : ''}`} data-testid="order-deadline" data-at={at}>
      {t('basket.deadline', { time: formatTime(at, i18n.language) })}{' '}
      <span className="order-countdown" data-testid="order-countdown" aria-label={t('tickets.hold.left')}>
        {countdownText(left)}
      </span>
    </p>
  );
}
