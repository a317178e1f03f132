// Whose key is this? The user the service names for this terminal's key (learned from a payment whose
// answer came), and the warning when another till uses the same key: then the terminal cannot tell
// its own steps from the other till's, and each till should get its own key.
import { useTranslation } from 'react-i18next';
import type { TerminalSettings } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { formatDateTime } from '../../lib/format';

/** The key's user and the shared-key warning of the service in use. */
export function KeyUserSection({ settings }: { settings: TerminalSettings }) {
  const { t } = useTranslation();
  const { status } = useApp();
  const u = settings.keyUser;
  return (
    <section className="mgr-section" data-testid="settings-key-user">
      <h3>{t('attribution.keyUser.title')}</h3>
      <p data-testid="key-user" data-user={u?.id ?? ''}>
        {u
          ? t('attribution.keyUser.learned', { name: u.name ?? u.id, at: formatDateTime(u.learnedAt, status.language) })
          : t('attribution.keyUser.unknown')}
      </p>
      {settings.sharedKey && <SharedKeyWarning code={settings.sharedKey.code} at={settings.sharedKey.at} />}
    </section>
  );
}

/** "Another till uses this terminal's key" (settings and day closing). */
export function SharedKeyWarning({ code, at }: { code: string; at: string }) {
  const { t } = useTranslation();
  const { status } = useApp();
  return (
    <p className="panel panel-warn" role="alert" data-testid="shared-key">
      {t('attribution.sharedKey', { code, at: formatDateTime(at, status.language) })}
    </p>
  );
}
