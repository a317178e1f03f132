// What the customer display may see of a cashier's order (pure: no store, no clock of its own).
// Codes are masked to their last four; a finished order is shown for its thank-you only, then
// nothing at all: the next customer never reads the last one's name, codes or balances.
import { maskCode } from '../printing/format';
import type { Order } from '../contract';

/** The order with every code masked to its last four (what a customer may see). */
export function maskedOrder(o: Order): Order {
  const m = (c: string | null) => (c === null ? null : maskCode(c));
  return {
    ...o,
    lines: o.lines.map((l) => ({
      ...l,
      code: m(l.code),
      firstAttempt: l.firstAttempt ? { ...l.firstAttempt, code: maskCode(l.firstAttempt.code) } : null,
      vouchers: l.vouchers.map((v) => ({ ...v, code: maskCode(v.code), codeFormatted: maskCode(v.code) })),
      entries: l.entries.map((e) => ({ ...e, code: m(e.code) })),
    })),
    tenders: o.tenders.map((t) => ({ ...t, code: m(t.code), entries: t.entries.map((e) => ({ ...e, code: m(e.code) })) })),
  };
}

/** How long a finished order's thank-you has left at `now` (0: over); null for an order that is not finished. */
export function thanksLeftMs(order: Order, now: Date, thanksMs: number): number | null {
  if (order.state !== 'finished') return null;
  const finished = order.finishedAt ? Date.parse(order.finishedAt) : NaN;
  // A finish without its time (never expected) thanks for the whole time from now.
  if (Number.isNaN(finished)) return thanksMs;
  return Math.max(0, Math.min(thanksMs, finished + thanksMs - now.getTime()));
}

/**
 * The order the customer display shows at `now` (null: the welcome). An open or finishing order,
 * masked; a finished one during its thank-you (`thanksMs` after it finished) unless the cashier
 * started the next customer (`next`); a cancelled order, or a finished one after that, never.
 */
export function shownToCustomer(order: Order | null, now: Date, opts: { thanksMs: number; next?: boolean }): Order | null {
  if (!order) return null;
  if (order.state === 'open' || order.state === 'finishing') return maskedOrder(order);
  if (opts.next) return null;
  const left = thanksLeftMs(order, now, opts.thanksMs);
  return left !== null && left > 0 ? maskedOrder(order) : null;
}
