// Cash: the rest asked in cash (rounded to the merchant's cash rounding), the cash given typed or
// "exact" or one banknote; the change and the rounding follow from the core's answer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, PaymentMethod } from '../../../electron/core/contract';
import { AmountKeypad } from '../../components/AmountKeypad';
import { InputMessage } from '../../components/ErrorPanel';
import { useFormat } from '../../hooks/useLang';
import { quickCashNotes } from '../../lib/cash-notes';
import type { OrderState } from './useOrder';

export function CashPanel({ state, order, method, onDone }: { state: OrderState; order: Order; method: PaymentMethod; onDone(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [given, setGiven] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const due = order.cashDueCents;
  const take = (cents: number) => {
    if (cents < due) return setProblem(t('basket.cashShort', { amount: f.money(due, order.currency) }));
    setProblem(null);
    void state
      .write('order.addTender', { tender: { kind: 'method', paymentMethodId: method.id, amountCents: cents } })
      .then((o) => o && onDone());
  };
  return (
    <section className="add-panel cash-panel" data-testid="cash-panel">
      <p className="cash-due">
        {t('basket.cashAsk')}{' '}
        <strong className="money huge" data-testid="cash-due" data-cents={due}>
          {f.money(due, order.currency)}
        </strong>
      </p>
      <div className="goods-panel">
        <AmountKeypad
          label={t('basket.cashGiven')}
          cents={given}
          onChange={setGiven}
          onEnter={() => take(given)}
          autoFocus
          testId="cash-given"
        />
        <div className="goods-side">
          <InputMessage message={problem} />
          <button type="button" data-testid="cash-take" disabled={state.call.busy} onClick={() => take(given)}>
            {t('basket.cashTake')}
          </button>
          <button type="button" className="button-secondary" data-testid="cash-exact" disabled={state.call.busy} onClick={() => take(due)}>
            {t('basket.cashExact', { amount: f.money(due, order.currency) })}
          </button>
          <div className="quick-cash" role="group" aria-label={t('basket.cashNotes')}>
            {quickCashNotes(f.currency(order.currency), due).map((note) => (
              <button
                key={note}
                type="button"
                className="button-secondary"
                data-testid={`cash-note-${note}`}
                disabled={state.call.busy}
                aria-label={f.money(note, order.currency)}
                onClick={() => take(note)}
              >
                {note / 100}
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
