// Wording of the printed X and Z reports of a till session in the four receipt languages.
import type { Language } from '../contract/app';
import type { LiabilityGroup } from '../contract/till-reports';

export interface TillReportStrings {
  titleX: string;
  titleZ: string;
  opened: string;
  closed: string;
  autoClosed: string;
  drawer: string;
  float: string;
  cashTaken: string;
  expected: string;
  counted: string;
  difference: string;
  notCounted: string;
  liabilities: string;
  groups: Record<LiabilityGroup, string>;
  freeCredit: string;
  vouchersAccepted: string;
  /** Redemptions handed to the back office (they pay no order). */
  backOffice: string;
  complimentary: string;
  derecognized: string;
  refunds: string;
  rounding: string;
  promo: string;
  goods: string;
  orders: string;
  expectedCash: string;
  openTill: string;
  drawerOpened: string;
  /** The payment methods' sum, at the top of the report. */
  salesTotal: string;
  methods: string;
  /** Change and cash refunds: what left the drawer. */
  cashOut: string;
  ordersFinished: string;
  ordersCancelled: string;
}

const de: TillReportStrings = {
  titleX: 'X-Bericht',
  titleZ: 'Z-Bericht',
  opened: 'Geöffnet',
  closed: 'Geschlossen',
  autoClosed: 'Automatisch geschlossen, nicht gezählt',
  drawer: 'Kassenschublade',
  float: 'Anfangsbestand',
  cashTaken: 'Bar eingenommen',
  expected: 'Soll',
  counted: 'Gezählt',
  difference: 'Differenz',
  notCounted: 'nicht gezählt',
  liabilities: 'Gutscheine ausgegeben',
  groups: { loads: 'Aufladungen', activations: 'Depot-Gutscheine', codeSales: 'Verkauf Gutscheine', tickets: 'Tickets' },
  freeCredit: 'Gratisguthaben (nicht bezahlt)',
  vouchersAccepted: 'Gutscheine angenommen',
  backOffice: 'An Back-Office übergeben',
  complimentary: 'davon Gratisgutscheine',
  derecognized: 'davon ausgebucht',
  refunds: 'Rückerstattungen',
  rounding: 'Rundung',
  promo: 'Aktionsrabatte',
  goods: 'Waren (Hauptkasse)',
  orders: 'Verkäufe / storniert',
  expectedCash: 'Bargeld Soll',
  openTill: '(ohne Kassier-PIN)',
  drawerOpened: 'Schublade ohne Verkauf',
  salesTotal: 'Umsatz total',
  methods: 'Zahlungsarten',
  cashOut: 'Bar ausbezahlt',
  ordersFinished: 'Verkäufe',
  ordersCancelled: 'Stornierte Verkäufe',
};

const fr: TillReportStrings = {
  titleX: 'Rapport X',
  titleZ: 'Rapport Z',
  opened: 'Ouverte',
  closed: 'Clôturée',
  autoClosed: 'Clôturée automatiquement, non comptée',
  drawer: 'Tiroir-caisse',
  float: 'Fond de caisse',
  cashTaken: 'Espèces reçues',
  expected: 'Attendu',
  counted: 'Compté',
  difference: 'Écart',
  notCounted: 'non compté',
  liabilities: 'Bons émis',
  groups: { loads: 'Recharges', activations: 'Bons en stock', codeSales: 'Vente de bons', tickets: 'Billets' },
  freeCredit: 'Crédit offert (non payé)',
  vouchersAccepted: 'Bons acceptés',
  backOffice: 'Remis au back-office',
  complimentary: 'dont bons gratuits',
  derecognized: 'dont décomptabilisés',
  refunds: 'Remboursements',
  rounding: 'Arrondi',
  promo: 'Rabais promo',
  goods: 'Marchandises (caisse principale)',
  orders: 'Ventes / annulées',
  expectedCash: 'Espèces attendues',
  openTill: '(sans PIN de caisse)',
  drawerOpened: 'Tiroir ouvert sans vente',
  salesTotal: 'Total des ventes',
  methods: 'Moyens de paiement',
  cashOut: 'Espèces sorties',
  ordersFinished: 'Ventes',
  ordersCancelled: 'Ventes annulées',
};

const it: TillReportStrings = {
  titleX: 'Rapporto X',
  titleZ: 'Rapporto Z',
  opened: 'Aperta',
  closed: 'Chiusa',
  autoClosed: 'Chiusa automaticamente, non contata',
  drawer: 'Cassetto',
  float: 'Fondo cassa',
  cashTaken: 'Contanti incassati',
  expected: 'Previsto',
  counted: 'Contato',
  difference: 'Differenza',
  notCounted: 'non contato',
  liabilities: 'Buoni emessi',
  groups: { loads: 'Ricariche', activations: 'Buoni in deposito', codeSales: 'Vendita buoni', tickets: 'Biglietti' },
  freeCredit: 'Credito omaggio (non pagato)',
  vouchersAccepted: 'Buoni accettati',
  backOffice: 'Affidati al back office',
  complimentary: 'di cui buoni omaggio',
  derecognized: 'di cui stornati contabilmente',
  refunds: 'Rimborsi',
  rounding: 'Arrotondamento',
  promo: 'Sconti promo',
  goods: 'Merci (cassa principale)',
  orders: 'Vendite / annullate',
  expectedCash: 'Contanti previsti',
  openTill: '(senza PIN di cassa)',
  drawerOpened: 'Cassetto senza vendita',
  salesTotal: 'Totale vendite',
  methods: 'Metodi di pagamento',
  cashOut: 'Contanti usciti',
  ordersFinished: 'Vendite',
  ordersCancelled: 'Vendite annullate',
};

const en: TillReportStrings = {
  titleX: 'X report',
  titleZ: 'Z report',
  opened: 'Opened',
  closed: 'Closed',
  autoClosed: 'Closed automatically, not counted',
  drawer: 'Cash drawer',
  float: 'Float',
  cashTaken: 'Cash taken',
  expected: 'Expected',
  counted: 'Counted',
  difference: 'Difference',
  notCounted: 'not counted',
  liabilities: 'Vouchers issued',
  groups: { loads: 'Loads', activations: 'Stock vouchers', codeSales: 'Voucher sales', tickets: 'Tickets' },
  freeCredit: 'Free credit (not paid)',
  vouchersAccepted: 'Vouchers accepted',
  backOffice: 'Handed to the back office',
  complimentary: 'of which complimentary',
  derecognized: 'of which derecognised',
  refunds: 'Refunds',
  rounding: 'Rounding',
  promo: 'Promo discounts',
  goods: 'Goods (main register)',
  orders: 'Sales / cancelled',
  expectedCash: 'Expected cash',
  openTill: '(no cashier PIN)',
  drawerOpened: 'Drawer opened without a sale',
  salesTotal: 'Sales total',
  methods: 'Payment methods',
  cashOut: 'Cash paid out',
  ordersFinished: 'Orders finished',
  ordersCancelled: 'Orders cancelled',
};

export const tillReportStrings: Record<Language, TillReportStrings> = { de, fr, it, en };
