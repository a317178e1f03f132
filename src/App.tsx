import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createHashRouter, Navigate, Route, RouterProvider, Routes } from 'react-router';
import type { AppStatus } from '../electron/core/contract';
import { AppContext, useApp } from './app-context';
import type { Bridge } from './bridge';
import { ClockBehind } from './components/ClockBehind';
import { ScanFallback } from './components/ScanFallback';
import { SessionNotice } from './components/SessionNotice';
import { Busy } from './components/Busy';
import { StatusBar } from './components/StatusBar';
import { basketTiles, cashierTiles, Home } from './screens/Home';
import { Placeholder } from './screens/Placeholder';
import { CashierGate } from './screens/manager/CashierGate';
import { cashierScreens, preloadCashierScreens, TicketsRoutes } from './screens/cashier-routes';
import { CashierTillClose } from './screens/till-close/CashierTillClose';
import { setDisplayTimeZone } from './lib/format';
import { switchLanguage } from './i18n';
import { errorLine } from './lib/core-words';

// The manager area (reports and their chart library) is its own chunk, fetched when first opened:
// the cashier screens load without it.
const ManagerRoutes = lazy(() => import('./screens/manager/ManagerRoutes').then((m) => ({ default: m.ManagerRoutes })));

export function App({ bridge }: { bridge: Bridge }) {
  const { t, i18n } = useTranslation();
  // Browser mode: the page came with the status, so the first screen shows without a round trip;
  // the call below still refreshes it once the session is there.
  const [status, setStatus] = useState<AppStatus | null>(bridge.initialStatus);
  const [error, setError] = useState<string | null>(null);
  const router = useMemo(() => createHashRouter([{ path: '*', element: <Shell /> }]), []);

  useEffect(() => {
    let alive = true;
    void bridge.call('app.status', {}).then((r) => {
      if (!alive) return;
      // The same status as served: keep the object, so the screens do not draw again for nothing.
      if (r.ok) setStatus((s) => (s && JSON.stringify(s) === JSON.stringify(r.value) ? s : r.value));
      else setError(errorLine(r.error, i18n.t, i18n.language));
    });
    const off = bridge.on('app.status', (s) => setStatus(s));
    return () => {
      alive = false;
      off();
    };
  }, [bridge, i18n]);

  useEffect(() => {
    if (status && i18n.language !== status.language) void switchLanguage(status.language);
    if (status) document.documentElement.lang = status.language;
    if (status) setDisplayTimeZone(status.timeZone);
  }, [status, i18n]);

  const setLanguage = useCallback(
    async (language: AppStatus['language']) => {
      const r = await bridge.call('app.setLanguage', { language });
      if (r.ok) setStatus((s) => (s ? { ...s, language: r.value.language } : s));
      else setError(errorLine(r.error, i18n.t, i18n.language));
    },
    [bridge, i18n],
  );

  if (!status) {
    return (
      <div className="boot" data-app-state={error ? 'error' : 'loading'}>
        {error ? t('errors.generic', { message: error }) : t('app.loading')}
      </div>
    );
  }
  return (
    <AppContext.Provider value={{ bridge, status, setLanguage }}>
      <RouterProvider router={router} />
    </AppContext.Provider>
  );
}

/**
 * Everything under the router. A data router (one splat route) so that a screen holding an open
 * sale could block every navigation in one place (`useBlocker`).
 */
function Shell() {
  const { t, i18n } = useTranslation();
  const { status } = useApp();
  const ready = status.language === i18n.language;
  // Once the first screen is drawn, the other cashier screens' chunks are fetched ahead.
  useEffect(() => {
    const timer = setTimeout(preloadCashierScreens, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="app" data-app-state={ready ? 'ready' : 'loading'}>
      {status.mode === 'training' && (
        <div className="training-banner" role="note" data-testid="training-banner">
          {t('training.banner')}
        </div>
      )}
      {status.storage?.state === 'damaged' && (
        <div className="panel panel-bad" role="alert" data-testid="storage-damaged">
          {t('storage.damaged')}
        </div>
      )}
      <ClockBehind />
      <SessionNotice />
      <CashierGate>
        <ScanFallback />
        <Suspense fallback={<Busy busy />}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/tickets/*" element={<TicketsRoutes />} />
            <Route path="/till-close" element={<CashierTillClose />} />
            {cashierTiles
              .filter((id) => id !== 'tickets')
              .map((id) => {
                const Screen = cashierScreens[id];
                const basket = basketTiles[id];
                const element = basket ? <Navigate to={basket} replace /> : Screen ? <Screen /> : <Placeholder titleKey={`tiles.${id}`} />;
                return <Route key={id} path={`/${id}`} element={element} />;
              })}
            <Route
              path="/manager/*"
              element={
                <Suspense fallback={<Busy busy />}>
                  <ManagerRoutes />
                </Suspense>
              }
            />
          </Routes>
        </Suspense>
      </CashierGate>
      <StatusBar />
    </div>
  );
}
