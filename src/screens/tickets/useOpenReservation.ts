// The ticket sale screen reopens this terminal's open reservation (kept in the core) when it is
// shown again, after a reload and after a restart: same product, slot, quantities and countdown.
// One whose hold ran out meanwhile is cleared in the core and shown as ended.
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { TicketReservation } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import type { Hold } from './HoldBar';

/** The screen's hold of a reservation from the core. */
export function holdOf(r: Pick<TicketReservation, 'id' | 'reservationId' | 'expiresAt' | 'deadlineAt'>): Hold {
  return { id: r.id, reservationId: r.reservationId, expiresAt: r.expiresAt, deadline: Date.parse(r.deadlineAt) };
}

/**
 * Once the catalog is loaded (`ready`), asks the core for the open reservation and hands it to
 * `restore` with `running` false when its hold has run out (then it is cleared first).
 */
export function useOpenReservation(ready: boolean, restore: (r: TicketReservation, running: boolean) => void): void {
  const { bridge } = useApp();
  const done = useRef(false);
  const restored = useEffectEvent(restore);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    void (async () => {
      const r = await bridge.call('ticketing.openReservation', {});
      const open = r.ok ? r.value.reservation : null;
      if (!open) return;
      if (open.expired) await bridge.call('ticketing.expireReservation', { id: open.id });
      restored(open, !open.expired);
    })();
  }, [ready, bridge]);
}

/** Tells the core that a hold ran out on screen (ignored if refused: the next read shows it again). */
export function useExpireInCore(): (id: string) => void {
  const { bridge } = useApp();
  return useCallback((id: string) => void bridge.call('ticketing.expireReservation', { id }), [bridge]);
}
