import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { TicketError } from './TicketError';
import { ManagerTicketsFrame } from './TicketsFrame';

/** Manager: sales summary of one event; calendar-based events get an explanation, not a raw error. */
export function EventSalesScreen() {
  return (
    <ManagerTicketsFrame titleKey="tickets.events.title" testId="screen-tickets-events">
      <EventSales />
    </ManagerTicketsFrame>
  );
}

function EventSales() {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, run } = useCall();
  const known = useCall();
  const [eventId, setEventId] = useState('');
  const [events, setEvents] = useState<MethodOutput<'ticketing.knownEvents'>['events']>([]);
  const [summary, setSummary] = useState<MethodOutput<'ticketing.eventSales'> | null>(null);
  const runKnown = known.run;
  useEffect(() => {
    void runKnown('ticketing.knownEvents', {}).then((r) => setEvents(r?.events ?? []));
  }, [runKnown]);
  const show = async (id: string) => {
    setSummary(null);
    if (id.trim() === '') return;
    setSummary(await run('ticketing.eventSales', { eventId: id.trim() }));
  };
  const stat = (key: string, value: string, testId: string) => (
    <div className="tk-stat" data-testid={testId}>
      <span>{t(`tickets.events.${key}`)}</span>
      <strong>{value}</strong>
    </div>
  );
  return (
    <>
      <form
        className="tk-filters"
        onSubmit={(e) => {
          e.preventDefault();
          void show(eventId);
        }}
      >
        <label>
          {t('tickets.events.id')}
          <input
            value={eventId}
            list="known-events"
            data-testid="event-id"
            autoComplete="off"
            onChange={(e) => setEventId(e.target.value)}
          />
        </label>
        <datalist id="known-events">
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name} {e.startsAt ? f.dateTime(e.startsAt) : ''}
            </option>
          ))}
        </datalist>
        <button type="submit" data-testid="event-show" disabled={busy || eventId.trim() === ''}>
          {t('tickets.events.show')}
        </button>
      </form>
      {events.length > 0 && (
        <p className="small">
          {t('tickets.events.known')}{' '}
          {events.map((e) => (
            <button
              key={e.id}
              type="button"
              className="button-secondary"
              data-testid={`known-event-${e.id}`}
              onClick={() => {
                setEventId(e.id);
                void show(e.id);
              }}
            >
              {e.name}
            </button>
          ))}
        </p>
      )}
      {events.length === 0 && <p className="muted small">{t('tickets.events.noneKnown')}</p>}
      <Busy busy={busy} />
      <TicketError error={error} />
      {summary && (
        <section aria-labelledby="event-h" data-testid="event-summary">
          <h2 id="event-h">
            {summary.name} – {f.dateTime(summary.startsAt)}
          </h2>
          <p>
            <a href={summary.url} target="_blank" rel="noreferrer">
              {summary.url}
            </a>
          </p>
          <div className="tk-stats">
            {stat('capacity', String(summary.capacity), 'event-capacity')}
            {stat('sold', String(summary.soldTickets), 'event-sold')}
            {stat('available', String(summary.availableTickets), 'event-available')}
            {stat('waitingList', String(summary.waitingListEntries), 'event-waiting')}
            {stat('revenue', f.money(summary.revenueCents, summary.currency), 'event-revenue')}
          </div>
        </section>
      )}
    </>
  );
}
