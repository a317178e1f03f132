// Wording of the printed voucher archive in the four receipt languages (kept apart from the
// receipt strings of the cashier's receipts).
import type { Language } from '../contract/app';

export interface ArchiveReceiptStrings {
  title: string;
  complimentary: string;
  compl: Record<'included' | 'excluded' | 'only', string>;
  change: string;
  open: string;
  corrected: string;
}

export const archiveStrings: Record<Language, ArchiveReceiptStrings> = {
  de: {
    title: 'Gutscheinarchiv',
    complimentary: 'Gratisgutscheine',
    compl: { included: 'inbegriffen', excluded: 'ausgeschlossen', only: 'nur diese' },
    change: 'Veränderung',
    open: 'laufend',
    corrected: 'korrigiert',
  },
  fr: {
    title: 'Archive des bons',
    complimentary: 'Bons gratuits',
    compl: { included: 'inclus', excluded: 'exclus', only: 'seulement' },
    change: 'Variation',
    open: 'en cours',
    corrected: 'corrigé',
  },
  it: {
    title: 'Archivio buoni',
    complimentary: 'Buoni omaggio',
    compl: { included: 'inclusi', excluded: 'esclusi', only: 'solo questi' },
    change: 'Variazione',
    open: 'in corso',
    corrected: 'corretto',
  },
  en: {
    title: 'Voucher archive',
    complimentary: 'Complimentary',
    compl: { included: 'included', excluded: 'excluded', only: 'only' },
    change: 'Change',
    open: 'open',
    corrected: 'corrected',
  },
};
