// What a booking's cancellation took back, read from the service's `cancelled_tickets` (captured
// traffic: possibly fewer tickets than were booked).
import { beforeEach, describe, expect, it } from 'vitest';
import { cancelledCents, cancelledPart } from '../../../electron/core/domain/booking-cancel';
import { openDatabase, type Db } from '../../../electron/core/store/database';
import { insertPending, transition } from '../../../electron/core/store/journal';
import { setSaleLines } from '../../../electron/core/store/step-payments';

let db: Db;
const at = new Date('2026-11-21T10:00:00.000Z');
const tickets = [
  { ticket_number: '1111111111111111111', category_id: 'c-ad' },
  { ticket_number: '2222222222222222222', category_id: 'c-ad' },
  { ticket_number: '3333333333333333333', category_id: 'c-ch' },
];
const answer = (...numbers: string[]) => ({
  booking_id: 'bk-1',
  booking_reference: 'R-1',
  cancelled_tickets: numbers.map((n) => ({ ticket_number: n })),
});

function booking(id: string, amountCents: number) {
  insertPending(db, { id, kind: 'book', terminal: 'Kasse 1', now: at, amountCents, request: { product_id: 'p-1' } });
  return transition(db, id, 'succeeded', { externalId: 'bk-1', response: { booking_id: 'bk-1', booking_reference: 'R-1', tickets } }, at);
}

beforeEach(() => {
  db = openDatabase(':memory:');
});

describe('cancelledPart', () => {
  it('prices each cancelled ticket at its category as sold', () => {
    const b = booking('b-1', 8800);
    setSaleLines(db, b.id, [
      { categoryId: 'c-ad', quantity: 2, unitPriceCents: 3500 },
      { categoryId: 'c-ch', quantity: 1, unitPriceCents: 1800 },
    ]);
    const part = cancelledPart(db, b, answer(tickets[0]!.ticket_number, tickets[2]!.ticket_number));
    expect(part).toMatchObject({ partial: true, booked: 3, cents: 5300 });
    expect(part?.tickets.map((t) => t.ticket_number)).toEqual([tickets[0]!.ticket_number, tickets[2]!.ticket_number]);
  });

  it('all tickets cancelled: the whole booking amount, not partial', () => {
    const b = booking('b-2', 8800);
    expect(cancelledPart(db, b, answer(...tickets.map((t) => t.ticket_number)))).toMatchObject({ partial: false, cents: 8800 });
  });

  it('a booking without its priced lines gives back its amount per ticket', () => {
    const b = booking('b-3', 9000);
    expect(cancelledCents(db, b, answer(tickets[1]!.ticket_number))).toBe(3000);
  });

  it('an answer that cannot be read leaves the booking amount', () => {
    const b = booking('b-4', 8800);
    expect(cancelledPart(db, b, { booking_id: 'bk-1' })).toBeNull();
    expect(cancelledCents(db, b, undefined)).toBe(8800);
  });
});
