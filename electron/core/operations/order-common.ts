// What every order operation shares: the cashier's open order, the view with the cash rounding in
// use, the `order.changed` event (codes masked for the customer display) and the state guards.
import { CoreError, type Order } from '../contract';
import { say } from '../contract/core-messages';
import { cashRoundingStep, readCashRounding } from '../payments/methods';
import type { CoreRuntime } from '../runtime';
import { merchantCurrency } from '../store/merchant-currency';
import { orderView } from '../domain/order-view';
import { orderOfStep } from '../store/order-steps';
import { findOpenOrder, getOrder, insertOrder, type OrderRow } from '../store/orders';
import { newId, terminalName } from './context';
import { feedCustomer } from './customer-feed';

/** The cash rounding step for an order's currency (the merchant's when the order names none). */
export function roundingStepOf(rt: CoreRuntime, currency: string | null): number {
  return cashRoundingStep(readCashRounding(rt.db), currency ?? merchantCurrency(rt.db));
}

/** The order as the renderer sees it. */
export function viewOrder(rt: CoreRuntime, id: string): Order {
  return orderView(rt.db, id, roundingStepOf(rt, getOrder(rt.db, id).currency));
}

/** The cashier's open order, or null. */
export function currentOrder(rt: CoreRuntime, cashier: string | null): OrderRow | null {
  return findOpenOrder(rt.db, cashier);
}

/** The cashier's open order, opened when there is none (inside a transaction: one per cashier). */
export function openOrder(rt: CoreRuntime, cashier: string | null): OrderRow {
  return rt.db.transaction(
    () => currentOrder(rt, cashier) ?? insertOrder(rt.db, { id: newId(), cashier, terminal: terminalName(rt), now: rt.clock.now() }),
  )();
}

/** Refuses unless the order can still change (open, or stopped while finishing). */
export function assertChangeable(o: OrderRow): void {
  if (o.state !== 'open' && o.state !== 'finishing')
    throw new CoreError('conflict', say('orderState', { state: o.state }), false, { orderId: o.id });
}

/** The order of the calling cashier that a line or tender belongs to: another cashier's is refused. */
export function assertOwn(o: OrderRow, cashier: string | null): void {
  if (o.cashier !== cashier) throw new CoreError('forbidden', say('orderOtherCashier'), false, { orderId: o.id });
}

/** Publishes the order (masked) to the basket and the customer display (customer-feed.ts). */
export function publishOrder(rt: CoreRuntime, id: string): Order {
  const o = viewOrder(rt, id);
  feedCustomer(rt, o.cashier, o);
  return o;
}

/**
 * A journal row of an open order went final: the order again for the basket and the customer
 * display (the verification settles a payment being checked without any call of the order). An
 * order that is finishing is left alone: its finish publishes the outcome.
 */
export function publishOrderOfStep(rt: CoreRuntime, journalId: string): void {
  const link = orderOfStep(rt.db, journalId);
  if (link && getOrder(rt.db, link.orderId).state === 'open') publishOrder(rt, link.orderId);
}
