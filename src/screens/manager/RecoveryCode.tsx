// The manager recovery code on screen: shown once when it is made (first set-up, replaced in the
// settings, or after it ended a lock), replaced from the settings, and typed at a locked manager's
// PIN pad to end the lock. The core keeps only its hash: what is not noted now is gone.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthState, CoreErrorData } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useManagerCall } from './useManagerCall';

/** The new code, once, until the manager says it is noted. */
export function RecoveryCodeShown({ code, onDone }: { code: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mgr-section panel panel-warn" data-testid="recovery-code-shown" aria-labelledby="recovery-code-heading">
      <h2 id="recovery-code-heading">{t('recovery.shownHeading')}</h2>
      <p>{t('recovery.shownExplain')}</p>
      <p className="recovery-code" data-testid="recovery-code">
        <code>{code}</code>
      </p>
      <button type="button" onClick={onDone} data-testid="recovery-code-noted">
        {t('recovery.noted')}
      </button>
    </section>
  );
}

/** Settings: make a new code (the old one stops working), shown once. */
export function RecoveryCodeSection({ codeSet }: { codeSet: boolean }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  const [code, setCode] = useState<string | null>(null);
  const [made, setMade] = useState(codeSet);
  if (code) return <RecoveryCodeShown code={code} onDone={() => setCode(null)} />;
  return (
    <section className="mgr-section" data-testid="settings-recovery">
      <h2>{t('recovery.heading')}</h2>
      <p className="mgr-note">{made ? t('recovery.explain') : t('recovery.none')}</p>
      <ConfirmButton
        label={t('recovery.replace')}
        question={t('recovery.replaceQuestion')}
        testId="recovery-replace"
        disabled={call.busy}
        onConfirm={() =>
          void call.run('auth.replaceRecoveryCode', {}).then((r) => {
            if (!r) return;
            setMade(true);
            setCode(r.recoveryCode);
          })
        }
      />
      <ErrorPanel error={call.error} />
    </section>
  );
}

/** At a locked manager's PIN pad: the recovery code ends the lock; the fresh code is shown once. */
export function RecoveryCodeEntry({ userId, onRecovered }: { userId: string; onRecovered: (a: AuthState) => void }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CoreErrorData | null>(null);
  const [fresh, setFresh] = useState<{ code: string; auth: AuthState } | null>(null);
  if (fresh) {
    return (
      <>
        <p className="panel panel-ok" role="status" data-testid="recovery-done">
          {t('recovery.done')}
        </p>
        <RecoveryCodeShown code={fresh.code} onDone={() => onRecovered(fresh.auth)} />
      </>
    );
  }
  if (!open) {
    return (
      <button type="button" className="button-secondary" onClick={() => setOpen(true)} data-testid="recovery-use">
        {t('recovery.use')}
      </button>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!typed.trim()) return;
    setBusy(true);
    const r = await bridge.call('auth.recover', { userId, recoveryCode: typed.trim() });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    const { recoveryCode, ...auth } = r.value;
    setFresh({ code: recoveryCode, auth });
  };
  return (
    <form className="mgr-row" onSubmit={(e) => void submit(e)} data-testid="recovery-form">
      <label className="mgr-field">
        {t('recovery.label')}
        <input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          data-testid="recovery-input"
        />
      </label>
      <button type="submit" disabled={busy} data-testid="recovery-submit">
        {t('recovery.submit')}
      </button>
      {error?.code === 'unauthorized' ? (
        <p className="input-message" role="alert" data-testid="recovery-wrong">
          {t('recovery.wrong')}
        </p>
      ) : (
        <ErrorPanel error={error} />
      )}
    </form>
  );
}
