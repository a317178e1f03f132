// Pure rules of the ticket screens and the contract's refusals of bad booking input.
import { describe, expect, it } from 'vitest';
import { methods } from '../../../electron/core/contract';
import {
  addDays,
  countdownText,
  defaultLanguage,
  displayTicketNumber,
  itemsOf,
  quantityProblems,
  slotsByDay,
  startsInFuture,
  ticketNumberProblem,
  totalCents,
} from '../../../src/screens/tickets/rules';

const slot = {
  startsAt: '2026-11-25T11:00:00',
  slotType: 'time',
  closingAt: null,
  availableCount: 5,
  prices: [
    { categoryId: 'adult', priceCents: 4200, minQuantity: 1, maxQuantity: 10, allowZeroQuantity: false },
    { categoryId: 'child', priceCents: 2100, minQuantity: 0, maxQuantity: 4, allowZeroQuantity: true },
    { categoryId: 'group', priceCents: 1000, minQuantity: 2, maxQuantity: null, allowZeroQuantity: true },
  ],
};

describe('ticket number input', () => {
  it('accepts exactly 19 digits and says what is wrong otherwise', () => {
    expect(ticketNumberProblem('7000000000000000001')).toBeNull();
    expect(ticketNumberProblem('')).toBe('empty');
    expect(ticketNumberProblem('700000000000000000')).toBe('short');
    expect(ticketNumberProblem('70000000000000000012')).toBe('long');
    expect(ticketNumberProblem('70000000000000000A1')).toBe('digits');
    expect(displayTicketNumber('7000000000000000001')).toBe('7000 0000 0000 0000 001');
  });
});

describe('quantities', () => {
  it('checks required, min, max, none and capacity', () => {
    expect(quantityProblems(slot, {})).toEqual([
      { categoryId: 'adult', kind: 'required', limit: 1 },
      { categoryId: 'total', kind: 'none', limit: 1 },
    ]);
    expect(quantityProblems(slot, { adult: 2, child: 1 })).toEqual([]);
    expect(quantityProblems(slot, { adult: 1, child: 5 }).map((p) => p.kind)).toEqual(['max', 'capacity']);
    expect(quantityProblems(slot, { adult: 1, group: 1 }).map((p) => p.kind)).toEqual(['min']);
    expect(quantityProblems({ ...slot, availableCount: null }, { adult: 10, child: 4 })).toEqual([]);
  });

  it('sends each category once and drops zero lines; totals in cents', () => {
    expect(itemsOf({ adult: 2, child: 0, group: 3 })).toEqual([
      { categoryId: 'adult', quantity: 2 },
      { categoryId: 'group', quantity: 3 },
    ]);
    expect(totalCents(slot, { adult: 2, child: 1 })).toBe(10500);
  });
});

describe('dates, countdown, language', () => {
  it('groups slots by day and counts down to 0:00', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    const days = slotsByDay([slot, { ...slot, startsAt: '2026-11-24' }, { ...slot, startsAt: '2026-11-25T09:00:00' }]);
    expect(days.map((d) => [d.day, d.slots.length])).toEqual([
      ['2026-11-24', 1],
      ['2026-11-25', 2],
    ]);
    expect(countdownText(60 * 60_000)).toBe('60:00');
    expect(countdownText(61_500)).toBe('1:02');
    expect(countdownText(-5)).toBe('0:00');
    expect(defaultLanguage(['fr', 'it'], 'de')).toBe('fr');
    expect(defaultLanguage(['de', 'fr'], 'fr')).toBe('fr');
    expect(startsInFuture('2026-11-25T11:00:00', new Date(2026, 10, 25, 10, 59))).toBe(true);
    expect(startsInFuture('2026-11-25', new Date(2026, 10, 25, 0, 1))).toBe(false);
  });
});

describe('booking input of the contract', () => {
  const base = {
    productId: 'p',
    startsAt: '2026-11-25',
    customer: { firstName: 'A', lastName: 'B', email: 'a@example.ch' },
  };
  it('refuses a category twice, quantity 0, a bad language and a bad e-mail before anything is sent', () => {
    const book = methods['ticketing.book'].input;
    expect(book.safeParse({ ...base, items: [{ categoryId: 'c', quantity: 1 }] }).success).toBe(true);
    expect(
      book.safeParse({
        ...base,
        items: [
          { categoryId: 'c', quantity: 1 },
          { categoryId: 'c', quantity: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(book.safeParse({ ...base, items: [{ categoryId: 'c', quantity: 0 }] }).success).toBe(false);
    expect(book.safeParse({ ...base, items: [] }).success).toBe(false);
    expect(book.safeParse({ ...base, items: [{ categoryId: 'c', quantity: 1 }], language: 'deu' }).success).toBe(false);
    expect(book.safeParse({ ...base, items: [{ categoryId: 'c', quantity: 1 }], customer: { ...base.customer, email: 'x' } }).success).toBe(
      false,
    );
    expect(methods['ticket.checkin'].input.safeParse({ ticketNumber: '123' }).success).toBe(false);
  });
});
