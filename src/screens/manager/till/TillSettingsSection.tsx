// Who may count and close the till besides a manager: the setting `cashierMayClose` (off by
// default). On, a signed-in cashier sees "count and close the till" on the home screen and closes
// their own session with a blind count (audited under their name). The standard float: the float a
// session a sale opens by itself takes (unset: the basket asks for the count, else 0.00).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useLoad } from '../../../hooks/useLoad';
import { useFormat } from '../../../hooks/useLang';
import { useApp } from '../../../app-context';
import { useManagerCall } from '../useManagerCall';
import { CashCount, type CashCountValue } from './CashCount';

export function TillSettingsSection() {
  const { t } = useTranslation();
  const f = useFormat();
  const { status } = useApp();
  const [float, setFloat] = useState<CashCountValue>({ cents: 0 });
  const call = useManagerCall();
  const { run } = call;
  const read = useCallback(() => run('session.settings', {}), [run]);
  const { value: settings, set } = useLoad(read);
  const change = async (patch: { cashierMayClose?: boolean; standardFloatCents?: number | null }) => {
    const r = await run('session.updateSettings', patch);
    if (r) set(r);
  };
  const standard = settings?.standardFloatCents ?? null;
  return (
    <section className="mgr-section" data-testid="settings-till">
      <h2>{t('tillSettings.heading')}</h2>
      <label className="till-setting-check">
        <input
          type="checkbox"
          checked={settings?.cashierMayClose ?? false}
          disabled={!settings || call.busy}
          onChange={(e) => void change({ cashierMayClose: e.target.checked })}
          data-testid="settings-cashier-may-close"
        />{' '}
        {t('tillSettings.cashierMayClose')}
      </label>
      <p className="mgr-note">{t('tillSettings.note')}</p>
      <p data-testid="settings-standard-float-now" data-cents={standard ?? ''}>
        {standard === null
          ? t('tillSettings.standardFloatNone')
          : t('tillSettings.standardFloatSet', { amount: f.money(standard, status.currency) })}
      </p>
      <CashCount
        label={t('tillSettings.standardFloat')}
        currency={status.currency}
        value={float}
        onChange={setFloat}
        testId="settings-standard-float"
      />
      <div className="mgr-row">
        <button
          type="button"
          onClick={() => void change({ standardFloatCents: float.cents })}
          disabled={!settings || call.busy}
          data-testid="settings-standard-float-save"
        >
          {t('tillSettings.standardFloatSave')}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => void change({ standardFloatCents: null })}
          disabled={!settings || call.busy || standard === null}
          data-testid="settings-standard-float-clear"
        >
          {t('tillSettings.standardFloatClear')}
        </button>
      </div>
      <ErrorPanel error={call.error} />
    </section>
  );
}
