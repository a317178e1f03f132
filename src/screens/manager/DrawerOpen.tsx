// The cash drawer opened without a sale, with a reason: a manager's step (a cashier is asked for a
// manager's PIN in place), audited, a short slip with the drawer pulse, counted on the X and Z.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useCall } from '../../hooks/useCall';

export function DrawerOpen({ onOpened }: { onOpened?: () => void }) {
  const { t } = useTranslation();
  const call = useCall();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const open = async () => {
    setDone(false);
    const r = await call.run('payment.openDrawer', { reason: reason.trim() });
    if (r) {
      setDone(true);
      setReason('');
      onOpened?.();
    }
  };
  return (
    <section className="mgr-section" data-testid="drawer-open">
      <h2>{t('payment.drawerTitle')}</h2>
      <div className="mgr-row">
        <label className="mgr-field">
          {t('payment.drawerReason')}
          <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} data-testid="drawer-reason" />
        </label>
        <button
          type="button"
          className="button-secondary"
          disabled={reason.trim().length < 3 || call.busy}
          onClick={() => void open()}
          data-testid="drawer-open-button"
        >
          {t('payment.drawerOpen')}
        </button>
      </div>
      {done && <p role="status">{t('payment.drawerOpened')}</p>}
      <ErrorPanel error={call.error} pin={call.pin} />
    </section>
  );
}
