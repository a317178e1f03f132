// Quantities, amounts, ids and strings are bounded at the contract, each with a
// clear error; a ticket booking takes categories and quantities only (no caller's prices).
import { describe, expect, it } from 'vitest';
import { methods } from '../../../electron/core/contract';
import { MAX_TICKETS_PER_BOOKING, MAX_TICKETS_PER_CATEGORY } from '../../../electron/core/contract/tickets';
import { sameThingKey } from '../../../electron/core/store/journal-locks';

const book = (over: Record<string, unknown> = {}) => ({
  productId: 'p1',
  startsAt: '2026-12-01',
  items: [{ categoryId: 'c1', quantity: 2 }],
  customer: { firstName: 'Ida', lastName: 'Muster', email: 'ida@example.ch' },
  ...over,
});

/** The messages of a refused input (empty when accepted). */
function problems(name: keyof typeof methods, input: unknown): string[] {
  const r = methods[name].input.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('contract bounds', () => {
  it('a booking takes categories and quantities, never prices or a currency', () => {
    expect(problems('ticketing.book', book())).toEqual([]);
    expect(problems('ticketing.book', book({ prices: [{ categoryId: 'c1', unitPriceCents: 10 }] }))).not.toEqual([]);
    expect(problems('ticketing.book', book({ currency: 'CHF' }))).not.toEqual([]);
  });

  it('bounds the tickets per category and per booking', () => {
    const q = (quantity: number) => book({ items: [{ categoryId: 'c1', quantity }] });
    expect(problems('ticketing.book', q(MAX_TICKETS_PER_CATEGORY))).toEqual([]);
    expect(problems('ticketing.book', q(MAX_TICKETS_PER_CATEGORY + 1))).toEqual([
      `At most ${MAX_TICKETS_PER_CATEGORY} tickets of one category`,
    ]);
    expect(problems('ticketing.book', q(1e12))).toContain(`At most ${MAX_TICKETS_PER_CATEGORY} tickets of one category`);
    const many = Array.from({ length: 3 }, (_, i) => ({ categoryId: `c${i}`, quantity: MAX_TICKETS_PER_CATEGORY }));
    expect(problems('ticketing.book', book({ items: many }))).toEqual([`At most ${MAX_TICKETS_PER_BOOKING} tickets in one booking`]);
    expect(problems('ticketing.reserve', { productId: 'p1', startsAt: '2026-12-01', items: many })).toEqual([
      `At most ${MAX_TICKETS_PER_BOOKING} tickets in one booking`,
    ]);
  });

  it('bounds ids, amounts and strings with a clear error', () => {
    const long = 'x'.repeat(129);
    expect(problems('sale.cancel', { journalId: long })).toEqual(['An id has at most 128 characters']);
    expect(problems('redemption.cancel', { journalId: long })).toEqual(['An id has at most 128 characters']);
    expect(problems('ticketing.book', book({ productId: long }))).toEqual(['An id has at most 128 characters']);
    const codes = { kind: 'codes', productId: 'vt', quantity: 1, language: 'de' };
    expect(problems('order.addLine', { line: { ...codes, unitPriceCents: 100 } })).toEqual([]);
    expect(problems('order.addLine', { line: { ...codes, unitPriceCents: 1e15 } })).not.toEqual([]);
    expect(problems('order.addLine', { line: { kind: 'goods', amountCents: 2 ** 60 } })).not.toEqual([]);
    const email = `${'a'.repeat(250)}@example.ch`;
    expect(problems('ticketing.book', book({ customer: { firstName: 'I', lastName: 'M', email } }))).not.toEqual([]);
    expect(problems('journal.decide', { id: 'j1', outcome: 'succeeded', note: 'n'.repeat(501) })).not.toEqual([]);
  });
});

describe('what "the same step" is (the lock of store/journal-locks.ts)', () => {
  const order = (lines: Array<[string, number]>) => ({
    kind: 'order' as const,
    request: { order_lines: lines.map(([p, c]) => ({ product_id: p, unit_price_in_cents: c, quantity: 1 })) },
  });
  it('a sale: the same lines in any order; another basket is another step', () => {
    expect(
      sameThingKey(
        order([
          ['a', 1],
          ['b', 2],
        ]),
      ),
    ).toBe(
      sameThingKey(
        order([
          ['b', 2],
          ['a', 1],
        ]),
      ),
    );
    expect(sameThingKey(order([['a', 1]]))).not.toBe(sameThingKey(order([['a', 2]])));
  });
  it('a booking: the slot, a day slot with or without T00:00:00', () => {
    const b = (startsAt: string, product = 'p') => sameThingKey({ kind: 'book', request: { product_id: product, starts_at: startsAt } });
    expect(b('2026-12-01')).toBe(b('2026-12-01T00:00:00'));
    expect(b('2026-12-01')).not.toBe(b('2026-12-02'));
    expect(b('2026-12-01', 'p')).not.toBe(b('2026-12-01', 'q'));
  });
  it('a code step: the code for every kind; a cancel by id: its target', () => {
    expect(sameThingKey({ kind: 'promo_redeem', code: 'SOMMER20', request: {} })).toBe('code:SOMMER20');
    expect(sameThingKey({ kind: 'delete_order', request: {}, refId: 'j1' })).toBe('undo:j1');
    expect(sameThingKey({ kind: 'cancel_booking', request: {}, refId: 'j1' })).toBe('undo:j1');
  });
});
