// One value step made the one sale way: an order of one line (a load, a stock voucher, codes, a
// promo code), paid by a payment method and finished. The step's journal row is the line's first
// entry. Finishing never throws for a step that was refused or is uncertain: the line says so
// (`state`, `message`, `messageId`) and the order stays open; refusals of a stock voucher or a
// promo code come earlier, when the line is added (`order.addLine` throws).
import type { JournalEntry, NewOrderLine, Order, OrderLine } from '../../electron/core/contract';
import type { Call } from './sales';

/** The order after finish, its one value line and that line's step row (null: no step was made). */
export interface OrderStep {
  order: Order;
  line: OrderLine;
  entry: JournalEntry | null;
}

/** The cashier's open order's line added last. */
function lastLine(o: Order): OrderLine {
  const line = o.lines.at(-1);
  if (!line) throw new Error(`order ${o.id} has no line`);
  return line;
}

/** Adds `line` to the cashier's order (opened if none), pays its rest by `paymentMethodId` and finishes. */
export async function stepByOrder(call: Call, line: NewOrderLine, paymentMethodId = 'card'): Promise<OrderStep> {
  const added = (await call('order.addLine', { line })).order;
  const lineId = lastLine(added).id;
  if (added.restCents > 0) {
    await call('order.addTender', { tender: { kind: 'method', paymentMethodId, amountCents: added.restCents } });
  }
  const order = (await call('order.finish', { orderId: added.id })).order;
  const done = order.lines.find((l) => l.id === lineId);
  if (!done) throw new Error(`line ${lineId} left order ${order.id}`);
  return { order, line: done, entry: done.entries[0] ?? null };
}

/** The step row of a finished one-line order; throws with the line's state and message when there is none. */
export function stepEntry(s: OrderStep): JournalEntry {
  if (!s.entry) throw new Error(`line ${s.line.id} made no step (${s.line.state}: ${s.line.message ?? 'no message'})`);
  return s.entry;
}

/** Loads `amountCents` onto `code` (a load line paid by card): the load's journal row. */
export async function loadStep(call: Call, code: string, amountCents: number, freeCreditPercentage?: number): Promise<JournalEntry> {
  const line: NewOrderLine = { kind: 'load', code, amountCents, ...(freeCreditPercentage ? { freeCreditPercentage } : {}) };
  return stepEntry(await stepByOrder(call, line));
}

/** Activates stock voucher `code` (a stock line paid by card; `amountCents` for a free amount): the activation's row. */
export async function activateStep(call: Call, code: string, amountCents?: number): Promise<JournalEntry> {
  return stepEntry(await stepByOrder(call, { kind: 'stock', code, ...(amountCents === undefined ? {} : { amountCents }) }));
}

/** Loads `amountCents` onto `code`, the order paid by `paymentMethodId` (cash, card, …): the load's row. */
export async function loadPaidBy(call: Call, code: string, amountCents: number, paymentMethodId: string): Promise<JournalEntry> {
  return stepEntry(await stepByOrder(call, { kind: 'load', code, amountCents }, paymentMethodId));
}

/** Sells `quantity` vouchers of `productId` as codes (a codes line paid by card): the order, its line (the slips) and the sale's row. */
export async function codesStep(call: Call, productId: string, unitPriceCents: number, quantity = 1): Promise<OrderStep> {
  return stepByOrder(call, { kind: 'codes', productId, unitPriceCents, quantity, language: 'de' });
}

/** Redeems promo code `code` on an order of goods worth `goodsCents` (0: the promo line alone), paid by card: the order, the promo line, its row. */
export async function promoStep(call: Call, code: string, goodsCents = 0): Promise<OrderStep> {
  if (goodsCents > 0) await call('order.addLine', { line: { kind: 'goods', amountCents: goodsCents } });
  return stepByOrder(call, { kind: 'promo', code });
}

/** Another till's step on stock voucher `code`, straight at the built-in service: this till's journal never sees it. */
export async function depotElsewhere(
  sb: { baseUrl: string; keys: Record<string, string> },
  code: string,
  step: 'activate' | 'deactivate',
): Promise<void> {
  const res = await fetch(`${sb.baseUrl}/v1/depot_vouchers/${code}/${step}.json?apikey=${sb.keys.integration ?? ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`${step} elsewhere refused: ${res.status} ${await res.text()}`);
}
