import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PinRequest } from '../hooks/useCall';

/** Asks for a manager PIN in place, for one step that needs a manager's authority. */
export function ManagerPinPrompt({ request }: { request: PinRequest | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  if (!request) return null;
  const submit = () =>
    void request.submit(pin).then((m) => {
      setMessage(m);
      setPin('');
    });
  return (
    <div className="panel panel-warn" role="group" aria-labelledby={`${id}-h`} data-testid="manager-pin">
      <strong id={`${id}-h`}>{t('manager.authority.heading')}</strong>
      <div className="code-row">
        <label htmlFor={id} className="sr-only">
          {t('manager.login.pin')}
        </label>
        <input
          id={id}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={8}
          data-testid="manager-pin-input"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
            if (e.key === 'Escape') {
              e.preventDefault();
              request.cancel();
            }
          }}
        />
        <button type="button" onClick={submit} data-testid="manager-pin-ok">
          {t('common.ok')}
        </button>
        <button type="button" className="button-secondary" onClick={() => request.cancel()}>
          {t('manager.users.cancel')}
        </button>
      </div>
      {message && (
        <p role="alert" className="input-message">
          {message}
        </p>
      )}
    </div>
  );
}
