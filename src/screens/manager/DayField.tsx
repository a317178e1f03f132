// The day a manager report is about: a date field that never goes past the terminal's today.
import { useTranslation } from 'react-i18next';
import { terminalToday } from '../../lib/format';
import { isoDay } from './ranges';

export function DayField({ day, onDay, testId }: { day: string; onDay: (day: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <label className="mgr-field">
      {t('manager.closing.day')}
      <input
        type="date"
        value={day}
        max={isoDay(terminalToday())}
        onChange={(e) => e.target.value && onDay(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
