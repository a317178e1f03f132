// For cashier screens: when a step answers `forbidden` with `{needs: 'manager_pin'}` (an earlier
// day's cancel, a deactivation, a full-code reprint), a manager types their PIN here; the core
// then accepts exactly one such step from this client, and `onAuthorized` repeats it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoreErrorData } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { ErrorPanel } from '../../components/ErrorPanel';
import { PinPad } from './PinPad';
import './manager.css';

/** True when an error asks for a manager's PIN. */
export function needsManagerPin(error: CoreErrorData | null): boolean {
  return error?.code === 'forbidden' && error.details?.needs === 'manager_pin';
}

export function AuthorityPrompt({ error, onAuthorized }: { error: CoreErrorData | null; onAuthorized: () => void }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CoreErrorData | null>(null);
  if (!needsManagerPin(error)) return null;
  const submit = async (pin: string) => {
    setBusy(true);
    const r = await bridge.call('auth.elevate', { pin });
    setBusy(false);
    setFailure(r.ok ? null : r.error);
    if (r.ok) onAuthorized();
  };
  return (
    <div className="mgr-dialog" role="alertdialog" aria-labelledby="authority-heading" data-testid="authority-prompt">
      <p id="authority-heading">{t('manager.authority.heading')}</p>
      <PinPad label={t('manager.login.pin')} busy={busy} onSubmit={(pin) => void submit(pin)} />
      <ErrorPanel error={failure} />
    </div>
  );
}
