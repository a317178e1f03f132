// The customer display: which screen it is on (chosen when the app starts: shell.json or the
// command line in the desktop app; in the browser a second window on /customer), and how long it
// thanks the customer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalSettings } from '../../../../electron/core/contract';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useManagerCall } from '../useManagerCall';
import { WholeNumberField } from '../WholeNumberField';

export function CustomerDisplaySection({ settings, onSaved }: { settings: TerminalSettings; onSaved(s: TerminalSettings): void }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  const [seconds, setSeconds] = useState(settings.customerThanksSeconds);
  const [saved, setSaved] = useState(false);
  const desktop = window.terminalBridge !== undefined;
  const save = async () => {
    const r = await call.run('settings.update', { customerThanksSeconds: seconds });
    if (r) {
      setSaved(true);
      onSaved(r);
    }
  };
  return (
    <section className="mgr-section" data-testid="hardware-customer-display">
      <h2>{t('manager.hardware.customer.heading')}</h2>
      <p data-testid="customer-display-screen">{t(desktop ? 'manager.hardware.customer.desktop' : 'manager.hardware.customer.browser')}</p>
      {desktop ? (
        <p className="mgr-note">
          <code>shell.json: &quot;customerDisplay&quot;: &quot;auto&quot; | &quot;off&quot; | 2</code> · <code>--customer-display=2</code>
        </p>
      ) : (
        <p>
          <a href="/customer" target="_blank" rel="noopener" data-testid="customer-display-open">
            {t('manager.hardware.customer.open')}
          </a>
        </p>
      )}
      <div className="mgr-row">
        <WholeNumberField
          label={t('manager.settings.thanksSeconds')}
          min={1}
          max={120}
          value={seconds}
          onChange={(v) => {
            setSaved(false);
            setSeconds(v);
          }}
          testId="settings-thanks-seconds"
        />
        <button type="button" onClick={() => void save()} disabled={call.busy} data-testid="customer-display-save">
          {t('manager.settings.save')}
        </button>
        {saved && (
          <span className="mgr-ok" role="status">
            {t('manager.settings.saved')}
          </span>
        )}
      </div>
      <ErrorPanel error={call.error} />
    </section>
  );
}
