import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../../app-context';
import { useManager } from './ManagerGate';

/** A manager screen: heading, back to the manager menu, the logged-in manager and log out. */
export function ManagerFrame({
  title,
  testId,
  children,
  back = '/manager',
}: {
  title: string;
  testId: string;
  children: ReactNode;
  back?: string;
}) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const { auth, recheck } = useManager();
  const logout = async () => {
    await bridge.call('auth.logout', {});
    await recheck();
  };
  return (
    <main className="screen" data-testid={testId}>
      <div className="screen-head">
        <h1>{title}</h1>
        <div className="mgr-row">
          <span className="mgr-note" data-testid="manager-user">
            {t('manager.signedInAs', { name: auth.user?.name ?? '' })}
          </span>
          <button type="button" className="button-secondary" onClick={() => void logout()} data-testid="manager-logout">
            {t('manager.logout')}
          </button>
          <Link className="button button-secondary" to={back} data-testid="back">
            {t('app.back')}
          </Link>
        </div>
      </div>
      {children}
    </main>
  );
}
