// Who may count and close the till besides a manager: the setting `cashierMayClose` (off by
// default). On, a signed-in cashier sees "count and close the till" on the home screen and closes
// their own session with the same count and confirm (audited under their name).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useLoad } from '../../../hooks/useLoad';
import { useManagerCall } from '../useManagerCall';

export function TillSettingsSection() {
  const { t } = useTranslation();
  const call = useManagerCall();
  const { run } = call;
  const read = useCallback(() => run('session.settings', {}), [run]);
  const { value: settings, set } = useLoad(read);
  const change = async (cashierMayClose: boolean) => {
    const r = await run('session.updateSettings', { cashierMayClose });
    if (r) set(r);
  };
  return (
    <section className="mgr-section" data-testid="settings-till">
      <h2>{t('tillSettings.heading')}</h2>
      <label className="till-setting-check">
        <input
          type="checkbox"
          checked={settings?.cashierMayClose ?? false}
          disabled={!settings || call.busy}
          onChange={(e) => void change(e.target.checked)}
          data-testid="settings-cashier-may-close"
        />{' '}
        {t('tillSettings.cashierMayClose')}
      </label>
      <p className="mgr-note">{t('tillSettings.note')}</p>
      <ErrorPanel error={call.error} />
    </section>
  );
}
