// Deactivate a stock voucher sold earlier (undo its sale) by its code, with a reason; a manager
// PIN is asked in place once one is set. On the journal since the activate screen became a way to
// add a line to the basket.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, MethodOutput } from '../../../electron/core/contract';
import { formatVoucherCode } from '../../../electron/core/contract/codes';
import { Busy } from '../../components/Busy';
import { CodeEntry } from '../../components/CodeEntry';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ServiceReason } from '../../components/ServiceReason';
import { ReceiptPreview } from '../../components/ReceiptPreview';
import { StepResult } from '../../components/StepResult';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';

/** Deactivate a stock voucher (undo its sale) with a reason. */
export function DeactivatePanel() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const { busy, error, pin, run } = useCall();
  const [status, setStatus] = useState<MethodOutput<'depot.deactivateStatus'> | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<JournalEntry | null>(null);
  return (
    <>
      <CodeEntry
        autoFocus
        label={t('code.voucherLabel')}
        busy={busy}
        onSubmit={(code) => {
          setDone(null);
          setStatus(null);
          void run('depot.deactivateStatus', { code }).then(setStatus);
        }}
      />
      {status && !done && (
        <section className="card" data-testid="deactivate-status" data-can={status.canBeDeactivated ? 'yes' : 'no'}>
          <p>
            <span className="code-text">{formatVoucherCode(status.code)}</span>
            {status.amountCents !== null && <> · {f.money(status.amountCents)}</>}
          </p>
          {!status.canBeDeactivated ? (
            <p className="panel panel-bad" role="alert" data-testid="refusal">
              {t('activate.cannotDeactivate')} <ServiceReason text={status.message} testId="refusal" />
            </p>
          ) : (
            <div className="step">
              <label htmlFor={id}>{t('activate.reason')}</label>
              <textarea
                id={id}
                data-testid="reason"
                autoFocus
                maxLength={1024}
                rows={2}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <ConfirmButton
                testId="confirm-deactivate"
                label={t('activate.deactivate')}
                question={t('activate.deactivateConfirm')}
                disabled={busy}
                onConfirm={() =>
                  void run('depot.deactivate', { code: status.code, ...(reason.trim() ? { reason: reason.trim() } : {}) }).then(setDone)
                }
              />
            </div>
          )}
        </section>
      )}
      <Busy busy={busy} />
      <ErrorPanel error={error} pin={pin} />
      {done && (
        <StepResult entry={done}>
          {(e) => (
            <div className="panel panel-ok" role="status" data-testid="deactivate-done">
              {t('activate.deactivated')}
              <ReceiptPreview journalId={e.id} />
            </div>
          )}
        </StepResult>
      )}
    </>
  );
}
