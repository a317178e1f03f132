// Once cashier PINs exist, the cashier screens need a PIN login (the core refuses cashier methods
// without a session anyway). The manager area has its own door; on an open till this shows nothing.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CoreErrorData } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { CashierLogout } from '../../components/CashierLogout';
import { ErrorPanel } from '../../components/ErrorPanel';
import { PinEntry } from '../../components/PinEntry';
import { useAuth } from './useAuth';
import './manager.css';

export function CashierGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const location = useLocation();
  // Read again on every navigation.
  const { auth, reload, setAuth } = useAuth(location.pathname);
  const [error, setError] = useState<CoreErrorData | null>(null);
  const [busy, setBusy] = useState(false);

  const lockedUntil = auth?.lockedUntil ?? null;
  useEffect(() => {
    if (!lockedUntil) return;
    const timer = setTimeout(() => void reload(), Math.max(0, new Date(lockedUntil).getTime() - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [lockedUntil, reload]);

  const inManager = location.pathname.startsWith('/manager');
  if (!auth || inManager || !auth.cashierPinRequired) return <>{children}</>;
  if (auth.user) {
    return (
      <>
        {children}
        <div className="mgr-row cashier-bar">
          <span className="mgr-note" data-testid="cashier-user">
            {t('manager.signedInAs', { name: auth.user.name })}
          </span>
          <CashierLogout onLoggedOut={() => void reload()} />
        </div>
      </>
    );
  }
  const login = async (userId: string, pin: string) => {
    setBusy(true);
    const r = await bridge.call('auth.login', { userId, pin });
    setBusy(false);
    setError(r.ok ? null : r.error);
    if (r.ok) setAuth(r.value);
    else await reload();
  };
  return (
    <main className="screen" data-testid="cashier-login">
      <h1>{t('manager.cashierLogin.heading')}</h1>
      <PinEntry
        users={auth.users}
        busy={busy}
        error={error}
        tillLockedUntil={auth.lockedUntil}
        label={t('manager.login.pin')}
        onSubmit={(id, pin) => void login(id, pin)}
      />
      {error && error.code !== 'locked' && error.code !== 'unauthorized' && <ErrorPanel error={error} />}
    </main>
  );
}
