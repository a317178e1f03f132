// The cashier bar's log-out button: with an order in the basket (lines or payments) or a ticket
// reservation still open on this terminal it asks the leave question first (LeaveDialog): go back
// to it, cancel it (every voucher restored, the reservation released), log out and keep it open
// (the markers lead back), or stay.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CoreErrorData, Order, TicketReservation } from '../../electron/core/contract';
import { useApp } from '../app-context';
import { useFormat } from '../hooks/useLang';
import { SELL_TICKETS_PATH } from '../lib/paths';
import { LeaveDialog } from './LeaveDialog';

interface OpenItems {
  /** The cashier's open order when it holds a line or a payment. */
  order: Order | null;
  reservation: TicketReservation | null;
}

export function CashierLogout({ onLoggedOut }: { onLoggedOut(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { bridge } = useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenItems | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CoreErrorData | null>(null);

  const logout = async () => {
    setOpen(null);
    await bridge.call('auth.logout', {});
    onLoggedOut();
  };

  const ask = async () => {
    setBusy(true);
    const [o, r] = await Promise.all([bridge.call('order.current', {}), bridge.call('ticketing.openReservation', {})]);
    setBusy(false);
    const items: OpenItems = {
      order: o.ok ? heldOrder(o.value.order) : null,
      reservation: r.ok ? r.value.reservation : null,
    };
    setError(null);
    if (!items.order && !items.reservation) await logout();
    else setOpen(items);
  };

  // Cancels the order and releases the reservation; logs out once nothing is left open.
  const cancelAll = async () => {
    if (!open) return;
    setBusy(true);
    let failed: CoreErrorData | null = null;
    if (open.order) {
      const r = await bridge.call('order.cancel', { orderId: open.order.id });
      if (!r.ok) failed = r.error;
    }
    // Read again: cancelling the order released the reservation of its ticket line already.
    const still = open.reservation ? await bridge.call('ticketing.openReservation', {}) : null;
    const res = still?.ok ? still.value.reservation : null;
    if (res && !res.expired) {
      const r = await bridge.call('ticketing.cancelReservation', { reservationId: res.reservationId });
      if (!r.ok) failed ??= r.error;
    } else if (res) await bridge.call('ticketing.expireReservation', { id: res.id });
    setBusy(false);
    setError(failed);
    if (!failed) await logout();
  };

  const back = () => {
    if (!open) return;
    const to = open.order ? '/basket' : SELL_TICKETS_PATH;
    setOpen(null);
    void navigate(to);
  };

  return (
    <>
      <button type="button" className="button-secondary" disabled={busy} onClick={() => void ask()} data-testid="cashier-logout">
        {t('manager.logout')}
      </button>
      {open && (
        <LeaveDialog
          title={t('openReservation.logoutTitle')}
          summary={
            <ul data-testid="leave-summary">
              {open.order && (
                <li>
                  {t('basket.marker', { count: open.order.lines.length, amount: f.money(open.order.restCents, open.order.currency) })}
                </li>
              )}
              {open.reservation && (
                <li>
                  {open.reservation.expired
                    ? t('openReservation.markerRunOut')
                    : t('openReservation.marker', { time: f.time(open.reservation.deadlineAt) })}
                </li>
              )}
            </ul>
          }
          busy={busy}
          error={error}
          onFinish={back}
          finishLabel={t('openReservation.logoutBack')}
          onCancel={() => void cancelAll()}
          cancelLabel={t('openReservation.logoutCancel')}
          onKeep={() => void logout()}
          keepLabel={t('openReservation.logoutKeep')}
          onStay={() => setOpen(null)}
        />
      )}
    </>
  );
}

/** The order the cashier would leave behind: open (or stopped while finishing) with a line or a payment. */
function heldOrder(order: Order | null): Order | null {
  if (!order || (order.state !== 'open' && order.state !== 'finishing')) return null;
  return order.lines.length > 0 || order.tenders.length > 0 ? order : null;
}
