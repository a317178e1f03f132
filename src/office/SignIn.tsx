// The sign-in form: a store login or the chain login (PostgreSQL roles). A wrong password is
// answered after a wait that grows each time (the server's).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from './api';

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    const r = await post('/sign-in', { login: f.get('login'), password: f.get('password') }).catch(() => null);
    setBusy(false);
    if (r?.ok) onSignedIn();
    else setWrong(true);
  };
  return (
    <form className="sign-in" onSubmit={(e) => void submit(e)}>
      <h1>{t('title')}</h1>
      <label>
        {t('login')}
        <input name="login" autoComplete="username" required />
      </label>
      <label>
        {t('password')}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" disabled={busy}>
        {t('signIn')}
      </button>
      {wrong && (
        <p role="alert" className="alert">
          {t('wrong')}
        </p>
      )}
    </form>
  );
}
