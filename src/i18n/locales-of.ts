// The Swiss locale of each UI language and the fallback currency: apart from the sentences, so the
// formatters (and the back office page) load without the terminal's i18n setup.

/** BCP 47 locale for money and dates per UI language (Swiss formats). */
export const localeOf = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-CH' } as const;

/** The locale fallback currency: shown only until a service answer has named the merchant's currency. */
export const fallbackCurrency = 'CHF';
