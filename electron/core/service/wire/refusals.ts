// The service's known refusal sentences in the four languages it answers in (the merchant's
// language). The built-in service speaks them; the terminal recognises them in any of the four
// and shows the same sentence in the cashier's language, the service's own text kept beside it.

export type RefusalLang = 'de' | 'fr' | 'it' | 'en';
const refusalLangs: RefusalLang[] = ['de', 'fr', 'it', 'en'];

export const refusalTable = {
  unknownCode: {
    de: 'Der Gutscheincode {code} ist unbekannt.',
    fr: 'Le code de bon {code} est inconnu.',
    it: 'Il codice buono {code} è sconosciuto.',
    en: 'The voucher code {code} is unknown.',
  },
  invalidCode: {
    de: 'Ungültiger Gutscheincode: 12 Buchstaben oder Ziffern erwartet.',
    fr: 'Code de bon invalide : 12 lettres ou chiffres attendus.',
    it: 'Codice buono non valido: attese 12 lettere o cifre.',
    en: 'Invalid voucher code: 12 letters or digits expected.',
  },
  notPaid: {
    de: 'Der Gutschein ist nicht bezahlt.',
    fr: "Le bon n'est pas payé.",
    it: 'Il buono non è pagato.',
    en: 'The voucher has not been paid.',
  },
  proforma: {
    de: 'Pro-forma-Gutschein: nicht einlösbar.',
    fr: 'Bon pro forma : non utilisable.',
    it: 'Buono pro forma: non riscattabile.',
    en: 'Pro-forma voucher: cannot be redeemed.',
  },
  cancelled: {
    de: 'Der Gutschein wurde storniert.',
    fr: 'Le bon a été annulé.',
    it: 'Il buono è stato annullato.',
    en: 'The voucher has been cancelled.',
  },
  fullyRedeemed: {
    de: 'Der Gutschein ist vollständig eingelöst.',
    fr: 'Le bon est entièrement utilisé.',
    it: 'Il buono è stato interamente riscattato.',
    en: 'The voucher has been fully redeemed.',
  },
  expired: {
    de: 'Der Gutschein ist am {date} abgelaufen.',
    fr: 'Le bon a expiré le {date}.',
    it: 'Il buono è scaduto il {date}.',
    en: 'The voucher expired on {date}.',
  },
  notRechargeable: {
    de: 'Dieser Gutschein kann nicht aufgeladen werden.',
    fr: 'Ce bon ne peut pas être rechargé.',
    it: 'Questo buono non può essere ricaricato.',
    en: 'This voucher cannot be loaded.',
  },
  maxBalance: {
    de: 'Das maximale Guthaben von {amount} würde überschritten.',
    fr: 'Le solde maximal de {amount} serait dépassé.',
    it: 'Il saldo massimo di {amount} verrebbe superato.',
    en: 'The maximum balance of {amount} would be exceeded.',
  },
  insufficient: {
    de: 'Das Guthaben ({amount}) reicht nicht aus.',
    fr: 'Le solde ({amount}) est insuffisant.',
    it: 'Il saldo ({amount}) non è sufficiente.',
    en: 'The balance ({amount}) is not sufficient.',
  },
  unknownPayment: {
    de: 'Unbekannte Zahlungsart {id}.',
    fr: 'Moyen de paiement inconnu {id}.',
    it: 'Metodo di pagamento sconosciuto {id}.',
    en: 'Unknown payment method {id}.',
  },
  legacyNoFreeCredit: {
    de: 'Freiguthaben ist beim bisherigen Ladeverfahren nicht möglich.',
    fr: "Le crédit offert n'est pas possible avec l'ancienne procédure.",
    it: 'Il credito omaggio non è possibile con la procedura precedente.',
    en: 'Free credit is not available with the legacy charging procedure.',
  },
  chargeNotFound: {
    de: 'Keine passende Aufladung gefunden.',
    fr: 'Aucun chargement correspondant trouvé.',
    it: 'Nessuna ricarica corrispondente trovata.',
    en: 'No matching charge found.',
  },
  chargeCancelled: {
    de: 'Diese Aufladung wurde bereits storniert.',
    fr: 'Ce chargement a déjà été annulé.',
    it: 'Questa ricarica è già stata annullata.',
    en: 'This charge has already been cancelled.',
  },
  chargeSpent: {
    de: 'Das geladene Guthaben wurde bereits verwendet.',
    fr: 'Le montant chargé a déjà été utilisé.',
    it: "L'importo caricato è già stato utilizzato.",
    en: 'The loaded value has already been spent.',
  },
  legacyWithCredit: {
    de: 'Aufladungen mit Freiguthaben nur mit charge_token stornierbar.',
    fr: 'Un chargement avec crédit offert ne peut être annulé qu’avec charge_token.',
    it: 'Le ricariche con credito omaggio si annullano solo con charge_token.',
    en: 'A charge with free credit can only be cancelled with its charge_token.',
  },
  redemptionNotFound: {
    de: 'Unbekannte Einlösung.',
    fr: 'Utilisation inconnue.',
    it: 'Riscatto sconosciuto.',
    en: 'Unknown redemption.',
  },
  cancelTooMuch: {
    de: 'Es sind nur noch {amount} stornierbar.',
    fr: 'Seulement {amount} peuvent encore être annulés.',
    it: 'Solo {amount} possono ancora essere annullati.',
    en: 'Only {amount} can still be cancelled.',
  },
  /** The production service's wording, captured (depot activate status). */
  alreadyActivated: {
    de: 'Der Gutschein wurde bereits aktiviert.',
    fr: 'Le bon a déjà été activé.',
    it: 'Il buono è già stato attivato.',
    en: 'The voucher has already been activated.',
  },
  /** The production service's wording, captured (depot deactivate status). */
  notYetActivated: {
    de: 'Der Gutschein wurde noch nicht aktiviert.',
    fr: "Le bon n'a pas encore été activé.",
    it: 'Il buono non è ancora stato attivato.',
    en: 'The voucher has not been activated yet.',
  },
  /** The production service's wording, captured in English (voucher order info). */
  orderNotDeletable: {
    de: 'Ein Gutschein kann nicht gelöscht werden.',
    fr: 'Un bon ne peut pas être supprimé.',
    it: 'Un buono non può essere eliminato.',
    en: "One voucher can't be deleted.",
  },
  /** The production service's wording of an unknown code (published example). */
  voucherMissing: {
    de: 'Der Gutschein ist nicht vorhanden.',
    fr: "Le bon n'existe pas.",
    it: 'Il buono non esiste.',
    en: 'The voucher does not exist.',
  },
  /** The production service's wording of a bad key (published example). */
  badKey: {
    de: 'Kein gültiger API-Schlüssel.',
    fr: "Aucune clé d'API valide.",
    it: 'Nessuna chiave API valida.',
    en: 'No valid API key.',
  },
  notDepot: {
    de: 'Kein Depot-Gutschein.',
    fr: "Ce n'est pas un bon de dépôt.",
    it: 'Non è un buono di deposito.',
    en: 'Not a stock voucher.',
  },
  alreadyActive: {
    de: 'Der Gutschein ist bereits aktiviert.',
    fr: 'Le bon est déjà activé.',
    it: 'Il buono è già attivato.',
    en: 'The voucher is already activated.',
  },
  notActive: {
    de: 'Der Gutschein ist nicht aktiviert.',
    fr: "Le bon n'est pas activé.",
    it: 'Il buono non è attivato.',
    en: 'The voucher is not activated.',
  },
  alreadyUsed: {
    de: 'Der Gutschein wurde bereits verwendet.',
    fr: 'Le bon a déjà été utilisé.',
    it: 'Il buono è già stato utilizzato.',
    en: 'The voucher has already been used.',
  },
  amountRequired: {
    de: 'Betrag zwischen {min} und {max} erforderlich.',
    fr: 'Montant entre {min} et {max} requis.',
    it: 'Importo tra {min} e {max} richiesto.',
    en: 'An amount between {min} and {max} is required.',
  },
  amountFixed: {
    de: 'Der Betrag dieses Gutscheins ist fest: kein Betrag erlaubt.',
    fr: 'Le montant de ce bon est fixe : aucun montant permis.',
    it: "L'importo di questo buono è fisso: nessun importo ammesso.",
    en: 'This voucher has a fixed amount: send no amount.',
  },
  promoUnknown: {
    de: 'Der Promo-Code {code} ist unbekannt.',
    fr: 'Le code promo {code} est inconnu.',
    it: 'Il codice promozionale {code} è sconosciuto.',
    en: 'The promo code {code} is unknown.',
  },
  promoExpired: {
    de: 'Der Promo-Code ist abgelaufen.',
    fr: 'Le code promo a expiré.',
    it: 'Il codice promozionale è scaduto.',
    en: 'The promo code has expired.',
  },
  promoUsedUp: {
    de: 'Der Promo-Code wurde bereits vollständig eingelöst.',
    fr: 'Le code promo a déjà été entièrement utilisé.',
    it: 'Il codice promozionale è già stato usato completamente.',
    en: 'The promo code has been used up.',
  },
  promoNothingToCancel: {
    de: 'Keine Einlösung dieses Promo-Codes zu stornieren.',
    fr: 'Aucune utilisation de ce code promo à annuler.',
    it: 'Nessun riscatto di questo codice da annullare.',
    en: 'No redemption of this promo code to cancel.',
  },
  shortCodeExpired: {
    de: 'Der Kurzcode ist abgelaufen: bitte neu anzeigen lassen.',
    fr: 'Le code court a expiré : veuillez en afficher un nouveau.',
    it: 'Il codice breve è scaduto: mostrarne uno nuovo.',
    en: 'The short code has expired: please show a new one.',
  },
  monthInvalid: { de: 'Ungültiger Monat.', fr: 'Mois invalide.', it: 'Mese non valido.', en: 'Invalid month.' },
  monthFuture: {
    de: 'Der Monat liegt in der Zukunft.',
    fr: 'Le mois est dans le futur.',
    it: 'Il mese è nel futuro.',
    en: 'The month is in the future.',
  },
  orderRedeemed: {
    de: 'Ein Gutschein dieser Bestellung wurde bereits verwendet.',
    fr: 'Un bon de cette commande a déjà été utilisé.',
    it: 'Un buono di questo ordine è già stato utilizzato.',
    en: 'A voucher of this order has already been used.',
  },
  orderDeleted: {
    de: 'Die Bestellung wurde bereits storniert.',
    fr: 'La commande a déjà été annulée.',
    it: "L'ordine è già stato annullato.",
    en: 'The order has already been cancelled.',
  },
  contingentLeft: {
    de: 'Gutscheintyp {type}: nur noch {left} verfügbar.',
    fr: 'Type de bon {type} : plus que {left} disponible(s).',
    it: 'Tipo di buono {type}: solo {left} disponibili.',
    en: 'voucher type {type}: only {left} left',
  },
  ticketNotFound: {
    de: 'Ticket nicht gefunden.',
    fr: 'Billet introuvable.',
    it: 'Biglietto non trovato.',
    en: 'Ticket not found.',
  },
  ticketDeleted: {
    de: 'Das Ticket wurde gelöscht.',
    fr: 'Le billet a été supprimé.',
    it: 'Il biglietto è stato eliminato.',
    en: 'The ticket was deleted.',
  },
  ticketCancelled: {
    de: 'Das Ticket wurde storniert.',
    fr: 'Le billet a été annulé.',
    it: 'Il biglietto è stato annullato.',
    en: 'The ticket was cancelled.',
  },
  ticketAlreadyIn: {
    de: 'Das Ticket ist bereits eingecheckt.',
    fr: 'Le billet est déjà enregistré à l’entrée.',
    it: 'Il biglietto è già registrato all’ingresso.',
    en: 'The ticket is already checked in.',
  },
  ticketNotIn: {
    de: 'Das Ticket ist nicht eingecheckt.',
    fr: 'Le billet n’est pas enregistré à l’entrée.',
    it: 'Il biglietto non è registrato all’ingresso.',
    en: 'The ticket is not checked in.',
  },
} satisfies Record<string, Record<RefusalLang, string>>;

/** Id of a known refusal. */
export type RefusalId = keyof typeof refusalTable;

/** A refusal in `lang` (German when missing), `{name}` placeholders filled. */
export function refusalText(id: RefusalId, lang: string, vars: Record<string, string | number> = {}): string {
  const entry: Record<string, string> = refusalTable[id];
  const text = entry[lang] ?? entry.de ?? id;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}

/** A service sentence recognised: which refusal, in which language, with which values. */
export interface KnownRefusal {
  id: RefusalId;
  lang: RefusalLang;
  vars: Record<string, string>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for `{name}` sentence templates: which template, and the values in its places. The
 * expressions are built on the first call (not when a module is loaded: start-up pays nothing).
 */
export function templateMatcher<Id extends string>(templates: { id: Id; lang: string; template: string }[]) {
  let compiled: { id: Id; lang: string; names: string[]; re: RegExp }[] | undefined;
  const compile = () =>
    templates.map(({ id, lang, template }) => {
      const names: string[] = [];
      const body = template
        .split(/(\{\w+\})/)
        .map((part) => {
          const m = /^\{(\w+)\}$/.exec(part);
          if (!m?.[1]) return escape(part);
          names.push(m[1]);
          return '(.+?)';
        })
        .join('');
      return { id, lang, names, re: new RegExp(`^${body}$`, 's') };
    });
  return (text: string): { id: Id; lang: string; vars: Record<string, string> } | null => {
    const clean = text.trim();
    for (const p of (compiled ??= compile())) {
      const m = p.re.exec(clean);
      if (!m) continue;
      const vars: Record<string, string> = {};
      p.names.forEach((n, i) => (vars[n] = m[i + 1] ?? ''));
      return { id: p.id, lang: p.lang, vars };
    }
    return null;
  };
}

const matchAny = templateMatcher(
  (Object.keys(refusalTable) as RefusalId[]).flatMap((id) => refusalLangs.map((lang) => ({ id, lang, template: refusalTable[id][lang] }))),
);

/** Recognises a known refusal sentence (any of the four languages), or null. */
export function matchRefusal(text: string): KnownRefusal | null {
  return matchAny(text) as KnownRefusal | null;
}
