// Sample receipt inputs of every kind, shared by the printing tests and the benchmark.
import { zReport } from './till-report-fixture';
import type { ReceiptBody, ReceiptHeader, ReceiptInput, RenderOptions } from '../../../electron/core/printing/input';

export const header: ReceiptHeader = {
  outlet: 'Confiserie Zürich Bahnhofstrasse',
  terminal: 'Kasse 2',
  cashier: 'Anna Müller',
  at: '2026-11-21T13:05:00.000Z',
  reference: 'J-000123',
  training: false,
  language: 'de',
};

export const options: RenderOptions = { maskCodes: true, reprint: false, timeZone: 'Europe/Zurich', logo: false };

export const bodies: Record<ReceiptBody['kind'], ReceiptBody> = {
  till_report: { kind: 'till_report', currency: 'CHF', report: zReport },
  redemption: {
    kind: 'redemption',
    currency: 'CHF',
    purchaseTotalCents: 12_550,
    vouchers: [
      { code: 'ABCD1234EFGH', amountCents: 10_000, balanceAfterCents: 0 },
      { code: 'WXYZ5678JKLM', amountCents: 2_550, balanceAfterCents: 7_450 },
    ],
    stillToPayCents: 0,
  },
  redemption_cancel: {
    kind: 'redemption_cancel',
    currency: 'CHF',
    vouchers: [{ code: 'ABCD1234EFGH', amountCents: 10_000, balanceAfterCents: 10_000 }],
  },
  load: {
    kind: 'load',
    currency: 'CHF',
    code: 'LOAD1234CODE',
    amountCents: 10_000,
    freeCreditCents: 1_000,
    balanceAfterCents: 15_000,
    paymentMethod: 'Bar',
  },
  load_cancel: {
    kind: 'load_cancel',
    currency: 'CHF',
    code: 'LOAD1234CODE',
    amountCents: 10_000,
    balanceAfterCents: 5_000,
    reason: 'Falscher Betrag',
  },
  activation: {
    kind: 'activation',
    currency: 'CHF',
    code: 'DEPO1234CODE',
    amountCents: 5_000,
    freeCreditCents: 500,
    balanceAfterCents: 5_500,
  },
  deactivation: { kind: 'deactivation', currency: 'CHF', code: 'DEPO1234CODE', amountCents: 5_000, reason: 'Kunde storniert' },
  voucher_sale: {
    kind: 'voucher_sale',
    currency: 'CHF',
    orderNumber: 'ORD-2026-0042',
    vouchers: [
      {
        code: 'SALE1111AAAA',
        name: 'Wertgutschein Café & Crème',
        amountCents: 5_000,
        freeCreditCents: null,
        expiryDate: '2029-11-21T00:00:00',
      },
      {
        code: 'SALE2222BBBB',
        name: 'Geschenkpaket Genève',
        amountCents: 12_000,
        freeCreditCents: 1_200,
        expiryDate: '2029-11-21T00:00:00',
      },
    ],
  },
  voucher_sale_cancel: {
    kind: 'voucher_sale_cancel',
    currency: 'CHF',
    orderNumber: 'ORD-2026-0042',
    vouchers: [{ code: 'SALE1111AAAA', amountCents: 5_000 }],
    reason: null,
  },
  promo_redeem: {
    kind: 'promo_redeem',
    currency: 'CHF',
    code: 'SOMMER10',
    referenceNumber: 'R123',
    discount: { type: 'percentage', percent: 10 },
  },
  promo_cancel: {
    kind: 'promo_cancel',
    currency: 'EUR',
    code: 'WINTER5',
    referenceNumber: null,
    discount: { type: 'amount', amountCents: 500 },
  },
  ticket_booking: {
    kind: 'ticket_booking',
    currency: 'CHF',
    bookingReference: 'B-77821',
    productName: 'Führung Schloss Chillon',
    startsAt: '2026-12-24T14:00:00',
    totalCents: 4_500,
    tickets: [
      { ticketNumber: '1234567890123456789', category: 'Erwachsene' },
      { ticketNumber: '1234567890123456790', category: 'Kinder' },
    ],
  },
  ticket_booking_cancel: {
    kind: 'ticket_booking_cancel',
    currency: 'CHF',
    bookingReference: 'B-77821',
    productName: 'Führung Schloss Chillon',
    startsAt: '2026-12-24T14:00:00',
    totalCents: -4_500,
    tickets: [{ ticketNumber: '1234567890123456789', category: 'Erwachsene' }],
  },
  day_closing: {
    kind: 'day_closing',
    currency: 'CHF',
    day: '2026-11-21',
    totals: [
      { kind: 'redeem', count: 12, amountCents: 45_600 },
      { kind: 'charge', count: 3, amountCents: 30_000 },
      { kind: 'order', count: 2, amountCents: 17_000 },
    ],
    byCashier: [{ cashier: 'Anna Müller', count: 17, amountCents: 92_600 }],
    open: [{ reference: 'J-000120', kind: 'redeem', state: 'uncertain', amountCents: 2_000 }],
  },
  voucher_archive: {
    kind: 'voucher_archive',
    currency: 'CHF',
    complimentary: 'excluded',
    months: [
      { month: '2026-10', totalCents: 2_345_600, changeCents: -12_000, open: false, corrected: true },
      { month: '2026-11', totalCents: 2_400_000, changeCents: 54_400, open: true, corrected: false },
    ],
  },
  test_page: { kind: 'test_page' },
  purchase: {
    kind: 'purchase',
    currency: 'CHF',
    state: 'finished',
    totalCents: 15_000,
    purchaseReference: 'POS-4711',
    vouchers: [
      { code: 'ABCD1234EFGH', amountCents: 5_000, balanceAfterCents: 0 },
      { code: 'WXYZ5678JKLM', amountCents: 5_000, balanceAfterCents: 2_500 },
    ],
    restCents: 5_000,
    paymentMethod: 'Bar',
  },
  drawer_open: { kind: 'drawer_open', reason: 'Wechselgeld nachfüllen' },
  stock_sale: {
    kind: 'stock_sale',
    currency: 'CHF',
    state: 'sold',
    vouchers: [
      { code: 'DEPO1234FIXA', amountCents: 5_000, freeCreditCents: null },
      { code: 'DEPO1234FREE', amountCents: 2_500, freeCreditCents: null },
    ],
    totalCents: 7_500,
    paymentMethod: 'Karte',
  },
  order: {
    kind: 'order',
    currency: 'CHF',
    state: 'finished',
    lines: [
      { kind: 'goods', code: null, reference: 'R-1001/7', quantity: 1, amountCents: 6_033, freeCreditCents: null, balanceAfterCents: null },
      {
        kind: 'load',
        code: 'LOAD1234ABCD',
        reference: null,
        quantity: 1,
        amountCents: 2_000,
        freeCreditCents: 200,
        balanceAfterCents: 4_200,
      },
    ],
    tenders: [
      { kind: 'voucher', name: null, code: 'PAYS1234WXYZ', amountCents: 5_000, balanceAfterCents: 0 },
      { kind: 'cash', name: 'Bar', code: null, amountCents: 5_000, balanceAfterCents: null },
    ],
    totalCents: 8_033,
    bookedCents: 8_233,
    roundingCents: 2,
    changeCents: 1_965,
  },
};

/** One input per receipt kind: a fresh copy each time (tests change it; unit files share one module cache). */
export function sample(kind: ReceiptBody['kind'], over: Partial<ReceiptHeader> = {}): ReceiptInput {
  return { header: structuredClone({ ...header, ...over }), body: structuredClone(bodies[kind]) };
}
