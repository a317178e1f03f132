import { useTranslation } from 'react-i18next';

/** Customer and booking language as typed. */
export interface CustomerInput {
  firstName: string;
  lastName: string;
  email: string;
  language: string;
}

/** Why the customer cannot be sent yet (first problem), or null. */
export function customerProblem(c: CustomerInput, languages: string[]): 'firstName' | 'lastName' | 'email' | 'language' | null {
  if (c.firstName.trim() === '') return 'firstName';
  if (c.lastName.trim() === '') return 'lastName';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email.trim())) return 'email';
  if (!languages.includes(c.language)) return 'language';
  return null;
}

function languageName(code: string, ui: string): string {
  try {
    return new Intl.DisplayNames([ui], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** First name, last name, e-mail and the booking language (only the product's languages). */
export function CustomerForm({
  value,
  onChange,
  languages,
  uiLanguage,
}: {
  value: CustomerInput;
  onChange(v: CustomerInput): void;
  languages: string[];
  uiLanguage: string;
}) {
  const { t } = useTranslation();
  const field = (key: 'firstName' | 'lastName' | 'email', type = 'text', autoComplete = 'off') => (
    <label>
      {t(`tickets.customer.${key}`)}
      <input
        type={type}
        value={value[key]}
        autoComplete={autoComplete}
        data-testid={`customer-${key}`}
        required
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <fieldset className="tk-form">
      <legend>{t('tickets.customer.title')}</legend>
      {field('firstName')}
      {field('lastName')}
      {field('email', 'email')}
      <label>
        {t('tickets.customer.language')}
        <select value={value.language} data-testid="booking-language" onChange={(e) => onChange({ ...value, language: e.target.value })}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageName(l, uiLanguage)} ({l})
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
