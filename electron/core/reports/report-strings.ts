// Column headings and labels of the report exports (CSV) in the four UI languages, and month names
// from Intl (full ICU in Node and Electron).
import type { Language } from '../contract/app';
import type { Complimentary } from '../service/wire';

/** Every heading a report export uses; each language provides all of them (the compiler checks). */
export interface ReportStrings {
  month: string;
  closingBalance: string;
  change: string;
  changePercent: string;
  complimentary: string;
  currency: string;
  state: string;
  open: string;
  corrected: string;
  stale: string;
  compl: Record<Complimentary, string>;
  section: string;
  key: string;
  name: string;
  count: string;
  amount: string;
  total: string;
  voucherType: string;
  pointOfSale: string;
  range: string;
  pos: Record<'web' | 'local' | 'import', string>;
}

const de: ReportStrings = {
  month: 'Monat',
  closingBalance: 'Schlussbestand',
  change: 'Veränderung',
  changePercent: 'Veränderung %',
  complimentary: 'Gratisgutscheine',
  currency: 'Währung',
  state: 'Status',
  open: 'laufend',
  corrected: 'korrigiert',
  stale: 'nicht aktuell',
  compl: { included: 'inbegriffen', excluded: 'ausgeschlossen', only: 'nur Gratisgutscheine' },
  section: 'Bereich',
  key: 'Schlüssel',
  name: 'Name',
  count: 'Anzahl',
  amount: 'Betrag',
  total: 'Total',
  voucherType: 'Gutscheintyp',
  pointOfSale: 'Verkaufsstelle',
  range: 'Zeitraum',
  pos: { web: 'Online-Shop', local: 'Vor Ort', import: 'Import' },
};

const fr: ReportStrings = {
  month: 'Mois',
  closingBalance: 'Solde de clôture',
  change: 'Variation',
  changePercent: 'Variation %',
  complimentary: 'Bons gratuits',
  currency: 'Devise',
  state: 'État',
  open: 'en cours',
  corrected: 'corrigé',
  stale: 'pas à jour',
  compl: { included: 'inclus', excluded: 'exclus', only: 'bons gratuits seulement' },
  section: 'Section',
  key: 'Clé',
  name: 'Nom',
  count: 'Nombre',
  amount: 'Montant',
  total: 'Total',
  voucherType: 'Type de bon',
  pointOfSale: 'Point de vente',
  range: 'Période',
  pos: { web: 'Boutique en ligne', local: 'Sur place', import: 'Import' },
};

const it: ReportStrings = {
  month: 'Mese',
  closingBalance: 'Saldo di chiusura',
  change: 'Variazione',
  changePercent: 'Variazione %',
  complimentary: 'Buoni omaggio',
  currency: 'Valuta',
  state: 'Stato',
  open: 'in corso',
  corrected: 'corretto',
  stale: 'non aggiornato',
  compl: { included: 'inclusi', excluded: 'esclusi', only: 'solo buoni omaggio' },
  section: 'Sezione',
  key: 'Chiave',
  name: 'Nome',
  count: 'Numero',
  amount: 'Importo',
  total: 'Totale',
  voucherType: 'Tipo di buono',
  pointOfSale: 'Punto vendita',
  range: 'Periodo',
  pos: { web: 'Negozio online', local: 'In loco', import: 'Importazione' },
};

const en: ReportStrings = {
  month: 'Month',
  closingBalance: 'Closing balance',
  change: 'Change',
  changePercent: 'Change %',
  complimentary: 'Complimentary vouchers',
  currency: 'Currency',
  state: 'State',
  open: 'open',
  corrected: 'corrected',
  stale: 'not current',
  compl: { included: 'included', excluded: 'excluded', only: 'complimentary only' },
  section: 'Section',
  key: 'Key',
  name: 'Name',
  count: 'Count',
  amount: 'Amount',
  total: 'Total',
  voucherType: 'Voucher type',
  pointOfSale: 'Point of sale',
  range: 'Range',
  pos: { web: 'Online shop', local: 'On site', import: 'Import' },
};

export const reportStrings: Record<Language, ReportStrings> = { de, fr, it, en };

const locales: Record<Language, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-CH' };

/** "November 2026" in the language (`YYYY-MM` in). */
export function monthName(month: string, language: Language): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locales[language], { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 1));
}
