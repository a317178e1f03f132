// Wording of the order receipt (one receipt per counter sale) in the four receipt languages.
import type { Language } from '../contract/app';
import type { OrderLineKind } from '../contract/orders';

export interface OrderReceiptStrings {
  titleOrder: string;
  titleOrderCancel: string;
  lines: Record<OrderLineKind, string>;
  total: string;
  voucher: string;
  cashGiven: string;
  rounding: string;
  change: string;
  registerReceipt: string;
  booked: string;
  backOffice: string;
  backOfficeNote: string;
  titleRefund: string;
  cashPaidOut: string;
  /** A cancelled order's cash: all of it handed back. */
  cashGivenBack: string;
  /** A voucher tender undone: its value is back on the voucher. */
  voucherRestored: string;
  /** A card or other tender paid back; `{method}` is the method's name. */
  refunded: string;
}

export const orderStrings: Record<Language, OrderReceiptStrings> = {
  de: {
    titleOrder: 'Verkauf',
    titleOrderCancel: 'Storno Verkauf',
    lines: { goods: 'Einkauf', load: 'Aufladung', stock: 'Gutschein aktiviert', codes: 'Gutscheine', tickets: 'Tickets', promo: 'Rabatt' },
    total: 'Total',
    voucher: 'Gutschein',
    cashGiven: 'Bar erhalten',
    rounding: 'Rundung',
    change: 'Rückgeld',
    registerReceipt: 'Kassenbeleg',
    booked: 'Gebucht inkl. Gratisguthaben',
    titleRefund: 'Rückerstattung',
    cashPaidOut: 'Bar ausbezahlt',
    cashGivenBack: 'Bar zurückgegeben',
    voucherRestored: 'Gutschein gutgeschrieben',
    refunded: '{method} zurückerstattet',
    backOffice: 'Back-Office',
    backOfficeNote: 'Ohne Storno-Schlüssel bestätigt: das Back-Office bucht den Betrag auf den Gutschein zurück.',
  },
  fr: {
    titleOrder: 'Vente',
    titleOrderCancel: 'Vente annulée',
    lines: { goods: 'Achat', load: 'Rechargement', stock: 'Bon activé', codes: 'Bons', tickets: 'Billets', promo: 'Rabais' },
    total: 'Total',
    voucher: 'Bon',
    cashGiven: 'Espèces reçues',
    rounding: 'Arrondi',
    change: 'Rendu',
    registerReceipt: 'Ticket de caisse',
    booked: 'Comptabilisé, crédit offert inclus',
    titleRefund: 'Remboursement',
    cashPaidOut: 'Espèces rendues',
    cashGivenBack: 'Espèces rendues',
    voucherRestored: 'Bon recrédité',
    refunded: 'Remboursement {method}',
    backOffice: 'back-office',
    backOfficeNote: "Confirmé sans clé d'annulation : le back-office recrédite le montant sur le bon.",
  },
  it: {
    titleOrder: 'Vendita',
    titleOrderCancel: 'Vendita annullata',
    lines: { goods: 'Acquisto', load: 'Ricarica', stock: 'Buono attivato', codes: 'Buoni', tickets: 'Biglietti', promo: 'Sconto' },
    total: 'Totale',
    voucher: 'Buono',
    cashGiven: 'Contanti ricevuti',
    rounding: 'Arrotondamento',
    change: 'Resto',
    registerReceipt: 'Scontrino',
    booked: 'Registrato, credito omaggio incluso',
    titleRefund: 'Rimborso',
    cashPaidOut: 'Contanti restituiti',
    cashGivenBack: 'Contanti restituiti',
    voucherRestored: 'Buono riaccreditato',
    refunded: 'Rimborso {method}',
    backOffice: 'back office',
    backOfficeNote: "Confermato senza chiave di storno: il back office riaccredita l'importo sul buono.",
  },
  en: {
    titleOrder: 'Sale',
    titleOrderCancel: 'Sale cancelled',
    lines: { goods: 'Purchase', load: 'Load', stock: 'Voucher activated', codes: 'Vouchers', tickets: 'Tickets', promo: 'Discount' },
    total: 'Total',
    voucher: 'Voucher',
    cashGiven: 'Cash given',
    rounding: 'Rounding',
    change: 'Change',
    registerReceipt: 'Register receipt',
    booked: 'Booked incl. free credit',
    titleRefund: 'Refund',
    cashPaidOut: 'Cash paid out',
    cashGivenBack: 'Cash given back',
    voucherRestored: 'Voucher restored',
    refunded: '{method} refunded',
    backOffice: 'back office',
    backOfficeNote: 'Confirmed without its cancellation token: the back office puts the amount back on the voucher.',
  },
};
