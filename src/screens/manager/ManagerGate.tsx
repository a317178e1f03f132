// The door of the manager area (and of the ticket manager screens, `inline`): first-run set-up of
// the manager PIN (with repeat), login by manager and PIN with the wait and lockout shown, then the
// screens. The core enforces the role on every call; this only guides.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthState, CoreErrorData } from '../../../electron/core/contract';
import { walkInEmailSchema } from '../../../electron/core/contract';
import { hasUnsafeText } from '../../../electron/core/contract/display-text';
import { useApp } from '../../app-context';
import { ErrorPanel } from '../../components/ErrorPanel';
import { PinEntry } from '../../components/PinEntry';
import { RecoveryCodeEntry, RecoveryCodeShown } from './RecoveryCode';
import { useAuth } from './useAuth';
import { ManagerContext } from './manager-context';
import './manager.css';

export { useManager } from './manager-context';

function SetupForm({ minDigits, onDone }: { minDigits: number; onDone: (a: AuthState) => void }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  // The fallback address of walk-in ticket guests, set here at once (optional; also in the settings).
  const [walkIn, setWalkIn] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<CoreErrorData | null>(null);
  // The recovery code comes once, with the set-up: the manager notes it before going on.
  const [done, setDone] = useState<{ code: string; auth: AuthState } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,8}$/.test(pin)) return setMessage(t('manager.pin.format'));
    if (pin.length < minDigits) return setMessage(t('pinEntry.managerDigits', { count: minDigits }));
    if (pin !== repeat) return setMessage(t('manager.setup.mismatch'));
    if (hasUnsafeText(name.trim())) return setMessage(t('displayText.nameUnsafe'));
    if (!walkInEmailSchema.safeParse(walkIn.trim()).success) return setMessage(t('walkInSettings.invalid'));
    setMessage(null);
    const r = await bridge.call('auth.setup', { name: name.trim() || t('manager.setup.defaultName'), pin });
    if (!r.ok) return setError(r.error);
    if (walkIn.trim()) {
      const saved = await bridge.call('settings.update', { walkInEmail: walkIn.trim() });
      if (!saved.ok) return setError(saved.error);
    }
    const { recoveryCode, ...auth } = r.value;
    setDone({ code: recoveryCode, auth });
  };
  if (done) return <RecoveryCodeShown code={done.code} onDone={() => onDone(done.auth)} />;
  return (
    <form onSubmit={(e) => void submit(e)} className="mgr-section" data-testid="manager-setup" noValidate>
      <h2>{t('manager.setup.heading')}</h2>
      <p>{t('manager.setup.explain')}</p>
      <div className="mgr-row">
        <label className="mgr-field">
          {t('manager.setup.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} data-testid="setup-name" />
        </label>
        <label className="mgr-field">
          {t('manager.setup.pin', { min: minDigits })}
          <input
            type="password"
            inputMode="numeric"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            maxLength={8}
            data-testid="setup-pin"
          />
        </label>
        <label className="mgr-field">
          {t('manager.setup.repeat')}
          <input
            type="password"
            inputMode="numeric"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            maxLength={8}
            data-testid="setup-repeat"
          />
        </label>
        <label className="mgr-field">
          {t('manager.setup.walkIn')}
          <input
            type="email"
            value={walkIn}
            onChange={(e) => setWalkIn(e.target.value)}
            maxLength={254}
            autoComplete="off"
            data-testid="setup-walk-in-email"
          />
        </label>
        <button type="submit" data-testid="setup-submit">
          {t('manager.setup.submit')}
        </button>
      </div>
      {message && (
        <p className="input-message" role="alert" data-testid="input-message">
          {message}
        </p>
      )}
      <ErrorPanel error={error} />
    </form>
  );
}

function LoginPanel({ auth, onDone }: { auth: AuthState; onDone: (a: AuthState) => void }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CoreErrorData | null>(null);
  const [users, setUsers] = useState(auth.users);
  const managers = users.filter((u) => u.role === 'manager');
  // Whose PIN entry waits or is locked (the core's list, read after every refusal): the recovery code can end it.
  const lockedManager = managers.find((u) => u.lockedUntil !== null);
  const login = async (userId: string, pin: string) => {
    setBusy(true);
    const r = await bridge.call('auth.login', { userId, pin });
    setBusy(false);
    setError(r.ok ? null : r.error);
    if (r.ok) return onDone(r.value);
    const again = await bridge.call('auth.session', {});
    if (again.ok) setUsers(again.value.users);
  };
  return (
    <section className="mgr-section" data-testid="manager-login">
      <h2>{t('manager.login.heading')}</h2>
      <PinEntry
        users={managers}
        managers
        busy={busy}
        error={error}
        label={t('manager.login.pin')}
        onSubmit={(id, pin) => void login(id, pin)}
      />
      {error && error.code !== 'locked' && error.code !== 'unauthorized' && <ErrorPanel error={error} />}
      {lockedManager && auth.recoveryCodeSet && (
        <RecoveryCodeEntry
          key={lockedManager.id}
          userId={lockedManager.id}
          onRecovered={(a) => {
            setError(null);
            setUsers(a.users);
          }}
        />
      )}
    </section>
  );
}

/** Shows the set-up or the login until this client holds a manager session. */
export function ManagerGate({ children, inline }: { children: ReactNode; inline?: boolean }) {
  const { t } = useTranslation();
  const { auth, reload, setAuth } = useAuth();
  const isManager = auth?.user?.role === 'manager';
  // The core ends an idle manager session; looking every 30 s (auth.session does not count as
  // activity) hides the reports and settings once it has ended, not only at the next click.
  useEffect(() => {
    if (!isManager) return;
    const timer = setInterval(() => void reload(), 30_000);
    return () => clearInterval(timer);
  }, [isManager, reload]);
  if (!auth) return <main className="screen">{t('app.loading')}</main>;
  const door = auth.managerPinSet ? (
    <LoginPanel auth={auth} onDone={setAuth} />
  ) : (
    <SetupForm minDigits={auth.managerPinMinDigits} onDone={setAuth} />
  );
  return (
    <ManagerContext.Provider value={{ auth, recheck: reload }}>
      {isManager ? (
        <>
          {auth.pinChangeDue && (
            <p className="panel panel-warn" role="alert" data-testid="pin-change-due">
              {t('pinEntry.changeDue', { count: auth.managerPinMinDigits })}
            </p>
          )}
          {children}
        </>
      ) : inline ? (
        <div data-testid="manager-door">{door}</div>
      ) : (
        <main className="screen" data-testid="manager-door">
          <div className="screen-head">
            <h1>{t('home.manager')}</h1>
            <Link className="button button-secondary" to="/" data-testid="back">
              {t('app.back')}
            </Link>
          </div>
          {door}
        </main>
      )}
    </ManagerContext.Provider>
  );
}
