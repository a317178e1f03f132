// The office page's words in de/fr/it/en, with the terminal's own words of the Z rows (so a Z reads
// here as the till printed it). German by default, as on the terminal; the choice is kept in the
// browser.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deOffice from './locales/de.json';
import frOffice from './locales/fr.json';
import itOffice from './locales/it.json';
import enOffice from './locales/en.json';
import { till as deTill, manager as deManager } from '../i18n/locales/de.json';
import { till as frTill, manager as frManager } from '../i18n/locales/fr.json';
import { till as itTill, manager as itManager } from '../i18n/locales/it.json';
import { till as enTill, manager as enManager } from '../i18n/locales/en.json';

export const officeLanguages = ['de', 'fr', 'it', 'en'] as const;
export type OfficeLanguage = (typeof officeLanguages)[number];

const resource = (office: object, till: object, manager: { closing: object }) => ({
  translation: { ...office, till, manager: { closing: manager.closing } },
});

const KEY = 'office-language';

/** The language asked in the address (`?lang=fr`, then kept), else the one kept, else the browser's; German by default. */
export function savedLanguage(): OfficeLanguage {
  const pick = (v: string | null | undefined) => officeLanguages.find((l) => l === v);
  const asked = pick(new URLSearchParams(location.search).get('lang'));
  if (asked) localStorage.setItem(KEY, asked);
  return asked ?? pick(localStorage.getItem(KEY)) ?? pick(navigator.language.slice(0, 2)) ?? 'de';
}

export function initOfficeI18n(): void {
  void i18next.use(initReactI18next).init({
    resources: {
      de: resource(deOffice, deTill, deManager),
      fr: resource(frOffice, frTill, frManager),
      it: resource(itOffice, itTill, itManager),
      en: resource(enOffice, enTill, enManager),
    },
    lng: savedLanguage(),
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = `${i18next.language}-CH`;
}

export async function chooseLanguage(language: OfficeLanguage): Promise<void> {
  localStorage.setItem(KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = `${language}-CH`;
}
