// A ticket reservation of this terminal that no line of the basket holds (left by an add that
// failed half-way, or by the former ticket sale screen): shown with its countdown and released
// here, since a terminal holds one reservation at a time. One that ran out is simply cleared.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketReservation } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { useFormat } from '../../hooks/useLang';
import { HoldBar } from '../tickets/HoldBar';
import type { OrderState } from './useOrder';

export function StrayReservation({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { bridge } = useApp();
  const [stray, setStray] = useState<TicketReservation | null>(null);
  const held = (state.order?.lines ?? []).map((l) => l.tickets?.reservationId).filter(Boolean);
  const key = held.join(' ');
  useEffect(() => {
    void (async () => {
      const r = await bridge.call('ticketing.openReservation', {});
      const open = r.ok ? r.value.reservation : null;
      if (open?.expired) await bridge.call('ticketing.expireReservation', { id: open.id });
      setStray(open && !open.expired && !key.split(' ').includes(open.reservationId) ? open : null);
    })();
  }, [bridge, key]);
  if (!stray) return null;
  const count = stray.items.reduce((s, i) => s + i.quantity, 0);
  const hold = { id: stray.id, reservationId: stray.reservationId, expiresAt: stray.expiresAt, deadline: Date.parse(stray.deadlineAt) };
  return (
    <div className="panel panel-warn" data-testid="stray-reservation">
      <p>
        <strong>{t('openReservation.heading')}</strong>:{' '}
        {t('openReservation.item', { when: f.dateTime(stray.startsAt), count, time: f.time(stray.deadlineAt) })}
      </p>
      <p>{t('openReservation.stray')}</p>
      <HoldBar
        hold={hold}
        busy={state.call.busy}
        onRelease={() =>
          void state.call.run('ticketing.cancelReservation', { reservationId: stray.reservationId }).then((r) => r && setStray(null))
        }
        onExpired={() => {
          void bridge.call('ticketing.expireReservation', { id: stray.id });
          setStray(null);
        }}
      />
    </div>
  );
}
