// What is still open at any till of the store: steps not settled (codes masked by the store) and
// counter sales not finished (an order with its lines or tenders, the till's X lists it too).
import { useTranslation } from 'react-i18next';
import type { StoreDay } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { formatDateTime, formatMoney } from '../../lib/format';
import { StoreTable } from './StoreTable';

export function StoreOpenView({ day }: { day: StoreDay }) {
  const { t } = useTranslation();
  const { status } = useApp();
  const money = (c: number | null) => (c === null ? '–' : formatMoney(c, status.currency, status.language));
  const when = (at: string) => formatDateTime(at, status.language);
  const till = { label: t('manager.store.till') };
  const amount = { label: t('manager.closing.amount'), num: true };
  const since = { label: t('manager.store.since') };
  return (
    <>
      <h2>{t('manager.store.open')}</h2>
      {day.open.length === 0 ? (
        <p>{t('manager.store.noneOpen')}</p>
      ) : (
        <StoreTable<StoreDay['open'][number]>
          testId="store-open"
          rows={day.open}
          rowKey={(r, i) => `${r.till}-${i}`}
          columns={[
            { ...till, cell: (r) => r.till },
            { label: t('manager.closing.kind'), cell: (r) => t(`journal.kind.${r.kind}`, { defaultValue: r.kind }) },
            { label: t('manager.store.state'), cell: (r) => t(`journal.state.${r.state}`, { defaultValue: r.state }) },
            { label: t('manager.closing.code'), className: 'code-text', cell: (r) => r.codeMasked ?? '' },
            { ...amount, cell: (r) => money(r.amountCents) },
            { ...since, cell: (r) => when(r.createdAt) },
          ]}
        />
      )}
      <h2>{t('manager.store.openOrders')}</h2>
      {day.openOrders.length === 0 ? (
        <p>{t('manager.store.noneOpenOrders')}</p>
      ) : (
        <StoreTable<StoreDay['openOrders'][number]>
          testId="store-open-orders"
          rows={day.openOrders}
          rowKey={(r, i) => `${r.till}-${i}`}
          rowData={(r) => ({ 'data-state': r.state })}
          columns={[
            { ...till, cell: (r) => r.till },
            { label: t('manager.store.state'), cell: (r) => t(`till.state.${r.state}`) },
            { label: t('manager.store.cashier'), cell: (r) => r.cashier ?? t('manager.closing.openTill') },
            { label: t('manager.store.lines'), num: true, cell: (r) => r.lines },
            { ...amount, cell: (r) => money(r.totalCents) },
            { ...since, cell: (r) => when(r.createdAt) },
          ]}
        />
      )}
    </>
  );
}
