import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, MethodOutput } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { CodeEntry } from '../../components/CodeEntry';
import { ErrorPanel, InputMessage } from '../../components/ErrorPanel';
import { StepDone } from '../../components/StepDone';
import { ScreenFrame } from '../../components/ScreenFrame';
import { ServiceReason } from '../../components/ServiceReason';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { formatPercent } from '../../lib/format';

type Status = MethodOutput<'promo.status'>;

/** Promo code: status (percentage or amount, or the reason), redeem with an optional reference, cancel. */
export function PromoScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const refId = useId();
  const { busy, error, run } = useCall();
  const [status, setStatus] = useState<Status | null>(null);
  const [reference, setReference] = useState('');
  const [done, setDone] = useState<JournalEntry | null>(null);
  const refBad = !/^[A-Za-z0-9]*$/.test(reference);

  const discount = (s: Status) => {
    if (s.value === null) return '';
    return s.discountType === 'percentage' ? formatPercent(s.value, f.lang) : f.money(s.value);
  };
  const redeem = () => {
    if (!status || refBad) return;
    void run('promo.redeem', { code: status.code, ...(reference ? { reference } : {}) }).then(setDone);
  };

  return (
    <ScreenFrame title={t('tiles.promo')} testId="screen-promo">
      <p className="muted">{t('promo.hint')}</p>
      {/* At 1920×1080 the outcome and its receipt sit beside the code that was redeemed. */}
      <div className="wide-panes step-panes">
        <div className="pane" data-testid="step-controls">
          <CodeEntry
            kind="promo"
            label={t('promo.label')}
            busy={busy}
            autoFocus={!status}
            onSubmit={(code) => {
              setStatus(null);
              setDone(null);
              void run('promo.status', { code }).then(setStatus);
            }}
          />
          {status && !done && (
            <section className="card" data-testid="promo-status" data-valid={status.isValid ? 'yes' : 'no'}>
              <p className="code-text">{status.code}</p>
              {status.isValid ? (
                <>
                  <p>
                    {t('promo.discount')}:{' '}
                    <strong className="big" data-testid="discount">
                      {discount(status)}
                    </strong>
                  </p>
                  <div className="field-row">
                    <label htmlFor={refId}>{t('promo.reference')}</label>
                    <input
                      id={refId}
                      data-testid="reference"
                      autoFocus
                      maxLength={256}
                      value={reference}
                      aria-invalid={refBad || undefined}
                      onChange={(e) => setReference(e.target.value)}
                      onKeyDown={(e) => e.key === 'Enter' && redeem()}
                    />
                    <button type="button" data-testid="confirm-redeem" disabled={busy || refBad} onClick={redeem}>
                      {t('promo.redeem')}
                    </button>
                  </div>
                  <InputMessage message={refBad ? t('promo.referenceBad') : null} />
                </>
              ) : (
                <p className="panel panel-bad" role="alert" data-testid="refusal">
                  {t('promo.invalid')} <ServiceReason text={status.message} testId="refusal" />
                </p>
              )}
            </section>
          )}
          <Busy busy={busy} />
          <ErrorPanel error={error} />
        </div>
        <div className="pane" data-testid="step-outcome">
          {done && (
            <StepDone
              entry={done}
              testId="promo-done"
              undo={{
                testId: 'cancel-promo',
                label: t('promo.cancel'),
                question: t('promo.cancelConfirm'),
                undone: () => (
                  <div className="panel panel-ok" role="status" data-testid="promo-cancelled">
                    {t('promo.cancelled')}
                  </div>
                ),
              }}
            >
              {(e) => <p>{t('promo.redeemed', { code: e.code ?? '' })}</p>}
            </StepDone>
          )}
        </div>
      </div>
    </ScreenFrame>
  );
}
