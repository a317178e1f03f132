// The office page: sign-in, then the chain month, a store day and a session's Z (react-router).
import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeMe } from '../../electron/core/contract/office';
import { getJson, post } from './api';
import { chooseLanguage, officeLanguages } from './i18n';
import { SignIn } from './SignIn';
import { SignedOutContext } from './useAnswer';
import { DayPage } from './DayPage';
import { ZPage } from './ZPage';
import { MonthPage } from './MonthPage';

type Me = { state: 'asking' } | { state: 'out' } | { state: 'in'; me: OfficeMe };

export function OfficeApp() {
  const { t, i18n } = useTranslation();
  const [me, setMe] = useState<Me>({ state: 'asking' });
  const ask = useCallback(() => {
    getJson<OfficeMe>('/api/me').then(
      (m) => setMe({ state: 'in', me: m }),
      () => setMe({ state: 'out' }),
    );
  }, []);
  useEffect(ask, [ask]);
  const signedOut = useCallback(() => setMe({ state: 'out' }), []);
  const signOut = async () => {
    await post('/sign-out');
    setMe({ state: 'out' });
  };
  return (
    <BrowserRouter>
      <header className="bar no-print">
        <strong>{t('title')}</strong>
        {me.state === 'in' && (
          <nav>
            <NavLink to="/">{t('chainMonth')}</NavLink>
            <NavLink to="/day">{t('storeDay')}</NavLink>
          </nav>
        )}
        <span className="grow" />
        <span role="group" aria-label={t('language')} className="langs">
          {officeLanguages.map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              aria-pressed={i18n.language === l}
              className="link"
              onClick={() => void chooseLanguage(l)}
            >
              {l.toUpperCase()}
            </button>
          ))}
        </span>
        {me.state === 'in' && (
          <>
            <span className="who">{me.me.login}</span>
            <button type="button" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </>
        )}
      </header>
      <main>
        {me.state === 'out' && <SignIn onSignedIn={ask} />}
        {me.state === 'in' && (
          <SignedOutContext.Provider value={signedOut}>
            <Routes>
              <Route path="/day" element={<DayPage me={me.me} />} />
              <Route path="/session" element={<ZPage />} />
              <Route path="*" element={<MonthPage />} />
            </Routes>
          </SignedOutContext.Provider>
        )}
      </main>
    </BrowserRouter>
  );
}
