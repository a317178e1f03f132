// Sales as a test makes them through the counter sale's orders (docs/orders.md), the one sale
// path: a load, a payment by voucher, the end of an open order. Each helper takes the call of one
// client (one cashier: an order is its cashier's, one open order each).
import type { CoreErrorData, MethodInput, MethodName, MethodOutput, Order } from '../../electron/core/contract';

/** A refusal as a call answers it, with the core's error data attached. */
export class CallError extends Error {
  constructor(readonly data: CoreErrorData) {
    super(`${data.code}: ${data.message}`);
  }
}

/** A typed call as one client (a tab): throws `CallError` on a refusal. */
export type Call = <M extends MethodName>(method: M, input: MethodInput<M>) => Promise<MethodOutput<M>>;

/** An answer as every client gives it; a refusal's error is the core's error data. */
export interface Envelope {
  ok: boolean;
  value?: unknown;
  error?: { code: string; message: string };
}

/** A typed call over a client answering envelopes (a tab of a core, a core in a child process, a page). */
export function throwing(call: (method: string, input: unknown) => Promise<Envelope>): Call {
  return async (method, input) => {
    const res = await call(method, input);
    if (!res.ok)
      throw new CallError((res.error ?? { code: 'internal', message: `${method}: no answer`, retryable: false }) as CoreErrorData);
    return res.value as never;
  };
}

/** Loads `amountCents` onto `code` as a sale: a load line paid by card, finished (the order's state is returned). */
export async function loadByOrder(call: Call, code: string, amountCents: number, freeCreditPercentage = 0): Promise<Order> {
  const open = (await call('order.current', {})).order;
  const o = open ?? (await call('order.addLine', { line: { kind: 'load', code, amountCents, freeCreditPercentage } })).order;
  if (!open) await call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents } });
  return (await call('order.finish', { orderId: o.id })).order;
}

/**
 * Ends the cashier's open order once its steps are settled: the rest paid by card and finished
 * when every line's step is done, else cancelled (a load that did not happen). Answers its end.
 */
export async function endOrder(call: Call): Promise<'none' | 'finished' | 'cancelled'> {
  const o = (await call('order.current', {})).order;
  if (!o) return 'none';
  if (o.lines.every((l) => l.kind === 'goods' || l.state === 'done')) {
    const card = { kind: 'method' as const, paymentMethodId: 'card', amountCents: o.restCents };
    if (o.restCents > 0) await call('order.addTender', { tender: card });
    if ((await call('order.finish', { orderId: o.id })).order.state === 'finished') return 'finished';
  }
  const c = (await call('order.cancel', { orderId: o.id })).order;
  if (c.state !== 'cancelled') throw new Error(`order ${o.id} neither finished nor cancelled: ${c.state}`);
  return 'cancelled';
}

/** A sale of `totalCents` (a goods line, its receipt number `reference`) paid by voucher `code`: the order stays open. */
export async function payByVoucher(call: Call, code: string, totalCents: number, reference?: string): Promise<Order> {
  await call('order.addLine', { line: { kind: 'goods', amountCents: totalCents, ...(reference ? { reference } : {}) } });
  return (await call('order.addTender', { tender: { kind: 'voucher', code } })).order;
}

/** The same sale finished: the rest (if any) paid by `paymentMethodId`. */
export async function sellByVoucher(call: Call, code: string, totalCents: number, paymentMethodId = 'card'): Promise<Order> {
  const o = await payByVoucher(call, code, totalCents);
  if (o.restCents > 0) await call('order.addTender', { tender: { kind: 'method', paymentMethodId, amountCents: o.restCents } });
  return (await call('order.finish', { orderId: o.id })).order;
}
