// The day closing's open purchases (listed first, with their age): a manager can cancel an
// abandoned one here (every voucher restored, audited with the manager as actor).
import { useTranslation } from 'react-i18next';
import type { ClosingReport } from '../../../electron/core/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { OpenPurchasesList } from '../../components/OpenPurchasesList';
import { useManagerCall } from './useManagerCall';

export function ClosingOpenPurchases({ report, onChanged }: { report: ClosingReport; onChanged(): void }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  if (report.openPurchases.length === 0) return null;
  const cancel = async (purchaseId: string) => {
    const r = await call.run('purchase.managerCancel', { purchaseId });
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
        cancel={{ disabled: call.busy, testId: 'closing-cancel-purchase', onCancel: (id) => void cancel(id) }}
      />
      <ErrorPanel error={call.error} pin={call.pin} />
    </section>
  );
}
