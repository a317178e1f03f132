import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, MethodOutput } from '../../../electron/core/contract';
import { formatVoucherCode } from '../../../electron/core/contract/codes';
import { AmountKeypad } from '../../components/AmountKeypad';
import { Busy } from '../../components/Busy';
import { CodeEntry } from '../../components/CodeEntry';
import { TypedCode } from '../../components/TypedCode';
import { ErrorPanel, InputMessage } from '../../components/ErrorPanel';
import { PaymentMethodPicker, usePaymentChoice } from '../../components/PaymentMethodPicker';
import { ScreenFrame } from '../../components/ScreenFrame';
import { FreeCredit, StepDone } from '../../components/StepDone';
import { ServiceReason } from '../../components/ServiceReason';
import { useCall } from '../../hooks/useCall';
import { useHandedLookup } from '../../hooks/useHandedCode';
import { useFormat } from '../../hooks/useLang';
import { DeactivatePanel } from './DeactivatePanel';
import { inSale, StockSale, type SaleItem } from './StockSale';

type Status = MethodOutput<'depot.status'>;

/** Activate stock voucher: status, fixed amount shown or free amount typed, activate, receipt. */
export function ActivateScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, run } = useCall();
  const [mode, setMode] = useState<'activate' | 'deactivate'>('activate');
  const [status, setStatus] = useState<Status | null>(null);
  const [amount, setAmount] = useState(0);
  const [done, setDone] = useState<JournalEntry | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const pay = usePaymentChoice();
  const [items, setItems] = useState<SaleItem[]>([]);
  const method = pay.method;

  const [typed, setTyped] = useState<string | null>(null);
  const lookup = (code: string) => {
    setTyped(code);
    setStatus(null);
    setDone(null);
    setAmount(0);
    void run('depot.status', { code }).then(setStatus);
  };
  // A code handed over from Check ("Load it" / "Activate it"): looked up at once.
  const handed = useHandedLookup(lookup);
  const activate = () => {
    if (!status) return;
    if (status.freeAmount && amount <= 0) return setLocal(t('load.amountMissing'));
    setLocal(null);
    void run('depot.activate', {
      code: status.code,
      ...(status.freeAmount ? { amountCents: amount } : {}),
      ...(method ? { paymentMethodId: method } : {}),
    }).then(setDone);
  };

  // Several vouchers in one sale: this one waits in the sale (checked as for a single activation).
  const addToSale = () => {
    if (!status) return;
    if (inSale(items, status.code)) return setLocal(t('activate.saleTwice'));
    if (status.freeAmount && amount <= 0) return setLocal(t('load.amountMissing'));
    setLocal(null);
    const amountCents = status.freeAmount ? amount : (status.amountCents ?? 0);
    setItems([...items, { code: status.code, amountCents, free: status.freeAmount, currency: status.currency }]);
    setStatus(null);
    setAmount(0);
  };

  return (
    <ScreenFrame title={t('tiles.activate')} testId="screen-activate">
      <div className="tabs" role="group" aria-label={t('activate.mode')}>
        <button
          type="button"
          aria-pressed={mode === 'activate'}
          className={mode === 'activate' ? '' : 'button-secondary'}
          onClick={() => setMode('activate')}
          data-testid="mode-activate"
        >
          {t('activate.activate')}
        </button>
        <button
          type="button"
          aria-pressed={mode === 'deactivate'}
          className={mode === 'deactivate' ? '' : 'button-secondary'}
          onClick={() => setMode('deactivate')}
          data-testid="mode-deactivate"
        >
          {t('activate.deactivate')}
        </button>
      </div>
      {mode === 'deactivate' ? (
        <DeactivatePanel />
      ) : (
        <>
          {/* At 1920×1080 the sale of several vouchers (list and total) and the outcome sit beside the voucher being looked at. */}
          <div className="wide-panes step-panes">
            <div className="pane" data-testid="step-controls">
              <CodeEntry label={t('code.voucherLabel')} busy={busy} onSubmit={lookup} autoFocus={!status} initial={handed ?? undefined} />
              {status && !done && (
                <section className="card" data-testid="depot-status" data-can={status.canBeActivated ? 'yes' : 'no'}>
                  <p className="code-text">{formatVoucherCode(status.code)}</p>
                  <TypedCode typed={typed} code={status.code} />
                  {!status.canBeActivated ? (
                    <p className="panel panel-bad" role="alert" data-testid="refusal">
                      {t('activate.cannot')} <ServiceReason text={status.message} testId="refusal" />
                    </p>
                  ) : (
                    <div className="step step-split">
                      {status.freeAmount ? (
                        <AmountKeypad
                          label={
                            status.range
                              ? t('activateRange.label', {
                                  min: f.money(status.range.minCents, status.currency),
                                  max: f.money(status.range.maxCents, status.currency),
                                })
                              : t('activate.freeAmount')
                          }
                          cents={amount}
                          currency={status.currency}
                          onChange={setAmount}
                          onEnter={activate}
                          autoFocus
                          testId="depot-amount"
                        />
                      ) : (
                        <p>
                          {t('activate.fixedAmount')}:{' '}
                          <strong className="big" data-testid="fixed-amount">
                            {f.money(status.amountCents ?? 0, status.currency)}
                          </strong>
                        </p>
                      )}
                      {/* Beside the amount at 1024×768: the main button stays in view without scrolling. */}
                      <div className="step-side">
                        <PaymentMethodPicker {...pay} />
                        <div className="actions">
                          <button
                            type="button"
                            data-testid="confirm-activate"
                            disabled={busy}
                            autoFocus={!status.freeAmount}
                            onClick={activate}
                          >
                            {t('activate.confirm')}
                          </button>
                          <button type="button" className="button-secondary" data-testid="add-to-sale" disabled={busy} onClick={addToSale}>
                            {t('activate.saleAdd')}
                          </button>
                        </div>
                      </div>
                    </div>
                  )}
                </section>
              )}
              <InputMessage message={local} />
              <Busy busy={busy} />
              <ErrorPanel error={error} />
            </div>
            <div className="pane" data-testid="step-outcome">
              <StockSale
                items={items}
                pay={pay}
                onRemove={(c) => setItems(items.filter((i) => i.code !== c))}
                onDone={() => setItems([])}
              />
              {done && (
                <StepDone entry={done} testId="activate-done">
                  {(e) => (
                    <>
                      <p>{t('activate.done', { amount: f.money(e.amountCents ?? 0, e.currency) })}</p>
                      <FreeCredit entry={e} />
                    </>
                  )}
                </StepDone>
              )}
            </div>
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
