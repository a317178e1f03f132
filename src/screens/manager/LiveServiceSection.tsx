// Training / live: the live base URL, the voucher-ordering segment and the write-only API key. A
// check (hello + an authenticated call) runs before a switch; the switch itself asks to confirm.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  baseUrlProblem,
  normalizeBaseUrl,
  type AreaAccess,
  type ServiceCheck,
  type TerminalSettings,
} from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { openRowsOf, SwitchBlocked } from './SwitchBlocked';
import { useManagerCall } from './useManagerCall';

export function LiveServiceSection({ settings, onChange }: { settings: TerminalSettings; onChange: (s: TerminalSettings) => void }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  const [baseUrl, setBaseUrl] = useState(settings.live.baseUrl);
  const [segment, setSegment] = useState(settings.live.orderingSegment);
  const [apiKey, setApiKey] = useState('');
  const [check, setCheck] = useState<ServiceCheck | null>(null);
  const [confirming, setConfirming] = useState<'live' | 'training' | null>(null);
  const urlProblem = baseUrl.trim() ? baseUrlProblem(baseUrl) : null;
  // The stored key goes only to the stored address: another one needs the key typed again.
  const sameAddress = urlProblem === null && baseUrl.trim() !== '' && normalizeBaseUrl(baseUrl) === settings.live.baseUrl;
  const keyNeeded = settings.live.apiKeySet && !apiKey.trim() && !sameAddress;
  const blocked = !baseUrl.trim() || urlProblem !== null || keyNeeded;
  const areas = check?.areas ?? (settings.mode === 'live' ? settings.live.areas : []);
  const target = () => ({
    baseUrl: baseUrl.trim(),
    orderingSegment: segment.trim() || 'esurprise',
    ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
  });

  const runCheck = async () => {
    setCheck(null);
    const r = await call.run('settings.checkService', target());
    if (r) setCheck(r);
  };
  const switchTo = async (mode: 'live' | 'training') => {
    setConfirming(null);
    const r =
      mode === 'live'
        ? await call.run('settings.switchMode', { mode, confirm: true, ...target() })
        : await call.run('settings.switchMode', { mode, confirm: true });
    if (r) {
      setApiKey('');
      onChange(r);
    }
  };

  return (
    <section className="mgr-section" data-testid="settings-live">
      <h2>{t('manager.settings.live.heading')}</h2>
      <p data-testid="settings-mode" data-mode={settings.mode}>
        {t('manager.settings.live.current', { mode: t(`manager.settings.live.mode.${settings.mode}`) })}
      </p>
      <div className="mgr-row">
        <label className="mgr-field">
          {t('manager.settings.live.baseUrl')}
          <input type="url" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} size={40} data-testid="live-base-url" />
        </label>
        <label className="mgr-field">
          {t('manager.settings.live.segment')}
          <input value={segment} onChange={(e) => setSegment(e.target.value)} data-testid="live-segment" />
        </label>
        <label className="mgr-field">
          {t('manager.settings.live.apiKey')}
          <input
            type="password"
            autoComplete="off"
            value={apiKey}
            placeholder={settings.live.apiKeySet ? t('manager.settings.live.keyStored') : ''}
            onChange={(e) => setApiKey(e.target.value)}
            data-testid="live-api-key"
          />
        </label>
      </div>
      <p className="mgr-note">{t('manager.settings.live.keyNote')}</p>
      {urlProblem && (
        <p className="mgr-bad" role="alert" data-testid="live-url-problem" data-problem={urlProblem}>
          {t(`goLive.urlProblem.${urlProblem}`)}
        </p>
      )}
      {!urlProblem && keyNeeded && baseUrl.trim() !== '' && (
        <p className="mgr-note" data-testid="live-key-needed">
          {t('goLive.keyNeeded')}
        </p>
      )}
      <div className="mgr-row">
        <button type="button" className="button-secondary" onClick={() => void runCheck()} disabled={blocked} data-testid="live-check">
          {t('manager.settings.live.check')}
        </button>
        <button type="button" onClick={() => setConfirming('live')} disabled={blocked} data-testid="live-switch">
          {t('manager.settings.live.switchLive')}
        </button>
        {settings.mode === 'live' && (
          <button type="button" className="button-secondary" onClick={() => setConfirming('training')} data-testid="training-switch">
            {t('manager.settings.live.switchTraining')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="mgr-dialog" role="alertdialog" aria-labelledby="confirm-text" data-testid="switch-confirm">
          <p id="confirm-text">{t(`manager.settings.live.confirm.${confirming}`)}</p>
          <div className="mgr-row">
            <button type="button" onClick={() => void switchTo(confirming)} data-testid="switch-confirm-yes">
              {t('manager.settings.live.confirmYes')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(null)} data-testid="switch-confirm-no">
              {t('manager.settings.live.confirmNo')}
            </button>
          </div>
        </div>
      )}
      {settings.mode === 'training' && (
        <label className="mgr-field">
          {t('goLive.flavour.label')}
          <select
            value={settings.trainingFlavour}
            onChange={(e) =>
              void call
                .run('settings.update', { trainingFlavour: e.target.value as TerminalSettings['trainingFlavour'] })
                .then((r) => r && onChange(r))
            }
            data-testid="training-flavour"
          >
            <option value="interface">{t('goLive.flavour.interface')}</option>
            <option value="production">{t('goLive.flavour.production')}</option>
          </select>
        </label>
      )}
      <Busy busy={call.busy} label={t('manager.settings.live.checking')} />
      {check && (
        <p className={check.ok ? 'mgr-ok' : 'mgr-bad'} role="status" data-testid="live-check-result" data-ok={check.ok}>
          {check.ok
            ? t('manager.settings.live.checkOk')
            : t('manager.settings.live.checkFailed', { message: check.keyNeeded ? t('goLive.keyNeeded') : (check.message ?? '') })}
        </p>
      )}
      {areas.length > 0 && <AreaList areas={areas} />}
      {openRowsOf(call.error) ? <SwitchBlocked error={call.error} /> : <ErrorPanel error={call.error} />}
    </section>
  );
}

/** Which areas the key can use: one line each, unavailable ones with the reason. */
function AreaList({ areas }: { areas: AreaAccess[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="live-areas">
      <h3>{t('goLive.areasHeading')}</h3>
      <ul>
        {areas.map((a) => (
          <li key={a.area} className={a.state === 'ok' ? 'mgr-ok' : 'mgr-bad'} data-testid={`live-area-${a.area}`} data-state={a.state}>
            {t(`goLive.state.${a.state}`, { area: t(`goLive.area.${a.area}`), message: a.message ?? '' })}
          </li>
        ))}
      </ul>
    </div>
  );
}
