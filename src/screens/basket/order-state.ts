// Which orders are the basket: open ones, and those whose finish stopped at a refused line.
import type { Order } from '../../../electron/core/contract';

export function isOpen(order: Order | null): boolean {
  return !!order && (order.state === 'open' || order.state === 'finishing');
}

/** The order while it can still change (open, or stopped while finishing); else null. */
export function openOrder(order: Order | null): Order | null {
  return order && isOpen(order) ? order : null;
}
