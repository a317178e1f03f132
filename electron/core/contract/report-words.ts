// The words of states and kinds in the four report languages: CSV cells and printed
// reports show them in the report's language, and keep the stable code in a column of its own for
// machines. The same words as the screens' journal states (src/i18n `journal.state`).
import type { Language } from './app';
import type { JournalState } from './journal';
import type { PaymentKind } from './payments';

/** Journal states, order states and the cross-check's states. */
export type StateCode = JournalState | 'open' | 'finishing' | 'finished' | 'cancelled' | 'closed' | 'ok' | 'mismatch' | 'unavailable';

export interface ReportWords {
  states: Record<StateCode, string>;
  paymentKinds: Record<PaymentKind | 'voucher', string>;
}

const de: ReportWords = {
  states: {
    pending: 'wird gesendet',
    succeeded: 'erledigt',
    failed: 'abgelehnt',
    uncertain: 'wird geprüft',
    not_applied: 'nicht erfolgt',
    needs_decision: 'Entscheid nötig',
    open: 'offen',
    finishing: 'wird abgeschlossen',
    finished: 'abgeschlossen',
    cancelled: 'storniert',
    closed: 'geschlossen',
    ok: 'stimmt',
    mismatch: 'Differenz',
    unavailable: 'nicht verfügbar',
  },
  paymentKinds: { cash: 'Bar', card: 'Karte', other: 'Andere', voucher: 'Gutschein' },
};

const fr: ReportWords = {
  states: {
    pending: 'envoi',
    succeeded: 'fait',
    failed: 'refusé',
    uncertain: 'en vérification',
    not_applied: 'n’a pas eu lieu',
    needs_decision: 'décision requise',
    open: 'ouvert',
    finishing: 'en cours de finalisation',
    finished: 'terminé',
    cancelled: 'annulé',
    closed: 'clôturée',
    ok: 'concorde',
    mismatch: 'écart',
    unavailable: 'indisponible',
  },
  paymentKinds: { cash: 'Espèces', card: 'Carte', other: 'Autre', voucher: 'Bon' },
};

const it: ReportWords = {
  states: {
    pending: 'in invio',
    succeeded: 'fatto',
    failed: 'rifiutato',
    uncertain: 'in verifica',
    not_applied: 'non avvenuto',
    needs_decision: 'decisione necessaria',
    open: 'aperto',
    finishing: 'in chiusura',
    finished: 'concluso',
    cancelled: 'annullato',
    closed: 'chiusa',
    ok: 'corrisponde',
    mismatch: 'differenza',
    unavailable: 'non disponibile',
  },
  paymentKinds: { cash: 'Contanti', card: 'Carta', other: 'Altro', voucher: 'Buono' },
};

const en: ReportWords = {
  states: {
    pending: 'sending',
    succeeded: 'done',
    failed: 'refused',
    uncertain: 'being verified',
    not_applied: 'did not happen',
    needs_decision: 'needs a decision',
    open: 'open',
    finishing: 'finishing',
    finished: 'finished',
    cancelled: 'cancelled',
    closed: 'closed',
    ok: 'matches',
    mismatch: 'difference',
    unavailable: 'not available',
  },
  paymentKinds: { cash: 'Cash', card: 'Card', other: 'Other', voucher: 'Voucher' },
};

export const reportWords: Record<Language, ReportWords> = { de, fr, it, en };

/** A state's word; a code not in the table (an older snapshot's) is shown as it is. */
export function stateWord(lang: Language, state: string): string {
  const states: Record<string, string> = reportWords[lang].states;
  return states[state] ?? state;
}

/** The stable code of a CSV row: its parts joined by dots (`open.charge.uncertain`, `method.card`). */
export function rowCode(...parts: Array<string | null | undefined>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join('.');
}
