// The purchases (and the ticket reservation) still open on this terminal (from the core), read
// again after every navigation and whenever a purchase line changes, for the home and status-bar
// markers and the journal.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Purchase, TicketReservation } from '../../electron/core/contract';
import { useApp } from '../app-context';

export function useOpenPurchases(): { purchases: Purchase[]; reservation: TicketReservation | null; reload(): void } {
  const { bridge } = useApp();
  const { pathname } = useLocation();
  const [purchases, setPurchases] = useState<Purchase[]>([]);
  const [reservation, setReservation] = useState<TicketReservation | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(
    () =>
      bridge.on('journal.changed', (row) => {
        if (row.purchaseId) reload();
      }),
    [bridge, reload],
  );
  useEffect(() => {
    let alive = true;
    void bridge.call('purchase.open', {}).then((r) => {
      // Refused (no cashier signed in yet): nothing to show, the next navigation asks again.
      if (alive) setPurchases(r.ok ? r.value.purchases : []);
    });
    void bridge.call('ticketing.openReservation', {}).then((r) => {
      if (alive) setReservation(r.ok ? r.value.reservation : null);
    });
    return () => {
      alive = false;
    };
  }, [bridge, pathname, tick]);
  return { purchases, reservation, reload };
}
