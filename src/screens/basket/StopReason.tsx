// Why the finish stopped at a line, in the cashier's language: a ticket refusal by its service code
// (reservation run out, ticket checked in, start passed, …), the offline hint, then the message itself
// (the service's own text only on its marked line). A refusal known by none of these still gets a
// sentence: a refund's line that cannot be taken back, else the error's kind.
import { useTranslation } from 'react-i18next';
import type { Order, OrderLine } from '../../../electron/core/contract';
import { ErrorWords } from '../../components/ErrorPanel';
import { wordsOf } from '../../lib/core-words';
import { explainedCodes } from '../tickets/TicketError';

export function StopReason({ order, line }: { order: Order; line: OrderLine }) {
  const { t, i18n } = useTranslation();
  const stop = order.stoppedAt;
  // The refusal by its message id when the core named one; a line's kept text is the service's sentence.
  const said = stop ? { message: stop.message, messageId: stop.messageId, params: stop.params } : { message: line.message ?? '' };
  const service = stop?.serviceCode ?? null;
  const ticketWords = line.kind === 'tickets' && service !== null && (explainedCodes as readonly string[]).includes(service);
  const worded = ticketWords || stop?.code === 'offline' || wordsOf(said, t, i18n.language).sentence !== null;
  return (
    <div data-testid="stopped-reason" data-error-code={stop?.code ?? undefined} data-service-code={service ?? undefined}>
      {ticketWords && (
        <p>
          <strong>{t(`tickets.refusal.${service}`)}</strong>
        </p>
      )}
      {!worded && (
        <p>
          <strong>{order.refundOf ? t('basket.refundLineRefused') : t(`errors.code.${stop?.code ?? 'service_refused'}`)}</strong>
        </p>
      )}
      {stop?.code === 'offline' && <p>{t('errors.offlineHint')}</p>}
      <ErrorWords said={said} />
    </div>
  );
}
