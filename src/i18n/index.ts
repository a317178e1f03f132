// i18next with the four languages of the terminal; German is the default.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

export const resources = { de: { translation: de }, fr: { translation: fr }, it: { translation: it }, en: { translation: en } } as const;

/** BCP 47 locale for money and dates per UI language (Swiss formats). */
export const localeOf = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-CH' } as const;

/** The locale fallback currency: shown only until a service answer has named the merchant's currency. */
export const fallbackCurrency = 'CHF';

export function initI18n(language: keyof typeof resources = 'de') {
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
