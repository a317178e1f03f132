import { beforeEach, describe, expect, it } from 'vitest';
import { receiptFromJournal, shortReference } from '../../../electron/core/printing/journal-adapter';
import { replaceCatalog } from '../../../electron/core/store/catalog';
import { openDatabase, type Db } from '../../../electron/core/store/database';
import { insertPending, transition, type JournalPatch, type NewJournalRow } from '../../../electron/core/store/journal';
import { insertPurchase } from '../../../electron/core/store/purchases';
import { setSaleLines } from '../../../electron/core/payments/methods';

let db: Db;
let t = Date.parse('2026-11-21T10:00:00.000Z');
const now = (): Date => new Date((t += 1000));
const h = { outlet: 'Laden', terminal: 'Caisse 1', training: false, language: 'fr' as const };

function row(r: Omit<NewJournalRow, 'terminal' | 'now'>, patch: JournalPatch, to: 'succeeded' | 'failed' = 'succeeded') {
  insertPending(db, { terminal: 'Kasse 1', now: now(), ...r });
  return transition(db, r.id, to, patch, now());
}

beforeEach(() => {
  db = openDatabase(':memory:');
  replaceCatalog(
    db,
    'voucher_types',
    [{ id: 'vt-1', data: { id: 'vt-1', name: { de: 'Wertgutschein', fr: 'Bon valeur' } }, updatedAt: null }],
    now(),
  );
  replaceCatalog(
    db,
    'ticketing_products',
    [
      {
        id: 'p-1',
        data: {
          id: 'p-1',
          name: 'Schlossführung',
          name_translations: { de: 'Schlossführung', fr: 'Visite du château' },
          categories: [{ id: 'c-ad', name: 'Erwachsene', name_translations: { fr: 'Adultes' } }],
        },
        updatedAt: null,
      },
    ],
    now(),
  );
});

describe('journal rows -> receipt inputs', () => {
  it('a sale: codes, amounts, expiry and voucher names in the receipt language; its cancel', () => {
    const order = row(
      { id: 'o-1', kind: 'order', amountCents: 5000, request: {} },
      {
        externalId: 'ord-1',
        response: {
          order_id: 'ord-1',
          order_number: 'N-42',
          pdf_url: '',
          vouchers: [
            {
              code: 'ABCD1234EFGH',
              code_formatted: 'ABCD-1234-EFGH',
              product_id: 'vt-1',
              amount_in_cents: 5000,
              free_credit_amount_in_cents: 0,
              expiry_date: '2029-01-01T00:00:00',
            },
          ],
        },
      },
    );
    const r = receiptFromJournal(db, order, h);
    expect(r?.header).toMatchObject({ outlet: 'Laden', terminal: 'Caisse 1', reference: 'O1', language: 'fr' });
    expect(r?.body).toEqual({
      kind: 'voucher_sale',
      currency: 'CHF',
      orderNumber: 'N-42',
      vouchers: [{ code: 'ABCD1234EFGH', name: 'Bon valeur', amountCents: 5000, freeCreditCents: 0, expiryDate: '2029-01-01T00:00:00' }],
    });
    const del = row({ id: 'd-1', kind: 'delete_order', amountCents: 5000, request: { order_id: 'ord-1' }, refId: 'o-1' }, {});
    expect(receiptFromJournal(db, del, h)?.body).toMatchObject({
      kind: 'voucher_sale_cancel',
      orderNumber: 'N-42',
      vouchers: [{ code: 'ABCD1234EFGH', amountCents: 5000 }],
    });
  });

  it('a booking: ticket numbers, product and category names; its cancel', () => {
    const book = row(
      { id: 'b-1', kind: 'book', request: { product_id: 'p-1', starts_at: '2026-12-24', items: [] } },
      {
        externalId: 'bk-1',
        response: {
          booking_id: 'bk-1',
          booking_reference: 'R-7',
          tickets: [{ ticket_number: '1234567890123456789', category_id: 'c-ad' }],
        },
      },
    );
    expect(receiptFromJournal(db, book, h)?.body).toMatchObject({
      kind: 'ticket_booking',
      bookingReference: 'R-7',
      productName: 'Visite du château',
      startsAt: '2026-12-24',
      tickets: [{ ticketNumber: '1234567890123456789', category: 'Adultes' }],
    });
    const cancel = row({ id: 'cb-1', kind: 'cancel_booking', request: { booking_id: 'bk-1' }, refId: 'b-1' }, {});
    expect(receiptFromJournal(db, cancel, h)?.body.kind).toBe('ticket_booking_cancel');
  });

  it('a partial booking cancellation lists only the tickets the service cancelled and says it is partial', () => {
    const tickets = ['1111111111111111111', '2222222222222222222', '3333333333333333333'];
    const book = row(
      { id: 'b-2', kind: 'book', amountCents: 9000, request: { product_id: 'p-1', starts_at: '2026-12-24', items: [] } },
      {
        externalId: 'bk-2',
        response: {
          booking_id: 'bk-2',
          booking_reference: 'R-8',
          tickets: tickets.map((n) => ({ ticket_number: n, category_id: 'c-ad' })),
        },
      },
    );
    setSaleLines(db, book.id, [{ categoryId: 'c-ad', quantity: 3, unitPriceCents: 3000 }]);
    const answer = { booking_id: 'bk-2', booking_reference: 'R-8', cancelled_tickets: [{ ticket_number: tickets[1] }] };
    const cancel = row({ id: 'cb-2', kind: 'cancel_booking', request: { booking_id: 'bk-2' }, refId: 'b-2' }, { response: answer });
    expect(receiptFromJournal(db, cancel, h)?.body).toMatchObject({
      kind: 'ticket_booking_cancel',
      tickets: [{ ticketNumber: tickets[1], category: 'Adultes' }],
      partialOf: 3,
      totalCents: 3000,
      lines: [],
    });
    // All of them cancelled: the whole booking, as sold.
    const all = { ...answer, cancelled_tickets: tickets.map((n) => ({ ticket_number: n })) };
    const whole = row({ id: 'cb-3', kind: 'cancel_booking', request: { booking_id: 'bk-2' }, refId: 'b-2' }, { response: all });
    const body = receiptFromJournal(db, whole, h)?.body;
    expect(body).toMatchObject({ totalCents: 9000, lines: [{ quantity: 3, unitPriceCents: 3000 }] });
    expect(body && 'partialOf' in body).toBe(false);
  });

  it('promo codes keep the discount (value in cents for amounts); the cancel reads the original', () => {
    const p = row(
      { id: 'pr-1', kind: 'promo_redeem', code: 'SOMMER', request: { reference_number: 'R1', discount_type: 'amount', value: 500 } },
      {},
    );
    expect(receiptFromJournal(db, p, h)?.body).toMatchObject({
      kind: 'promo_redeem',
      code: 'SOMMER',
      referenceNumber: 'R1',
      discount: { type: 'amount', amountCents: 500 },
    });
    const c = row({ id: 'pc-1', kind: 'promo_cancel', code: 'SOMMER', request: {}, refId: 'pr-1' }, {});
    expect(receiptFromJournal(db, c, h)?.body).toMatchObject({ kind: 'promo_cancel', discount: { type: 'amount', amountCents: 500 } });
  });

  it('redemptions carry the purchase total and what is still to pay after them', () => {
    insertPurchase(db, { id: 'pu-1', totalCents: 8000, terminal: 'Kasse 1', now: now() });
    const r1 = row(
      { id: 'r-1', kind: 'redeem', code: 'AAAA1111BBBB', amountCents: 5000, currency: 'CHF', request: {}, purchaseId: 'pu-1' },
      { balanceAfter: 0 },
    );
    const r2 = row(
      { id: 'r-2', kind: 'redeem', code: 'CCCC2222DDDD', amountCents: 3000, currency: 'CHF', request: {}, purchaseId: 'pu-1' },
      { balanceAfter: 700 },
    );
    expect(receiptFromJournal(db, r1, h)?.body).toMatchObject({
      purchaseTotalCents: 8000,
      stillToPayCents: 3000,
      vouchers: [{ code: 'AAAA1111BBBB', amountCents: 5000, balanceAfterCents: 0 }],
    });
    expect(receiptFromJournal(db, r2, h)?.body).toMatchObject({ stillToPayCents: 0, vouchers: [{ balanceAfterCents: 700 }] });
  });

  it('loads, activations, deactivations; failed rows have no receipt', () => {
    const load = row(
      { id: 'l-1', kind: 'charge', code: 'LLLL1111LLLL', amountCents: 2000, currency: 'EUR', request: {} },
      { balanceAfter: 2200, freeCreditCents: 200 },
    );
    expect(receiptFromJournal(db, load, h)?.body).toEqual({
      kind: 'load',
      currency: 'EUR',
      code: 'LLLL1111LLLL',
      amountCents: 2000,
      freeCreditCents: 200,
      balanceAfterCents: 2200,
      paymentMethod: null,
    });
    const deact = row(
      { id: 'x-1', kind: 'deactivate', code: 'DDDD1111DDDD', amountCents: 3000, request: { deactivate_reason: 'Retour' } },
      { balanceAfter: 0 },
    );
    expect(receiptFromJournal(db, deact, h)?.body).toMatchObject({ kind: 'deactivation', reason: 'Retour' });
    const failed = row({ id: 'f-1', kind: 'charge', code: 'FFFF1111FFFF', amountCents: 100, request: {} }, { error: 'no' }, 'failed');
    expect(receiptFromJournal(db, failed, h)).toBeNull();
  });

  it('short references are the first 8 characters of the id', () => {
    expect(shortReference('363a32ba-1f2e-4c5d-9e8f-000000000000')).toBe('363A32BA');
  });
});
