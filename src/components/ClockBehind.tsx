// The clock is behind what the till recorded: value steps are refused (the core says why); the
// banner says so to everyone and lets a manager take the clock as right (a cashier is asked for
// the manager PIN in place; the confirmation is audited with both times).
import { useTranslation } from 'react-i18next';
import { useApp } from '../app-context';
import { useCall } from '../hooks/useCall';
import { useFormat } from '../hooks/useLang';
import { ConfirmButton } from './ConfirmButton';
import { ErrorPanel } from './ErrorPanel';

export function ClockBehind() {
  const { t } = useTranslation();
  const f = useFormat();
  const { status } = useApp();
  const { busy, error, pin, run } = useCall();
  const clock = status.clock;
  if (!clock) return null;
  return (
    <div className="panel panel-bad" role="alert" data-testid="clock-behind">
      <p>{t('clock.behind', { now: f.dateTime(clock.now), floor: f.dateTime(clock.floor) })}</p>
      <ConfirmButton
        testId="confirm-clock"
        label={t('clock.confirm')}
        question={t('clock.confirmQuestion')}
        disabled={busy}
        onConfirm={() => void run('app.confirmClock', {})}
      />
      <ErrorPanel error={error} pin={pin} />
    </div>
  );
}
