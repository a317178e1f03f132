// The store: link this till with its one-time secret, then the store day over every
// till of the store (StoreDayView).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreDay } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ManagerFrame } from './ManagerFrame';
import { StoreDayView } from './StoreDayView';
import { StoreRefusals } from './StoreRefusals';
import { useManagerCall } from './useManagerCall';

export function StoreScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const { run } = call;
  const [day, setDay] = useState<StoreDay | null>(null);
  const [secret, setSecret] = useState('');
  const linked = status.store != null;
  const load = useCallback(() => void run('store.day', {}).then((d) => d && setDay(d)), [run]);
  useEffect(() => {
    if (linked) load();
  }, [linked, load]);

  return (
    <ManagerFrame title={t('manager.store.title')} testId="manager-store">
      <ErrorPanel error={call.error} />
      {!linked && (
        <form
          className="mgr-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run('store.link', { secret }).then((r) => r && setSecret(''));
          }}
        >
          <p>{t('manager.store.notLinked')}</p>
          <label>
            {t('manager.store.secret')}
            <input
              data-testid="store-secret"
              type="password"
              autoComplete="off"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
            />
          </label>
          <button type="submit" disabled={secret.trim() === ''} data-testid="store-link">
            {t('manager.store.link')}
          </button>
        </form>
      )}
      {linked && day && (
        <>
          <p data-testid="store-heading" data-day={day.day}>
            {t('manager.store.heading', { store: day.store, day: day.day })}{' '}
            <button type="button" onClick={load} data-testid="store-refresh">
              {t('manager.refresh')}
            </button>
          </p>
          <StoreDayView day={day} />
        </>
      )}
      {linked && status.store && status.store.refused > 0 && <StoreRefusals link={status.store} />}
    </ManagerFrame>
  );
}
