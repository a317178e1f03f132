import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Busy } from '../../components/Busy';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { useLoad } from '../../hooks/useLoad';
import { TicketError } from './TicketError';

/** Ticket details asked on demand: created, price, checked in (when), event or admission. */
export function TicketInfoPanel({ ticketNumber }: { ticketNumber: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, run } = useCall();
  const read = useCallback(() => run('ticket.info', { ticketNumber }), [run, ticketNumber]);
  const { value: info } = useLoad(read);
  return (
    <section className="card" aria-labelledby="ticket-info-h" data-testid="ticket-info-panel">
      <h2 id="ticket-info-h">{t('tickets.info.title')}</h2>
      <Busy busy={busy} />
      <TicketError error={error} />
      {info && (
        <dl className="scan-facts">
          <dt>{t('tickets.info.number')}</dt>
          <dd>
            <code>{info.ticketNumber}</code>
          </dd>
          <dt>{t('tickets.info.created')}</dt>
          <dd>{f.dateTime(info.createdAt)}</dd>
          <dt>{t('tickets.info.price')}</dt>
          <dd>{f.money(info.priceCents)}</dd>
          <dt>{t('tickets.info.checkedIn')}</dt>
          <dd data-testid="info-checked-in">
            {info.isCheckedIn ? t('tickets.info.checkedInAt', { at: f.dateTime(info.checkedInAt) }) : t('common.no')}
          </dd>
          <dt>{t('tickets.info.event')}</dt>
          <dd>
            <code>{info.eventOrAdmissionId}</code>
          </dd>
        </dl>
      )}
    </section>
  );
}
