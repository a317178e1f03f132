// Terminal settings: names, languages, code masking, manager timeout, how tickets print, and the
// training/live switch. The printer, the drawer and the customer display are on the hardware page.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languages, type TerminalSettings } from '../../../electron/core/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { LiveServiceSection } from './LiveServiceSection';
import { KeyUserSection } from './KeyUserSection';
import { PaymentSettingsSection } from './PaymentSettingsSection';
import { WalkInSettingsSection } from './WalkInSettingsSection';
import { TillSettingsSection } from './till/TillSettingsSection';
import { RecoveryCodeSection } from './RecoveryCode';
import { useManager } from './ManagerGate';
import { ManagerFrame } from './ManagerFrame';
import { useManagerCall } from './useManagerCall';
import { WholeNumberField } from './WholeNumberField';

function GeneralForm({ s, onSaved }: { s: TerminalSettings; onSaved: (s: TerminalSettings) => void }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  const [f, setF] = useState(s);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof TerminalSettings>(k: K, v: TerminalSettings[K]) => {
    setSaved(false);
    setF((x) => ({ ...x, [k]: v }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await call.run('settings.update', {
      outletName: f.outletName,
      terminalName: f.terminalName,
      uiLanguage: f.uiLanguage,
      receiptLanguage: f.receiptLanguage,
      codeMasking: f.codeMasking,
      managerTimeoutMinutes: f.managerTimeoutMinutes,
      ticketSlips: f.ticketSlips,
    });
    if (r) {
      setSaved(true);
      onSaved(r);
    }
  };
  const langSelect = (k: 'uiLanguage' | 'receiptLanguage', testId: string) => (
    <select value={f[k]} onChange={(e) => set(k, e.target.value as TerminalSettings['uiLanguage'])} data-testid={testId}>
      {languages.map((l) => (
        <option key={l} value={l}>
          {t(`manager.settings.lang.${l}`)}
        </option>
      ))}
    </select>
  );
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="settings-general">
      <section className="mgr-section">
        <h2>{t('manager.settings.general')}</h2>
        <div className="mgr-row">
          <label className="mgr-field">
            {t('manager.settings.outlet')}
            <input value={f.outletName} onChange={(e) => set('outletName', e.target.value)} maxLength={60} data-testid="settings-outlet" />
          </label>
          <label className="mgr-field">
            {t('manager.settings.terminal')}
            <input
              value={f.terminalName}
              onChange={(e) => set('terminalName', e.target.value)}
              maxLength={40}
              data-testid="settings-terminal"
            />
          </label>
          <label className="mgr-field">
            {t('manager.settings.uiLanguage')}
            {langSelect('uiLanguage', 'settings-ui-language')}
          </label>
          <label className="mgr-field">
            {t('manager.settings.receiptLanguage')}
            {langSelect('receiptLanguage', 'settings-receipt-language')}
          </label>
          <label className="mgr-field">
            {t('manager.settings.masking')}
            <select
              value={f.codeMasking}
              onChange={(e) => set('codeMasking', e.target.value as TerminalSettings['codeMasking'])}
              data-testid="settings-masking"
            >
              <option value="last4">{t('manager.settings.maskLast4')}</option>
              <option value="full">{t('manager.settings.maskFull')}</option>
            </select>
          </label>
          <WholeNumberField
            label={t('manager.settings.timeout')}
            min={1}
            max={120}
            value={f.managerTimeoutMinutes}
            onChange={(v) => set('managerTimeoutMinutes', v)}
            testId="settings-timeout"
          />
          <label className="mgr-field">
            {t('manager.settings.printer.ticketSlips')}
            <select
              value={f.ticketSlips}
              onChange={(e) => set('ticketSlips', e.target.value as TerminalSettings['ticketSlips'])}
              data-testid="printer-ticket-slips"
            >
              <option value="ticket">{t('manager.settings.printer.ticketSlip.ticket')}</option>
              <option value="booking">{t('manager.settings.printer.ticketSlip.booking')}</option>
            </select>
          </label>
        </div>
      </section>
      <p className="mgr-note">
        {t('manager.settings.hardwareNote')}{' '}
        <Link to="/manager/hardware" data-testid="settings-hardware-link">
          {t('manager.tiles.hardware')}
        </Link>
      </p>
      <div className="mgr-row">
        <button type="submit" data-testid="settings-save">
          {t('manager.settings.save')}
        </button>
        {saved && (
          <span className="mgr-ok" role="status" data-testid="settings-saved">
            {t('manager.settings.saved')}
          </span>
        )}
      </div>
      <ErrorPanel error={call.error} />
    </form>
  );
}

export function SettingsScreen() {
  const { t } = useTranslation();
  const { auth } = useManager();
  const call = useManagerCall();
  const [settings, setSettings] = useState<TerminalSettings | null>(null);
  const { run } = call;
  useEffect(() => {
    void run('settings.get', {}).then((s) => s && setSettings(s));
  }, [run]);
  return (
    <ManagerFrame title={t('manager.settings.title')} testId="manager-settings">
      <ErrorPanel error={call.error} />
      {settings && (
        // At 1920×1080: this terminal on the left, the service and the payment methods on the right.
        <div className="wide-panes settings-panes">
          <GeneralForm s={settings} onSaved={setSettings} />
          <div className="pane" data-testid="settings-service-pane">
            <LiveServiceSection settings={settings} onChange={setSettings} />
            <KeyUserSection settings={settings} />
            <PaymentSettingsSection />
            <TillSettingsSection />
            <WalkInSettingsSection settings={settings} onChange={setSettings} />
            <RecoveryCodeSection codeSet={auth.recoveryCodeSet} />
          </div>
        </div>
      )}
    </ManagerFrame>
  );
}
