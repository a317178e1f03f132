// Terminal settings: names, languages, code masking, manager timeout, the receipt printer (with a
// test page) and the training/live switch.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Result, type TerminalSettings } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
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
import { errorLine } from '../../lib/core-words';

type PrinterKind = 'none' | 'training' | 'network' | 'queue';

function parsePrinter(uri: string): { kind: PrinterKind; host: string; port: string; queue: string } {
  const tcp = /^tcp:\/\/([^:]+):(\d+)$/.exec(uri);
  if (tcp) return { kind: 'network', host: tcp[1] ?? '', port: tcp[2] ?? '9100', queue: '' };
  if (uri.startsWith('queue:')) return { kind: 'queue', host: '', port: '9100', queue: uri.slice(6) };
  return { kind: uri === 'training' ? 'training' : 'none', host: '', port: '9100', queue: '' };
}

/** A whole number within its bounds: what is typed is kept inside them (empty or not a number: the least). */
function WholeNumberField(p: { label: string; min: number; max: number; value: number; onChange(v: number): void; testId: string }) {
  return (
    <label className="mgr-field">
      {p.label}
      <input
        type="number"
        min={p.min}
        max={p.max}
        value={p.value}
        onChange={(e) => p.onChange(Math.max(p.min, Math.min(p.max, Math.trunc(Number(e.target.value) || p.min))))}
        data-testid={p.testId}
      />
    </label>
  );
}

function GeneralForm({ s, onSaved }: { s: TerminalSettings; onSaved: (s: TerminalSettings) => void }) {
  const { t, i18n } = useTranslation();
  const { bridge } = useApp();
  const call = useManagerCall();
  const [f, setF] = useState(s);
  const [printer, setPrinter] = useState(parsePrinter(s.printerUri));
  const [saved, setSaved] = useState(false);
  const [testResult, setTestResult] = useState<string | null>(null);
  const set = <K extends keyof TerminalSettings>(k: K, v: TerminalSettings[K]) => {
    setSaved(false);
    setF((x) => ({ ...x, [k]: v }));
  };
  const printerUri = () =>
    printer.kind === 'network'
      ? `tcp://${printer.host.trim()}:${printer.port.trim()}`
      : printer.kind === 'queue'
        ? `queue:${printer.queue.trim()}`
        : printer.kind === 'training'
          ? 'training'
          : '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await call.run('settings.update', {
      outletName: f.outletName,
      terminalName: f.terminalName,
      uiLanguage: f.uiLanguage,
      receiptLanguage: f.receiptLanguage,
      codeMasking: f.codeMasking,
      managerTimeoutMinutes: f.managerTimeoutMinutes,
      printerUri: printerUri(),
      paper: f.paper,
      cutFeedLines: f.cutFeedLines,
      ticketSlips: f.ticketSlips,
      customerThanksSeconds: f.customerThanksSeconds,
    });
    if (r) {
      setSaved(true);
      onSaved(r);
    }
  };
  const testPrint = async () => {
    // print.testPage belongs to the printing contract; called by name so this screen does not depend on its typing.
    const r = (await (bridge.call as unknown as (m: string, i: unknown) => Promise<Result<unknown>>)('print.testPage', {})) ?? null;
    setTestResult(r.ok ? t('manager.settings.printer.testQueued') : errorLine(r.error, t, i18n.language));
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
          <WholeNumberField
            label={t('manager.settings.thanksSeconds')}
            min={1}
            max={120}
            value={f.customerThanksSeconds}
            onChange={(v) => set('customerThanksSeconds', v)}
            testId="settings-thanks-seconds"
          />
        </div>
      </section>
      <section className="mgr-section" data-testid="settings-printer">
        <h2>{t('manager.settings.printer.heading')}</h2>
        <div className="mgr-row">
          <label className="mgr-field">
            {t('manager.settings.printer.kind')}
            <select
              value={printer.kind}
              onChange={(e) => setPrinter((p) => ({ ...p, kind: e.target.value as PrinterKind }))}
              data-testid="printer-kind"
            >
              {(['none', 'training', 'network', 'queue'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`manager.settings.printer.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          {printer.kind === 'network' && (
            <>
              <label className="mgr-field">
                {t('manager.settings.printer.host')}
                <input
                  value={printer.host}
                  onChange={(e) => setPrinter((p) => ({ ...p, host: e.target.value }))}
                  data-testid="printer-host"
                />
              </label>
              <label className="mgr-field">
                {t('manager.settings.printer.port')}
                <input
                  value={printer.port}
                  inputMode="numeric"
                  onChange={(e) => setPrinter((p) => ({ ...p, port: e.target.value }))}
                  size={6}
                  data-testid="printer-port"
                />
              </label>
            </>
          )}
          {printer.kind === 'queue' && (
            <label className="mgr-field">
              {t('manager.settings.printer.queue')}
              <input
                value={printer.queue}
                onChange={(e) => setPrinter((p) => ({ ...p, queue: e.target.value }))}
                data-testid="printer-queue"
              />
            </label>
          )}
          <label className="mgr-field">
            {t('manager.settings.printer.paper')}
            <select value={f.paper} onChange={(e) => set('paper', e.target.value as TerminalSettings['paper'])} data-testid="printer-paper">
              <option value="80">80 mm</option>
              <option value="58">58 mm</option>
            </select>
          </label>
          <WholeNumberField
            label={t('manager.settings.printer.cutFeedLines')}
            min={0}
            max={10}
            value={f.cutFeedLines}
            onChange={(v) => set('cutFeedLines', v)}
            testId="printer-cut-feed"
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
          <button type="button" className="button-secondary" onClick={() => void testPrint()} data-testid="printer-test">
            {t('manager.settings.printer.test')}
          </button>
        </div>
        <p className="mgr-note">{t('manager.settings.printer.codePageNote')}</p>
        {testResult && (
          <p role="status" data-testid="printer-test-result">
            {testResult}
          </p>
        )}
      </section>
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
        // At 1920×1080: this terminal and its printer on the left, the service and the payment methods on the right.
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
