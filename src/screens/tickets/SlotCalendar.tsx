import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { useFormat } from '../../hooks/useLang';
import { slotsByDay } from './rules';

export type Slot = MethodOutput<'ticketing.availabilities'>['availabilities'][number];

/** Bookable slots of the range as a calendar: one card per day, one button per slot with what is left. */
export function SlotCalendar({
  slots,
  selected,
  onSelect,
  disabled,
}: {
  slots: Slot[];
  selected: string | null;
  onSelect(s: Slot): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  if (slots.length === 0)
    return (
      <p className="panel panel-warn" data-testid="no-slots">
        {t('tickets.sell.noSlots')}
      </p>
    );
  return (
    <div className="tk-calendar" data-testid="calendar">
      {slotsByDay(slots).map(({ day, slots: list }) => (
        <div key={day} className="tk-day">
          <h3>{f.date(day)}</h3>
          {list.map((s) => (
            <button
              key={s.startsAt}
              type="button"
              className="tk-slot"
              aria-pressed={selected === s.startsAt}
              disabled={disabled || s.availableCount === 0}
              data-testid={`slot-${s.startsAt}`}
              onClick={() => onSelect(s)}
            >
              <span>{s.slotType === 'time' ? f.time(s.startsAt) : t('tickets.sell.wholeDay')}</span>
              <span className="small">
                {s.availableCount === null ? t('tickets.sell.unlimited') : t('tickets.sell.left', { count: s.availableCount })}
              </span>
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
