import { useTranslation } from 'react-i18next';
import type { CoreErrorData } from '../../../electron/core/contract';
import { serviceCodeOf } from '../../../electron/core/contract/service-code';
import { ErrorPanel, ErrorWords } from '../../components/ErrorPanel';

/** Service codes of the ticketing area that get their own sentence (the service's message follows). */
export const explainedCodes = [
  'reservation_expired',
  'reservation_released',
  'reservation_consumed',
  'reservation_mismatch',
  'insufficient_availability',
  'slot_not_available',
  'product_inactive',
  'ticket_checked_in',
  'booking_already_started',
  'booking_already_cancelled',
  'idempotency_conflict',
  'validation_error',
  'forbidden',
  'not_found',
] as const;

/**
 * A refusal in words: a sentence for the known ticketing codes (reservation expired, ticket
 * checked in, start passed, …) plus the service's own message; anything else as the usual panel.
 */
export function TicketError({ error, testId = 'error' }: { error: CoreErrorData | null; testId?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const code = serviceCodeOf(error);
  const reason = error.code === 'service_refused' ? (error.details?.reason ?? null) : null;
  const key = reason ?? code;
  if (error.code === 'uncertain' || !key || !(explainedCodes as readonly string[]).concat('no_event_level_availability').includes(key)) {
    return <ErrorPanel error={error} />;
  }
  return (
    <div className="panel panel-bad" role="alert" data-testid={testId} data-error-code={error.code} data-service-code={key}>
      <strong>{t(`tickets.refusal.${key}`)}</strong>
      {error.message.trim() !== '' && <ErrorWords said={error} />}
    </div>
  );
}
