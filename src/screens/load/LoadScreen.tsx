import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, MethodOutput } from '../../../electron/core/contract';
import { formatVoucherCode } from '../../../electron/core/contract/codes';
import { AmountKeypad } from '../../components/AmountKeypad';
import { Busy } from '../../components/Busy';
import { CodeEntry } from '../../components/CodeEntry';
import { TypedCode } from '../../components/TypedCode';
import { ErrorPanel, InputMessage } from '../../components/ErrorPanel';
import { firstAttemptOf, RetryQuestion } from '../../components/RetryQuestion';
import { PaymentMethodPicker, usePaymentChoice } from '../../components/PaymentMethodPicker';
import { ScreenFrame } from '../../components/ScreenFrame';
import { ReceiptPreview } from '../../components/ReceiptPreview';
import { FreeCredit, StepDone } from '../../components/StepDone';
import { ServiceReason } from '../../components/ServiceReason';
import { useCall } from '../../hooks/useCall';
import { useHandedLookup } from '../../hooks/useHandedCode';
import { useFormat } from '../../hooks/useLang';

type Status = MethodOutput<'charge.status'>;

/** Payment methods offered at the till; empty = the merchant's default. */

/** Load voucher (charge): status first, then amount and payment method, confirm, receipt; undo. */
export function LoadScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, pin, run, setError } = useCall();
  const [status, setStatus] = useState<Status | null>(null);
  const [amount, setAmount] = useState(0);
  const pay = usePaymentChoice();
  const payment = pay.method;
  const [done, setDone] = useState<JournalEntry | null>(null);
  const [local, setLocal] = useState<string | null>(null);

  const [typed, setTyped] = useState<string | null>(null);
  const lookup = (code: string) => {
    setTyped(code);
    setStatus(null);
    setDone(null);
    setAmount(0);
    void run('charge.status', { code }).then(setStatus);
  };
  // A code handed over from Check ("Load it" / "Activate it"): looked up at once.
  const handed = useHandedLookup(lookup);
  const load = () => {
    if (!status) return;
    if (amount <= 0) return setLocal(t('load.amountMissing'));
    setLocal(null);
    send();
  };
  // `confirmRetryOf`: the cashier confirmed sending again after that attempt did not happen.
  const send = (confirmRetryOf?: string) => {
    if (!status) return;
    void run('charge.load', {
      code: status.code,
      amountCents: amount,
      ...(payment ? { paymentMethodId: payment } : {}),
      ...(confirmRetryOf ? { confirmRetryOf } : {}),
    }).then(setDone);
  };

  return (
    <ScreenFrame title={t('tiles.load')} testId="screen-load">
      <p className="muted">{t('load.hint')}</p>
      {/* At 1920×1080 the outcome and its receipt sit beside the voucher that was loaded. */}
      <div className="wide-panes step-panes">
        <div className="pane" data-testid="step-controls">
          <CodeEntry label={t('code.voucherLabel')} busy={busy} onSubmit={lookup} autoFocus={!status} initial={handed ?? undefined} />
          {status && (
            <section className="card" data-testid="charge-status" data-can={status.canBeCharged ? 'yes' : 'no'}>
              <p>
                <span className="code-text">{formatVoucherCode(status.code)}</span>
                <TypedCode typed={typed} code={status.code} />
                {status.balanceCents !== null && (
                  <>
                    {' · '}
                    {t('check.balance')}: <strong data-testid="balance">{f.money(status.balanceCents)}</strong>
                  </>
                )}
              </p>
              {!status.canBeCharged && (
                <p className="panel panel-bad" role="alert" data-testid="refusal">
                  {t('load.cannot')} <ServiceReason text={status.message} testId="refusal" />
                </p>
              )}
              {status.canBeCharged && !done && (
                <div className="step amount-layout">
                  <AmountKeypad
                    label={t('load.amount')}
                    cents={amount}
                    onChange={setAmount}
                    onEnter={load}
                    autoFocus
                    testId="load-amount"
                  />
                  <div className="amount-side">
                    <PaymentMethodPicker {...pay} />
                    <button type="button" data-testid="confirm-load" disabled={busy} onClick={load}>
                      {t('load.confirm', { amount: f.money(amount) })}
                    </button>
                  </div>
                </div>
              )}
            </section>
          )}
          <InputMessage message={local} />
          <Busy busy={busy} />
          <RetryQuestion error={error} busy={busy} onSend={(first) => send(first.journalId)} onDrop={() => setError(null)} />
          <ErrorPanel error={firstAttemptOf(error) ? null : error} pin={pin} />
        </div>
        <div className="pane" data-testid="step-outcome">
          {done && (
            <StepDone
              entry={done}
              testId="load-done"
              undo={{
                testId: 'cancel-load',
                label: t('load.cancel'),
                question: t('load.cancelConfirm'),
                undone: (e) => (
                  <div className="panel panel-ok" role="status" data-testid="load-cancelled">
                    <p>{t('load.cancelled', { balance: f.money(e.balanceAfterCents ?? 0, e.currency) })}</p>
                    <ReceiptPreview journalId={e.id} />
                  </div>
                ),
              }}
            >
              {(e) => (
                <>
                  <p>{t('load.done', { amount: f.money(e.amountCents ?? 0, e.currency) })}</p>
                  <p>
                    {t('pay.newBalance')}: <strong data-testid="new-balance">{f.money(e.balanceAfterCents ?? 0, e.currency)}</strong>
                  </p>
                  <FreeCredit entry={e} />
                </>
              )}
            </StepDone>
          )}
        </div>
      </div>
    </ScreenFrame>
  );
}
