import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, MethodOutput, SaleCatalogItem, SaleResult } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ReceiptPreview } from '../../components/ReceiptPreview';
import { StepResult } from '../../components/StepResult';
import { useCall } from '../../hooks/useCall';
import { SaleSlips } from './SaleSlips';

/** After a sale: the voucher slips, the receipt, and cancelling while the service allows it. */
export function SaleDone({ result, catalog, onNew }: { result: SaleResult; catalog: SaleCatalogItem[]; onNew(): void }) {
  const { t } = useTranslation();
  const { busy, error, run } = useCall();
  const [info, setInfo] = useState<MethodOutput<'sale.info'> | null>(null);
  const [undo, setUndo] = useState<JournalEntry | null>(null);
  useEffect(() => {
    if (result.entry.state === 'succeeded') void run('sale.info', { orderId: result.orderId }).then(setInfo);
  }, [run, result]);
  return (
    <StepResult entry={result.entry}>
      {(e) => (
        <div data-testid="sale-done">
          <p className="panel panel-ok" role="status">
            {t('sell.done', { count: result.vouchers.length, order: result.orderNumber })}
          </p>
          <div className="actions">
            <button type="button" data-testid="new-sale" autoFocus onClick={onNew}>
              {t('sell.new')}
            </button>
            {info &&
              !undo &&
              (info.canBeCancelled ? (
                <ConfirmButton
                  testId="cancel-sale"
                  label={t('sell.cancel')}
                  question={t('sell.cancelConfirm')}
                  disabled={busy}
                  onConfirm={() => void run('sale.cancel', { journalId: e.id }).then(setUndo)}
                />
              ) : (
                <span className="muted" data-testid="cannot-cancel">
                  {t('sell.cannotCancel')} {info.reason}
                </span>
              ))}
          </div>
          <Busy busy={busy} />
          <ErrorPanel error={error} />
          {undo && (
            <StepResult entry={undo}>
              {() => (
                <p className="panel panel-ok" role="status" data-testid="sale-cancelled">
                  {t('sell.cancelled')}
                </p>
              )}
            </StepResult>
          )}
          <SaleSlips result={result} catalog={catalog} />
          <ReceiptPreview journalId={e.id} />
        </div>
      )}
    </StepResult>
  );
}
