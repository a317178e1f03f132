// Every order state has a way out on screen: the basket's finish and cancel for each.
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../electron/core/contract';
import { cancelRefused, waysOut } from '../../../src/screens/basket/order-state';

const line = (state: OrderLine['state']): OrderLine => ({ id: state, state }) as OrderLine;
const order = (o: Partial<Order>): Order =>
  ({ state: 'finishing', covered: false, stoppedAt: null, refundOf: null, checkingCents: 0, lines: [], ...o }) as Order;
const stop = { lineId: 't', message: 'no', code: 'conflict', serviceCode: 'booking_already_started' };

describe('ways out of an order', () => {
  it('a refund stopped at a line: no cancel once a step is undone (remove the line with the reason)', () => {
    const o = order({ refundOf: 'x', stoppedAt: stop, lines: [line('done'), line('refused')] });
    expect(waysOut(o)).toEqual({ finish: false, cancel: false });
    expect(cancelRefused(o)).toBe(true);
  });

  it('a refund whose refused line was removed: finish pays out what was undone', () => {
    expect(waysOut(order({ refundOf: 'x', lines: [line('done'), line('open')] }))).toEqual({ finish: true, cancel: false });
  });

  it('a refund with nothing undone yet can still be cancelled', () => {
    expect(waysOut(order({ refundOf: 'x', lines: [line('open')] }))).toEqual({ finish: true, cancel: true });
  });

  it('a sale: finish once covered, cancel unless stopped; waits while a step is checked', () => {
    expect(waysOut(order({ state: 'open', lines: [line('open')] }))).toEqual({ finish: false, cancel: true });
    expect(waysOut(order({ covered: true, lines: [line('done')] }))).toEqual({ finish: true, cancel: true });
    expect(waysOut(order({ refundOf: 'x', checkingCents: 100, lines: [line('done')] })).finish).toBe(false);
  });
});
