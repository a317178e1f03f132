// A closed session's Z report in the contract's shape: float 200.00, two cashiers, cash and card,
// a stock voucher with free credit, vouchers accepted (some complimentary), a refund, a rounding,
// a promo, counted 10.00 short. Shared by the printing, CSV and screen tests.
import type { MoneySplit, SessionReport } from '../../../electron/core/contract/till-reports';

const names = {
  cash: { de: 'Bar', fr: 'Espèces', it: 'Contanti', en: 'Cash' },
  card: { de: 'Karte', fr: 'Carte', it: 'Carta', en: 'Card' },
  twint: { de: 'TWINT-Zahlung', fr: 'Paiement TWINT', it: 'Pagamento TWINT', en: 'TWINT payment' },
};

function split(scale: number): MoneySplit {
  const s = (c: number) => Math.round(c * scale);
  return {
    cash: { takenCents: s(21_000), changeCents: s(1_500), refundsCents: s(2_000), netCents: s(17_500) },
    methods: [
      { method: 'cash', kind: 'cash', names: names.cash, count: s(6), takenCents: s(19_500), refundsCents: s(2_000), netCents: s(17_500) },
      { method: 'card', kind: 'card', names: names.card, count: s(3), takenCents: s(15_000), refundsCents: 0, netCents: s(15_000) },
      { method: 'twint', kind: 'other', names: names.twint, count: 0, takenCents: 0, refundsCents: 0, netCents: 0 },
    ],
    vouchersAccepted: { count: s(2), amountCents: s(8_000), complimentaryCents: s(1_000), derecognizedCents: s(500) },
    backOffice: { count: s(1), amountCents: s(2_000) },
    liabilities: [
      { group: 'loads', count: s(2), grossCents: s(10_000), cancelledCount: 0, cancelledCents: 0, netCents: s(10_000), freeCreditCents: 0 },
      {
        group: 'activations',
        count: s(1),
        grossCents: s(10_000),
        cancelledCount: 0,
        cancelledCents: 0,
        netCents: s(10_000),
        freeCreditCents: s(1_000),
      },
      { group: 'codeSales', count: 0, grossCents: 0, cancelledCount: 0, cancelledCents: 0, netCents: 0, freeCreditCents: 0 },
      {
        group: 'tickets',
        count: s(1),
        grossCents: s(7_000),
        cancelledCount: s(1),
        cancelledCents: s(2_000),
        netCents: s(5_000),
        freeCreditCents: 0,
      },
    ],
    refunds: { count: s(1), cashCents: s(2_000), cardCents: 0, otherCents: 0 },
    goods: { count: s(1), amountCents: s(4_500) },
    roundingCents: s(2),
    promo: { count: s(1), discountCents: s(500) },
    orders: { finished: s(8), cancelled: s(1) },
  };
}

export const zReport: SessionReport = {
  kind: 'z',
  session: {
    id: 'sess-1',
    number: 12,
    state: 'closed',
    mode: 'training',
    openedAt: '2026-11-23T07:00:00.000Z',
    openedBy: 'Chefin',
    openReason: 'counted',
    floatCents: 20_000,
    floatDenominations: null,
    closedAt: '2026-11-23T18:00:00.000Z',
    closedBy: 'Chefin',
    closeReason: 'counted',
    day: '2026-11-23',
    countedCents: 36_500,
    countedDenominations: null,
    differenceCents: -1_000,
  },
  generatedAt: '2026-11-23T18:00:00.000Z',
  currency: 'CHF',
  openItems: [],
  drawer: { floatCents: 20_000, expectedCents: 37_500, countedCents: 36_500, differenceCents: -1_000 },
  split: split(1),
  byCashier: [
    { cashier: 'Anna Müller', expectedCashCents: 10_500, split: split(0.6) },
    { cashier: null, expectedCashCents: 7_000, split: split(0.4) },
  ],
  drawerOpenings: [{ at: '2026-11-23T12:00:00.000Z', actor: 'Chefin', reason: 'Wechselgeld' }],
  orders: [
    { receipt: 'A1B2C3D4', state: 'finished', cashier: 'Anna Müller', at: '2026-11-23T09:00:00.000Z', totalCents: 5_000, refund: false },
    { receipt: 'E5F6A7B8', state: 'finished', cashier: null, at: '2026-11-23T10:00:00.000Z', totalCents: -2_000, refund: true },
  ],
};
