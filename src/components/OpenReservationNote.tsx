// This terminal's open ticket reservation as one line under a heading (journal, day closing):
// slot, tickets, end of the hold, age and who made it; `link` makes the line lead back to it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../hooks/useLang';
import { SELL_TICKETS_PATH } from '../lib/paths';

/** Whole minutes between two instants (never negative). */
export function ageMinutes(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000));
}

/** What the line needs (the contract's TicketReservation and the closing's entry both fit). */
export interface OpenReservationItem {
  id: string;
  startsAt: string;
  tickets: number;
  deadlineAt: string;
  expired: boolean;
  cashier: string | null;
  createdAt: string;
}

export function OpenReservationNote({
  reservation: r,
  now,
  testId,
  link = false,
}: {
  reservation: OpenReservationItem;
  now: Date;
  testId: string;
  link?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = [
    t('openReservation.item', { when: f.dateTime(r.startsAt), count: r.tickets, time: f.time(r.deadlineAt) }),
    r.expired ? t('openReservation.runOut') : null,
    t('openSale.age', { minutes: ageMinutes(r.createdAt, now) }),
    r.cashier,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} data-reservation-id={r.id}>
      <h2 id={`${testId}-title`}>{t('openReservation.heading')}</h2>
      <p>{link ? <Link to={SELL_TICKETS_PATH}>{text}</Link> : text}</p>
    </section>
  );
}
