// Wording of the purchase receipt, payment methods, the drawer slip and the closing's new parts in
// the four receipt languages (kept apart from the older receipt strings).
import type { Language } from '../contract/app';

export interface PaymentReceiptStrings {
  titlePurchase: string;
  titlePurchaseCancel: string;
  vouchersTotal: string;
  rest: string;
  titleDrawer: string;
  purchaseReference: string;
  gross: string;
  cancelled: string;
  net: string;
  byMethod: string;
  notStated: string;
  closedAt: string;
  items: string;
}

export const paymentStrings: Record<Language, PaymentReceiptStrings> = {
  de: {
    titlePurchase: 'Einkauf',
    titlePurchaseCancel: 'Storno Einkauf',
    vouchersTotal: 'Gutscheine total',
    rest: 'Restbetrag',
    titleDrawer: 'Kassenschublade geöffnet',
    purchaseReference: 'Referenz',
    gross: 'Brutto',
    cancelled: 'Storniert',
    net: 'Netto',
    byMethod: 'Nach Zahlungsart',
    notStated: 'ohne Angabe',
    closedAt: 'Abgeschlossen',
    items: 'Positionen',
  },
  fr: {
    titlePurchase: 'Achat',
    titlePurchaseCancel: 'Achat annulé',
    vouchersTotal: 'Total bons',
    rest: 'Solde',
    titleDrawer: 'Tiroir-caisse ouvert',
    purchaseReference: 'Référence',
    gross: 'Brut',
    cancelled: 'Annulé',
    net: 'Net',
    byMethod: 'Par moyen de paiement',
    notStated: 'non indiqué',
    closedAt: 'Clôturé',
    items: 'Articles',
  },
  it: {
    titlePurchase: 'Acquisto',
    titlePurchaseCancel: 'Acquisto annullato',
    vouchersTotal: 'Totale buoni',
    rest: 'Resto',
    titleDrawer: 'Cassetto aperto',
    purchaseReference: 'Riferimento',
    gross: 'Lordo',
    cancelled: 'Annullato',
    net: 'Netto',
    byMethod: 'Per metodo di pagamento',
    notStated: 'non indicato',
    closedAt: 'Chiuso',
    items: 'Articoli',
  },
  en: {
    titlePurchase: 'Purchase',
    titlePurchaseCancel: 'Purchase cancelled',
    vouchersTotal: 'Vouchers total',
    rest: 'Rest',
    titleDrawer: 'Cash drawer opened',
    purchaseReference: 'Reference',
    gross: 'Gross',
    cancelled: 'Cancelled',
    net: 'Net',
    byMethod: 'By payment method',
    notStated: 'not stated',
    closedAt: 'Closed',
    items: 'Items',
  },
};
