// Labels of the day closing's CSV and printout in the four languages: the operations,
// the payment methods section and the CSV columns.
import type { ClosingReport, Language } from './index';

type Group = ClosingReport['operations'][number]['group'];

export interface ClosingStrings {
  groups: Record<Group, string>;
  columns: [string, string, string, string, string, string, string, string, string, string, string];
  sections: Record<
    | 'open'
    | 'damaged'
    | 'openPurchase'
    | 'operation'
    | 'method'
    | 'cashier'
    | 'mismatchLocal'
    | 'mismatchService'
    | 'otherTill'
    | 'derecognized'
    | 'crossCheck'
    | 'closed'
    | 'askedBooked'
    | 'takings'
    | 'session',
    string
  >;
}

const de: ClosingStrings = {
  groups: {
    loads: 'Aufladungen',
    purchases: 'Zahlungen mit Gutschein',
    activations: 'Depot-Gutscheine',
    codeSales: 'Verkauf Gutscheine',
    tickets: 'Tickets',
    promo: 'Aktionscodes',
  },
  columns: ['Bereich', 'Art', 'Status', 'Kassier/in', 'Code', 'Anzahl', 'Brutto', 'Storniert', 'Netto', 'Betrag Dienst', 'Referenz'],
  sections: {
    open: 'Offen',
    damaged: 'Beschädigte Zeile',
    openPurchase: 'Offener Einkauf',
    operation: 'Vorgang',
    method: 'Zahlungsart',
    cashier: 'Kassier/in',
    mismatchLocal: 'Differenz Kasse',
    mismatchService: 'Differenz Dienst',
    otherTill: 'Andere Kasse',
    derecognized: 'Ausgebucht (Dienst)',
    crossCheck: 'Abgleich',
    closed: 'Abgeschlossen',
    askedBooked: 'Verlangt/gebucht',
    takings: 'Eingenommen',
    session: 'Kassensitzung',
  },
};
const fr: ClosingStrings = {
  groups: {
    loads: 'Recharges',
    purchases: 'Paiements par bon',
    activations: 'Bons en stock',
    codeSales: 'Vente de bons',
    tickets: 'Billets',
    promo: 'Codes promo',
  },
  columns: ['Section', 'Type', 'État', 'Caissier/ère', 'Code', 'Nombre', 'Brut', 'Annulé', 'Net', 'Montant service', 'Référence'],
  sections: {
    open: 'Ouvert',
    damaged: 'Ligne endommagée',
    openPurchase: 'Achat ouvert',
    operation: 'Opération',
    method: 'Moyen de paiement',
    cashier: 'Caissier/ère',
    mismatchLocal: 'Écart caisse',
    mismatchService: 'Écart service',
    otherTill: 'Autre caisse',
    derecognized: 'Décomptabilisé (service)',
    crossCheck: 'Contrôle',
    closed: 'Clôturé',
    askedBooked: 'Demandé/comptabilisé',
    takings: 'Encaissé',
    session: 'Session de caisse',
  },
};
const it: ClosingStrings = {
  groups: {
    loads: 'Ricariche',
    purchases: 'Pagamenti con buono',
    activations: 'Buoni in deposito',
    codeSales: 'Vendita buoni',
    tickets: 'Biglietti',
    promo: 'Codici promo',
  },
  columns: ['Sezione', 'Tipo', 'Stato', 'Cassiere/a', 'Codice', 'Numero', 'Lordo', 'Annullato', 'Netto', 'Importo servizio', 'Riferimento'],
  sections: {
    open: 'Aperto',
    damaged: 'Riga danneggiata',
    openPurchase: 'Acquisto aperto',
    operation: 'Operazione',
    method: 'Metodo di pagamento',
    cashier: 'Cassiere/a',
    mismatchLocal: 'Differenza cassa',
    mismatchService: 'Differenza servizio',
    otherTill: 'Altra cassa',
    derecognized: 'Stornato contabilmente (servizio)',
    crossCheck: 'Verifica',
    closed: 'Chiuso',
    askedBooked: 'Richiesto/registrato',
    takings: 'Incassato',
    session: 'Sessione di cassa',
  },
};
const en: ClosingStrings = {
  groups: {
    loads: 'Loads',
    purchases: 'Paid with vouchers',
    activations: 'Stock vouchers',
    codeSales: 'Voucher sales',
    tickets: 'Tickets',
    promo: 'Promo codes',
  },
  columns: ['Section', 'Kind', 'State', 'Cashier', 'Code', 'Count', 'Gross', 'Cancelled', 'Net', 'Service amount', 'Reference'],
  sections: {
    open: 'Open',
    damaged: 'Damaged row',
    openPurchase: 'Open purchase',
    operation: 'Operation',
    method: 'Payment method',
    cashier: 'Cashier',
    mismatchLocal: 'Difference till',
    mismatchService: 'Difference service',
    otherTill: 'Other till',
    derecognized: 'Derecognised (service)',
    crossCheck: 'Cross-check',
    closed: 'Closed',
    askedBooked: 'Asked/booked',
    takings: 'Taken in',
    session: 'Till session',
  },
};

export const closingStrings: Record<Language, ClosingStrings> = { de, fr, it, en };
