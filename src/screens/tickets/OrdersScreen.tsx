import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput, TicketOrderView } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { OrderDetails } from './OrderDetails';
import { TicketError } from './TicketError';
import { ManagerTicketsFrame } from './TicketsFrame';

interface Filters {
  updatedAfter: string;
  updatedBefore: string;
  orderNumber: string;
  lastName: string;
}
const none: Filters = { updatedAfter: '', updatedBefore: '', orderNumber: '', lastName: '' };

/** Manager: ticket orders with the four filters of the service; the local copy answers when offline. */
export function OrdersScreen() {
  return (
    <ManagerTicketsFrame titleKey="tickets.orders.title" testId="screen-tickets-orders">
      <OrdersList />
    </ManagerTicketsFrame>
  );
}

function OrdersList() {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, run } = useCall();
  const [filters, setFilters] = useState<Filters>(none);
  const [result, setResult] = useState<MethodOutput<'ticketing.orders'> | null>(null);
  const [open, setOpen] = useState<TicketOrderView | null>(null);
  const search = async () => {
    setOpen(null);
    const input = {
      ...(filters.updatedAfter ? { updatedAfter: filters.updatedAfter } : {}),
      ...(filters.updatedBefore ? { updatedBefore: filters.updatedBefore } : {}),
      ...(filters.orderNumber.trim() ? { orderNumber: filters.orderNumber.trim() } : {}),
      ...(filters.lastName.trim() ? { lastName: filters.lastName.trim() } : {}),
    };
    setResult(await run('ticketing.orders', input));
  };
  const input = (key: keyof Filters, type: string) => (
    <label>
      {t(`tickets.orders.filter.${key}`)}
      <input
        type={type}
        step={type === 'datetime-local' ? 1 : undefined}
        value={filters[key]}
        data-testid={`filter-${key}`}
        onChange={(e) => setFilters({ ...filters, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <>
      <form
        className="tk-filters"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        {input('updatedAfter', 'datetime-local')}
        {input('updatedBefore', 'datetime-local')}
        {input('orderNumber', 'text')}
        {input('lastName', 'text')}
        <button type="submit" data-testid="orders-search" disabled={busy}>
          {t('tickets.orders.search')}
        </button>
      </form>
      <p className="muted small">{t('tickets.orders.caseHint')}</p>
      <Busy busy={busy} />
      <TicketError error={error} />
      {result && (
        <>
          <p className={result.source === 'cache' ? 'panel panel-warn' : 'muted'} data-testid="orders-source" data-source={result.source}>
            {result.source === 'cache'
              ? t('tickets.orders.fromCache', { time: result.fetchedAt ? f.dateTime(result.fetchedAt) : '–' })
              : t('tickets.orders.count', { count: result.orders.length })}
          </p>
          <table className="table tk-order-table" data-testid="orders-table">
            <thead>
              <tr>
                <th scope="col">{t('tickets.orders.number')}</th>
                <th scope="col">{t('tickets.orders.updated')}</th>
                <th scope="col">{t('tickets.orders.customer')}</th>
                <th scope="col">{t('tickets.orders.status')}</th>
                <th scope="col" className="num">
                  {t('tickets.orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.orders.map((o) => (
                <tr key={o.id} data-testid="order-row" data-order-number={o.orderNumber}>
                  <td>
                    <button type="button" className="button-secondary" data-testid={`order-${o.orderNumber}`} onClick={() => setOpen(o)}>
                      {o.orderNumber}
                    </button>
                  </td>
                  <td>{f.dateTime(o.updatedAt)}</td>
                  <td>{o.customer ? `${o.customer.firstName} ${o.customer.lastName}` : '–'}</td>
                  <td>{t(`tickets.orders.state.${o.status === 'cancelled' ? 'cancelled' : 'completed'}`)}</td>
                  <td className="num">{f.money(o.grandTotalCents, o.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {open && <OrderDetails order={open} onClose={() => setOpen(null)} />}
    </>
  );
}
