// The manager's charts load with the first screen that shows one: recharts (most of the manager
// area's script) is a chunk of its own, fetched by the statistics and archive screens only.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { ArchiveChart as ArchiveChartNow } from './ArchiveChart';
import type { NameChart as NameChartNow, TrendChart as TrendChartNow } from './StatisticsCharts';

const LazyName = lazy(() => import('./StatisticsCharts').then((m) => ({ default: m.NameChart })));
const LazyTrend = lazy(() => import('./StatisticsCharts').then((m) => ({ default: m.TrendChart })));
const LazyArchive = lazy(() => import('./ArchiveChart').then((m) => ({ default: m.ArchiveChart })));

/** The chart's box while its library loads: the page keeps its layout (nothing moves when the chart comes). */
const room = (small: boolean) => <div className={small ? 'mgr-chart mgr-chart-small' : 'mgr-chart'} aria-hidden="true" />;

/** Revenue bars by name (StatisticsCharts.tsx), once the chart library is there. */
export function NameChart(props: ComponentProps<typeof NameChartNow>) {
  return (
    <Suspense fallback={room(true)}>
      <LazyName {...props} />
    </Suspense>
  );
}

/** The monthly trend of a year (StatisticsCharts.tsx), once the chart library is there. */
export function TrendChart(props: ComponentProps<typeof TrendChartNow>) {
  return (
    <Suspense fallback={room(true)}>
      <LazyTrend {...props} />
    </Suspense>
  );
}

/** The archive's closing balances (ArchiveChart.tsx), once the chart library is there. */
export function ArchiveChart(props: ComponentProps<typeof ArchiveChartNow>) {
  return (
    <Suspense fallback={room(false)}>
      <LazyArchive {...props} />
    </Suspense>
  );
}
