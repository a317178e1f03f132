import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthState } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useApp } from '../../app-context';
import { useCall } from '../../hooks/useCall';

/**
 * Shows `children` only to a manager session; otherwise asks for the manager PIN (or, on a fresh
 * terminal, lets the first manager choose one). The core checks the role on every call anyway.
 */
export function ManagerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const { busy, error, run } = useCall();
  const [state, setState] = useState<AuthState | null>(null);
  const [pin, setPin] = useState('');
  const [name, setName] = useState('');
  const load = useCallback(() => {
    void bridge.call('auth.session', {}).then((r) => {
      if (r.ok) setState(r.value);
    });
  }, [bridge]);
  useEffect(load, [load]);
  if (!state) return <Busy busy />;
  if (state.user?.role === 'manager') return <>{children}</>;
  const setup = !state.managerPinSet;
  const submit = async () => {
    const r = setup ? await run('auth.setup', { name: name.trim(), pin }) : await run('auth.login', { pin });
    setPin('');
    if (r) setState(r);
  };
  return (
    <form
      className="card"
      data-testid="manager-gate"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{setup ? t('tickets.manager.setup') : t('tickets.manager.pinNeeded')}</h2>
      {setup && (
        <label>
          {t('tickets.manager.name')}{' '}
          <input value={name} data-testid="manager-name" onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </label>
      )}
      <label>
        {t('tickets.manager.pin')}{' '}
        <input
          type="password"
          inputMode="numeric"
          value={pin}
          data-testid="manager-pin"
          autoComplete="off"
          autoFocus
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))}
        />
      </label>{' '}
      <button type="submit" data-testid="manager-login" disabled={busy || pin.length < 4 || (setup && name.trim() === '')}>
        {t('tickets.manager.login')}
      </button>
      <Busy busy={busy} />
      <ErrorPanel error={error} />
    </form>
  );
}
