// The office page's words in de/fr/it/en, with the terminal's own words of the Z rows (so a Z reads
// here as the till printed it). German ships with the page, as on the terminal; the others load when
// first chosen. The choice is kept in the browser.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deOffice from './locales/de.json';
import { till as deTill, manager as deManager } from '../i18n/locales/de.json';

export const officeLanguages = ['de', 'fr', 'it', 'en'] as const;
export type OfficeLanguage = (typeof officeLanguages)[number];

type Terminal = { till: object; manager: { closing: object } };

const resource = (office: object, terminal: Terminal) => ({
  ...office,
  till: terminal.till,
  manager: { closing: terminal.manager.closing },
});

const loaders: Record<Exclude<OfficeLanguage, 'de'>, () => Promise<[{ default: object }, Terminal]>> = {
  fr: () => Promise.all([import('./locales/fr.json'), import('../i18n/locales/fr.json')]),
  it: () => Promise.all([import('./locales/it.json'), import('../i18n/locales/it.json')]),
  en: () => Promise.all([import('./locales/en.json'), import('../i18n/locales/en.json')]),
};

const KEY = 'office-language';

/** The language asked in the address (`?lang=fr`, then kept), else the one kept, else the browser's; German by default. */
export function savedLanguage(): OfficeLanguage {
  const pick = (v: string | null | undefined) => officeLanguages.find((l) => l === v);
  const asked = pick(new URLSearchParams(location.search).get('lang'));
  if (asked) localStorage.setItem(KEY, asked);
  return asked ?? pick(localStorage.getItem(KEY)) ?? pick(navigator.language.slice(0, 2)) ?? 'de';
}

async function load(language: OfficeLanguage): Promise<void> {
  if (language === 'de' || i18next.hasResourceBundle(language, 'translation')) return;
  const [office, terminal] = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', resource(office.default, terminal));
}

/** Sets up the words (German at once) and switches to the saved language once its words are there. */
export async function initOfficeI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { de: { translation: resource(deOffice, { till: deTill, manager: deManager }) } },
    lng: 'de',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await chooseLanguage(savedLanguage(), false);
}

export async function chooseLanguage(language: OfficeLanguage, keep = true): Promise<void> {
  if (keep) localStorage.setItem(KEY, language);
  await load(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = `${language}-CH`;
}
