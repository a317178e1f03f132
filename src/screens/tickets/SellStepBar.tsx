// The step indicator of the ticket sale with Back and the step's main button (Next, or Book on
// the last step) at its top: always in view, also when a step's content is long.
import { useTranslation } from 'react-i18next';
import { saleSteps, type SaleStep, type TicketSale } from './useTicketSale';

const names = { 1: 'slot', 2: 'quantities', 3: 'customer', 4: 'pay' } as const;

/** The name of a step in the UI language. */
export function useStepName(): (s: SaleStep) => string {
  const { t } = useTranslation();
  return (s) => t(`ticketSteps.${names[s]}`);
}

export function SellStepBar({ sale }: { sale: TicketSale }) {
  const { t } = useTranslation();
  const stepName = useStepName();
  const { current } = sale;
  const busy = sale.step.busy;
  return (
    <div className="tk-stepbar" data-testid="sell-steps" data-step={current}>
      <ol className="tk-steps" aria-label={t('ticketSteps.label')}>
        {saleSteps.map((s) => (
          <li key={s}>
            <button
              type="button"
              className={s < current ? 'tk-step is-done' : 'tk-step'}
              aria-current={s === current ? 'step' : undefined}
              disabled={!sale.reachable(s) || busy}
              data-testid={`step-${s}`}
              onClick={() => sale.go(s)}
            >
              <span className="tk-step-number" aria-hidden="true">
                {s}
              </span>
              {stepName(s)}
            </button>
          </li>
        ))}
      </ol>
      <div className="tk-nav">
        <button type="button" className="button-secondary" data-testid="step-back" disabled={current === 1 || busy} onClick={sale.back}>
          {t('ticketSteps.back')}
        </button>
        {current < 4 ? (
          <button type="button" data-testid="step-next" disabled={!sale.reachable((current + 1) as SaleStep) || busy} onClick={sale.next}>
            {t('ticketSteps.next')}
          </button>
        ) : (
          <button type="button" data-testid="book" disabled={!sale.qtyOk || busy} onClick={() => void sale.book()}>
            {sale.hold ? t('tickets.sell.bookHeld') : t('tickets.sell.book')}
          </button>
        )}
      </div>
    </div>
  );
}
