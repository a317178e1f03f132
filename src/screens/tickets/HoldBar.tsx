import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/useLang';
import { useTimeLeft } from '../../hooks/useTimeLeft';
import { countdownText } from './rules';

/** A held reservation as the screen keeps it. */
export interface Hold {
  /** The terminal's id of the reservation (kept in the core). */
  id: string;
  reservationId: string;
  /** Service time the hold ends (shown). */
  expiresAt: string;
  /** End of the 60 minutes on the terminal's clock, from the core (the countdown). */
  deadline: number;
}

/** The visible 60-minute countdown of a reservation, with the button that releases it. */
export function HoldBar({ hold, onRelease, onExpired, busy }: { hold: Hold; onRelease(): void; onExpired(): void; busy: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const left = useTimeLeft(hold.deadline);
  useEffect(() => {
    if (left <= 0) onExpired();
  }, [left, onExpired]);
  return (
    <div className="panel panel-ok tk-hold" role="status" data-testid="hold">
      <span>{t('tickets.hold.held', { time: f.time(hold.expiresAt) })}</span>
      <span className="tk-countdown" data-testid="countdown" aria-label={t('tickets.hold.left')}>
        {countdownText(left)}
      </span>
      <button type="button" className="button-danger" data-testid="release" disabled={busy} onClick={onRelease}>
        {t('tickets.hold.release')}
      </button>
    </div>
  );
}
