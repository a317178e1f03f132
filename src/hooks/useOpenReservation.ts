// The ticket reservation still open on this terminal (from the core), read again after every
// navigation, for the home and status-bar markers and the journal.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { TicketReservation } from '../../electron/core/contract';
import { useApp } from '../app-context';

export function useOpenReservation(): TicketReservation | null {
  const { bridge } = useApp();
  const { pathname } = useLocation();
  const [reservation, setReservation] = useState<TicketReservation | null>(null);
  useEffect(() => {
    let alive = true;
    void bridge.call('ticketing.openReservation', {}).then((r) => {
      // Refused (no cashier signed in yet): nothing to show, the next navigation asks again.
      if (alive) setReservation(r.ok ? r.value.reservation : null);
    });
    return () => {
      alive = false;
    };
  }, [bridge, pathname]);
  return reservation;
}
