// The day closing's open purchases (listed first, with their age): a manager can cancel an
// abandoned one here (every voucher restored, audited with the manager as actor).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosingReport } from '../../../electron/core/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { OpenPurchasesList } from '../../components/OpenPurchasesList';
import { useManagerCall } from './useManagerCall';

export function ClosingOpenPurchases({ report, onChanged }: { report: ClosingReport; onChanged(): void }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  const [confirm, setConfirm] = useState<string | null>(null);
  if (report.openPurchases.length === 0) return null;
  const cancel = async (purchaseId: string) => {
    const r = await call.run('purchase.managerCancel', { purchaseId });
    setConfirm(null);
    if (r) onChanged();
  };
  return (
    <section className="mgr-section" data-testid="closing-open-purchases">
      <h2>{t('openSale.heading')}</h2>
      <p className="mgr-bad" data-testid="closing-not-final">
        {t('openSale.printBlocked')}
      </p>
      <OpenPurchasesList
        purchases={report.openPurchases}
        now={new Date(report.generatedAt)}
        testId="closing-open-purchase-list"
        className="mgr-table"
        action={(p) =>
          confirm === p.id ? (
            <span className="confirm" role="group" aria-label={t('openSale.managerCancelConfirm')}>
              {t('openSale.managerCancelConfirm')}{' '}
              <button
                type="button"
                className="button-danger"
                data-testid="closing-cancel-purchase-yes"
                disabled={call.busy}
                onClick={() => void cancel(p.id)}
              >
                {t('common.yesCancel')}
              </button>{' '}
              <button type="button" className="button-secondary" onClick={() => setConfirm(null)}>
                {t('common.no')}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="button-danger"
              data-testid="closing-cancel-purchase"
              disabled={call.busy}
              onClick={() => setConfirm(p.id)}
            >
              {t('openSale.managerCancel')}
            </button>
          )
        }
      />
      <ErrorPanel error={call.error} pin={call.pin} />
    </section>
  );
}
