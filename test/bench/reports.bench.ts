// Manager reports against the built-in service over HTTP: the 24-month archive table (25 archive
// requests, cache empty, then cached) and the statistics trend of a year (12 requests in
// parallel, then cached), as the manager screens ask for them.
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../../electron/sandbox';
import { startCore } from '../helpers/core-harness';
import { percentile, report } from './stats';

async function main(): Promise<void> {
  const sb = await startSandbox({ dbFile: ':memory:' });
  const h = await startCore({ sandbox: sb });
  await h.call('auth.setup', { name: 'Chefin', pin: '246810' });
  const year = new Date().getFullYear() - 1; // twelve past months: all twelve asked

  const archive: number[] = [];
  const trend: number[] = [];
  for (let i = 0; i < 5; i++) {
    // Each round against an empty cache: what the manager waits for on the first open.
    h.core.runtime.db.prepare('DELETE FROM archive_cache').run();
    let t0 = performance.now();
    const a = await h.call('report.archiveTable', { months: 24, complimentary: 'included' });
    archive.push(performance.now() - t0);
    if (a.months.length !== 24) throw new Error('archive table incomplete');
    t0 = performance.now();
    const s = await h.call('report.statisticsTrend', { year, refresh: true });
    trend.push(performance.now() - t0);
    if (s.months.some((m) => m.amountTotalCents === null)) throw new Error('trend incomplete');
  }
  report('archive_24_months_ms', percentile(archive, 50), 'ms');
  report('archive_24_months_max_ms', Math.max(...archive), 'ms');
  report('statistics_year_trend_ms', percentile(trend, 50), 'ms');
  report('statistics_year_trend_max_ms', Math.max(...trend), 'ms');

  const cached: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await h.call('report.archiveTable', { months: 24, complimentary: 'included' });
    await h.call('report.statisticsTrend', { year });
    cached.push(performance.now() - t0);
  }
  report('reports_cached_p50', percentile(cached, 50), 'ms');
  await h.close();
  await sb.close();
}

void main();
