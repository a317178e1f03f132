import { useTranslation } from 'react-i18next';
import { languages } from '../../electron/core/contract/constants';
import { useApp } from '../app-context';
import { BasketMarker } from './BasketMarker';
import { OpenReservationMarker } from './OpenReservationMarker';
import { formatTime } from '../lib/format';

/** Mode, connectivity, printer and sync, always visible; plus the language switch. */
export function StatusBar() {
  const { t } = useTranslation();
  const { status, setLanguage } = useApp();
  // Outlet and till: the text gives way (shortened, whole on hover) before the bar takes a second row.
  const where = `${status.outlet || t('status.defaultOutlet')} · ${status.terminal || t('status.defaultTerminal')}`;
  return (
    <footer className="status-bar" aria-label={t('status.sync')}>
      <span className={`pill ${status.mode === 'training' ? 'pill-warn' : 'pill-ok'}`} data-testid="status-mode">
        {status.mode === 'training' ? t('status.training') : t('status.live')}
      </span>
      <span className={`pill ${status.online ? 'pill-ok' : 'pill-bad'}`} data-testid="status-online">
        {status.online ? t('status.online') : t('status.offline')}
      </span>
      <span className="pill" data-testid="status-printer">
        {t('status.printer')}: {t(`status.printerState.${status.printer.state}`)}
        {status.printer.queued > 0 ? ` (${status.printer.queued})` : ''}
      </span>
      <span className="pill" data-testid="status-sync" data-synced-at={status.sync.lastSyncAt ?? ''}>
        {t('status.sync')}: {t(`status.syncState.${status.sync.state}`)}
      </span>
      {status.store ? (
        <span
          className={`pill ${status.store.state === 'connected' ? (status.store.backlog > 0 || status.store.refused > 0 ? 'pill-warn' : 'pill-ok') : 'pill-bad'}`}
          data-testid="status-store"
          data-backlog={status.store.backlog}
          data-refused={status.store.refused}
          title={status.store.message}
        >
          {t('status.store')} {status.store.store}: {t(`status.storeState.${status.store.state}`)}
          {status.store.backlog > 0
            ? ` · ${t('status.storeBacklog', { count: status.store.backlog, since: formatTime(status.store.since, status.language) })}`
            : ''}
          {status.store.refused > 0 ? ` · ${t('status.storeRefused', { count: status.store.refused })}` : ''}
        </span>
      ) : null}
      <OpenReservationMarker testId="status-open-reservation" className="pill pill-warn" />
      <BasketMarker />
      <span className="muted status-where" title={where}>
        {where}
      </span>
      <label className="language">
        {/* Named for screen readers; on screen the select's "DE"/"FR" says it (room for outlet and till). */}
        <span className="sr-only">{t('app.language')}</span>
        <select
          data-testid="language-select"
          value={status.language}
          onChange={(e) => void setLanguage(e.target.value as (typeof languages)[number])}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {l.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
    </footer>
  );
}
