import { useTranslation } from 'react-i18next';
import type { CustomerInput } from './rules';

function languageName(code: string, ui: string): string {
  try {
    return new Intl.DisplayNames([ui], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The booking language in the UI language, with its code. */
export function bookingLanguageName(code: string, ui: string): string {
  return `${languageName(code, ui)} (${code})`;
}

/**
 * With e-mail or walk-in guest (offered only when a manager set the fallback address), then first
 * name, last name, e-mail and the booking language (only the product's languages).
 */
export function CustomerForm({
  value,
  onChange,
  languages,
  uiLanguage,
  walkInEmail,
}: {
  value: CustomerInput;
  onChange(v: CustomerInput): void;
  languages: string[];
  uiLanguage: string;
  /** The merchant's fallback address; null when none is set (walk-in then disabled). */
  walkInEmail: string | null | undefined;
}) {
  const { t } = useTranslation();
  const walkIn = value.walkIn;
  const field = (key: 'firstName' | 'lastName' | 'email', type = 'text') => (
    <label>
      {walkIn && key !== 'email' ? t('ticketSteps.optional', { label: t(`tickets.customer.${key}`) }) : t(`tickets.customer.${key}`)}
      <input
        type={type}
        value={value[key]}
        autoComplete="off"
        data-testid={`customer-${key}`}
        required={!walkIn}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      />
    </label>
  );
  const kind = (on: boolean, testId: string, label: string, disabled = false) => (
    <label className={`tk-kind${walkIn === on ? ' is-on' : ''}${disabled ? ' is-off' : ''}`}>
      <input
        type="radio"
        name="customer-kind"
        checked={walkIn === on}
        disabled={disabled}
        data-testid={testId}
        onChange={() => onChange({ ...value, walkIn: on })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="tk-form">
      <legend>{t('tickets.customer.title')}</legend>
      <div className="tk-kinds" role="radiogroup" aria-label={t('ticketSteps.customerKind')}>
        {kind(false, 'customer-with-email', t('ticketSteps.withEmail'))}
        {kind(true, 'customer-walk-in', t('ticketSteps.walkIn'), !walkInEmail)}
      </div>
      {walkInEmail === null && (
        <p className="muted small tk-wide" data-testid="walk-in-unavailable">
          {t('ticketSteps.walkInUnavailable')}
        </p>
      )}
      {walkIn && walkInEmail && (
        <p className="panel tk-wide" data-testid="walk-in-hint">
          {t('ticketSteps.walkInHint', { email: walkInEmail })}
        </p>
      )}
      {field('firstName')}
      {field('lastName')}
      {!walkIn && field('email', 'email')}
      <label>
        {t('tickets.customer.language')}
        <select value={value.language} data-testid="booking-language" onChange={(e) => onChange({ ...value, language: e.target.value })}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {bookingLanguageName(l, uiLanguage)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
