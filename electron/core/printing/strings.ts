// Receipt wording in the four receipt languages. The receipt language is its own setting (a
// French-speaking customer at a German-speaking till), so these tables live with the printing.
import type { Language } from '../contract/app';
import type { OperationKind } from './input';

/** Every phrase a receipt uses; each language must provide all of them (the compiler checks). */
export interface ReceiptStrings {
  training: string;
  notValid: string;
  reprint: string;
  terminal: string;
  cashier: string;
  date: string;
  reference: string;
  thanks: string;
  titleRedemption: string;
  titleRedemptionCancel: string;
  titleLoad: string;
  titleLoadCancel: string;
  titleActivation: string;
  titleDeactivation: string;
  titleVoucher: string;
  titleSale: string;
  titleSaleCancel: string;
  titlePromoRedeem: string;
  titlePromoCancel: string;
  titleBooking: string;
  titleBookingCancel: string;
  /** A partial booking cancellation: `{cancelled}` of `{total}` tickets. */
  partialCancel: string;
  titleClosing: string;
  titleTestPage: string;
  voucher: string;
  code: string;
  amount: string;
  paidWithVoucher: string;
  restored: string;
  newBalance: string;
  freeCredit: string;
  /** What the terminal asked when the service booked another amount. */
  asked: string;
  loaded: string;
  value: string;
  validUntil: string;
  purchaseTotal: string;
  stillToPay: string;
  total: string;
  paymentMethod: string;
  orderNumber: string;
  slip: string;
  keepVoucher: string;
  reason: string;
  promoCode: string;
  discount: string;
  referenceNumber: string;
  bookingReference: string;
  event: string;
  startsAt: string;
  ticket: string;
  tickets: string;
  day: string;
  count: string;
  byKind: string;
  byCashier: string;
  openItems: string;
  none: string;
  paper: string;
  codePage: string;
  testCharacters: string;
  printerModel: string;
  currencySigns: string;
  kinds: Record<OperationKind, string>;
}

const de: ReceiptStrings = {
  training: 'TRAINING',
  notValid: 'Kein gültiger Beleg',
  reprint: 'KOPIE',
  terminal: 'Kasse',
  cashier: 'Kassier/in',
  date: 'Datum',
  reference: 'Beleg-Nr.',
  thanks: 'Vielen Dank für Ihren Besuch',
  titleRedemption: 'Zahlung mit Gutschein',
  titleRedemptionCancel: 'Storno Zahlung mit Gutschein',
  titleLoad: 'Gutschein aufladen',
  titleLoadCancel: 'Storno Aufladung',
  titleActivation: 'Gutschein aktiviert',
  titleDeactivation: 'Gutschein deaktiviert',
  titleVoucher: 'Geschenkgutschein',
  titleSale: 'Verkauf Gutscheine',
  titleSaleCancel: 'Storno Verkauf',
  titlePromoRedeem: 'Aktionscode eingelöst',
  titlePromoCancel: 'Storno Aktionscode',
  titleBooking: 'Tickets',
  titleBookingCancel: 'Storno Tickets',
  partialCancel: 'Teilstorno: {cancelled} von {total} Tickets',
  titleClosing: 'Tagesabschluss',
  titleTestPage: 'Testdruck',
  voucher: 'Gutschein',
  code: 'Code',
  amount: 'Betrag',
  paidWithVoucher: 'Bezahlt mit Gutschein',
  restored: 'Gutgeschrieben',
  newBalance: 'Neues Guthaben',
  freeCredit: 'Bonus',
  asked: 'Verlangt',
  loaded: 'Aufgeladen',
  value: 'Wert',
  validUntil: 'Gültig bis',
  purchaseTotal: 'Einkauf total',
  stillToPay: 'Restbetrag bar/Karte',
  total: 'Total',
  paymentMethod: 'Zahlungsart',
  orderNumber: 'Bestellung',
  slip: 'Beleg',
  keepVoucher: 'Bitte gut aufbewahren. Der Code ist der Gutschein.',
  reason: 'Grund',
  promoCode: 'Aktionscode',
  discount: 'Rabatt',
  referenceNumber: 'Referenz',
  bookingReference: 'Buchung',
  event: 'Veranstaltung',
  startsAt: 'Beginn',
  ticket: 'Ticket',
  tickets: 'Tickets',
  day: 'Tag',
  count: 'Anzahl',
  byKind: 'Nach Art',
  byCashier: 'Nach Kassier/in',
  openItems: 'Offene Vorgänge',
  none: 'keine',
  paper: 'Papier',
  codePage: 'Zeichensatz',
  testCharacters: 'Sonderzeichen',
  printerModel: 'Drucker',
  currencySigns: 'Währungszeichen',
  kinds: {
    redeem: 'Zahlungen mit Gutschein',
    cancel_redemption: 'Storno Zahlungen',
    charge: 'Aufladungen',
    cancel_charge: 'Storno Aufladungen',
    activate: 'Aktivierungen',
    deactivate: 'Deaktivierungen',
    order: 'Verkäufe',
    delete_order: 'Storno Verkäufe',
    promo_redeem: 'Aktionscodes',
    promo_cancel: 'Storno Aktionscodes',
    book: 'Ticketbuchungen',
    cancel_booking: 'Storno Buchungen',
  },
};

const fr: ReceiptStrings = {
  training: 'FORMATION',
  notValid: 'Ticket non valable',
  reprint: 'DUPLICATA',
  terminal: 'Caisse',
  cashier: 'Caissier/ère',
  date: 'Date',
  reference: 'N° de ticket',
  thanks: 'Merci de votre visite',
  titleRedemption: 'Paiement par bon',
  titleRedemptionCancel: 'Annulation paiement par bon',
  titleLoad: 'Recharge du bon',
  titleLoadCancel: 'Annulation recharge',
  titleActivation: 'Bon activé',
  titleDeactivation: 'Bon désactivé',
  titleVoucher: 'Bon cadeau',
  titleSale: 'Vente de bons',
  titleSaleCancel: 'Annulation vente',
  titlePromoRedeem: 'Code promo utilisé',
  titlePromoCancel: 'Annulation code promo',
  titleBooking: 'Billets',
  titleBookingCancel: 'Annulation billets',
  partialCancel: 'Annulation partielle : {cancelled} billets sur {total}',
  titleClosing: 'Clôture journalière',
  titleTestPage: "Page d'essai",
  voucher: 'Bon',
  code: 'Code',
  amount: 'Montant',
  paidWithVoucher: 'Payé par bon',
  restored: 'Recrédité',
  newBalance: 'Nouveau solde',
  freeCredit: 'Bonus',
  asked: 'Demandé',
  loaded: 'Rechargé',
  value: 'Valeur',
  validUntil: "Valable jusqu'au",
  purchaseTotal: 'Total achat',
  stillToPay: 'Reste espèces/carte',
  total: 'Total',
  paymentMethod: 'Moyen de paiement',
  orderNumber: 'Commande',
  slip: 'Ticket',
  keepVoucher: 'À conserver. Le code est le bon.',
  reason: 'Motif',
  promoCode: 'Code promo',
  discount: 'Rabais',
  referenceNumber: 'Référence',
  bookingReference: 'Réservation',
  event: 'Événement',
  startsAt: 'Début',
  ticket: 'Billet',
  tickets: 'Billets',
  day: 'Jour',
  count: 'Nombre',
  byKind: 'Par type',
  byCashier: 'Par caissier/ère',
  openItems: 'Opérations ouvertes',
  none: 'aucune',
  paper: 'Papier',
  codePage: 'Jeu de caractères',
  testCharacters: 'Caractères spéciaux',
  printerModel: 'Imprimante',
  currencySigns: 'Symboles monétaires',
  kinds: {
    redeem: 'Paiements par bon',
    cancel_redemption: 'Annulations de paiement',
    charge: 'Recharges',
    cancel_charge: 'Annulations de recharge',
    activate: 'Activations',
    deactivate: 'Désactivations',
    order: 'Ventes',
    delete_order: 'Annulations de vente',
    promo_redeem: 'Codes promo',
    promo_cancel: 'Annulations code promo',
    book: 'Réservations de billets',
    cancel_booking: 'Annulations de réservation',
  },
};

const it: ReceiptStrings = {
  training: 'FORMAZIONE',
  notValid: 'Scontrino non valido',
  reprint: 'COPIA',
  terminal: 'Cassa',
  cashier: 'Cassiere/a',
  date: 'Data',
  reference: 'N. scontrino',
  thanks: 'Grazie della visita',
  titleRedemption: 'Pagamento con buono',
  titleRedemptionCancel: 'Storno pagamento con buono',
  titleLoad: 'Ricarica buono',
  titleLoadCancel: 'Storno ricarica',
  titleActivation: 'Buono attivato',
  titleDeactivation: 'Buono disattivato',
  titleVoucher: 'Buono regalo',
  titleSale: 'Vendita buoni',
  titleSaleCancel: 'Storno vendita',
  titlePromoRedeem: 'Codice promozionale usato',
  titlePromoCancel: 'Storno codice promozionale',
  titleBooking: 'Biglietti',
  titleBookingCancel: 'Storno biglietti',
  partialCancel: 'Storno parziale: {cancelled} biglietti su {total}',
  titleClosing: 'Chiusura giornaliera',
  titleTestPage: 'Pagina di prova',
  voucher: 'Buono',
  code: 'Codice',
  amount: 'Importo',
  paidWithVoucher: 'Pagato con buono',
  restored: 'Riaccreditato',
  newBalance: 'Nuovo saldo',
  freeCredit: 'Bonus',
  asked: 'Richiesto',
  loaded: 'Ricaricato',
  value: 'Valore',
  validUntil: 'Valido fino al',
  purchaseTotal: 'Totale acquisto',
  stillToPay: 'Resto contanti/carta',
  total: 'Totale',
  paymentMethod: 'Metodo di pagamento',
  orderNumber: 'Ordine',
  slip: 'Scontrino',
  keepVoucher: 'Conservare. Il codice è il buono.',
  reason: 'Motivo',
  promoCode: 'Codice promozionale',
  discount: 'Sconto',
  referenceNumber: 'Riferimento',
  bookingReference: 'Prenotazione',
  event: 'Evento',
  startsAt: 'Inizio',
  ticket: 'Biglietto',
  tickets: 'Biglietti',
  day: 'Giorno',
  count: 'Numero',
  byKind: 'Per tipo',
  byCashier: 'Per cassiere/a',
  openItems: 'Operazioni aperte',
  none: 'nessuna',
  paper: 'Carta',
  codePage: 'Set di caratteri',
  testCharacters: 'Caratteri speciali',
  printerModel: 'Stampante',
  currencySigns: 'Simboli di valuta',
  kinds: {
    redeem: 'Pagamenti con buono',
    cancel_redemption: 'Storni pagamento',
    charge: 'Ricariche',
    cancel_charge: 'Storni ricarica',
    activate: 'Attivazioni',
    deactivate: 'Disattivazioni',
    order: 'Vendite',
    delete_order: 'Storni vendita',
    promo_redeem: 'Codici promozionali',
    promo_cancel: 'Storni codici promozionali',
    book: 'Prenotazioni biglietti',
    cancel_booking: 'Storni prenotazioni',
  },
};

const en: ReceiptStrings = {
  training: 'TRAINING',
  notValid: 'Not a valid receipt',
  reprint: 'COPY',
  terminal: 'Till',
  cashier: 'Cashier',
  date: 'Date',
  reference: 'Receipt no.',
  thanks: 'Thank you for your visit',
  titleRedemption: 'Paid with voucher',
  titleRedemptionCancel: 'Voucher payment cancelled',
  titleLoad: 'Voucher loaded',
  titleLoadCancel: 'Load cancelled',
  titleActivation: 'Voucher activated',
  titleDeactivation: 'Voucher deactivated',
  titleVoucher: 'Gift voucher',
  titleSale: 'Voucher sale',
  titleSaleCancel: 'Sale cancelled',
  titlePromoRedeem: 'Promo code redeemed',
  titlePromoCancel: 'Promo code cancelled',
  titleBooking: 'Tickets',
  titleBookingCancel: 'Tickets cancelled',
  partialCancel: 'Partial cancellation: {cancelled} of {total} tickets',
  titleClosing: 'Day closing',
  titleTestPage: 'Test page',
  voucher: 'Voucher',
  code: 'Code',
  amount: 'Amount',
  paidWithVoucher: 'Paid with voucher',
  restored: 'Restored',
  newBalance: 'New balance',
  freeCredit: 'Bonus',
  asked: 'Asked',
  loaded: 'Loaded',
  value: 'Value',
  validUntil: 'Valid until',
  purchaseTotal: 'Purchase total',
  stillToPay: 'To pay by cash/card',
  total: 'Total',
  paymentMethod: 'Payment method',
  orderNumber: 'Order',
  slip: 'Slip',
  keepVoucher: 'Keep this slip safe. The code is the voucher.',
  reason: 'Reason',
  promoCode: 'Promo code',
  discount: 'Discount',
  referenceNumber: 'Reference',
  bookingReference: 'Booking',
  event: 'Event',
  startsAt: 'Starts',
  ticket: 'Ticket',
  tickets: 'Tickets',
  day: 'Day',
  count: 'Count',
  byKind: 'By kind',
  byCashier: 'By cashier',
  openItems: 'Open items',
  none: 'none',
  paper: 'Paper',
  codePage: 'Code page',
  testCharacters: 'Special characters',
  printerModel: 'Printer',
  currencySigns: 'Currency signs',
  kinds: {
    redeem: 'Voucher payments',
    cancel_redemption: 'Cancelled payments',
    charge: 'Loads',
    cancel_charge: 'Cancelled loads',
    activate: 'Activations',
    deactivate: 'Deactivations',
    order: 'Sales',
    delete_order: 'Cancelled sales',
    promo_redeem: 'Promo codes',
    promo_cancel: 'Cancelled promo codes',
    book: 'Ticket bookings',
    cancel_booking: 'Cancelled bookings',
  },
};

/** The receipt string tables, one per receipt language. */
export const receiptStrings: Record<Language, ReceiptStrings> = { de, fr, it, en };
