import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, MethodOutput } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { ConfirmButton } from '../../components/ConfirmButton';
import { QrCode } from '../../components/QrCode';
import { ReceiptPreview } from '../../components/ReceiptPreview';
import { StepResult } from '../../components/StepResult';
import { useCall } from '../../hooks/useCall';
import { displayTicketNumber, startsInFuture } from './rules';
import { TicketError } from './TicketError';

type Booking = MethodOutput<'ticketing.book'>;

/** After a booking: ticket numbers with QR codes, PDF and wallet links, the receipt, and cancelling. */
export function BookingDone({
  booking,
  startsAt,
  cancelled,
  categoryName,
  onNew,
}: {
  booking: Booking;
  startsAt: string;
  cancelled: boolean;
  categoryName(id: string): string;
  onNew(): void;
}) {
  const { t } = useTranslation();
  const { busy, error, run } = useCall();
  const [undo, setUndo] = useState<JournalEntry | null>(null);
  return (
    <div data-testid="booking-done">
      <p className="panel panel-ok" role="status" data-testid="booking-reference">
        {t('tickets.done.booked', { count: booking.tickets.length, reference: booking.bookingReference })}
      </p>
      {booking.walkIn && (
        <p className="panel panel-warn" data-testid="walk-in-done">
          {t('ticketSteps.doneWalkIn')}
        </p>
      )}
      <p>
        <a className="button button-secondary" href={booking.ticketsPdfUrl} target="_blank" rel="noreferrer" data-testid="tickets-pdf">
          {t('tickets.done.allPdf')}
        </a>{' '}
        <span className="muted">{t('tickets.done.language', { language: booking.language })}</span>
      </p>
      <div className="tk-tickets" data-testid="tickets">
        {booking.tickets.map((tk) => (
          <div key={tk.ticketNumber} className="tk-ticket" data-testid="ticket" data-ticket-number={tk.ticketNumber}>
            <QrCode data={tk.ticketNumber} label={t('tickets.done.qr', { number: tk.ticketNumber })} size={140} />
            <div>
              <code>{displayTicketNumber(tk.ticketNumber)}</code>
            </div>
            <div className="muted">{categoryName(tk.categoryId)}</div>
            <a href={tk.pdfUrl} target="_blank" rel="noreferrer" data-testid="ticket-pdf">
              {t('tickets.done.pdf')}
            </a>
            {tk.pkPassUrl && (
              <>
                {' · '}
                <a href={tk.pkPassUrl} target="_blank" rel="noreferrer" data-testid="ticket-pass">
                  {t('tickets.done.pass')}
                </a>
              </>
            )}
          </div>
        ))}
      </div>
      <ReceiptPreview journalId={booking.entry.id} />
      <div className="actions">
        <button type="button" data-testid="new-booking" onClick={onNew}>
          {t('tickets.done.new')}
        </button>
        {cancelled && (
          <span className="panel panel-warn" data-testid="already-cancelled">
            {t('tickets.done.alreadyCancelled')}
          </span>
        )}
        {!undo &&
          !cancelled &&
          (startsInFuture(startsAt, new Date()) ? (
            <ConfirmButton
              testId="cancel-booking"
              label={t('tickets.done.cancel')}
              question={t('tickets.done.cancelConfirm')}
              disabled={busy}
              onConfirm={() => void run('ticketing.cancelBooking', { journalId: booking.entry.id }).then(setUndo)}
            />
          ) : (
            <span className="muted" data-testid="cannot-cancel">
              {t('tickets.done.cannotCancelStarted')}
            </span>
          ))}
      </div>
      <Busy busy={busy} />
      <TicketError error={error} />
      {undo && (
        <StepResult entry={undo}>
          {() => (
            <p className="panel panel-ok" role="status" data-testid="booking-cancelled">
              {t('tickets.done.cancelled', { reference: booking.bookingReference })}
            </p>
          )}
        </StepResult>
      )}
    </div>
  );
}
