// i18next with the four languages of the terminal; German is the default and ships with the bundle,
// the others are loaded when the terminal first switches to them (each its own small chunk).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../electron/core/contract';
import de from './locales/de.json';

export { fallbackCurrency, localeOf } from './locales-of';

const loaders: Record<Exclude<Language, 'de'>, () => Promise<{ default: Record<string, unknown> }>> = {
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
  en: () => import('./locales/en.json'),
};

export function initI18n() {
  void i18next.use(initReactI18next).init({
    resources: { de: { translation: de } },
    lng: 'de',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Loads a language's sentences (once) without switching to it (the customer display's language). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'de' && !i18next.hasResourceBundle(language, 'translation')) {
    const mod = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', mod.default);
  }
}

/** Loads a language's sentences (once) and switches to it; the readiness marker waits for it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}
