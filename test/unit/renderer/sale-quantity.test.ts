// The sale cart: quantities per type and price, the contingent as a limit, sold-out types refused,
// and the order sent as one line of quantity 1 per voucher (delivery `codes`).
import { describe, expect, it } from 'vitest';
import type { SaleCatalogItem } from '../../../electron/core/contract';
import {
  addOne,
  cartTotal,
  changeQuantity,
  isSellable,
  orderLines,
  priceProblem,
  roomFor,
  type QuantityLine,
} from '../../../src/lib/sale-rules';

const fondue: SaleCatalogItem = {
  id: 'vt-fondue',
  name: { de: 'Fondue' },
  descriptionHtml: {},
  kind: 'package',
  published: true,
  soldOut: false,
  remainingContingent: 5,
  priceCents: 4500,
  listPriceCents: null,
  discountPercentage: null,
  minimumCents: null,
  maximumCents: null,
  variants: [],
  imageUrl: null,
  updatedAt: null,
  checkedAt: null,
};
const line = (key: string, unitPriceCents = 4500) => ({ key, productId: 'vt-fondue', name: 'Fondue', unitPriceCents });

describe('sale cart with quantities', () => {
  it('adds the same voucher to its line and a different price as a new line', () => {
    let cart: QuantityLine[] = [];
    cart = addOne(cart, line('a'));
    cart = addOne(cart, line('b'));
    cart = addOne(cart, line('c', 5000));
    expect(cart.map((l) => [l.key, l.quantity])).toEqual([
      ['a', 2],
      ['c', 1],
    ]);
    expect(cartTotal(cart)).toBe(2 * 4500 + 5000);
  });

  it('expands a line of N into N order lines of quantity 1', () => {
    const cart = changeQuantity(changeQuantity(addOne([], line('a')), 'a', 1), 'a', 1);
    expect(orderLines(cart)).toEqual(Array.from({ length: 3 }, () => ({ productId: 'vt-fondue', unitPriceCents: 4500 })));
  });

  it('drops a line stepped down to 0', () => {
    expect(changeQuantity(addOne([], line('a')), 'a', -1)).toEqual([]);
  });

  it('limits the quantity to the contingent left; no limit without one', () => {
    let cart: QuantityLine[] = [];
    for (let i = 0; i < 4; i++) cart = addOne(cart, line(`k${i}`));
    expect(roomFor(fondue, cart)).toBe(1);
    cart = addOne(cart, line('k5', 5000));
    expect(roomFor(fondue, cart)).toBe(0);
    expect(roomFor({ ...fondue, remainingContingent: null }, cart)).toBe(Infinity);
  });

  it('refuses a sold-out type before anything else', () => {
    const soldOut = { ...fondue, soldOut: true, remainingContingent: 0 };
    expect(isSellable(soldOut)).toBe(false);
    expect(priceProblem(soldOut, 4500)).toBe('sold_out');
    expect(isSellable(fondue)).toBe(true);
  });
});
