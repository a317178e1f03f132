// A payment method's name by language (the merchant's setting names it in all four), written once
// for the basket, the customer display and the Store screen.
import type { Language, PaymentMethod } from '../../../electron/core/contract';

const languages: readonly Language[] = ['de', 'fr', 'it', 'en'];

/** The method's name in `lang` (German for a language the setting does not have); null for an unknown id. */
export function methodName(list: PaymentMethod[], id: string | null, lang: string): string | null {
  const m = list.find((x) => x.id === id);
  if (!m) return null;
  return m.names[languages.find((l) => l === lang) ?? 'de'];
}
