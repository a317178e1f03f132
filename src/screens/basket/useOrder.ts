// The basket's order lives in the core (one open order per cashier, kept across leaving, reload and
// restart): the screen asks for it when it opens and follows `order.changed`. A finished or
// cancelled order stays on screen (its receipt, its thank-you) until the cashier starts the next.
import { useCallback, useEffect, useState } from 'react';
import type { MethodInput, MethodName, Order } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { useCall, type CallState } from '../../hooks/useCall';
import { isOpen } from './order-state';

type OrderWrite =
  | 'order.addLine'
  | 'order.updateLine'
  | 'order.removeLine'
  | 'order.addTender'
  | 'order.removeTender'
  | 'order.setLanguage'
  | 'order.confirmRetry';

export interface OrderState {
  /** The order on screen; null: an empty basket. */
  order: Order | null;
  /** True once the core answered which order is open. */
  restored: boolean;
  call: CallState;
  /** Runs a write on the open order and shows its answer; answers the order, or null after an error. */
  write<M extends OrderWrite>(method: M, input: MethodInput<M>): Promise<Order | null>;
  finish(): Promise<Order | null>;
  cancel(): Promise<Order | null>;
  /** Refunds a finished order (or one line) as an order of its own; the refund is shown as the basket's outcome. */
  refund(input: MethodInput<'order.refund'>): Promise<Order | null>;
  /** After a finished or cancelled order: the next customer starts with an empty basket (and the customer display welcomes them). */
  next(): void;
}

export function useOrder(): OrderState {
  const { bridge } = useApp();
  const call = useCall();
  const [order, setOrder] = useState<Order | null>(null);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let alive = true;
    void bridge.call('order.current', {}).then((r) => {
      if (!alive) return;
      setRestored(true);
      if (r.ok) setOrder(r.value.order);
    });
    return () => {
      alive = false;
    };
  }, [bridge]);

  // Another window of this cashier (or the core after a verification) changed the open order: read
  // it again (the event's codes are masked for the customer display).
  useEffect(
    () =>
      bridge.on('order.changed', (p) => {
        if (!p.order || !isOpen(p.order)) return;
        void bridge.call('order.current', {}).then((r) => {
          const current = r.ok ? r.value.order : null;
          // A finished order stays on screen until "next customer", whatever else happens.
          if (current) setOrder((cur) => (cur && !isOpen(cur) && cur.id !== current.id ? cur : current));
        });
      }),
    [bridge],
  );

  // A line of a finishing order settled by the verification: the core republishes only an open
  // order (a running finish publishes its own outcome), so while a line or payment is being
  // checked every journal change reads the order again.
  const checking = !!order && isOpen(order) && (order.checkingCents > 0 || order.lines.some((l) => l.state === 'checking'));
  useEffect(() => {
    if (!checking) return;
    return bridge.on('journal.changed', () => {
      void bridge.call('order.current', {}).then((r) => {
        const current = r.ok ? r.value.order : null;
        if (current) setOrder((cur) => (cur && cur.id !== current.id ? cur : current));
      });
    });
  }, [bridge, checking]);

  const { run } = call;
  const write = useCallback(
    async <M extends OrderWrite>(method: M, input: MethodInput<M>) => {
      const r = await run(method as MethodName, input as never);
      const next = r && typeof r === 'object' && 'order' in r ? (r.order as Order) : null;
      if (next) setOrder(next);
      return next;
    },
    [run],
  );
  const end = useCallback(
    async (method: 'order.finish' | 'order.cancel') => {
      if (!order) return null;
      const r = await run(method, { orderId: order.id });
      if (r) setOrder(r.order);
      return r?.order ?? null;
    },
    [order, run],
  );
  return {
    order,
    restored,
    call,
    write,
    finish: () => end('order.finish'),
    cancel: () => end('order.cancel'),
    refund: async (input) => {
      const r = await run('order.refund', input);
      if (r) setOrder(r.order);
      return r?.order ?? null;
    },
    next: () => {
      call.setError(null);
      setOrder(null);
      // The customer display drops the last customer's thank-you at once (a failure leaves it to its timer).
      void bridge.call('order.next', {});
    },
  };
}
