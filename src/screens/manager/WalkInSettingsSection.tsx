// The merchant's fallback e-mail address for walk-in ticket bookings: the service needs
// an address on every booking; a walk-in guest without one is booked with this. Empty = none.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { walkInEmailSchema, type TerminalSettings } from '../../../electron/core/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useManagerCall } from './useManagerCall';

export function WalkInSettingsSection({ settings, onChange }: { settings: TerminalSettings; onChange: (s: TerminalSettings) => void }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  const [email, setEmail] = useState(settings.walkInEmail);
  const [saved, setSaved] = useState(false);
  const [tried, setTried] = useState(false);
  const valid = walkInEmailSchema.safeParse(email).success;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!valid) return;
    const r = await call.run('settings.update', { walkInEmail: email });
    if (r) {
      setSaved(true);
      setEmail(r.walkInEmail);
      onChange(r);
    }
  };
  return (
    <form className="mgr-section" data-testid="settings-walk-in" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('walkInSettings.heading')}</h2>
      <div className="mgr-row">
        <label className="mgr-field">
          {t('walkInSettings.email')}
          <input
            type="email"
            value={email}
            maxLength={254}
            autoComplete="off"
            aria-invalid={tried && !valid}
            data-testid="settings-walk-in-email"
            onChange={(e) => {
              setSaved(false);
              setEmail(e.target.value);
            }}
          />
        </label>
        <button type="submit" data-testid="settings-walk-in-save">
          {t('walkInSettings.save')}
        </button>
        {saved && (
          <span className="mgr-ok" role="status" data-testid="settings-walk-in-saved">
            {t('walkInSettings.saved')}
          </span>
        )}
      </div>
      {tried && !valid && (
        <p className="input-message" role="alert" data-testid="settings-walk-in-invalid">
          {t('walkInSettings.invalid')}
        </p>
      )}
      <p className="mgr-note">{t('walkInSettings.note')}</p>
      <ErrorPanel error={call.error} />
    </form>
  );
}
