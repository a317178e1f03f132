// The chain month: every store's month beside its month before, a trend chart of the sales per
// day (this month and the month before) and every store per day, each linking to its store day.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeMonth } from '../../electron/core/contract/office';
import { DataTable } from './DataTable';
import { monthDaysTable, monthStoresTable } from './office-tables';
import { Answered, PageHead } from './PageParts';
import { useAnswer } from './useAnswer';

// recharts is the biggest part of the page: its own chunk, loaded with the first month shown.
const MonthChart = lazy(() => import('./MonthChart'));

const thisMonth = () => new Date().toISOString().slice(0, 7);

export function MonthPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? thisMonth();
  const answer = useAnswer<OfficeMonth>(`/api/month?month=${encodeURIComponent(month)}`);
  return (
    <>
      <PageHead title={`${t('chainMonth')} ${month}`}>
        <label>
          {t('month')} <input type="month" value={month} onChange={(e) => e.target.value && setParams({ month: e.target.value })} />
        </label>
      </PageHead>
      <Answered answer={answer}>
        {(m) =>
          m.current.stores.length === 0 ? (
            <p className="note" role="status">
              {t('noneMonth')}
            </p>
          ) : (
            <>
              <Suspense fallback={<div className="chart" />}>
                <MonthChart month={m} />
              </Suspense>
              <DataTable table={monthStoresTable(m, t)} />
              <DataTable table={monthDaysTable(m, t)} />
            </>
          )
        }
      </Answered>
    </>
  );
}
