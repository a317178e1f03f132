// All four languages at once, for tests and tools; the app loads German with the bundle and the
// others on demand (i18n/index.ts), which keeps the cashier bundle light.
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

export const resources = { de: { translation: de }, fr: { translation: fr }, it: { translation: it }, en: { translation: en } } as const;
