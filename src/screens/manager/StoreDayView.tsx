// The store day over every till of the store: each till's last contact, backlog and flags, the
// store's till sessions (float, expected cash from each Z or a running session's X so far, counted,
// difference, drawer openings), each till's money as its Z tells it, per till, per cashier, per
// payment method (the merchant's names in
// the chosen language), and what is still open at any till (StoreOpenView).
import { useTranslation } from 'react-i18next';
import type { StoreDay } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useMethods } from '../basket/useMethods';
import { storeMethodName } from './store-method';
import { StoreOpenView } from './StoreOpenView';
import { StoreTable } from './StoreTable';

type Row<K extends keyof StoreDay> = StoreDay[K] extends Array<infer R> ? R : never;

export function StoreDayView({ day }: { day: StoreDay }) {
  const { t, i18n } = useTranslation();
  const { status } = useApp();
  const methods = useMethods();
  const method = (r: Row<'perMethod'>) => storeMethodName(methods.list, r, i18n.language, t);
  const money = (c: number | null) => (c === null ? '–' : formatMoney(c, status.currency, status.language));
  const kind = (k: string) => t(`journal.kind.${k}`, { defaultValue: k });
  const when = (at: string | null) => (at ? formatDateTime(at, status.language) : '–');
  const count = { label: t('manager.closing.count'), num: true };
  const amount = { label: t('manager.closing.amount'), num: true };
  const till = { label: t('manager.store.till') };
  return (
    <>
      <StoreTable<Row<'tills'>>
        testId="store-tills"
        rows={day.tills}
        rowKey={(r) => r.till}
        rowData={(r) => ({ 'data-self': String(r.self), 'data-refused': String(r.refused) })}
        columns={[
          { ...till, cell: (r) => (r.self ? t('manager.store.thisTill', { till: r.till }) : r.till) },
          { label: t('manager.store.lastContact'), cell: (r) => when(r.lastContactAt) },
          {
            label: t('manager.store.backlog'),
            num: true,
            cell: (r) => (r.backlog > 0 ? t('manager.store.waiting', { count: r.backlog, since: when(r.backlogSince) }) : '0'),
          },
          { label: t('manager.store.flag'), cell: (r) => (r.flag ? t(`manager.store.flags.${r.flag}`) : '') },
          { label: t('manager.store.refused'), num: true, cell: (r) => r.refused },
        ]}
      />
      <h2>{t('manager.store.sessions')}</h2>
      <StoreTable<Row<'sessions'>>
        testId="store-sessions"
        rows={day.sessions}
        rowKey={(r) => `${r.till}-${r.number}`}
        rowData={(r) => ({ 'data-state': r.state })}
        columns={[
          { ...till, cell: (r) => r.till },
          { label: t('manager.store.zNumber'), num: true, cell: (r) => r.number },
          { label: t('manager.store.state'), cell: (r) => t(`manager.store.states.${r.state}`) },
          { label: t('manager.store.float'), num: true, cell: (r) => money(r.floatCents) },
          { label: t('manager.store.expected'), num: true, cell: (r) => money(r.expectedCents) },
          { label: t('manager.store.counted'), num: true, cell: (r) => money(r.countedCents) },
          { label: t('manager.store.difference'), num: true, cell: (r) => money(r.differenceCents) },
          { label: t('manager.store.drawerOpenings'), num: true, cell: (r) => r.drawerOpenings },
          { label: t('manager.store.closedAt'), cell: (r) => when(r.closedAt) },
        ]}
      />
      <h2>{t('manager.store.tillMoney')}</h2>
      <StoreTable<Row<'tillMoney'>>
        testId="store-till-money"
        rows={day.tillMoney}
        rowKey={(r) => r.till}
        columns={[
          { ...till, cell: (r) => r.till },
          { label: t('manager.paymentSettings.kinds.cash'), num: true, cell: (r) => money(r.cashCents) },
          { label: t('manager.paymentSettings.kinds.card'), num: true, cell: (r) => money(r.cardCents) },
          { label: t('manager.paymentSettings.kinds.other'), num: true, cell: (r) => money(r.otherCents) },
          { label: t('till.vouchersAccepted'), num: true, cell: (r) => money(r.vouchersCents) },
          { label: t('till.refunds'), num: true, cell: (r) => money(-r.refundsCents) },
          { label: t('till.freeCredit'), num: true, cell: (r) => money(r.freeCreditCents) },
          { label: t('manager.store.difference'), num: true, cell: (r) => money(r.differenceCents) },
        ]}
      />
      <h2>{t('manager.store.perTill')}</h2>
      <StoreTable<Row<'perTill'>>
        testId="store-per-till"
        rows={day.perTill}
        rowKey={(r) => `${r.till}-${r.kind}`}
        columns={[
          { ...till, cell: (r) => r.till },
          { label: t('manager.closing.kind'), cell: (r) => kind(r.kind) },
          { ...count, cell: (r) => r.count },
          { ...amount, cell: (r) => money(r.amountCents) },
        ]}
      />
      <h2>{t('manager.closing.byCashier')}</h2>
      <StoreTable<Row<'perCashier'>>
        testId="store-per-cashier"
        rows={day.perCashier}
        rowKey={(r) => `${r.cashier ?? '-'}-${r.kind}`}
        columns={[
          { label: t('manager.store.cashier'), cell: (r) => r.cashier ?? t('manager.closing.openTill') },
          { label: t('manager.closing.kind'), cell: (r) => kind(r.kind) },
          { ...count, cell: (r) => r.count },
          { ...amount, cell: (r) => money(r.amountCents) },
        ]}
      />
      <h2>{t('manager.store.perMethod')}</h2>
      <StoreTable<Row<'perMethod'>>
        testId="store-per-method"
        rows={day.perMethod}
        rowKey={(r) => `${r.method ?? '-'}-${r.paymentKind ?? '-'}`}
        rowData={(r) => ({ 'data-method': r.method ?? '' })}
        columns={[
          { label: t('manager.store.method'), cell: method },
          { ...count, cell: (r) => r.count },
          { ...amount, cell: (r) => money(r.amountCents) },
        ]}
      />
      <StoreOpenView day={day} />
    </>
  );
}
