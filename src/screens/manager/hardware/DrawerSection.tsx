// The cash drawer on the receipt printer: which connector pin, the pulse, and a test that opens it
// (an opening like any other: audited, printed, counted on the till's report).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawerSettings } from '../../../../electron/core/contract';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useManagerCall } from '../useManagerCall';
import { WholeNumberField } from '../WholeNumberField';

export function DrawerSection() {
  const { t } = useTranslation();
  const call = useManagerCall();
  const { run } = call;
  const [drawer, setDrawer] = useState<DrawerSettings | null>(null);
  const [said, setSaid] = useState<'saved' | 'opened' | null>(null);
  useEffect(() => {
    void run('payment.settings', {}).then((s) => s && setDrawer(s.drawer));
  }, [run]);
  if (!drawer) return <ErrorPanel error={call.error} />;
  const change = (d: Partial<DrawerSettings>) => {
    setSaid(null);
    setDrawer({ ...drawer, ...d });
  };
  const save = async (): Promise<boolean> => {
    const r = await run('payment.updateSettings', { drawer });
    if (!r) return false;
    setDrawer(r.drawer);
    setSaid('saved');
    return true;
  };
  const test = async () => {
    if (!(await save())) return;
    if (await run('payment.openDrawer', { reason: t('manager.hardware.drawer.testReason') })) setSaid('opened');
  };
  return (
    <section className="mgr-section" data-testid="hardware-drawer">
      <h2>{t('manager.hardware.drawer.heading')}</h2>
      <div className="mgr-row">
        <label className="mgr-field">
          {t('manager.paymentSettings.drawerPin')}
          <select value={drawer.pin} data-testid="drawer-pin" onChange={(e) => change({ pin: e.target.value as DrawerSettings['pin'] })}>
            <option value="none">{t('manager.paymentSettings.noDrawer')}</option>
            <option value="2">Pin 2</option>
            <option value="5">Pin 5</option>
          </select>
        </label>
        <WholeNumberField
          label={t('manager.paymentSettings.onMs')}
          min={2}
          max={510}
          value={drawer.onMs}
          onChange={(v) => change({ onMs: v })}
          testId="drawer-on-ms"
        />
        <WholeNumberField
          label={t('manager.paymentSettings.offMs')}
          min={2}
          max={510}
          value={drawer.offMs}
          onChange={(v) => change({ offMs: v })}
          testId="drawer-off-ms"
        />
      </div>
      <p className="mgr-note">{t('manager.hardware.drawer.note')}</p>
      <div className="mgr-row">
        <button type="button" onClick={() => void save()} disabled={call.busy} data-testid="drawer-save">
          {t('manager.paymentSettings.save')}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => void test()}
          disabled={call.busy || drawer.pin === 'none'}
          data-testid="drawer-test"
        >
          {t('manager.hardware.drawer.test')}
        </button>
        {said && (
          <span className="mgr-ok" role="status" data-testid="drawer-result">
            {t(said === 'saved' ? 'manager.paymentSettings.saved' : 'manager.hardware.drawer.opened')}
          </span>
        )}
      </div>
      <ErrorPanel error={call.error} pin={call.pin} />
    </section>
  );
}
