import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { matchRefusal } from '../../../electron/core/contract/refusals';
import { ServiceText } from '../../components/ServiceReason';
import { useFormat } from '../../hooks/useLang';
import { displayTicketNumber } from './rules';

/** A scan as shown: its mode, the service's answer and the names found for it. */
export interface ScanShown {
  mode: 'checkin' | 'checkout';
  result: MethodOutput<'ticket.checkin'>;
  names: MethodOutput<'ticket.describe'> | null;
  at: number;
}

const knownCodes = ['ticket_not_found', 'ticket_deleted', 'ticket_cancelled', 'ticket_already_checkedin', 'ticket_not_checkedin'];

/** The large green or red answer of one scan, with the reason in words. */
export function ScanResultPanel({ shown, onInfo }: { shown: ScanShown; onInfo(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { result, names, mode } = shown;
  const code = result.unsuccessfulCode;
  return (
    <div
      className={`scan-result ${result.isSuccessful ? 'scan-ok' : 'scan-bad'}`}
      role="alert"
      data-testid="scan-result"
      data-result={result.isSuccessful ? 'ok' : 'bad'}
      data-code={code ?? ''}
    >
      <div className="scan-symbol" aria-hidden="true">
        {result.isSuccessful ? '✔' : '✖'}
      </div>
      <div>
        <p className="scan-headline" data-testid="scan-headline">
          {result.isSuccessful
            ? t(`tickets.door.ok.${mode}`)
            : t(`tickets.scanCode.${code && knownCodes.includes(code) ? code : 'unknown'}`)}
        </p>
        {!result.isSuccessful && result.message && <ServiceText text={result.message} known={matchRefusal(result.message)} testId="scan" />}
        {result.isSuccessful && (
          <dl className="scan-facts">
            <dt>{t('tickets.door.product')}</dt>
            <dd data-testid="scan-product">{names?.productName ?? result.productId ?? '–'}</dd>
            <dt>{t('tickets.door.ticketType')}</dt>
            <dd data-testid="scan-ticket-type">{names?.ticketTypeName ?? result.ticketTypeId ?? '–'}</dd>
            {names?.startsAt && (
              <>
                <dt>{t('doorCounter.slot')}</dt>
                <dd data-testid="scan-slot">{f.dateTime(names.startsAt)}</dd>
              </>
            )}
          </dl>
        )}
        <p className="scan-number">
          <code>{displayTicketNumber(result.ticketNumber)}</code>{' '}
          <button type="button" className="button-secondary" data-testid="ticket-info" onClick={onInfo}>
            {t('tickets.door.info')}
          </button>
        </p>
      </div>
    </div>
  );
}
