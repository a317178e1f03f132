// Manager approval in place: a PIN-pad dialog next to the step that needs a manager's authority,
// with the managers to choose from and the wait or lockout shown.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoreErrorData, LoginUser } from '../../electron/core/contract';
import { useApp } from '../app-context';
import type { PinRequest } from '../hooks/useCall';
import { PinEntry } from './PinEntry';
import { errorLine } from '../lib/core-words';

/** Asks for a manager PIN in place, for one step that needs a manager's authority. */
export function ManagerPinPrompt({ request }: { request: PinRequest | null }) {
  const { t, i18n } = useTranslation();
  const { bridge } = useApp();
  const id = useId();
  const [managers, setManagers] = useState<LoginUser[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<CoreErrorData | null>(null);
  const load = () =>
    void bridge.call('auth.session', {}).then((r) => {
      if (r.ok) setManagers(r.value.users.filter((u) => u.role === 'manager'));
    });
  useEffect(load, [bridge, request]);
  if (!request) return null;
  const submit = (userId: string, pin: string) => {
    setBusy(true);
    void request.submit(userId, pin).then((e) => {
      setBusy(false);
      setRefusal(e);
      if (e) load();
    });
  };
  return (
    <div
      className="panel panel-warn"
      role="dialog"
      aria-labelledby={`${id}-h`}
      data-testid="manager-pin"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          request.cancel();
        }
      }}
    >
      <strong id={`${id}-h`}>{t('manager.authority.heading')}</strong>
      <PinEntry users={managers} managers busy={busy} error={refusal} label={t('manager.login.pin')} onSubmit={submit} />
      {refusal && refusal.code !== 'unauthorized' && refusal.code !== 'locked' && (
        <p role="alert" className="input-message">
          {errorLine(refusal, t, i18n.language)}
        </p>
      )}
      <button type="button" className="button-secondary" onClick={() => request.cancel()} data-testid="manager-pin-cancel">
        {t('manager.users.cancel')}
      </button>
    </div>
  );
}
