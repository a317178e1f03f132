import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, MethodOutput } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { TicketError } from './TicketError';

export type StoredBooking = MethodOutput<'ticketing.booking'>;

/** Today's bookings of this terminal (from the journal), to show their tickets again or cancel one. */
export function TodayBookings({ onOpen }: { onOpen(b: StoredBooking): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { bridge } = useApp();
  const { error, run } = useCall();
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  useEffect(() => {
    const load = () =>
      void bridge.call('journal.today', {}).then((r) => {
        if (r.ok) setEntries(r.value.entries.filter((e) => e.kind === 'book'));
      });
    load();
    return bridge.on('journal.changed', (e) => {
      if (e.kind === 'book' || e.kind === 'cancel_booking') load();
    });
  }, [bridge]);
  if (entries.length === 0) return null;
  return (
    <details className="card" data-testid="today-bookings">
      <summary>{t('tickets.today.title', { count: entries.length })}</summary>
      <ul>
        {entries.map((e) => (
          <li key={e.id} data-testid="today-booking" data-state={e.state}>
            {f.time(e.createdAt)} · {t(`tickets.today.state.${e.state}`)}
            {e.externalId && (
              <>
                {' '}
                · <code>{e.externalId}</code>
              </>
            )}{' '}
            {e.state === 'succeeded' && (
              <button
                type="button"
                className="button-secondary"
                data-testid={`open-booking-${e.id}`}
                onClick={() => void run('ticketing.booking', { journalId: e.id }).then((b) => b && onOpen(b))}
              >
                {t('tickets.today.open')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <TicketError error={error} />
    </details>
  );
}
