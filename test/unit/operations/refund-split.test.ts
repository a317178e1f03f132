import { describe, expect, it } from 'vitest';
import { splitByOriginal } from '../../../electron/core/operations/order-refund-pay';

const card = { kind: 'card' as const, paymentMethod: 'card' };
const twint = { kind: 'other' as const, paymentMethod: 'twint' };
const cash = { kind: 'cash' as const, paymentMethod: 'cash' };

describe('a refund paid out as the order was paid', () => {
  it('gives card back to card up to what it paid, the rest in cash', () => {
    expect(splitByOriginal(6000, [{ ...card, amountCents: 13000 }], [], cash)).toEqual([{ ...card, amountCents: 6000 }]);
    expect(splitByOriginal(6000, [{ ...card, amountCents: 4000 }], [], cash)).toEqual([
      { ...card, amountCents: 4000 },
      { ...cash, amountCents: 2000 },
    ]);
  });

  it('takes off what earlier refunds gave back to the card, newest tender first', () => {
    const paid = [
      { ...card, amountCents: 3000 },
      { ...twint, amountCents: 2000 },
    ];
    expect(splitByOriginal(3000, paid, [{ ...card, amountCents: -2500 }], cash)).toEqual([
      { ...twint, amountCents: 2000 },
      { ...card, amountCents: 500 },
      { ...cash, amountCents: 500 },
    ]);
  });

  it('pays a sale paid in cash back in cash', () => {
    expect(splitByOriginal(1000, [{ ...cash, amountCents: 5000 }], [], cash)).toEqual([{ ...cash, amountCents: 1000 }]);
  });
});
