// Which order (and line or tender) the value step being made belongs to. The existing step
// functions (load, activate, sell codes, book, promo, redeem) are called unchanged inside
// `withOrderStep`; `pendingRow` reads the context and writes the order marker in the same
// transaction as the pending row, so a step of an order never exists without it (crash-safe).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { JournalKind } from '../contract';
import type { OrderStepLink } from '../store/order-steps';

interface OrderStepContext extends OrderStepLink {
  /** Only rows of these kinds are the order's: work scheduled from inside (the reconciler) inherits the context. */
  kinds: readonly JournalKind[];
}

const orderStep = new AsyncLocalStorage<OrderStepContext>();

/** Runs `fn` so that the pending rows of `kinds` it writes belong to the order's line or tender. */
export function withOrderStep<T>(ctx: OrderStepContext, fn: () => Promise<T>): Promise<T> {
  return orderStep.run(ctx, fn);
}

/** The order link for a new row of `kind`, or null. */
export function orderStepFor(kind: JournalKind): OrderStepLink | null {
  const ctx = orderStep.getStore();
  if (!ctx || !ctx.kinds.includes(kind)) return null;
  return { orderId: ctx.orderId, lineId: ctx.lineId, tenderId: ctx.tenderId };
}
