import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoreErrorData } from '../../electron/core/contract';
import type { PinRequest } from '../hooks/useCall';
import { useFormat } from '../hooks/useLang';

/** Asks for a manager PIN in place, for one step that needs a manager's authority. */
export function ManagerPinPrompt({ request }: { request: PinRequest | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [pin, setPin] = useState('');
  const f = useFormat();
  const [refusal, setRefusal] = useState<CoreErrorData | null>(null);
  if (!request) return null;
  // The core's reasons in the UI language (strings shared with the manager area).
  const message = (e: CoreErrorData): string => {
    if (e.code === 'unauthorized')
      return t('manager.login.wrong', { count: typeof e.details?.remaining === 'number' ? e.details.remaining : 0 });
    if (e.code === 'locked' && typeof e.details?.lockedUntil === 'string')
      return t('manager.login.locked', { time: f.time(e.details.lockedUntil) });
    return e.message;
  };
  const submit = () =>
    void request.submit(pin).then((e) => {
      setRefusal(e);
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
      {refusal && (
        <p role="alert" className="input-message">
          {message(refusal)}
        </p>
      )}
    </div>
  );
}
